-- Listings show reading time from a stored word count instead of reading every body (decision 009).
ALTER TABLE "articles" ADD COLUMN "word_count" integer;--> statement-breakpoint
-- A write that changes the body without counting it (anything but the app's saves, which bump the version and
-- store the count) leaves the count unknown rather than stale; readers then count the body themselves.
CREATE OR REPLACE FUNCTION articles_forget_stale_word_count() RETURNS trigger AS $$
BEGIN
  IF NEW.content IS DISTINCT FROM OLD.content
     AND NEW.word_count IS NOT DISTINCT FROM OLD.word_count
     AND NEW.version IS NOT DISTINCT FROM OLD.version THEN
    NEW.word_count := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER articles_forget_stale_word_count BEFORE UPDATE OF content ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_forget_stale_word_count();--> statement-breakpoint
-- Substring search of the list API (title or excerpt ILIKE '%text%') through trigram indexes. pg_trgm is a
-- trusted extension (PostgreSQL 13+), shipped by PGlite as @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_excerpt_trgm_idx" ON "articles" USING gin ("excerpt" gin_trgm_ops);

-- The search vectors are plain columns kept by a trigger (decision 054). As generated columns they were computed for
-- every article by the migration that added them: a site upgrading from 0008 with 100,000 articles waited a quarter
-- of an hour for 0009 and 0011 before its first answer. 0009 and 0011 now add them empty; the server's background
-- backfill (app/articles/search-backfill.server.ts) fills the rows already there. A site that ran them as generated
-- columns keeps its vectors and its columns become plain ones here, in the catalog only (no row is rewritten);
-- IF EXISTS, because a site that ran them as they are now has no expression to drop.
ALTER TABLE "articles" ALTER COLUMN "search" DROP EXPRESSION IF EXISTS;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "search" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "search_head" DROP EXPRESSION IF EXISTS;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "search_head" DROP NOT NULL;--> statement-breakpoint
-- The vectors exactly as 0009 and 0011 generated them: the title (A) and excerpt (B), and the whole text with the
-- body (C). Underscores are read as spaces: the text-search parser takes time growing with the square of a run like
-- "_a_a_a…".
CREATE OR REPLACE FUNCTION articles_search_head_vector(title text, excerpt text) RETURNS tsvector AS $$
  SELECT setweight(to_tsvector('english', translate(coalesce(title, ''), '_', ' ')), 'A') || setweight(to_tsvector('english', translate(coalesce(excerpt, ''), '_', ' ')), 'B')
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION articles_search_vector(title text, excerpt text, content text) RETURNS tsvector AS $$
  SELECT articles_search_head_vector(title, excerpt) || setweight(to_tsvector('english', translate(coalesce(content, ''), '_', ' ')), 'C')
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;--> statement-breakpoint
-- Every write of the text fills both vectors, so an article written during the backfill is found at once.
CREATE OR REPLACE FUNCTION articles_fill_search() RETURNS trigger AS $$
BEGIN
  NEW.search := articles_search_vector(NEW.title, NEW.excerpt, NEW.content);
  NEW.search_head := articles_search_head_vector(NEW.title, NEW.excerpt);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER articles_fill_search BEFORE INSERT OR UPDATE OF title, excerpt, content ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_fill_search();--> statement-breakpoint
-- drizzle/0005's announcement of a changed article, except for a write of the vectors alone (the backfill's): no
-- reader sees them, so no server drops the article's pages or renders its lists again, 100,000 times over.
CREATE OR REPLACE FUNCTION notify_article_changed() RETURNS trigger AS $$
DECLARE
  changed articles%ROWTYPE;
  seen articles%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_OP = 'UPDATE' THEN
    seen := NEW;
    seen.search := OLD.search;
    seen.search_head := OLD.search_head;
    IF seen IS NOT DISTINCT FROM OLD THEN RETURN NULL; END IF;
  END IF;
  PERFORM pg_notify('content_changed', json_build_object(
    'table', 'articles',
    'id', changed.id,
    'slugs', CASE WHEN TG_OP = 'UPDATE' AND OLD.slug IS DISTINCT FROM NEW.slug THEN json_build_array(OLD.slug, NEW.slug) ELSE json_build_array(changed.slug) END
  )::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- The backfill's work list: the articles whose vectors are still empty (none on a new site).
CREATE INDEX "articles_search_pending_idx" ON "articles" USING btree ("id") WHERE "articles"."search" is null or "articles"."search_head" is null;
--> statement-breakpoint
-- No statistics of the bodies and their rendered HTML: no query filters on them (search reads the vectors), and
-- sampling them was half of an ANALYZE's time at 100,000 articles (the server analyzes after migrating).
ALTER TABLE "articles" ALTER COLUMN "content" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "article_renders" ALTER COLUMN "html" SET STATISTICS 0;
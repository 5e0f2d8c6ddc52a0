-- Rendered article bodies, kept beside the articles (decision 021).
CREATE TABLE "article_renders" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"renderer" varchar(64) NOT NULL,
	"article_version" integer NOT NULL,
	"html" text NOT NULL,
	"toc" jsonb NOT NULL,
	"review_summary" jsonb,
	"award" jsonb,
	"reading_minutes" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_renders" ADD CONSTRAINT "article_renders_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A render of older content is dropped in the same transaction as the change, whoever writes the row (the app bumps
-- the version too, which readers also check).
CREATE OR REPLACE FUNCTION drop_stale_article_render() RETURNS trigger AS $$
BEGIN
  DELETE FROM article_renders WHERE article_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER articles_render_stale AFTER UPDATE OF content, article_type ON articles
  FOR EACH ROW WHEN (OLD.content IS DISTINCT FROM NEW.content OR OLD.article_type IS DISTINCT FROM NEW.article_type)
  EXECUTE FUNCTION drop_stale_article_render();--> statement-breakpoint
-- Article changes are announced one row at a time with the article's id and slugs (before and after), so each app
-- server drops that article's pages at once and lets the lists be refreshed in the background (decision 021).
-- Other tables still announce their name once per statement.
CREATE OR REPLACE FUNCTION notify_article_changed() RETURNS trigger AS $$
DECLARE
  changed articles%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM pg_notify('content_changed', json_build_object(
    'table', 'articles',
    'id', changed.id,
    'slugs', CASE WHEN TG_OP = 'UPDATE' AND OLD.slug IS DISTINCT FROM NEW.slug THEN json_build_array(OLD.slug, NEW.slug) ELSE json_build_array(changed.slug) END
  )::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
DROP TRIGGER articles_content_changed ON articles;--> statement-breakpoint
CREATE TRIGGER articles_content_changed AFTER INSERT OR UPDATE OR DELETE ON articles
  FOR EACH ROW EXECUTE FUNCTION notify_article_changed();

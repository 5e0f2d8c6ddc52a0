-- Every change to published content is announced on the content_changed channel, so each app server
-- (PGlite in-process, or many sharing PostgreSQL) drops its cached pages. A trigger cannot be forgotten by code.
CREATE OR REPLACE FUNCTION notify_content_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER articles_content_changed AFTER INSERT OR UPDATE OR DELETE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER article_tags_content_changed AFTER INSERT OR UPDATE OR DELETE ON article_tags
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER categories_content_changed AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER tags_content_changed AFTER INSERT OR UPDATE OR DELETE ON tags
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();

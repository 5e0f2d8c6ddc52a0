-- Each article carries its tags as compact JSON, so a list of whole articles or of cards reads them with the row
-- instead of running a subquery per listed article (about a millisecond per list of 20 on PGlite, decision 016).
-- Triggers keep the column true whoever writes the link table or renames a tag: the app never writes it.
ALTER TABLE "articles" ADD COLUMN "tag_list" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
-- The tags of one article ordered by name, then id, as [{"id":1,"name":"x"}] (row_to_json adds no spaces).
CREATE OR REPLACE FUNCTION article_tag_list(article integer) RETURNS json AS $$
  SELECT coalesce(('[' || string_agg(row_to_json(tag)::text, ',' ORDER BY tag.name, tag.id) || ']')::json, '[]'::json)
  FROM (
    SELECT tags.id AS "id", tags.name AS "name"
    FROM article_tags JOIN tags ON tags.id = article_tags.tag_id
    WHERE article_tags.article_id = article
  ) tag
$$ LANGUAGE sql STABLE;--> statement-breakpoint
-- Once per statement: a save that replaces all of an article's tags rewrites its list once, not once per tag.
CREATE OR REPLACE FUNCTION refresh_article_tag_lists() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'tags' THEN
    UPDATE articles SET tag_list = article_tag_list(articles.id)
    WHERE articles.id IN (SELECT article_tags.article_id FROM article_tags WHERE article_tags.tag_id IN (SELECT id FROM new_rows));
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE articles SET tag_list = article_tag_list(articles.id) WHERE articles.id IN (SELECT article_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE articles SET tag_list = article_tag_list(articles.id) WHERE articles.id IN (SELECT article_id FROM old_rows);
  ELSE
    UPDATE articles SET tag_list = article_tag_list(articles.id)
    WHERE articles.id IN (SELECT article_id FROM old_rows UNION SELECT article_id FROM new_rows);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER article_tags_inserted_tag_list AFTER INSERT ON article_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_article_tag_lists();--> statement-breakpoint
CREATE TRIGGER article_tags_deleted_tag_list AFTER DELETE ON article_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_article_tag_lists();--> statement-breakpoint
CREATE TRIGGER article_tags_updated_tag_list AFTER UPDATE ON article_tags
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_article_tag_lists();--> statement-breakpoint
-- A renamed tag changes the lists that name it (a deleted tag removes its links, which the triggers above see).
CREATE TRIGGER tags_updated_tag_list AFTER UPDATE ON tags
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_article_tag_lists();--> statement-breakpoint
UPDATE articles SET tag_list = article_tag_list(articles.id)
WHERE EXISTS (SELECT 1 FROM article_tags WHERE article_tags.article_id = articles.id);

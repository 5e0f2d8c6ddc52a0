-- Each article's tags as compact JSON in a table of their own, so a list of whole articles or of cards reads them
-- with one index lookup per article instead of a subquery per listed article (decision 016). Not a column of
-- articles: an UPDATE of an article row recomputes its full-text search vector, which costs a long article's
-- words. Triggers keep the lists true whoever writes the link table or renames a tag: the app never writes them.
CREATE TABLE "article_tag_lists" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"tag_list" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_tag_lists" ADD CONSTRAINT "article_tag_lists_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The tags of one article ordered by name, then id, as [{"id":1,"name":"x"}] (row_to_json adds no spaces).
CREATE OR REPLACE FUNCTION article_tag_list(article integer) RETURNS json AS $$
  SELECT coalesce(('[' || string_agg(row_to_json(tag)::text, ',' ORDER BY tag.name, tag.id) || ']')::json, '[]'::json)
  FROM (
    SELECT tags.id AS "id", tags.name AS "name"
    FROM article_tags JOIN tags ON tags.id = article_tags.tag_id
    WHERE article_tags.article_id = article
  ) tag
$$ LANGUAGE sql STABLE;--> statement-breakpoint
-- Writes the lists of the given articles (those that still exist: a deleted article's list goes with it).
CREATE OR REPLACE FUNCTION write_article_tag_lists(article_ids integer[]) RETURNS void AS $$
  INSERT INTO article_tag_lists (article_id, tag_list)
  SELECT articles.id, article_tag_list(articles.id) FROM articles WHERE articles.id = ANY(article_ids)
  ON CONFLICT (article_id) DO UPDATE SET tag_list = excluded.tag_list
$$ LANGUAGE sql;--> statement-breakpoint
-- Once per statement: a save that replaces all of an article's tags writes its list once, not once per tag.
CREATE OR REPLACE FUNCTION refresh_article_tag_lists() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'tags' THEN
    -- Only a changed name matters: the app's find-or-create of a tag is an upsert that rewrites the row unchanged.
    PERFORM write_article_tag_lists(array(
      SELECT DISTINCT article_tags.article_id FROM article_tags
      WHERE article_tags.tag_id IN (SELECT new_rows.id FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id WHERE new_rows.name IS DISTINCT FROM old_rows.name)
    ));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM write_article_tag_lists(array(SELECT DISTINCT article_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM write_article_tag_lists(array(SELECT DISTINCT article_id FROM old_rows));
  ELSE
    PERFORM write_article_tag_lists(array(SELECT article_id FROM old_rows UNION SELECT article_id FROM new_rows));
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
SELECT write_article_tag_lists(array(SELECT DISTINCT article_id FROM article_tags));

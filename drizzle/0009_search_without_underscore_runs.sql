-- The search vector reads underscores as spaces: PostgreSQL's text-search parser takes time growing with the square
-- of a run like "_a_a_a…", and PGlite runs it on the server's own thread. Dropping the column drops its index too.
ALTER TABLE "articles" drop column "search";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', translate(coalesce(title, ''), '_', ' ')), 'A') || setweight(to_tsvector('english', translate(coalesce(excerpt, ''), '_', ' ')), 'B') || setweight(to_tsvector('english', translate(coalesce(content, ''), '_', ' ')), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search");

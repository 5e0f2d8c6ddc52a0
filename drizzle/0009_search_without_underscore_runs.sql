-- The search vector reads underscores as spaces: PostgreSQL's text-search parser takes time growing with the square
-- of a run like "_a_a_a…", and PGlite runs it on the server's own thread. Dropping the column drops its index too.
-- Added empty (decision 054): 0014's trigger fills it on every write and the server's background backfill fills the
-- rows already there. This migration first added it as a generated column, computed for every article while the
-- site waited; a site that ran it so keeps its vectors, and 0014 turns the column into this plain one.
ALTER TABLE "articles" drop column "search";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search" "tsvector";--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search");

-- Added empty, filled as 0009's search vector is (decision 054); first a generated column, which 0014 makes plain.
ALTER TABLE "articles" ADD COLUMN "search_head" "tsvector";--> statement-breakpoint
CREATE INDEX "articles_status_updated_idx" ON "articles" USING btree ("publishing_status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "articles_search_head_idx" ON "articles" USING gin ("search_head");
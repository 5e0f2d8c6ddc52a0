CREATE TABLE "category_slug_redirects" (
	"old_slug" varchar(100) PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_slug_redirects" ADD CONSTRAINT "category_slug_redirects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TRIGGER category_slug_redirects_content_changed AFTER INSERT OR UPDATE OR DELETE ON category_slug_redirects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();

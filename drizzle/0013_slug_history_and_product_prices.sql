CREATE TABLE "article_slug_history" (
	"slug" varchar(255) PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_price_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"price" varchar(60),
	"available" boolean,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"product_url" text NOT NULL,
	"price" varchar(60),
	"available" boolean NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"reference_price" varchar(60),
	"flag" varchar(20)
);
--> statement-breakpoint
ALTER TABLE "article_slug_history" ADD CONSTRAINT "article_slug_history_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_checks" ADD CONSTRAINT "product_price_checks_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_slug_history_article_idx" ON "article_slug_history" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "product_price_checks_article_idx" ON "product_price_checks" USING btree ("article_id","checked_at");--> statement-breakpoint
CREATE INDEX "product_prices_checked_idx" ON "product_prices" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "product_prices_flag_idx" ON "product_prices" USING btree ("flag");
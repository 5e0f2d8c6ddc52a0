CREATE TABLE "generation_job_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"event" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generation_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"parent_id" integer,
	"generator" varchar(40),
	"title" varchar(255) NOT NULL,
	"row" integer,
	"input" jsonb,
	"state" varchar(10) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"interruptions" integer DEFAULT 0 NOT NULL,
	"runner" varchar(100),
	"result" jsonb,
	"error" text,
	"article_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "generation_job_events" ADD CONSTRAINT "generation_job_events_job_id_generation_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."generation_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_parent_id_generation_jobs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."generation_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_job_events_job_idx" ON "generation_job_events" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "generation_jobs_parent_idx" ON "generation_jobs" USING btree ("parent_id","row");--> statement-breakpoint
CREATE INDEX "generation_jobs_list_idx" ON "generation_jobs" USING btree ("kind","created_at");
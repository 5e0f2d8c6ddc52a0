CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"content_type" varchar(50) NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_sha256_unique" UNIQUE("sha256")
);

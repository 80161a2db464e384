CREATE TABLE "page_invalidations" (
	"revision" integer PRIMARY KEY NOT NULL,
	"tags" text[] NOT NULL,
	"content_revision" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

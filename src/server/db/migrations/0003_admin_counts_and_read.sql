CREATE TABLE "member_counts" (
	"chapter_key" text PRIMARY KEY NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("members"."full_name" || ' ' || "members"."id_number" || ' ' || "members"."membership_number" || ' ' || "members"."phone_number")) STORED;--> statement-breakpoint
CREATE INDEX "members_join_date_idx" ON "members" USING btree ("join_date");
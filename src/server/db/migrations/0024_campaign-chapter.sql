ALTER TABLE "campaigns" ADD COLUMN "chapter_id" uuid;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_chapter_idx" ON "campaigns" USING btree ("chapter_id","created_at");--> statement-breakpoint
-- Campaigns written before: those whose audience named exactly one chapter belong to it.
UPDATE "campaigns" SET "chapter_id" = "chapters"."id" FROM "chapters" WHERE jsonb_typeof("campaigns"."audience"->'chapters') = 'array' AND jsonb_array_length("campaigns"."audience"->'chapters') = 1 AND lower("chapters"."name") = lower(trim("campaigns"."audience"->'chapters'->>0));

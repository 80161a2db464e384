ALTER TABLE "content_events" ADD COLUMN "location_sw" text;--> statement-breakpoint
ALTER TABLE "content_updates" ADD COLUMN "impact_sw" text;
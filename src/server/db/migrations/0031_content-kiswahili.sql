ALTER TABLE "content_events" ADD COLUMN "title_sw" text;--> statement-breakpoint
ALTER TABLE "content_events" ADD COLUMN "excerpt_sw" text;--> statement-breakpoint
ALTER TABLE "content_events" ADD COLUMN "body_sw" text;--> statement-breakpoint
ALTER TABLE "content_events" ADD COLUMN "body_html_sw" text;--> statement-breakpoint
ALTER TABLE "content_updates" ADD COLUMN "title_sw" text;--> statement-breakpoint
ALTER TABLE "content_updates" ADD COLUMN "excerpt_sw" text;--> statement-breakpoint
ALTER TABLE "content_updates" ADD COLUMN "body_sw" text;--> statement-breakpoint
ALTER TABLE "content_updates" ADD COLUMN "body_html_sw" text;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "alt_sw" text;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "description_sw" text;
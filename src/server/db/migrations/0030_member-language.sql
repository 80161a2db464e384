ALTER TABLE "campaigns" ADD COLUMN "text_sw" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
ALTER TABLE "payments" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "language" text;
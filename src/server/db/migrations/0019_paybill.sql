ALTER TABLE "payments" ADD COLUMN "channel" text DEFAULT 'stk' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "raw_payload" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_first_name" text;--> statement-breakpoint
CREATE INDEX "payments_partial_id_number_idx" ON "payments" USING btree ("id_number") WHERE "payments"."status" = 'partial';--> statement-breakpoint
-- Rows from before channels: manual mode's typed codes are `manual`, every other one was a prompt.
UPDATE "payments" SET "channel" = 'manual' WHERE "method" = 'manual';

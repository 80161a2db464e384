ALTER TABLE "payments" ADD COLUMN "browser_token_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text;--> statement-breakpoint
CREATE INDEX "payments_phone_created_idx" ON "payments" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "payments_ip_created_idx" ON "payments" USING btree ("ip","created_at");
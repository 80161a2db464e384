CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_throttles" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "login_throttles" CASCADE;--> statement-breakpoint
CREATE INDEX "rate_counters_window_idx" ON "rate_counters" USING btree ("window_started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_phone_number_idx" ON "members" USING btree ("phone_number");
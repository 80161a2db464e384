-- The membership lifecycle (docs/membership.md, docs/sms.md): renewal dates, payment purposes,
-- attempts counted in the database, the message outbox and one-time card codes.
CREATE TABLE "attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" uuid,
	"recipient" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"gateway_status" text,
	"gateway_message_id" text,
	"dedupe_key" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Each member's renewal date is stored (docs/membership.md). Existing members renew one year
-- after joining; a member without a join date counts from when the record was created.
-- PostgreSQL's date + 1 year turns 29 February into 28 February, as the application does.
ALTER TABLE "members" ADD COLUMN "renewal_date" date;--> statement-breakpoint
UPDATE "members" SET "renewal_date" = (coalesce("join_date", ("created_at" AT TIME ZONE 'Africa/Nairobi')::date) + interval '1 year')::date;--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "renewal_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'registration' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_codes" ADD CONSTRAINT "card_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempts_scope_key_created_idx" ON "attempts" USING btree ("scope","key","created_at");--> statement-breakpoint
CREATE INDEX "attempts_created_idx" ON "attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "card_codes_member_created_idx" ON "card_codes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_key_idx" ON "outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_member_idx" ON "outbox" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "members_renewal_date_idx" ON "members" USING btree ("renewal_date");--> statement-breakpoint
CREATE INDEX "payments_member_created_idx" ON "payments" USING btree ("member_id","created_at");
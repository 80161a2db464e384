CREATE TABLE "sms_inbound" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway_id" text NOT NULL,
	"sender" text NOT NULL,
	"short_code" text NOT NULL,
	"text" text NOT NULL,
	"link_id" text,
	"member_id" uuid,
	"action" text NOT NULL,
	"sent_at" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_failure_reason" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_inbound" ADD CONSTRAINT "sms_inbound_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_inbound_gateway_id_idx" ON "sms_inbound" USING btree ("gateway_id");--> statement-breakpoint
CREATE INDEX "sms_inbound_received_idx" ON "sms_inbound" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "outbox_gateway_message_idx" ON "outbox" USING btree ("gateway_message_id");
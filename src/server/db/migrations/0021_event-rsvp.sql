CREATE TABLE "event_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"person_key" text NOT NULL,
	"member_id" uuid,
	"rsvp_id" uuid,
	"name" text NOT NULL,
	"membership_number" text,
	"chapter_id" uuid,
	"result" text NOT NULL,
	"scan_id" text,
	"checked_in_by" uuid,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_rsvp_settings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"capacity" integer,
	"deadline" timestamp with time zone,
	"members_only" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsvps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"member_id" uuid,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"status" text NOT NULL,
	"code" text NOT NULL,
	"token" text NOT NULL,
	"position" integer GENERATED ALWAYS AS IDENTITY (sequence name "rsvps_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"promoted_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "event_check_ins" ADD CONSTRAINT "event_check_ins_event_id_content_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."content_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_check_ins" ADD CONSTRAINT "event_check_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_check_ins" ADD CONSTRAINT "event_check_ins_rsvp_id_rsvps_id_fk" FOREIGN KEY ("rsvp_id") REFERENCES "public"."rsvps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_check_ins" ADD CONSTRAINT "event_check_ins_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_check_ins" ADD CONSTRAINT "event_check_ins_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvp_settings" ADD CONSTRAINT "event_rsvp_settings_event_id_content_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."content_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_event_id_content_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."content_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_check_ins_person_idx" ON "event_check_ins" USING btree ("event_id","person_key");--> statement-breakpoint
CREATE UNIQUE INDEX "event_check_ins_scan_idx" ON "event_check_ins" USING btree ("event_id","scan_id");--> statement-breakpoint
CREATE INDEX "event_check_ins_member_idx" ON "event_check_ins" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rsvps_one_active_idx" ON "rsvps" USING btree ("event_id","phone_number") WHERE "rsvps"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "rsvps_event_code_idx" ON "rsvps" USING btree ("event_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "rsvps_token_idx" ON "rsvps" USING btree ("token");--> statement-breakpoint
CREATE INDEX "rsvps_event_status_idx" ON "rsvps" USING btree ("event_id","status","position");--> statement-breakpoint
CREATE INDEX "rsvps_member_idx" ON "rsvps" USING btree ("member_id");
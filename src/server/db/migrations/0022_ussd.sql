CREATE TABLE "ussd_languages" (
	"phone_key" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ussd_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"state" jsonb,
	"last_text" text,
	"last_response" text,
	"version" integer DEFAULT 0 NOT NULL,
	"last_screen" text NOT NULL,
	"outcome" text,
	"end_status" text,
	"end_duration_ms" integer,
	"end_hops" integer,
	"end_error" text,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ussd_sessions_created_idx" ON "ussd_sessions" USING btree ("created_at");
CREATE TABLE "ussd_prompts" (
	"token" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"service_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

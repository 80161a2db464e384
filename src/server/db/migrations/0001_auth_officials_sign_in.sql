CREATE TABLE "login_throttles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_key" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_temporary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "login_throttles_account_idx" ON "login_throttles" USING btree ("account_key","created_at");--> statement-breakpoint
CREATE INDEX "login_throttles_ip_idx" ON "login_throttles" USING btree ("ip","created_at");
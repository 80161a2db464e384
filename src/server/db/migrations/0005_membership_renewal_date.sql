-- Each member's renewal date is stored (docs/membership.md). Existing members renew one year
-- after joining; a member without a join date counts from when the record was created.
-- PostgreSQL's date + 1 year turns 29 February into 28 February, as the application does.
ALTER TABLE "members" ADD COLUMN "renewal_date" date;--> statement-breakpoint
UPDATE "members" SET "renewal_date" = (coalesce("join_date", ("created_at" AT TIME ZONE 'Africa/Nairobi')::date) + interval '1 year')::date;--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "renewal_date" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "members_renewal_date_idx" ON "members" USING btree ("renewal_date");

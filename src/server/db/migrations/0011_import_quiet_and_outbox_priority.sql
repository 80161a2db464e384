DROP INDEX "outbox_due_idx";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "reminders_muted_through" date;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","priority","next_attempt_at");--> statement-breakpoint
-- Messages already waiting keep their place among their kind: codes, welcomes and receipts go first.
UPDATE "outbox" SET "priority" = 0 WHERE "kind" IN ('card_code', 'welcome', 'renewal') AND "status" IN ('queued', 'sending');

DROP TABLE "attempts" CASCADE;--> statement-breakpoint
DROP TABLE "rate_limit_windows" CASCADE;--> statement-breakpoint
-- Counters from before: keyed the old way (some held ID numbers and addresses in clear) and never
-- hit again under the new keys. Every limit starts a fresh window once, at this upgrade.
DELETE FROM "rate_counters";
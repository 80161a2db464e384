DROP INDEX "approvals_subject_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "approvals_subject_idx" ON "approvals" USING btree ("kind","subject_id") WHERE "approvals"."decision" is null;
-- The dashboard at 100 000 members (docs/decisions/0007-dashboard-at-scale.md):
-- trigram search over the fields officials type, and member counts kept by triggers.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- One trigram index over the searched text (members.search_text: name, ID number, membership
-- number and canonical phone, lower-cased by the database on write).
-- fastupdate off: new entries go straight into the index instead of a pending list that only
-- VACUUM merges. PGlite has no autovacuum, and a long pending list made searches 7x slower.
CREATE INDEX IF NOT EXISTS "members_search_trgm_idx" ON "members" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_status_idx" ON "members" ("status");
--> statement-breakpoint
-- A typed membership number (MYVIM-1126-3…) is looked up by prefix, not by trigrams.
CREATE INDEX IF NOT EXISTS "members_membership_number_prefix_idx" ON "members" ("membership_number" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_created_id_idx" ON "members" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leaders_created_idx" ON "leaders" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_created_idx" ON "contact_messages" ("created_at" DESC);
--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk insert of 10 000 members updates
-- each chapter's counter once, not 10 000 times.
CREATE OR REPLACE FUNCTION member_counts_apply(delta_rows jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_counts AS c (chapter_key, members, active)
  SELECT d.key, sum(d.members)::int, sum(d.active)::int
  FROM jsonb_to_recordset(delta_rows) AS d(key text, members int, active int)
  GROUP BY d.key
  ON CONFLICT (chapter_key) DO UPDATE
    SET members = c.members + excluded.members, active = c.active + excluded.active;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('key', k, 'members', n, 'active', a))
    FROM (SELECT coalesce(chapter_id::text, '') AS k, count(*) AS n, count(*) FILTER (WHERE status = 'active') AS a
          FROM new_rows GROUP BY 1) g), '[]'::jsonb));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('key', k, 'members', -n, 'active', -a))
    FROM (SELECT coalesce(chapter_id::text, '') AS k, count(*) AS n, count(*) FILTER (WHERE status = 'active') AS a
          FROM old_rows GROUP BY 1) g), '[]'::jsonb));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('key', k, 'members', n, 'active', a))
    FROM (
      SELECT k, sum(n)::int AS n, sum(a)::int AS a FROM (
        SELECT coalesce(chapter_id::text, '') AS k, -1 AS n, CASE WHEN status = 'active' THEN -1 ELSE 0 END AS a FROM old_rows
        UNION ALL
        SELECT coalesce(chapter_id::text, '') AS k, 1 AS n, CASE WHEN status = 'active' THEN 1 ELSE 0 END AS a FROM new_rows
      ) u GROUP BY k HAVING sum(n) <> 0 OR sum(a) <> 0
    ) g), '[]'::jsonb));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_counts_insert AFTER INSERT ON members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER member_counts_delete AFTER DELETE ON members
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_counts_on_delete();
--> statement-breakpoint
CREATE TRIGGER member_counts_update AFTER UPDATE ON members
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_counts_on_update();
--> statement-breakpoint
-- Members that exist before this migration.
INSERT INTO member_counts (chapter_key, members, active)
SELECT coalesce(chapter_id::text, ''), count(*), count(*) FILTER (WHERE status = 'active') FROM members GROUP BY 1
ON CONFLICT (chapter_key) DO UPDATE SET members = excluded.members, active = excluded.active;

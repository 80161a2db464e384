ALTER TABLE "chapters" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
-- Codes were derived from the name, so two chapters could share one (Tigania and Timau both TI).
-- The oldest chapter keeps its code; each later one (and any code that is not two capital
-- letters, or is GE, which means "no chapter") gets the first free code, preferring its own first
-- letter and never GE.
DO $$
DECLARE
  r record;
  free_code text;
BEGIN
  UPDATE "chapters" SET "code" = upper("code") WHERE "code" <> upper("code");
  FOR r IN
    SELECT "id", "code" FROM (
      SELECT "id", "code", "created_at",
        row_number() OVER (PARTITION BY "code" ORDER BY "created_at", "id") AS n
      FROM "chapters"
    ) ranked
    WHERE n > 1 OR "code" !~ '^[A-Z]{2}$' OR "code" = 'GE'
    ORDER BY "created_at", "id"
  LOOP
    SELECT a.l || b.l INTO free_code
    FROM (SELECT chr(c) AS l FROM generate_series(65, 90) c) a,
         (SELECT chr(c) AS l FROM generate_series(65, 90) c) b
    WHERE a.l || b.l <> 'GE' AND NOT EXISTS (SELECT 1 FROM "chapters" WHERE "code" = a.l || b.l)
    ORDER BY (a.l <> left(r."code", 1)), a.l, b.l
    LIMIT 1;
    UPDATE "chapters" SET "code" = free_code WHERE "id" = r."id";
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "chapters_code_idx" ON "chapters" USING btree ("code");--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_code_format" CHECK ("chapters"."code" ~ '^[A-Z]{2}$');

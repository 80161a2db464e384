import { defineConfig } from 'vitest/config';
import { imagesVersion } from './scripts/images-version.mjs';

/**
 * Projects:
 *   unit            pure modules (src/**\/*.test.ts)
 *   integration     the real server against a fresh PGlite database per test file
 *   integration-pg  the files where the engine matters (postgresFiles) against the real PostgreSQL
 *                   (only when TEST_DATABASE_URL is set)
 *   e2e             the built server in a child process, driven by Debian's Chromium
 */
const integrationFiles = ['tests/integration/**/*.test.ts'];

/**
 * The files that run a second time on PostgreSQL: those where the engine can change the outcome.
 * PGlite is PostgreSQL itself (same SQL, same planner), but one in-process connection: what it
 * cannot show is concurrency across connections (pools, row locks, SKIP LOCKED, serialisation,
 * unique violations between two transactions), the node-postgres driver's types, and PostgreSQL
 * only code (pg_dump, DATABASE_URL in child processes, a server going away). Every other file runs
 * on PGlite only.
 */
const postgresFiles = [
  // pool behaviour (dropped connections), unique constraints between connections
  'database',
  // pg_dump / restore on PostgreSQL
  'backup',
  // two app instances with their own pools on one database
  'multi-instance',
  // callbacks and STK Query racing to finalise one payment (row locks, exactly one member)
  'payment-callbacks',
  'payment-unknown',
  // manual confirm/reject turning a payment into a member; the Payments tab's totals (sums and
  // counts come back through each driver's own type parsing) and folded search
  'payments-admin',
  'payments-tab',
  // registration end to end: idempotent finalisation, one registration in progress per ID number
  'registration-flow',
  // renewals finalised in a transaction, also with the member suspended while the prompt was in flight
  'renewals',
  'renewal-suspended',
  // donations: one thank-you SMS when the callback comes twice (row locks), the year's total (a sum
  // comes back through each driver's own type parsing), the jsonb filter of the thank-you list
  'donations',
  // paybill payments: one receipt booked once across connections (advisory locks), partials summed
  // under a lock, the driver's jsonb and a failing connection answered non-2xx
  'paybill',
  // the treasurer's view: money sums and Nairobi-month grouping come back through each driver's
  // own type parsing (numeric, bigint, timestamptz), and the two-official approvals lock rows
  'finance',
  // deleting a member who has paid: the member's row lock, and two deletes filed at once from two
  // connections meeting on the approvals' partial unique index
  'member-delete-approval',
  // membership numbers: a number collision told apart from a duplicate ID by each driver's error
  'numbers',
  // throttles counted in the database across connections: sign-in limits, prompt abuse
  'auth-login',
  'prompt-abuse',
  // the outbox worker's SKIP LOCKED claims from several workers at once
  'sms-outbox',
  // campaigns: the SMS rate counted in the database by two instances with their own pools
  'campaigns',
  // reminders run several times at once and sent once
  'reminders',
  // two instances seeding the content at once (the settings row as a lock)
  'content-seed',
  // readiness with the database gone; job runner bookkeeping (no overlapping runs)
  'operations',
  // one phone one member under concurrent adds; the PostgreSQL outage test
  'hostile-input',
  // optimistic concurrency on member edits
  'admin-members',
  // USSD: two instances with their own pools answering alternate screens of one session
  'ussd',
  // a failed USSD prompt's one SMS, its callback raced on two instances with their own pools
  'ussd-payment-failed',
  // two concurrent imports with one phone: one transaction wins
  'member-import',
  // the folded search column and its trigram index
  'search-marks',
  // the operator CLI on DATABASE_URL in a child process
  'user-cli',
  // the one rate limiter's atomic upsert: N simultaneous hits let exactly the limit through
  'rate-limit',
  // one pending deletion request per member (a partial unique index); anonymising in one transaction
  'data-rights',
  // one TOTP code or recovery code sent twice at once across connections: one sign-in
  'two-factor',
  // event RSVPs: 30 concurrent sign-ups for 10 places (the settings row lock), reminders run twice at once
  'event-rsvp',
  // check-in: two officials scanning one card at once, a replayed scan racing itself (unique indexes)
  'event-check-in',
  // SMS callbacks: one gateway id stored once when posted twice at once (a unique index between
  // connections), STOP from one phone twice at once recorded once (row locks), the cost charged
  // summed from a numeric column (each driver parses it its own way)
  'sms-delivery',
].map((name) => `tests/integration/${name}.test.ts`);
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  // The version of /images/… the builds define (src/shared/image-url.ts), so the server run from
  // source in tests names the same addresses as the built client it serves. Projects extend it.
  define: { __IMAGES_VERSION__: JSON.stringify(imagesVersion()) },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: integrationFiles,
          globalSetup: ['tests/helpers/global-setup.ts'],
          env: { TEST_DB_ENGINE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'integration-pg',
                include: postgresFiles,
                globalSetup: ['tests/helpers/global-setup.ts'],
                env: { TEST_DB_ENGINE: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          // The pre-seeded data directory servers start from, and the shared read-only server.
          globalSetup: ['tests/e2e/helpers/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One browser at a time: two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});

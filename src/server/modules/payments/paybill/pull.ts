/**
 * Missed confirmations: every hour the paybill payments of the last 48 hours are asked of
 * M-Pesa's Pull Transactions API and each row goes through the same idempotent path as a
 * confirmation (book.ts): rows we have are counted as already recorded, a missed one is booked.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { DarajaClient } from '../../../mpesa/daraja-client';
import { bookPaybillPayment } from './book';

export const PULL_JOB = 'paybill-pull';
export const PULL_EVERY_MS = 60 * 60 * 1000;
/** M-Pesa answers for the last 48 hours only; a minute less keeps the start inside the window. */
const PULL_WINDOW_MS = 48 * 60 * 60 * 1000 - 60_000;
const MAX_PAGES = 50;

export async function pullMissedPayments(
  db: Db,
  daraja: DarajaClient,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<{ seen: number; booked: number }> {
  const from = new Date(now.getTime() - PULL_WINDOW_MS);
  let seen = 0;
  let booked = 0;
  for (let page = 0, offset = 0; page < MAX_PAGES; page++) {
    const rows = await daraja.pullTransactions(from, now, offset);
    if (rows.length === 0) break;
    for (const row of rows) {
      seen++;
      const outcome = await bookPaybillPayment(
        db,
        {
          receipt: row.transactionId.toUpperCase(),
          amount: row.amount,
          account: row.billreference,
          firstName: null,
          msisdn: row.msisdn,
          raw: row.raw,
          // Our own call to Daraja, with our token: what it lists is M-Pesa's word.
          verified: true,
        },
        now,
      );
      if (outcome.outcome !== 'already-recorded') {
        booked++;
        log?.warn(
          { receipt: row.transactionId, outcome: outcome.outcome },
          'paybill payment found by Pull Transactions (its confirmation was missed)',
        );
      }
    }
    offset += rows.length;
  }
  return { seen, booked };
}

/**
 * The M-Pesa statement an official downloads from the organisation portal (CSV: Receipt No.,
 * Completion Time, Details, Transaction Status, Paid In, Withdrawn, Balance). Every completed
 * "Paid In" line goes through the same idempotent path as a confirmation (book.ts), so uploading
 * the same file twice, or a statement overlapping what Daraja already confirmed, counts nothing twice.
 */
import type { Db } from '../../../db/client';
import { AppError } from '../../../errors';
import { readCsvSheet } from '../../../lib/csv';
import { bookPaybillPayment } from './book';
import { officialsMessages } from '../../../../shared/officials-messages';

export interface StatementResult {
  matched: number;
  alreadyRecorded: number;
  exceptions: number;
}

const REQUIRED = ['receipt no.', 'completion time', 'details', 'transaction status', 'paid in'] as const;
/** "Pay Bill from 2547*****126 - JOHN DOE Acc. MYVIM-1126-163": the account follows "Acc." */
const ACCOUNT_IN_DETAILS = /\bAcc(?:ount)?\.?(?:\s*No\.?)?\s*[:-]?\s*(.*)$/i;
/** "JOHN DOE" between " - " and " Acc.": the payer's first name. */
const NAME_IN_DETAILS = /\s-\s*([A-Za-z'’-]+)/;

export interface StatementLine {
  receipt: string;
  amount: number;
  account: string;
  firstName: string | null;
  raw: Record<string, string>;
}

/** The money-in lines of a statement; throws a 400 when the text is not one. */
function readStatement(csv: string): StatementLine[] {
  // The portal puts the organisation's name and the period above the table: start at its header.
  const start = csv.search(/^.*Receipt No\./im);
  if (start < 0) throw unreadable();
  let sheet;
  try {
    sheet = readCsvSheet(csv.slice(start));
  } catch {
    throw unreadable();
  }
  const header = sheet.header.map((h) => h.toLowerCase());
  const column = Object.fromEntries(REQUIRED.map((name) => [name, header.indexOf(name)])) as Record<
    (typeof REQUIRED)[number],
    number
  >;
  if (Object.values(column).some((index) => index < 0)) throw unreadable();
  const lines: StatementLine[] = [];
  for (const { cells } of sheet.rows) {
    const cell = (name: (typeof REQUIRED)[number]) => cells[column[name]] ?? '';
    const amount = Number(cell('paid in').replace(/[,\s]/g, ''));
    const receipt = cell('receipt no.').toUpperCase();
    if (!/^[A-Z0-9]{6,40}$/.test(receipt) || !Number.isFinite(amount) || amount <= 0) continue;
    if (!/^completed$/i.test(cell('transaction status'))) continue;
    const details = cell('details');
    const raw = Object.fromEntries(sheet.header.map((name, i) => [name, cells[i] ?? '']));
    lines.push({
      receipt,
      amount,
      account: ACCOUNT_IN_DETAILS.exec(details)?.[1]?.trim() ?? '',
      firstName: NAME_IN_DETAILS.exec(details)?.[1] ?? null,
      raw,
    });
  }
  return lines;
}

export async function importStatement(db: Db, csv: string, now: Date): Promise<StatementResult> {
  const result: StatementResult = { matched: 0, alreadyRecorded: 0, exceptions: 0 };
  for (const line of readStatement(csv)) {
    const booked = await bookPaybillPayment(
      db,
      {
        receipt: line.receipt,
        amount: line.amount,
        account: line.account,
        firstName: line.firstName,
        msisdn: '',
        raw: line.raw,
        verified: true,
      },
      now,
    );
    if (booked.outcome === 'already-recorded') result.alreadyRecorded++;
    else if (booked.outcome === 'exception') result.exceptions++;
    else result.matched++;
  }
  return result;
}

const unreadable = () =>
  new AppError(400, 'validation', officialsMessages.paybill.statementUnreadable, {
    csv: officialsMessages.paybill.statementUnreadable,
  });

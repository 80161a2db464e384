/**
 * The accountant's CSV (docs/finance.md), written by csv-stringify as the Payments tab's export
 * is: a BOM, Windows line ends, formula-looking text made plain. Amounts are whole shillings, a
 * refund negative, so the column's sum is the tab's total for the same dates.
 */
import { Readable } from 'node:stream';
import { csvWriter } from '../../lib/csv';
import { nairobiStamp } from '../../../shared/dates';
import type { LedgerRow } from './ledger';

/** What the member-number column says for a donation (no member behind it). */
const DONATION = 'DONATION';

const COLUMNS: { header: string; value: (row: LedgerRow) => string | number }[] = [
  { header: 'Date', value: (r) => nairobiStamp(r.at) },
  { header: 'Receipt', value: (r) => r.receipt ?? '' },
  { header: 'Purpose', value: (r) => r.purpose },
  { header: 'Member Number', value: (r) => (r.paidFor === 'donation' ? DONATION : (r.membershipNumber ?? '')) },
  { header: 'Chapter', value: (r) => r.chapter ?? '' },
  { header: 'Amount (KES)', value: (r) => r.amount },
  { header: 'Channel', value: (r) => r.channel },
];

export function ledgerCsv(rows: LedgerRow[]): Readable {
  return Readable.from(rows.map((row) => COLUMNS.map((c) => c.value(row)))).pipe(csvWriter(COLUMNS.map((c) => c.header)));
}

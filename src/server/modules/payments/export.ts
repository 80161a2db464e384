/**
 * The Payments tab's CSV export, written by csv-stringify: the same rows as the list under the
 * same filter. Personal data is handled as in the members' export (lib/csv.ts): a cell a
 * spreadsheet would run as a formula is made text, the file starts with a BOM so names with
 * marks open right, and the download is never cached (sendCsv).
 */
import { Readable } from 'node:stream';
import { csvWriter } from '../../lib/csv';
import type { PaymentSummary } from '../../../shared/schemas/registration';

const COLUMNS: { header: string; value: (p: PaymentSummary) => string | number | null }[] = [
  { header: 'Date', value: (p) => p.createdAt },
  { header: 'Name', value: (p) => p.fullName },
  { header: 'ID Number', value: (p) => p.idNumber },
  { header: 'Phone', value: (p) => p.phoneNumber },
  { header: 'Chapter', value: (p) => p.chapter },
  { header: 'Purpose', value: (p) => p.purpose },
  { header: 'Method', value: (p) => (p.method === 'manual' ? 'Paybill code' : 'M-Pesa prompt') },
  { header: 'Amount (KES)', value: (p) => p.amount },
  { header: 'Status', value: (p) => p.status },
  { header: 'M-Pesa Code', value: (p) => p.receipt },
  { header: 'Membership Number', value: (p) => p.membershipNumber },
  { header: 'Completed', value: (p) => p.completedAt },
];

export function paymentsCsv(batches: AsyncIterable<PaymentSummary[]>): Readable {
  const rows = Readable.from(
    (async function* () {
      for await (const batch of batches) for (const p of batch) yield COLUMNS.map((c) => c.value(p));
    })(),
  );
  const csv = csvWriter(COLUMNS.map((c) => c.header));
  // A failed read ends the download with an error rather than a silently short file.
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}

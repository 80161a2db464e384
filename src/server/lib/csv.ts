/**
 * CSV for the dashboard's exports. Spreadsheet programs run a cell that starts with
 * =, +, -, @ (or a tab/CR) as a formula, so such cells are prefixed with ' (OWASP's advice):
 * a member named "=HYPERLINK(…)" stays text on an official's laptop.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula, made plain text: the one rule every export follows. */
export const defuseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = defuseFormula(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (values: readonly unknown[]): string => `${values.map(csvCell).join(',')}\r\n`;

/** The header, then one row per record, batch by batch: a large export never sits in memory whole. */
export async function* csvLines<T>(
  header: readonly string[],
  batches: AsyncIterable<T[]>,
  row: (record: T) => readonly unknown[],
) {
  // A BOM so spreadsheet programs read names with accents as UTF-8.
  yield `\uFEFF${csvRow(header)}`;
  for await (const batch of batches) yield batch.map((record) => csvRow(row(record))).join('');
}

/** Streams the lines as a download named `filename`; personal data, so never cached. */
export const sendCsv = (reply: FastifyReply, filename: string, lines: AsyncIterable<string>) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines));

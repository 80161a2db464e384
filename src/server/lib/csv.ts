/**
 * CSV both ways. Writing (the dashboard's exports): spreadsheet programs run a cell that starts
 * with =, +, -, @ (or a tab/CR) as a formula, so such cells are prefixed with ' (OWASP's advice):
 * a member named "=HYPERLINK(…)" stays text on an official's laptop. Reading (imports): what
 * spreadsheet programs really save — UTF-8 with or without a BOM, Excel's plain "CSV" in
 * Windows-1252, "Unicode text" in UTF-16, commas, semicolons (a comma-decimal locale) or tabs,
 * blank rows — numbered as the spreadsheet shows them.
 */
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify';
import iconv from 'iconv-lite';
import type { FastifyReply } from 'fastify';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula, made plain text: the one rule every export follows. */
const defuseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = defuseFormula(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * csv-stringify with the exports' one set of rules (the Payments tab's and the accountant's): the
 * header row, a BOM, Windows line ends, and formula-looking text made plain. Write arrays of cells
 * in the headers' order.
 */
export const csvWriter = (headers: readonly string[]) =>
  stringify({ bom: true, header: true, columns: [...headers], record_delimiter: 'windows', cast: { string: defuseFormula } });

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

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/**
 * The text of a saved CSV file. A BOM names the encoding; without one, bytes that are valid
 * UTF-8 are UTF-8 (text in Windows-1252 with any accented letter almost never is), and anything
 * else is Windows-1252, which Excel's plain "CSV" uses on Windows in Kenya: "Kéndi" saved there
 * is the byte E9, a replacement character if read as UTF-8.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const starts = (...prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
  let encoding: CsvEncoding;
  if (starts(0xef, 0xbb, 0xbf)) encoding = 'utf-8';
  else if (starts(0xff, 0xfe)) encoding = 'utf-16le';
  else if (starts(0xfe, 0xff)) encoding = 'utf-16be';
  else {
    try {
      return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
    } catch {
      encoding = 'windows-1252';
    }
  }
  // iconv-lite, not TextDecoder: Node's TextDecoder reads "windows-1252" as Latin-1, so € ‘ ’ “ ”
  // (0x80–0x9F, which Excel writes for smart quotes) would come out as control characters.
  return { text: iconv.decode(Buffer.from(bytes), encoding, { stripBOM: true }), encoding };
}

/** U+FFFD: a character an earlier step could not decode (the file was read in the wrong encoding). */
export const REPLACEMENT_CHARACTER = '\uFFFD';

const DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof DELIMITERS)[number];

/**
 * The separator, from the header line: the candidate it holds most of, outside quotes. Excel
 * saves "CSV" with semicolons where the decimal mark is a comma, and "Unicode text" with tabs.
 */
function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char as CsvDelimiter)) counts.set(char as CsvDelimiter, counts.get(char as CsvDelimiter)! + 1);
  }
  return [...counts].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

export interface CsvSheet {
  delimiter: CsvDelimiter;
  /** The header row's cells, trimmed. */
  header: string[];
  /** The rows that hold anything, each with its row number as the spreadsheet shows it (the header is row 1). */
  rows: { row: number; cells: string[] }[];
}

/**
 * Parses CSV text as a spreadsheet: the first row is the header, blank rows and rows of empty
 * cells are skipped but still counted, so row numbers match what the official sees. A cell our
 * own export protected with a leading ' (see csvCell) gets its text back. Throws on text that
 * is not CSV (an unclosed quote).
 */
export function readCsvSheet(text: string): CsvSheet {
  const delimiter = detectDelimiter(text);
  const records: string[][] = parse(text, { delimiter, bom: true, trim: true, relax_column_count: true });
  const unprotect = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
  const [header = [], ...rest] = records;
  const rows: CsvSheet['rows'] = [];
  rest.forEach((cells, index) => {
    // A row is one record, however many lines its quoted cells span: the spreadsheet counts rows.
    if (cells.some((cell) => cell !== '')) rows.push({ row: index + 2, cells: cells.map(unprotect) });
  });
  return { delimiter, header: header.map((h) => h.trim()), rows };
}

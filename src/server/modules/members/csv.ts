/**
 * CSV for the members and leaders exports. Spreadsheet programs run a cell that starts with
 * =, +, -, @ (or a tab/CR) as a formula, so such cells are prefixed with ' (OWASP's advice):
 * a member named "=HYPERLINK(…)" stays text on an official's laptop.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (values: readonly unknown[]): string => `${values.map(csvCell).join(',')}\r\n`;

/** Importing existing members from a spreadsheet saved as CSV (docs/membership.md). */
import { z } from './zod';

export const IMPORT_MAX_CSV_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_REQUIRED_COLUMNS = ['idNumber', 'fullName', 'phoneNumber', 'gender', 'chapter', 'joinDate'] as const;
export const IMPORT_OPTIONAL_COLUMNS = ['membershipNumber', 'email', 'renewalDate'] as const;

export const memberImportSchema = z.object({
  csv: z.string({ error: 'Choose a CSV file' }).max(IMPORT_MAX_CSV_BYTES, { error: 'The file is larger than 5 MB' }),
  dryRun: z.boolean().optional().default(true),
});

const importErrorSchema = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

export const importResultSchema = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  errors: z.array(importErrorSchema),
  imported: z.number().int().optional(),
  message: z.string().optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

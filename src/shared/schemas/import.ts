/** Importing existing members from a spreadsheet saved as CSV (docs/membership.md). */
import { z } from './zod';

export const IMPORT_MAX_CSV_BYTES = 5 * 1024 * 1024;
/** The same file as base64 (the browser sends the file's bytes so the server can tell the encoding). */
const IMPORT_MAX_BASE64_CHARS = Math.ceil(IMPORT_MAX_CSV_BYTES / 3) * 4;
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_REQUIRED_COLUMNS = ['idNumber', 'fullName', 'phoneNumber', 'gender', 'chapter', 'joinDate'] as const;
/**
 * The optional columns: membershipNumber (blank: generated), email, renewalDate (blank: join date
 * + 1 year), language (of the member's SMS and e-mails; blank: English).
 */
export type ImportColumn = (typeof IMPORT_REQUIRED_COLUMNS)[number] | 'membershipNumber' | 'email' | 'renewalDate' | 'language';

/** How the panel names each column (the header may be any of the spellings in modules/import/columns.ts). */
export const IMPORT_COLUMN_LABELS: Record<ImportColumn | 'file', string> = {
  idNumber: 'ID Number',
  fullName: 'Full Name',
  phoneNumber: 'Phone',
  gender: 'Gender',
  chapter: 'Chapter',
  joinDate: 'Join Date',
  membershipNumber: 'Membership No.',
  email: 'Email',
  renewalDate: 'Renewal Date',
  language: 'Language',
  file: 'File',
};

/** How to read a date like 4/3/2024, which is a real date either way; unset: such dates are refused. */
const IMPORT_DATE_ORDERS = ['dayFirst', 'monthFirst'] as const;
export type ImportDateOrder = (typeof IMPORT_DATE_ORDERS)[number];

export const memberImportSchema = z
  .object({
    /** The file as text (API tools). */
    csv: z.string().max(IMPORT_MAX_CSV_BYTES, { error: 'The file is larger than 5 MB' }).optional(),
    /** The file's bytes, base64 (the dashboard): the encoding is detected from them. */
    file: z
      .base64({ error: 'Choose a CSV file' })
      .max(IMPORT_MAX_BASE64_CHARS, { error: 'The file is larger than 5 MB' })
      .optional(),
    dryRun: z.boolean().optional().default(true),
    dateOrder: z.enum(IMPORT_DATE_ORDERS).optional(),
    /** "Don't message these": the imported members get no reminders for their current renewal date. */
    quiet: z.boolean().optional().default(false),
  })
  .refine((body) => (body.csv === undefined) !== (body.file === undefined), { error: 'Choose a CSV file', path: ['csv'] });

const importErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
  /** The row's ID number and name as written in the file, so the official finds the row. */
  idNumber: z.string().optional(),
  fullName: z.string().optional(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

/** One problem and every row that has it: 300 rows with an unknown chapter are one line, not 300. */
const importGroupSchema = z.object({
  field: z.string(),
  message: z.string(),
  rows: z.array(importErrorSchema.pick({ row: true, idNumber: true, fullName: true })),
});
export type ImportGroup = z.infer<typeof importGroupSchema>;

/** What the next reminders run would send to the members this file imports. */
const importMessagingSchema = z.object({ members: z.number().int(), sms: z.number().int(), costKsh: z.number() });

export const importResultSchema = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  errors: z.array(importErrorSchema),
  groups: z.array(importGroupSchema),
  messaging: importMessagingSchema,
  /** The file holds dates like 4/3/2024: the official must say day first or month first. */
  ambiguousDates: z.boolean(),
  encoding: z.string().optional(),
  imported: z.number().int().optional(),
  message: z.string().optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

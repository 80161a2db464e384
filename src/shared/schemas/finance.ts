/**
 * The treasurer's view (docs/finance.md): the dates an export or a summary covers, and the
 * summary's shape. The same schemas check the dashboard's form and the API.
 */
import { z } from './zod';
import { officialsMessages } from '../officials-messages';

const m = officialsMessages.finance;
/** A longer range is an archive, not an accountant's file: several exports do it. */
const FINANCE_RANGE_MAX_YEARS = 5;
const isoDate = z.iso.date({ error: m.dateInvalid });

const range = (value: { from: string; to: string }) => value.from <= value.to;
const notTooLong = (value: { from: string; to: string }) =>
  Date.parse(value.to) - Date.parse(value.from) <= FINANCE_RANGE_MAX_YEARS * 366 * 86_400_000;

export const financeExportQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine(range, { error: m.rangeReversed, path: ['from'] })
  .refine(notTooLong, { error: m.rangeTooLong(FINANCE_RANGE_MAX_YEARS), path: ['to'] });

/** The summary's dates are optional: without them, the twelve months the chart shows. */
export const financeSummaryQuerySchema = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((v) => !v.from || !v.to || range({ from: v.from, to: v.to }), { error: m.rangeReversed, path: ['from'] })
  .refine((v) => !v.from || !v.to || notTooLong({ from: v.from, to: v.to }), {
    error: m.rangeTooLong(FINANCE_RANGE_MAX_YEARS),
    path: ['to'],
  });

const byPurpose = z.object({ registration: z.number(), renewal: z.number(), donation: z.number() });

export const financeSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The net of the export's rows for the same dates: what came in less what is to be refunded. */
  total: z.number(),
  /** The last twelve months, oldest first, month as YYYY-MM (Nairobi), net by purpose. */
  months: z.array(byPurpose.extend({ month: z.string() })),
  chapters: z.array(z.object({ chapter: z.string().nullable(), amount: z.number() })),
  thisMonth: z.number(),
  lastMonth: z.number(),
  exceptions: z.object({ count: z.number(), amount: z.number() }),
  partialsHeld: z.object({ count: z.number(), amount: z.number() }),
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;

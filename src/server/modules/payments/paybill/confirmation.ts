/**
 * Reading what Daraja posts for a paybill payment (validation and confirmation carry the same
 * fields, docs/paybill.md): strict about what we need (TransID, an amount), tolerant about the
 * rest (numbers or strings, empty names, a masked MSISDN).
 */
import { z } from 'zod';

const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().max(max));

const c2bSchema = z.object({
  TransID: text(40).pipe(z.string().regex(/^[A-Za-z0-9]+$/)),
  TransAmount: z.union([z.string(), z.number()]).transform((value) => Number(value)),
  BillRefNumber: text(100).optional().default(''),
  MSISDN: text(100).optional().default(''),
  FirstName: text(100).optional(),
});

export interface C2bPayment {
  receipt: string;
  amount: number;
  account: string;
  msisdn: string;
  firstName: string | null;
}

/** The payment a body describes, or null when it lacks a receipt or a usable amount. */
export function parseC2bPayment(body: unknown): C2bPayment | null {
  const parsed = c2bSchema.safeParse(body);
  if (!parsed.success || !Number.isFinite(parsed.data.TransAmount)) return null;
  const data = parsed.data;
  return {
    receipt: data.TransID.toUpperCase(),
    amount: data.TransAmount,
    account: data.BillRefNumber,
    msisdn: data.MSISDN,
    firstName: data.FirstName ? data.FirstName : null,
  };
}

/** Validation's answers: accept, or refuse with the code M-Pesa turns into a message on the payer's phone. */
export const VALIDATION_ACCEPTED = { ResultCode: '0', ResultDesc: 'Accepted' } as const;
export const validationRefused = (code: 'C2B00012' | 'C2B00013') => ({ ResultCode: code, ResultDesc: 'Rejected' });

/** The shape rules alone (no database): an account that cannot be ours, or an amount under KSh 1. */
export function validationCode(
  body: unknown,
  accountRefused: (typed: string | undefined) => boolean,
): 'C2B00012' | 'C2B00013' | null {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const account = record.BillRefNumber;
  if (accountRefused(typeof account === 'string' || typeof account === 'number' ? String(account) : undefined)) return 'C2B00012';
  const amount = Number(record.TransAmount);
  if (!Number.isFinite(amount) || amount < 1) return 'C2B00013';
  return null;
}

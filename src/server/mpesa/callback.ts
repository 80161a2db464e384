/**
 * Parsing Daraja's STK result callback (docs/daraja.md). Strict about the envelope,
 * tolerant about what Daraja varies: ResultCode number or string (SFC_IC0003), metadata items
 * looked up by Name (never by index), Balance without a Value, PhoneNumber missing when masked.
 */
import { z } from 'zod';

const code = z.union([z.number(), z.string().max(40)]).transform((value) => String(value));
const itemValue = z.union([z.number(), z.string().max(100)]).optional();

const callbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().max(100).optional(),
      CheckoutRequestID: z.string().min(1).max(100),
      ResultCode: code,
      ResultDesc: z.string().max(500).optional(),
      CallbackMetadata: z
        .object({
          Item: z.array(z.object({ Name: z.string().max(60), Value: itemValue })).max(20),
        })
        .optional(),
    }),
  }),
});

export interface StkResult {
  checkoutRequestId: string;
  merchantRequestId: string | undefined;
  resultCode: string;
  resultDesc: string | undefined;
  /** Present on success callbacks only. */
  amount: number | undefined;
  receipt: string | undefined;
  /** Canonical 2547…; undefined when Daraja masks it. */
  phoneNumber: string | undefined;
  transactionDate: string | undefined;
}

/** The result carried by a callback body, or null when the body is not a well-formed STK callback. */
export function parseStkCallback(body: unknown): StkResult | null {
  const parsed = callbackSchema.safeParse(body);
  if (!parsed.success) return null;
  const cb = parsed.data.Body.stkCallback;
  const items = new Map<string, string | number | undefined>();
  for (const item of cb.CallbackMetadata?.Item ?? []) items.set(item.Name, item.Value);
  const amountValue = items.get('Amount');
  const amount = amountValue === undefined ? undefined : Number(amountValue);
  const receipt = items.get('MpesaReceiptNumber');
  const phone = items.get('PhoneNumber');
  const date = items.get('TransactionDate');
  return {
    checkoutRequestId: cb.CheckoutRequestID,
    merchantRequestId: cb.MerchantRequestID,
    resultCode: cb.ResultCode,
    resultDesc: cb.ResultDesc,
    amount: amount !== undefined && Number.isFinite(amount) ? amount : undefined,
    receipt: receipt === undefined ? undefined : String(receipt),
    phoneNumber: phone === undefined ? undefined : String(phone),
    transactionDate: date === undefined ? undefined : String(date),
  };
}

/**
 * Safaricom's published callback addresses (docs/mpesa-callbacks.md). A success callback from
 * one of them (as seen through the trusted proxy hops, TRUST_PROXY) is believed; from anywhere
 * else it is confirmed by STK Query first. The list changes: an address missing from it costs
 * one query, never a payment.
 */
const SAFARICOM_CALLBACK_IPS: ReadonlySet<string> = new Set([
  '196.201.214.200',
  '196.201.214.206',
  '196.201.213.114',
  '196.201.214.207',
  '196.201.214.208',
  '196.201.213.44',
  '196.201.212.127',
  '196.201.212.138',
  '196.201.212.129',
  '196.201.212.136',
  '196.201.212.74',
  '196.201.212.69',
]);

/** An IPv4 address, also in its IPv6-mapped form (::ffff:196.201.214.200). */
export const isSafaricomCallbackAddress = (address: string): boolean =>
  SAFARICOM_CALLBACK_IPS.has(address.replace(/^::ffff:/i, ''));

/**
 * Donations (/donate, docs/donations.md): the form's body, shared by the page and the route, and
 * the public thank-you list. Blank optional texts mean none.
 */
import { z } from './zod';
import { DONATION_MAX_KES, DONATION_MIN_KES } from '../constants';
import { messages, type Messages } from '../messages';
import { formatCount } from '../words';
import { paymentPhone } from './fields';
import { memberLanguage } from './members';

/**
 * The amount rule in a catalogue's words. Zod keeps the English text; the server's error-language
 * hook says it in the request's language with this same function (error-language.ts).
 */
export const donationAmountRule = (catalogue: Pick<Messages, 'donation'>): string =>
  catalogue.donation.amountInvalid(formatCount(DONATION_MIN_KES), formatCount(DONATION_MAX_KES));

const amountMessage = donationAmountRule(messages);

/** Whole shillings; the page's text box sends a string, tools send a number: both are read. */
const donationAmount = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,7}$/, { error: amountMessage })
        .transform(Number),
    ],
    {
      error: amountMessage,
    },
  )
  .pipe(
    z
      .number({ error: amountMessage })
      .int({ error: amountMessage })
      .min(DONATION_MIN_KES, { error: amountMessage })
      .max(DONATION_MAX_KES, { error: amountMessage }),
  );

/** An optional text: trimmed, blank becomes null. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

export const donationStkPushSchema = z.object({
  amount: donationAmount,
  phoneNumber: paymentPhone,
  name: optionalText(60, messages.donation.nameTooLong),
  message: optionalText(280, messages.donation.messageTooLong),
  listPublicly: z.boolean({ error: messages.donation.listPubliclyRequired }),
  /** The language of the page the donor gives from: their thank-you SMS and receipt are in it (English when absent). */
  language: memberLanguage.optional(),
});
export type DonationStkPush = z.output<typeof donationStkPushSchema>;

export const donationSummarySchema = z.object({
  year: z.number(),
  total: z.number(),
  donors: z.array(z.object({ firstName: z.string(), amount: z.number(), at: z.string() })),
});
export type DonationSummary = z.infer<typeof donationSummarySchema>;

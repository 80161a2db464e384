/**
 * Every text printed on a receipt, in one place (as cards/wording.ts is for cards), in the
 * payer's language: English, and Kiswahili (docs/kiswahili-glossary.md: "risiti", "mchango",
 * M-Pesa's own "Pay Bill").
 */
import type { PaymentPurpose } from '../../../shared/constants';
import { identity } from '../../../shared/identity';
import type { MemberLanguage } from '../../../shared/member-language';

const english = {
  title: 'Receipt',
  /** The start of the file's name: MYV_Receipt_SKL8X2ABCD.pdf */
  fileName: 'Receipt',
  number: 'Receipt No.',
  date: 'Date',
  receivedFrom: 'Received from',
  purpose: 'For',
  amount: 'Amount',
  amountInWords: 'Amount in words',
  thankYou: 'Thank you',
  purposes: {
    registration: 'Membership registration',
    renewal: 'Membership renewal',
    donation: 'Donation',
  } satisfies Record<PaymentPurpose, string>,
  paidBy: 'Paid by',
  paidByMpesa: 'M-Pesa',
  paidByHand: 'M-Pesa paybill or cash, recorded by an official',
  /** Where the organisation is, in the heading's contact line. */
  place: `${identity.town}, ${identity.county}`,
  closing: 'Your support keeps young people in Meru County learning, serving and leading. Keep this receipt for your records.',
  footer: (paybill: string) =>
    `M-Pesa paybill ${paybill} · This receipt was issued by the membership system and needs no signature.`,
  /** A payment completed without an M-Pesa code (confirmed by STK Query, or cash): our own reference. */
  noReceiptCode: (reference: string) => `${reference} (M-Pesa code not yet recorded)`,
};

export type ReceiptWording = typeof english;

const kiswahili: ReceiptWording = {
  title: 'Risiti',
  fileName: 'Risiti',
  number: 'Risiti Na.',
  date: 'Tarehe',
  receivedFrom: 'Kutoka kwa',
  purpose: 'Kwa ajili ya',
  amount: 'Kiasi',
  amountInWords: 'Kiasi kwa maneno',
  thankYou: 'Asante',
  purposes: {
    registration: 'Usajili wa uanachama',
    renewal: 'Kufanya upya uanachama',
    donation: 'Mchango',
  },
  paidBy: 'Imelipwa kwa',
  paidByMpesa: 'M-Pesa',
  paidByHand: 'M-Pesa Pay Bill au pesa taslimu, imerekodiwa na afisa',
  // "Meru, Kaunti ya Meru" would push the phone number onto a line of its own.
  place: 'Kaunti ya Meru',
  closing:
    'Msaada wako unawawezesha vijana wa Kaunti ya Meru kujifunza, kuhudumia na kuongoza. Hifadhi risiti hii kwa kumbukumbu zako.',
  footer: (paybill: string) => `M-Pesa Pay Bill ${paybill} · Risiti hii imetolewa na mfumo wa uanachama na haihitaji sahihi.`,
  noReceiptCode: (reference: string) => `${reference} (msimbo wa M-Pesa bado haujarekodiwa)`,
};

const WORDINGS: Record<MemberLanguage, ReceiptWording> = { en: english, sw: kiswahili };

/** The receipt's words in a language. */
export const receiptWordingFor = (language: MemberLanguage): ReceiptWording => WORDINGS[language];

/** The English words, which officials' tools and older callers read. */
export const receiptWording = english;

/**
 * The texts members receive (docs/sms.md): in the member's language, English or Kiswahili
 * (docs/member-language.md), one SMS part (160 GSM-7 characters) where possible, no names (the
 * texts appear in development logs and the officials' outbox view), and a link back to the site.
 * One-time codes are redacted everywhere except in the message sent.
 *
 * Kiswahili texts follow docs/kiswahili-glossary.md and keep to plain ASCII: one character outside
 * GSM-7 would make the whole text UCS-2, 70 characters a part.
 */
import { formatClockTime, formatContentDate, formatLongDate } from '../../../shared/dates';
import { DEFAULT_MEMBER_LANGUAGE, localeOfLanguage, type MemberLanguage } from '../../../shared/member-language';
import { TOTAL_FEE_KES } from '../../../shared/constants';
import { pathIn } from '../../../shared/locale';
import { formatCount } from '../../../shared/words';
import { ussdPaymentFailedSms, type UssdPaymentFailed } from '../../../shared/ussd-messages';
import type { outbox } from '../../db/schema';

export type MessageKind = (typeof outbox.$inferSelect)['kind'];

export interface MessageParams {
  /** Members' messages; a donor's thank-you has none. */
  membershipNumber?: string;
  renewalDate?: string;
  /** The payment a welcome, renewal or donation thank-you is for: its receipt link is made when sent. */
  paymentId?: string;
  /** donation_thanks: the amount and the M-Pesa receipt number (null when M-Pesa gave none yet). */
  amount?: number;
  receipt?: string | null;
  /** Filled in when the message is sent, never stored: the signed receipt path (`/r/…`). */
  receiptPath?: string;
  /** card_code and phone_code only; removed once the message is sent or has failed. */
  code?: string;
  /** Event RSVPs (rsvp_*): the event's title, date, start time, the RSVP's code and its page's token. */
  event?: { title: string; date: string; startTime: string };
  rsvpCode?: string;
  /** Removed once sent, as a code is: it opens the person's own page (and its Cancel). */
  rsvpToken?: string;
  /**
   * campaign only, and never stored: the text rendered for the recipient when sent
   * (campaign-rows.ts); the row keeps the member number alone.
   */
  text?: string;
  /**
   * The language to write in, fixed when queued: the member's, or the page's a guest used;
   * absent (rows queued before Kiswahili) reads English.
   */
  language?: MemberLanguage;
  /** ussd_payment_failed: what failed, in the USSD caller's language (shared/ussd-messages.ts). */
  ussdPaymentFailed?: UssdPaymentFailed;
}

const REDACTED_CODE = '••••••';
const REDACTED_LINK = '…';
/** Any 6-digit run: the code, wherever it appears in a text about to be logged. */
export const redactCodes = (text: string): string => text.replace(/\b\d{6}\b/g, REDACTED_CODE);

/** What every kind's text is made of, worked out once from the row's parameters. */
interface TextValues {
  no: string;
  date: string;
  host: string;
  /** The receipt link (or where it goes, for officials' views), or null without a payment. */
  receiptUrl: string | null;
  code: string;
  params: MessageParams;
}

type RsvpKind = 'rsvp_going' | 'rsvp_promoted' | 'rsvp_waiting' | 'rsvp_reminder';
type Wording = { [K in Exclude<MessageKind, RsvpKind>]: (v: TextValues) => string } & {
  /** "Youth Forum on March 15, 2027 at 2:00 PM", or the words for an unknown event. */
  event: (event: NonNullable<MessageParams['event']> | undefined) => string;
  rsvp: { [K in RsvpKind]: (what: string, code: string, page: string) => string };
  /** The e-mail's extra line under a welcome or renewal: the signed card link. */
  emailCardLine: (url: string) => string;
  subjects: Record<MessageKind, string>;
};

const fee = formatCount(TOTAL_FEE_KES);

const english: Wording = {
  // With a receipt link the texts are shorter, so the link fits the same one part (docs/donations.md).
  welcome: ({ no, host, receiptUrl }) =>
    receiptUrl
      ? `Welcome to MYV! Membership No. ${no}. Card: ${host}/my-card Receipt: ${receiptUrl}`
      : `Welcome to Meru Youth Voice! Your membership No. is ${no}. Get your card any time: ${host}/my-card`,
  renewal: ({ no, date, host, receiptUrl }) =>
    receiptUrl
      ? `MYV: ${no} renewed to ${date}. Card: ${host}/my-card Receipt: ${receiptUrl}`
      : `MYV: membership ${no} is renewed until ${date}. Thank you! Your card: ${host}/my-card`,
  donation_thanks: ({ params, host, receiptUrl }) => {
    const receipt = params.receipt ? `Receipt ${params.receipt}` : 'Your receipt';
    return `MYV: thank you for your donation of KSh ${formatCount(params.amount ?? 0)}. ${receipt}: ${receiptUrl ?? host}`;
  },
  reminder_30: ({ no, date, host }) => `MYV: membership ${no} is due for renewal on ${date}. Renew for KSh ${fee}: ${host}/renew`,
  reminder_7: ({ no, date, host }) =>
    `MYV: 7 days left. Membership ${no} expires on ${date}. Renew for KSh ${fee}: ${host}/renew`,
  expiry: ({ no, date, host }) =>
    `MYV: membership ${no} expired on ${date}. Renew for KSh ${fee} to make your card valid again: ${host}/renew`,
  card_code: ({ code }) => `MYV: your code is ${code}. It expires in 10 minutes. Never share it with anyone.`,
  phone_code: ({ code }) => `MYV: your code to make this your phone on file is ${code}. It expires in 10 minutes.`,
  membership_number: ({ no, host }) => `MYV: your membership No. is ${no}. Get your card any time: ${host}/my-card`,
  campaign: ({ params }) => params.text ?? 'MYV: a message from the officials (see the campaign).',
  // In the language the caller used on the USSD menu, which the failure carries.
  ussd_payment_failed: ({ params }) => ussdPaymentFailedSms(params.ussdPaymentFailed),
  membership_deleted: ({ no }) =>
    `MYV: as you asked, membership ${no} is deleted and your personal details removed. Payment records keep only the number. Thank you.`,
  event: (event) =>
    event ? `${event.title} on ${formatContentDate(event.date)} at ${formatClockTime(event.startTime)}` : 'the event',
  rsvp: {
    rsvp_going: (what, code, page) => `MYV: you're coming to ${what}. Your code: ${code}. Your place, or cancel:${page}`,
    rsvp_promoted: (what, code, page) =>
      `MYV: a place freed up, you're now coming to ${what}. Your code: ${code}. Details:${page}`,
    rsvp_waiting: (what, _code, page) =>
      `MYV: ${what} is full; you're on the waiting list. We'll text you if a place frees up.${page}`,
    rsvp_reminder: (what, code, page) => `MYV reminder: ${what}. Your code: ${code}. Can't come? Free your place:${page}`,
  },
  emailCardLine: (url) => `Download your membership card (the link works for 7 days): ${url}`,
  subjects: {
    welcome: 'Welcome to Meru Youth Voice',
    renewal: 'Your membership is renewed',
    reminder_30: 'Your membership is due for renewal',
    reminder_7: 'Your membership expires in 7 days',
    expiry: 'Your membership has expired',
    card_code: 'Your Meru Youth Voice code',
    phone_code: 'Your Meru Youth Voice code',
    membership_deleted: 'Your membership is deleted',
    donation_thanks: 'Thank you for your donation',
    rsvp_going: 'Your place at a Meru Youth Voice event',
    rsvp_promoted: 'A place freed up for you',
    rsvp_waiting: 'You are on the waiting list',
    rsvp_reminder: 'Reminder: your event is tomorrow',
    membership_number: 'Your membership number',
    campaign: 'A message from Meru Youth Voice',
    ussd_payment_failed: 'Your M-Pesa payment did not go through',
  },
};

const swahiliLocale = localeOfLanguage('sw');

/**
 * Kiswahili (docs/kiswahili-glossary.md). Where the English with a receipt link is already near
 * 160 characters the Kiswahili says less ("hai hadi": active until; "Nambari yako ni"), so it fits
 * one part too with its receipt link under /sw.
 */
const kiswahili: Wording = {
  welcome: ({ no, host, receiptUrl }) =>
    receiptUrl
      ? `Karibu MYV! Nambari yako ni ${no}. Kadi: ${host}/sw/my-card Risiti: ${receiptUrl}`
      : `Karibu Meru Youth Voice! Nambari yako ya uanachama ni ${no}. Pata kadi yako wakati wowote: ${host}/sw/my-card`,
  renewal: ({ no, date, host, receiptUrl }) =>
    receiptUrl
      ? `${no} hai hadi ${date}. Kadi: ${host}/sw/my-card Risiti: ${receiptUrl}`
      : `MYV: uanachama ${no} umefanywa upya hadi ${date}. Asante! Kadi yako: ${host}/sw/my-card`,
  donation_thanks: ({ params, host, receiptUrl }) => {
    const receipt = params.receipt ? `Risiti ${params.receipt}` : 'Risiti yako';
    return `MYV: asante kwa mchango wako wa Ksh ${formatCount(params.amount ?? 0)}. ${receipt}: ${receiptUrl ?? host}`;
  },
  reminder_30: ({ no, date, host }) =>
    `MYV: uanachama ${no} unafaa kufanywa upya tarehe ${date}. Fanya upya kwa Ksh ${fee}: ${host}/sw/renew`,
  reminder_7: ({ no, date, host }) =>
    `MYV: zimebaki siku 7. Uanachama ${no} utaisha tarehe ${date}. Fanya upya kwa Ksh ${fee}: ${host}/sw/renew`,
  expiry: ({ no, date, host }) =>
    `MYV: uanachama ${no} uliisha tarehe ${date}. Fanya upya kwa Ksh ${fee} ili kadi yako iwe halali tena: ${host}/sw/renew`,
  card_code: ({ code }) => `MYV: msimbo wako ni ${code}. Utaisha baada ya dakika 10. Usimpe mtu yeyote.`,
  phone_code: ({ code }) => `MYV: msimbo wa kuthibitisha nambari hii kama simu yako ni ${code}. Utaisha baada ya dakika 10.`,
  membership_number: ({ no, host }) =>
    `MYV: nambari yako ya uanachama ni ${no}. Pata kadi yako wakati wowote: ${host}/sw/my-card`,
  campaign: ({ params }) => params.text ?? 'MYV: ujumbe kutoka kwa maafisa (angalia kampeni).',
  ussd_payment_failed: ({ params }) => ussdPaymentFailedSms(params.ussdPaymentFailed),
  membership_deleted: ({ no }) =>
    `MYV: kama ulivyoomba, uanachama ${no} umefutwa na taarifa zako binafsi zimeondolewa. Kumbukumbu za malipo zinabaki na nambari tu. Asante.`,
  event: (event) =>
    event
      ? `${event.title}, ${formatContentDate(event.date, swahiliLocale)}, ${formatClockTime(event.startTime, swahiliLocale)}`
      : 'hafla',
  rsvp: {
    rsvp_going: (what, code, page) => `MYV: utahudhuria ${what}. Msimbo wako: ${code}. Nafasi yako, au ifute:${page}`,
    rsvp_promoted: (what, code, page) =>
      `MYV: nafasi imepatikana, sasa utahudhuria ${what}. Msimbo wako: ${code}. Maelezo:${page}`,
    rsvp_waiting: (what, _code, page) =>
      `MYV: ${what} imejaa; uko kwenye orodha ya kusubiri. Tutakutumia SMS nafasi ikipatikana.${page}`,
    rsvp_reminder: (what, code, page) => `MYV kikumbusho: ${what}. Msimbo wako: ${code}. Hutakuja? Achia nafasi yako:${page}`,
  },
  emailCardLine: (url) => `Pakua kadi yako ya uanachama (kiungo kinafanya kazi kwa siku 7): ${url}`,
  subjects: {
    welcome: 'Karibu Meru Youth Voice',
    renewal: 'Uanachama wako umefanywa upya',
    reminder_30: 'Ni wakati wa kufanya upya uanachama wako',
    reminder_7: 'Uanachama wako utaisha baada ya siku 7',
    expiry: 'Uanachama wako umeisha muda',
    card_code: 'Msimbo wako wa Meru Youth Voice',
    phone_code: 'Msimbo wako wa Meru Youth Voice',
    membership_deleted: 'Uanachama wako umefutwa',
    donation_thanks: 'Asante kwa mchango wako',
    rsvp_going: 'Nafasi yako kwenye hafla ya Meru Youth Voice',
    rsvp_promoted: 'Nafasi imepatikana kwa ajili yako',
    rsvp_waiting: 'Uko kwenye orodha ya kusubiri',
    rsvp_reminder: 'Kikumbusho: hafla yako ni kesho',
    membership_number: 'Nambari yako ya uanachama',
    campaign: 'Ujumbe kutoka Meru Youth Voice',
    ussd_payment_failed: 'Malipo yako ya M-Pesa hayakukamilika',
  },
};

const WORDINGS: Record<MemberLanguage, Wording> = { en: english, sw: kiswahili };
const wordingOf = (language: MemberLanguage | undefined): Wording => WORDINGS[language ?? DEFAULT_MEMBER_LANGUAGE];

const isRsvpKind = (kind: MessageKind): kind is RsvpKind =>
  kind === 'rsvp_going' || kind === 'rsvp_promoted' || kind === 'rsvp_waiting' || kind === 'rsvp_reminder';

export function smsText(kind: MessageKind, params: MessageParams, publicUrl: string): string {
  const wording = wordingOf(params.language);
  const host = publicUrl.replace(/\/+$/, '');
  // The pages a text links to (the RSVP's, the receipt) open in the text's language: /sw/… for Kiswahili.
  const locale = localeOfLanguage(params.language ?? DEFAULT_MEMBER_LANGUAGE);
  if (isRsvpKind(kind)) {
    // No name: the event, the code to show at the door and the person's own page.
    const page = params.rsvpToken ? ` ${host}${pathIn(locale, `/rsvp/${params.rsvpToken}`)}` : '';
    return wording.rsvp[kind](wording.event(params.event), params.rsvpCode ?? '', page);
  }
  // Officials' views and logs render without the signed path: they see where the link goes, not the link.
  const receiptPath = params.receiptPath ?? (params.paymentId ? `/r/${REDACTED_LINK}` : null);
  const receiptUrl = receiptPath ? `${host}${pathIn(locale, receiptPath)}` : null;
  return wording[kind]({
    no: params.membershipNumber ?? '',
    date: params.renewalDate ? formatLongDate(params.renewalDate, locale) : '',
    host,
    receiptUrl,
    code: params.code ?? REDACTED_CODE,
    params,
  });
}

/** The e-mail's subject, in the message's language. */
export const emailSubject = (kind: MessageKind, language: MemberLanguage | undefined): string =>
  wordingOf(language).subjects[kind];

/** The line an e-mailed welcome or renewal adds: the signed card download link. */
export const emailCardLine = (url: string, language: MemberLanguage | undefined): string =>
  wordingOf(language).emailCardLine(url);

/** What officials and logs see: the code never. */
export const redactedParams = (params: MessageParams): MessageParams => {
  const { code: _code, rsvpToken: _token, ...rest } = params;
  return rest;
};

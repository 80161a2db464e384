/**
 * The texts members receive (docs/sms.md): English, one SMS part (160 GSM-7 characters) where
 * possible, no names (the texts appear in development logs and the officials' outbox view), and a
 * link back to the site. One-time codes are redacted everywhere except in the message sent.
 */
import { formatLongDate } from '../../../shared/dates';
import type { outbox } from '../../db/schema';

export type MessageKind = (typeof outbox.$inferSelect)['kind'];

export interface MessageParams {
  membershipNumber: string;
  renewalDate?: string;
  /** card_code and phone_code only; removed once the message is sent or has failed. */
  code?: string;
}

const REDACTED_CODE = '••••••';
/** Any 6-digit run: the code, wherever it appears in a text about to be logged. */
export const redactCodes = (text: string): string => text.replace(/\b\d{6}\b/g, REDACTED_CODE);

export function smsText(kind: MessageKind, params: MessageParams, publicUrl: string): string {
  const date = params.renewalDate ? formatLongDate(params.renewalDate) : '';
  const no = params.membershipNumber;
  const host = publicUrl.replace(/\/+$/, '');
  switch (kind) {
    case 'welcome':
      return `Welcome to Meru Youth Voice! Your membership No. is ${no}. Get your card any time: ${host}/my-card`;
    case 'renewal':
      return `MYV: membership ${no} is renewed until ${date}. Thank you! Your card: ${host}/my-card`;
    case 'reminder_30':
      return `MYV: membership ${no} is due for renewal on ${date}. Renew for KSh 200: ${host}/renew`;
    case 'reminder_7':
      return `MYV: 7 days left. Membership ${no} expires on ${date}. Renew for KSh 200: ${host}/renew`;
    case 'expiry':
      return `MYV: membership ${no} expired on ${date}. Renew for KSh 200 to make your card valid again: ${host}/renew`;
    case 'card_code':
      return `MYV: your code is ${params.code ?? REDACTED_CODE}. It expires in 10 minutes. Never share it with anyone.`;
    case 'phone_code':
      return `MYV: your code to make this your phone on file is ${params.code ?? REDACTED_CODE}. It expires in 10 minutes.`;
    case 'membership_deleted':
      return `MYV: as you asked, membership ${no} is deleted and your personal details removed. Payment records keep only the number. Thank you.`;
  }
}

export const EMAIL_SUBJECTS: Record<MessageKind, string> = {
  welcome: 'Welcome to Meru Youth Voice',
  renewal: 'Your membership is renewed',
  reminder_30: 'Your membership is due for renewal',
  reminder_7: 'Your membership expires in 7 days',
  expiry: 'Your membership has expired',
  card_code: 'Your Meru Youth Voice code',
  phone_code: 'Your Meru Youth Voice code',
  membership_deleted: 'Your membership is deleted',
};

/** What officials and logs see: the code never. */
export const redactedParams = (params: MessageParams): MessageParams => {
  const { code: _code, ...rest } = params;
  return rest;
};

/**
 * A campaign's text (docs/campaigns.md): placeholders filled per recipient, the opt-out line on
 * every promotional SMS, and the SMS parts the gateway bills. GSM-7 fits 160 characters in one
 * part and 153 in each part of a longer message (the extension characters ^ { } \ [ ] ~ | €
 * count two); one character outside it makes the whole message UCS-2: 70, then 67 per part. The
 * counting is sms-segments-calculator's (Twilio's), the one our gateway's rules match.
 */
import { SegmentedMessage } from 'sms-segments-calculator';

const PLACEHOLDERS = ['firstName', 'membershipNumber', 'renewalDate', 'chapter'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Record<Placeholder, string>;

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** Placeholders in the text that we do not fill (a typo such as {firstname}), in order, once each. */
export function unknownPlaceholders(template: string): string[] {
  const unknown = new Set<string>();
  for (const [, name] of template.matchAll(PLACEHOLDER)) {
    if (!(PLACEHOLDERS as readonly string[]).includes(name!)) unknown.add(`{${name}}`);
  }
  return [...unknown];
}

/** The text one recipient reads (before any opt-out line). */
export const renderText = (template: string, values: PlaceholderValues): string =>
  template.replace(PLACEHOLDER, (whole, name: string) =>
    (PLACEHOLDERS as readonly string[]).includes(name) ? values[name as Placeholder] : whole,
  );

/** What goes out: promotional SMS end with the opt-out line. */
export const withOptOut = (text: string, kind: 'promotional' | 'transactional', optOutLine: string): string =>
  kind === 'promotional' ? `${text}${optOutLine}` : text;

/** The configured opt-out lines (SMS_OPT_OUT_LINE, SMS_OPT_OUT_LINE_SW). */
export interface OptOutLines {
  optOutLine: string;
  optOutLineSw: string;
}

/**
 * The opt-out line in the language of the text it ends: a campaign's Kiswahili text ends with the
 * Kiswahili line; its English text, whoever reads it, with the English one.
 */
export const optOutLineOf = (lines: OptOutLines, kiswahiliText: boolean): string =>
  kiswahiliText ? lines.optOutLineSw : lines.optOutLine;

export interface SmsParts {
  parts: number;
  encoding: 'GSM-7' | 'UCS-2';
  /** The first character that forced UCS-2, or null in GSM-7. */
  ucs2Character: string | null;
}

export function smsParts(text: string): SmsParts {
  if (!text) return { parts: 0, encoding: 'GSM-7', ucs2Character: null };
  const message = new SegmentedMessage(text, 'auto');
  const encoding = message.encodingName;
  return {
    parts: message.segmentsCount,
    encoding,
    ucs2Character: encoding === 'UCS-2' ? (message.getNonGsmCharacters()[0] ?? null) : null,
  };
}

/** A member's first name for {firstName}: the first word of the full name. */
export const firstNameOf = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? '';

/**
 * A payment's receipt as a one-page A5 PDF, with the cards' PDF library and fonts (pdf-lib,
 * DejaVu: Kimeru and Kikuyu names keep their letters): the organisation, the receipt number (the
 * M-Pesa receipt), the date, who paid as we know them, what for, the amount in figures and in
 * words, and "Thank you". In the facts' language, English or Kiswahili: its words, its date
 * ("25 Novemba 2026") and its amount in words; the figures through Intl ("Ksh 1,250"). The
 * organisation's name and motto stay as they are. Pure: the caller loads the facts.
 */
import { PDFDocument, rgb } from 'pdf-lib';
import { formatLongDate, nairobiToday } from '../../../shared/dates';
import { identity } from '../../../shared/identity';
import { receiptWordingFor } from './wording';
import { shillingsInWords } from '../../../shared/amount-in-words';
import { formatShillings } from '../../../shared/money';
import { LANGUAGES } from '../../../shared/locale';
import { localeOfLanguage, type MemberLanguage } from '../../../shared/member-language';
import type { PaymentPurpose } from '../../../shared/constants';
import { embedCardFonts, wrap } from '../cards';

export interface ReceiptFacts {
  /** The language the receipt is written in. */
  language: MemberLanguage;
  receiptNumber: string;
  completedAt: Date;
  payerName: string;
  membershipNumber: string | null;
  purpose: PaymentPurpose;
  amount: number;
  method: 'mpesa_stk' | 'manual';
}

const A5 = { width: 419.53, height: 595.28 };
const MARGIN = 36;
const GREEN = rgb(0.07, 0.4, 0.2);
const GREY = rgb(0.35, 0.35, 0.35);
const BLACK = rgb(0, 0, 0);

export async function receiptPdf(facts: ReceiptFacts): Promise<Uint8Array> {
  const t = receiptWordingFor(facts.language);
  const locale = localeOfLanguage(facts.language);
  const doc = await PDFDocument.create();
  doc.setTitle(`${identity.name} ${t.title} ${facts.receiptNumber}`);
  // Screen readers and search read the document in its own language.
  doc.setLanguage(LANGUAGES[locale].lang);
  doc.setProducer(identity.name);
  const fonts = await embedCardFonts(doc);
  const page = doc.addPage([A5.width, A5.height]);
  const width = A5.width - 2 * MARGIN;
  let y = A5.height - MARGIN;

  const line = (text: string, options: { size?: number; bold?: boolean; color?: typeof BLACK; x?: number } = {}) => {
    const size = options.size ?? 10;
    const font = options.bold ? fonts.bold : fonts.regular;
    const x = options.x ?? MARGIN;
    for (const part of wrap(text, (s, z) => font.widthOfTextAtSize(s, z), size, width - (x - MARGIN))) {
      page.drawText(part, { x, y: y - size, size, font, color: options.color ?? BLACK });
      y -= size * 1.35;
    }
  };
  const rule = (gap = 10) => {
    y -= gap / 2;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A5.width - MARGIN, y }, thickness: 0.6, color: GREEN });
    y -= gap;
  };
  const LABEL_WIDTH = 110;
  const field = (label: string, value: string, bold = false) => {
    const top = y;
    line(label, { color: GREY });
    const after = y;
    y = top;
    line(value, { x: MARGIN + LABEL_WIDTH, bold });
    y = Math.min(y, after) - 4;
  };

  line(identity.name, { size: 18, bold: true, color: GREEN });
  line(identity.tagline, { size: 7.5, color: GREY });
  line(`${t.place} · ${identity.website} · ${identity.email} · ${identity.phones[0]}`, {
    size: 8,
    color: GREY,
  });
  rule(14);
  line(t.title.toUpperCase(), { size: 15, bold: true });
  y -= 8;

  field(t.number, facts.receiptNumber, true);
  field(t.date, formatLongDate(nairobiToday(facts.completedAt), locale));
  field(t.receivedFrom, facts.membershipNumber ? `${facts.payerName} (${facts.membershipNumber})` : facts.payerName);
  field(t.purpose, t.purposes[facts.purpose]);
  field(t.paidBy, facts.method === 'mpesa_stk' ? t.paidByMpesa : t.paidByHand);
  rule(12);
  field(t.amount, formatShillings(facts.amount, locale), true);
  field(t.amountInWords, shillingsInWords(facts.amount, locale));
  rule(12);
  y -= 10;
  line(`${t.thankYou}!`, { size: 16, bold: true, color: GREEN });
  y -= 4;
  line(t.closing, { size: 9, color: GREY });

  page.drawText(t.footer(identity.paybill), {
    x: MARGIN,
    y: MARGIN - 8,
    size: 7.5,
    font: fonts.regular,
    color: GREY,
  });
  return doc.save();
}

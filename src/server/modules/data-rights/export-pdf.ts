/**
 * The readable copy of "Download my data": the same export as the JSON (export.ts), set on A4
 * pages with the card's fonts (DejaVu, so Kimeru and Kikuyu names keep their letters) and the
 * photo as we store it.
 */
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatContentDate, formatLongDate } from '../../../shared/dates';
import { embedCardFonts, wrap } from '../cards';
import type { MemberDataExport } from './export';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const WIDTH = A4.width - 2 * MARGIN;
const GREEN = rgb(0.07, 0.4, 0.2);
const GREY = rgb(0.35, 0.35, 0.35);

/** What the door answered, in words (the check-in's recorded result). */
const CHECK_IN_WORDS: Record<string, string> = {
  admitted: 'admitted',
  expired: 'admitted with the membership expired',
  not_on_list: 'admitted by an official though not on the list',
};

/** Nairobi time, to the minute: what a member reads on a phone. */
const when = (value: string | null): string =>
  value
    ? new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' }).format(
        new Date(value),
      )
    : '—';

class Writer {
  private page!: PDFPage;
  private y = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.newPage();
  }
  private newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }
  private room(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }
  text(value: string, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    for (const line of wrap(value || '—', (t, s) => font.widthOfTextAtSize(t, s), size, WIDTH - indent)) {
      this.room(size * 1.4);
      this.page.drawText(line, { x: MARGIN + indent, y: this.y - size, size, font, color: options.color ?? rgb(0, 0, 0) });
      this.y -= size * 1.4;
    }
  }
  gap(height = 8) {
    this.y -= height;
  }
  heading(value: string) {
    this.room(40);
    this.gap(10);
    this.text(value, { size: 13, bold: true, color: GREEN });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 2 },
      end: { x: MARGIN + WIDTH, y: this.y + 2 },
      thickness: 0.6,
      color: GREEN,
    });
    this.gap(6);
  }
  field(label: string, value: string | null) {
    this.room(14);
    const size = 10;
    const labelWidth = 130;
    this.page.drawText(label, { x: MARGIN, y: this.y - size, size, font: this.fonts.bold, color: GREY });
    const lines = wrap(value ?? '—', (t, s) => this.fonts.regular.widthOfTextAtSize(t, s), size, WIDTH - labelWidth);
    for (const line of lines.length ? lines : ['—']) {
      this.room(size * 1.4);
      this.page.drawText(line, { x: MARGIN + labelWidth, y: this.y - size, size, font: this.fonts.regular });
      this.y -= size * 1.4;
    }
  }
  async image(jpeg: Buffer, size: number) {
    // A copy: pdf-lib reads the bytes through their ArrayBuffer from offset 0, and a small Buffer
    // is a slice of Node's shared pool.
    const embedded = await this.doc.embedJpg(new Uint8Array(jpeg));
    this.room(size + 8);
    this.page.drawImage(embedded, { x: MARGIN, y: this.y - size, width: size, height: size });
    this.y -= size + 8;
  }
}

export async function memberDataPdf(data: MemberDataExport): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Meru Youth Voice: data held about member ${data.member.membershipNumber}`);
  doc.setProducer('Meru Youth Voice');
  const fonts = await embedCardFonts(doc);
  const w = new Writer(doc, fonts);
  const m = data.member;

  w.text('Meru Youth Voice', { size: 18, bold: true, color: GREEN });
  w.text('Everything we hold about you', { size: 13, bold: true });
  w.text(`Prepared ${when(data.generatedAt)} for membership ${m.membershipNumber}. Questions: ${data.controller.contact}.`, {
    color: GREY,
  });

  w.heading('Your membership record');
  if (data.photo?.mimeType === 'image/jpeg') {
    await w.image(Buffer.from(data.photo.dataUrl.split(',')[1] ?? '', 'base64'), 90);
  }
  w.field('Full name', m.fullName);
  w.field('ID number', m.idNumber);
  w.field('Phone', m.phoneNumber);
  w.field('E-mail', m.email);
  w.field('Gender', m.gender);
  w.field('Chapter', m.chapter);
  w.field('Membership number', m.membershipNumber);
  w.field('Joined', m.joinDate ? formatLongDate(m.joinDate) : null);
  w.field('Valid until', formatLongDate(m.renewalDate));
  w.field('Fee', `${m.paymentStatus}${m.paymentMethod ? ` (${m.paymentMethod})` : ''}`);
  w.field('Record', m.recordStatus === 'active' ? 'enabled' : 'disabled by an official');
  w.field('Registered', when(m.registeredAt));
  w.field('Last changed', when(m.updatedAt));
  w.field('Photo', data.photo ? `${data.photo.width}×${data.photo.height} JPEG (shown above)` : 'none');

  w.heading('Your consents');
  if (!data.consents.length) w.text('None recorded (an official added you from a list).');
  for (const c of data.consents) w.text(`Privacy notice version ${c.version}, accepted ${when(c.given)} (${c.where}).`);

  w.heading(`Payments (${data.payments.length})`);
  if (!data.payments.length) w.text('None.');
  for (const p of data.payments) {
    w.text(`${when(p.createdAt)}: ${p.purpose}, KSh ${p.amountKsh}, ${p.method}, ${p.status}`, { bold: true });
    const details = [
      `Paying phone ${p.payingPhone || '—'}`,
      `M-Pesa receipt ${p.mpesaReceipt ?? '—'}`,
      ...(p.result ? [p.result.replace(/\.$/, '')] : []),
      ...(p.completedAt ? [`completed ${when(p.completedAt)}`] : []),
    ];
    w.text(details.join(' · '), { indent: 12, color: GREY });
  }

  w.heading(`Messages we sent you (${data.messagesSent.length})`);
  if (!data.messagesSent.length) w.text('None.');
  for (const message of data.messagesSent) {
    w.text(`${when(message.createdAt)}: ${message.channel.toUpperCase()} to ${message.to || '—'}, ${message.status}`, {
      bold: true,
    });
    w.text(message.text, { indent: 12, color: GREY });
  }

  w.heading(`Event sign-ups (${data.rsvps.length})`);
  if (!data.rsvps.length) w.text('None.');
  for (const r of data.rsvps) {
    w.text(`${formatContentDate(r.eventDate)}: ${r.event}, ${r.status}`, { bold: true });
    const details = [
      `As ${r.name}, phone ${r.phoneNumber}`,
      `code ${r.code}`,
      `signed up ${when(r.signedUpAt)}`,
      ...(r.promotedAt ? [`moved up from the waiting list ${when(r.promotedAt)}`] : []),
      ...(r.reminderSentAt ? [`reminded ${when(r.reminderSentAt)}`] : []),
      ...(r.cancelledAt ? [`cancelled ${when(r.cancelledAt)}`] : []),
    ];
    w.text(details.join(' · '), { indent: 12, color: GREY });
  }

  w.heading(`Events attended (${data.eventsAttended.length})`);
  if (!data.eventsAttended.length) w.text('None.');
  for (const c of data.eventsAttended) {
    w.text(`${formatContentDate(c.eventDate)}: ${c.event}`, { bold: true });
    const details = [
      `Checked in ${when(c.checkedInAt)} as ${c.name}${c.membershipNumber ? ` (${c.membershipNumber})` : ''}`,
      ...(c.chapter ? [c.chapter] : []),
      CHECK_IN_WORDS[c.result] ?? c.result,
    ];
    w.text(details.join(' · '), { indent: 12, color: GREY });
  }

  w.heading('Your requests');
  if (!data.requests.length) w.text('None.');
  for (const r of data.requests) {
    w.text(`${when(r.createdAt)}: ${r.kind}, ${r.status}${r.reason ? ` (${r.reason})` : ''}`);
  }

  w.gap(12);
  w.text(
    'You may ask us to correct or delete this data on the “Get my card” page, and you may complain to the Office of the Data Protection Commissioner (www.odpc.go.ke).',
    { size: 9, color: GREY },
  );
  return doc.save();
}

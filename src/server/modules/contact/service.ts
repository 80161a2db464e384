/**
 * Contact messages (the Contact page, POST /api/send-email): every message is stored first,
 * then e-mailed to the inbox when SMTP is configured. Storing first means a message is never
 * lost because the mail server is down; `emailedAt` stays empty for the ones not delivered.
 */
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import type { Config } from '../../config';
import { identity } from '../../../shared/identity';
import { notify } from '../notifications';
import { LIMITS, type Limit } from '../../lib/limits';

/**
 * Per hour: a few messages from one sender (IP address and e-mail together), more from one IP
 * address whatever the e-mail (the numbers are in lib/limits.ts). Counted from the stored messages.
 */
const { contact_sender: perSender, contact_address: perAddress } = LIMITS;
export const CONTACT_RATE_WINDOW_MS = perSender.windowMs;

export interface ContactMessage {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
}

/**
 * Messages in the last hour from this IP, and from this IP with this e-mail (any case).
 * Counted in the database, not in process memory: the server is stateless and several
 * instances may run behind one load balancer.
 */
export async function recentMessagesFrom(
  db: Db,
  ip: string,
  email: string,
  now: Date,
): Promise<{ fromIp: number; fromSender: number }> {
  const since = new Date(now.getTime() - CONTACT_RATE_WINDOW_MS);
  const [row] = await db
    .select({
      fromIp: count(),
      fromSender: sql<number>`count(*) filter (where lower(${contactMessages.email}) = ${email.toLowerCase()})::int`,
    })
    .from(contactMessages)
    .where(and(eq(contactMessages.ip, ip), gte(contactMessages.createdAt, since)));
  return { fromIp: Number(row?.fromIp ?? 0), fromSender: Number(row?.fromSender ?? 0) };
}

/** The ceiling one more message from this sender would pass, or null. */
export const contactLimitReached = (recent: { fromIp: number; fromSender: number }): Limit | null =>
  recent.fromSender >= perSender.max ? perSender : recent.fromIp >= perAddress.max ? perAddress : null;

export async function storeMessage(db: Db, input: ContactMessage, ip: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, ip, createdAt: now })
      .returning({ id: contactMessages.id });
    await notify(tx, { kind: 'contact_message', message: `New message from ${input.name}: ${input.subject}`, entityId: row!.id });
    return row!.id;
  });
}

export async function markEmailed(db: Db, id: string, at: Date): Promise<void> {
  await db.update(contactMessages).set({ emailedAt: at }).where(eq(contactMessages.id, id));
}

/** Sends one stored message to the organisation's inbox, replying to the visitor. */
export async function emailMessage(mailer: Transporter, mail: Config['mail'], input: ContactMessage): Promise<void> {
  const lines = [
    `Name: ${input.name}`,
    `E-mail: ${input.email}`,
    `Phone: ${input.phone ?? '—'}`,
    `Subject: ${input.subject}`,
    '',
    input.message,
    '',
    `— sent from the contact form of ${identity.website}`,
  ];
  await mailer.sendMail({
    from: mail.from,
    to: mail.contactInbox,
    replyTo: { name: input.name, address: input.email },
    // Header injection is impossible here: nodemailer encodes header values, and the schema trims.
    subject: `[${identity.shortName} contact] ${input.subject}`.replace(/[\r\n]+/g, ' '),
    text: lines.join('\n'),
  });
}

/** For tests and the benchmark: how many messages are stored. */
export async function countMessages(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(contactMessages);
  return Number(row?.n ?? 0);
}

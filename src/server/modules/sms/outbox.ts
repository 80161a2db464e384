/**
 * The outbox (docs/sms.md). `enqueueForMember` writes a member's message inside the caller's
 * transaction, so a message exists exactly when its cause does. `runOutbox` claims due rows with
 * FOR UPDATE SKIP LOCKED (several instances never send one row at once), sends them outside any
 * transaction, and records the outcome: sent, retried later with backoff, or failed for good.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db, Tx } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Config } from '../../config';
import { createCardLinks, type CardLinks } from '../cards';
import { sendSms, type SendOutcome } from './africastalking';
import { EMAIL_SUBJECTS, redactedParams, smsText, type MessageKind, type MessageParams } from './messages';

type OutboxRow = typeof outbox.$inferSelect;

export interface MemberContact {
  id: string;
  phoneNumber: string;
  email: string | null;
  membershipNumber: string;
  renewalDate: string;
}

/**
 * What one SMS part costs to a Safaricom number (docs/sms.md), for the import's warning of what
 * the next reminders run would spend. Our texts fit one part.
 */
export const SMS_PRICE_KSH = 0.8;

/**
 * Messages someone is waiting for right now (a one-time code on the /my-card screen, the welcome
 * after paying, the renewal receipt) are claimed before reminders: a reminders run or an import
 * may queue thousands of reminders, and a new member must not wait minutes behind them.
 */
const URGENT_KINDS: ReadonlySet<MessageKind> = new Set(['card_code', 'phone_code', 'welcome', 'renewal']);
const outboxPriority = (kind: MessageKind): number => (URGENT_KINDS.has(kind) ? 0 : 1);

/**
 * Queues one message to the member's phone on file (never another number) and, when they gave
 * one, the same by e-mail. A `dedupeKey` makes it at most once per key; answers whether the SMS
 * was queued now (false: already queued earlier under this key).
 */
export async function enqueueForMember(
  tx: Db | Tx,
  member: MemberContact,
  kind: MessageKind,
  options: { code?: string; dedupeKey?: string; now?: Date } = {},
): Promise<boolean> {
  const params: MessageParams = { membershipNumber: member.membershipNumber, renewalDate: member.renewalDate };
  if (options.code) params.code = options.code;
  const at = options.now ?? new Date();
  const base = {
    kind,
    memberId: member.id,
    params,
    priority: outboxPriority(kind),
    nextAttemptAt: at,
    createdAt: at,
    updatedAt: at,
  };
  const inserted = await tx
    .insert(outbox)
    .values({ ...base, channel: 'sms', recipient: member.phoneNumber, dedupeKey: options.dedupeKey ?? null })
    .onConflictDoNothing()
    .returning({ id: outbox.id });
  // The one-time code proves the member holds the phone on file: it goes by SMS only.
  if (inserted.length && member.email && kind !== 'card_code' && kind !== 'phone_code') {
    await tx
      .insert(outbox)
      .values({
        ...base,
        channel: 'email',
        recipient: member.email,
        dedupeKey: options.dedupeKey ? `${options.dedupeKey}:email` : null,
      })
      .onConflictDoNothing();
  }
  return inserted.length > 0;
}

/** Retry delays: 10 s, 20 s, 40 s, then every minute, so a recovered gateway gets the backlog within two minutes. */
const retryDelayMs = (attempts: number): number => Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 60_000);
/** A message still not accepted after this long is given up (and marked failed for an official to see). */
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** A claimed row whose sender died is claimed again after this. */
const CLAIM_LEASE_MS = 2 * 60_000;
const BATCH = 25;

export interface OutboxDeps {
  db: Db;
  config: Config;
  now: () => Date;
  log?: FastifyBaseLogger;
  /** The SMTP pool (app.mailer); without it e-mails are skipped. */
  mailer?: Transporter | null;
  /** The app's card links (app.cards); by default read the key from the database. */
  cards?: CardLinks;
}

/** Which channels this instance can deliver now (simulator mode before its port is known: none). */
function deliverableChannels(config: Config): ('sms' | 'email')[] {
  const channels: ('sms' | 'email')[] = ['email'];
  if (config.sms.mode === 'off' || config.sms.baseUrl) channels.push('sms');
  return channels;
}

async function claimDue(db: Db, now: Date, channels: ('sms' | 'email')[], batch = BATCH): Promise<OutboxRow[]> {
  if (!channels.length) return [];
  const lease = new Date(now.getTime() + CLAIM_LEASE_MS);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          inArray(outbox.status, ['queued', 'sending']),
          sql`${outbox.nextAttemptAt} <= ${now}`,
          inArray(outbox.channel, channels),
        ),
      )
      // Urgent kinds first, then oldest due first; SKIP LOCKED still gives each row to one instance.
      .orderBy(outbox.priority, outbox.nextAttemptAt)
      .limit(batch)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    const claimed = await tx
      .update(outbox)
      .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: lease, updatedAt: now })
      .where(
        inArray(
          outbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
    // UPDATE … RETURNING gives rows in storage order: send them in the order they were chosen.
    const rank = new Map(due.map((d, i) => [d.id, i]));
    return claimed.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  });
}

async function deliver(
  row: OutboxRow,
  deps: OutboxDeps,
  now: Date,
): Promise<SendOutcome | { outcome: 'skipped'; reason: string }> {
  const params = row.params as MessageParams;
  const { config } = deps;
  if (row.channel === 'sms') {
    if (config.sms.mode === 'off') return { outcome: 'skipped', reason: 'SMS_MODE is off' };
    return sendSms(
      { baseUrl: config.sms.baseUrl!, username: config.sms.username, apiKey: config.sms.apiKey, senderId: config.sms.senderId },
      row.recipient,
      smsText(row.kind, params, config.publicUrl),
    );
  }
  const transport = deps.mailer ?? null;
  if (!transport) return { outcome: 'skipped', reason: 'SMTP is not configured' };
  let text = smsText(row.kind, params, config.publicUrl);
  if ((row.kind === 'welcome' || row.kind === 'renewal') && row.memberId) {
    text += `\n\nDownload your membership card (the link works for 7 days): ${config.publicUrl}${await (deps.cards ?? createCardLinks(deps.db)).issueUrl({ kind: 'member', id: row.memberId, now })}`;
  }
  try {
    const info = await transport.sendMail({ from: config.mail.from, to: row.recipient, subject: EMAIL_SUBJECTS[row.kind], text });
    return {
      outcome: 'sent',
      gatewayStatus: 'SMTP accepted',
      messageId: typeof info.messageId === 'string' ? info.messageId : null,
    };
  } catch (error) {
    const code = (error as { responseCode?: number }).responseCode;
    // 5xx from the receiving server: this address will not take it. Anything else: try again.
    if (code && code >= 500) return { outcome: 'failed', reason: `SMTP ${code}`, gatewayStatus: `SMTP ${code}` };
    return { outcome: 'retry', reason: `SMTP: ${error instanceof Error ? error.name : 'error'}` };
  }
}

/** One pass of the worker: claims what is due and records each outcome. */
export async function runOutbox(deps: OutboxDeps): Promise<{ claimed: number; sent: number; retried: number; failed: number }> {
  const now = deps.now();
  const rows = await claimDue(deps.db, now, deliverableChannels(deps.config));
  const tally = { claimed: rows.length, sent: 0, retried: 0, failed: 0 };
  for (const row of rows) {
    let result: Awaited<ReturnType<typeof deliver>>;
    try {
      result = await deliver(row, deps, now);
    } catch (error) {
      result = { outcome: 'retry', reason: error instanceof Error ? error.message : 'error' };
    }
    const at = deps.now();
    const finished = { params: redactedParams(row.params as MessageParams), updatedAt: at };
    if (result.outcome === 'sent') {
      tally.sent++;
      await deps.db
        .update(outbox)
        .set({
          ...finished,
          status: 'sent',
          sentAt: at,
          gatewayStatus: result.gatewayStatus,
          gatewayMessageId: result.messageId,
          lastError: null,
        })
        .where(eq(outbox.id, row.id));
    } else if (result.outcome === 'skipped') {
      await deps.db
        .update(outbox)
        .set({ ...finished, status: 'skipped', lastError: result.reason })
        .where(eq(outbox.id, row.id));
    } else if (result.outcome === 'failed' || at.getTime() - row.createdAt.getTime() > GIVE_UP_AFTER_MS) {
      tally.failed++;
      const reason = result.outcome === 'failed' ? result.reason : `gave up after 24 hours: ${result.reason}`;
      await deps.db
        .update(outbox)
        .set({ ...finished, status: 'failed', lastError: reason, gatewayStatus: result.gatewayStatus ?? null })
        .where(eq(outbox.id, row.id));
      deps.log?.warn({ outboxId: row.id, kind: row.kind, channel: row.channel, reason }, 'message failed for good');
    } else {
      tally.retried++;
      await deps.db
        .update(outbox)
        .set({
          status: 'queued',
          nextAttemptAt: new Date(at.getTime() + retryDelayMs(row.attempts)),
          lastError: result.reason,
          gatewayStatus: result.gatewayStatus ?? null,
          updatedAt: at,
        })
        .where(eq(outbox.id, row.id));
    }
  }
  return tally;
}

/**
 * The outbox (docs/sms.md). `enqueueForMember` writes a member's message inside the caller's
 * transaction, so a message exists exactly when its cause does. `runOutbox` claims due rows with
 * FOR UPDATE SKIP LOCKED (several instances never send one row at once), sends them outside any
 * transaction, and records the outcome: sent, retried later with backoff, or failed for good.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db, Tx } from '../../db/client';
import { members, outbox } from '../../db/schema';
import { DEFAULT_MEMBER_LANGUAGE, type MemberLanguage } from '../../../shared/member-language';
import type { Config } from '../../config';
import { createCardLinks, type CardLinks } from '../cards';
import { createReceiptLinks, type ReceiptLinks } from '../../lib/receipt-links';
import { hit } from '../../lib/rate-limit';
import { SMS_SENDS } from '../../lib/limits';
import { sendSms, type SendOutcome } from './africastalking';
import { campaignVerdicts, type CampaignVerdict } from './campaign-rows';
import { emailCardLine, emailSubject, redactedParams, smsText, type MessageKind, type MessageParams } from './messages';

type OutboxRow = typeof outbox.$inferSelect;

export interface MemberContact {
  id: string;
  phoneNumber: string;
  email: string | null;
  membershipNumber: string;
  renewalDate: string;
  /** The member's language: the message is written in it (docs/member-language.md). */
  language: MemberLanguage;
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
const URGENT_KINDS: ReadonlySet<MessageKind> = new Set([
  'card_code',
  'phone_code',
  'welcome',
  'renewal',
  'rsvp_going',
  'rsvp_waiting',
  'rsvp_promoted',
  'donation_thanks',
  'ussd_payment_failed',
]);
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
  options: { code?: string; dedupeKey?: string; now?: Date; paymentId?: string | undefined } = {},
): Promise<boolean> {
  const params: MessageParams = {
    membershipNumber: member.membershipNumber,
    renewalDate: member.renewalDate,
    language: member.language,
  };
  if (options.code) params.code = options.code;
  if (options.paymentId) params.paymentId = options.paymentId;
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

/**
 * Queues one SMS to a phone that need not be a member's (an event RSVP: guests too), inside the
 * caller's transaction. A `dedupeKey` makes it at most once per key; answers whether it was queued now.
 * Its language: the one the caller names (the page a guest used), else the member's, else English.
 */
export async function enqueueSms(
  tx: Db | Tx,
  message: {
    kind: MessageKind;
    recipient: string;
    memberId: string | null;
    params: MessageParams;
    dedupeKey?: string;
    now: Date;
  },
): Promise<boolean> {
  const { kind, now } = message;
  const language =
    message.params.language ?? (message.memberId ? await languageOf(tx, message.memberId) : DEFAULT_MEMBER_LANGUAGE);
  const inserted = await tx
    .insert(outbox)
    .values({
      kind,
      channel: 'sms',
      memberId: message.memberId,
      recipient: message.recipient,
      params: { ...message.params, language },
      priority: outboxPriority(kind),
      dedupeKey: message.dedupeKey ?? null,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: outbox.id });
  return inserted.length > 0;
}

async function languageOf(tx: Db | Tx, memberId: string): Promise<MemberLanguage> {
  const [row] = await tx.select({ language: members.language }).from(members).where(eq(members.id, memberId)).limit(1);
  return row?.language ?? DEFAULT_MEMBER_LANGUAGE;
}

/**
 * A donor's one thank-you SMS (payments/purposes/donation.ts), to the phone that paid: SMS only,
 * no member, at most once per payment (its dedupe key), whatever completes the payment twice.
 */
export async function enqueueForDonor(
  tx: Db | Tx,
  donation: {
    paymentId: string;
    phoneNumber: string;
    amount: number;
    receipt: string | null;
    now: Date;
    /** The language of the page the donor paid from, when known. */
    language?: MemberLanguage;
  },
): Promise<void> {
  await enqueueSms(tx, {
    kind: 'donation_thanks',
    recipient: donation.phoneNumber,
    memberId: null,
    params: {
      paymentId: donation.paymentId,
      amount: donation.amount,
      receipt: donation.receipt,
      language: donation.language ?? DEFAULT_MEMBER_LANGUAGE,
    },
    dedupeKey: `donation_thanks:${donation.paymentId}`,
    now: donation.now,
  });
}

/**
 * Messages to someone whose personal data is being erased (a deletion approved, a guest's event
 * past its retention, docs/data-rights.md): any still waiting are no longer for anyone and are
 * skipped, and every one loses its recipient and parameters, keeping only `params` (what the row
 * may still say: a member's number, or nothing). The row stays, so the SMS counts and costs do.
 */
export async function forgetMessages(tx: Db | Tx, which: SQL, params: MessageParams, now: Date): Promise<void> {
  await tx
    .update(outbox)
    .set({ status: 'skipped', updatedAt: now })
    .where(and(which, inArray(outbox.status, ['queued', 'sending'])));
  await tx.update(outbox).set({ recipient: '', params, updatedAt: now }).where(which);
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
  /** The receipt links; by default read the key from the database. */
  receipts?: ReceiptLinks;
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
  campaignText?: string,
): Promise<SendOutcome | { outcome: 'skipped'; reason: string }> {
  const params: MessageParams = {
    ...(row.params as MessageParams),
    ...(campaignText === undefined ? {} : { text: campaignText }),
  };
  const { config } = deps;
  // The signed receipt link is made now, not stored: the outbox view and logs never hold it.
  if (params.paymentId) params.receiptPath = await (deps.receipts ?? createReceiptLinks(deps.db)).pathFor(params.paymentId);
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
    const cardUrl = `${config.publicUrl}${await (deps.cards ?? createCardLinks(deps.db)).issueUrl({ kind: 'member', id: row.memberId, now })}`;
    text += `\n\n${emailCardLine(cardUrl, params.language)}`;
  }
  try {
    const info = await transport.sendMail({
      from: config.mail.from,
      to: row.recipient,
      subject: emailSubject(row.kind, params.language),
      text,
    });
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

export interface OutboxTally {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  /** The shared SMS rate (SMS_RATE_PER_SECOND) was reached: the rest went back to the queue. */
  capped: boolean;
}

/** Claimed rows that were not tried (rate reached, or a promotional row outside its hours) go back, the claim not counted. */
async function putBack(db: Db, ids: readonly string[], nextAttemptAt: Date, now: Date): Promise<void> {
  if (!ids.length) return;
  await db
    .update(outbox)
    .set({ status: 'queued', attempts: sql`greatest(${outbox.attempts} - 1, 0)`, nextAttemptAt, updatedAt: now })
    .where(inArray(outbox.id, [...ids]));
}

/**
 * One pass of the worker: claims what is due and records each outcome. Every SMS counts against
 * the one database counter of SMS_RATE_PER_SECOND shared by all instances; past it, the rest of
 * the batch goes back to the queue.
 */
export async function runOutbox(deps: OutboxDeps): Promise<OutboxTally> {
  const now = deps.now();
  const rate = deps.config.sms.ratePerSecond;
  const rows = await claimDue(deps.db, now, deliverableChannels(deps.config), Math.min(BATCH, rate));
  const tally: OutboxTally = { claimed: rows.length, sent: 0, retried: 0, failed: 0, capped: false };
  const verdicts = await campaignVerdicts(deps.db, rows, now, deps.config.sms);
  for (const row of rows) {
    const verdict: CampaignVerdict | undefined = verdicts.get(row.id);
    if (verdict && 'skip' in verdict) {
      await deps.db
        .update(outbox)
        .set({ status: 'skipped', lastError: verdict.skip, updatedAt: deps.now() })
        .where(eq(outbox.id, row.id));
      continue;
    }
    if (verdict && 'deferUntil' in verdict) {
      await putBack(deps.db, [row.id], verdict.deferUntil, deps.now());
      continue;
    }
    if (row.channel === 'sms' && deps.config.sms.mode !== 'off') {
      // Past the rate, this batch's remaining SMS go back; its e-mails still go.
      if (tally.capped || !(await hit(deps.db, SMS_SENDS, [], deps.now(), rate)).allowed) {
        tally.capped = true;
        await putBack(deps.db, [row.id], deps.now(), deps.now());
        continue;
      }
    }
    let result: Awaited<ReturnType<typeof deliver>>;
    try {
      result = await deliver(row, deps, now, verdict?.send);
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
          gatewayCostKes: result.costKes == null ? null : result.costKes.toFixed(4),
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The job's pass: one batch after another while rows are due, for at most `budgetMs` (less than
 * the job's interval), waiting for the next second whenever the shared SMS rate is reached. A
 * campaign of thousands thus leaves at SMS_RATE_PER_SECOND, and the automatic messages queued
 * meanwhile are claimed first by their priority.
 */
export async function drainOutbox(deps: OutboxDeps, budgetMs: number): Promise<OutboxTally> {
  const started = Date.now();
  const total: OutboxTally = { claimed: 0, sent: 0, retried: 0, failed: 0, capped: false };
  while (Date.now() - started < budgetMs) {
    const pass = await runOutbox(deps);
    total.claimed += pass.claimed;
    total.sent += pass.sent;
    total.retried += pass.retried;
    total.failed += pass.failed;
    total.capped ||= pass.capped;
    if (pass.capped) await sleep(100);
    else if (pass.claimed === 0 || pass.sent + pass.failed === 0) break;
  }
  return total;
}

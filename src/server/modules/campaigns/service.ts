/**
 * Campaigns (docs/campaigns.md): preview, write (the campaign and its outbox rows in one
 * transaction, or a request for a second official's approval), approve, cancel, and the counts
 * read back from the outbox.
 */
import { and, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { campaigns, chapters, contentEvents, eventRsvpSettings, outbox, rsvps } from '../../db/schema';
import type { Config } from '../../config';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import type { Actor } from '../../lib/actor';
import type { Scope } from '../auth';
import { nairobiToday } from '../../../shared/dates';
import type {
  Campaign,
  CampaignCreateInput,
  CampaignEvent,
  CampaignPreview,
  CampaignPreviewInput,
} from '../../../shared/schemas/campaigns';
import { audit } from '../audit';
import { requestApproval, withdrawApproval } from '../approvals';
import { CAMPAIGN_PRIORITY, CAMPAIGN_SKIPS, nextPromotionalMoment } from '../sms';
import { resolveAudience, resolveMembers, type Recipient } from './audience';
import { optOutLineOf, renderText, smsParts, unknownPlaceholders, withOptOut, type SmsParts } from '../sms';
import { officialsMessages } from '../../../shared/officials-messages';

const m = officialsMessages.campaigns;
export const CAMPAIGN_APPROVAL_KIND = 'campaign';
/** Above either, a second official approves before anything is sent. */
const APPROVAL_ABOVE_RECIPIENTS = 500;
const APPROVAL_ABOVE_CENTS = 2_000 * 100;
/** A campaign may be scheduled this far ahead at most. */
const SEND_AT_MAX_AHEAD_MS = 30 * 24 * 3_600_000;
/** Rows written per INSERT statement (PostgreSQL takes at most 65 535 parameters in one). */
const INSERT_BATCH = 1_000;

/**
 * The audience a request may send to: a chapter coordinator's is forced to its own chapter (no
 * chapters given → its own; any other chapter named → refused), whatever the browser sent.
 */
async function scopedAudience<T extends CampaignPreviewInput>(db: Db | Tx, scope: Scope, input: T): Promise<T> {
  if (scope === 'all') return input;
  const [own] = await db.select({ name: chapters.name }).from(chapters).where(eq(chapters.id, scope.chapterId));
  if (!own) throw notFound(m.notFound);
  const named = input.audience.chapters ?? [];
  if (named.some((n) => n.trim().toLowerCase() !== own.name.toLowerCase())) {
    const text = officialsMessages.coordinatorReach.otherChapter(own.name);
    throw new AppError(403, 'forbidden', text, { 'audience.chapters': text });
  }
  return { ...input, audience: { ...input.audience, chapters: [own.name] } };
}

/** Whether a campaign lies inside the scope (one of a chapter, for its coordinator). */
const campaignInScope = (scope: Scope, row: { chapterId: string | null }) => scope === 'all' || row.chapterId === scope.chapterId;

interface Computed {
  /** The one chapter the audience named, else null. */
  chapterId: string | null;
  preview: CampaignPreview;
  recipients: Recipient[];
  parts: SmsParts;
  estimatedCostCents: number;
}

/** Everything the preview shows, and what a write stores. */
async function compute(db: Db | Tx, config: Config, input: CampaignPreviewInput, now: Date): Promise<Computed> {
  for (const field of ['text', 'textSw'] as const) {
    const unknown = unknownPlaceholders(input[field] ?? '');
    if (unknown.length) {
      const text = m.unknownPlaceholders(unknown.join(', '));
      throw new AppError(400, 'validation', text, { [field]: text });
    }
  }
  // Kiswahili readers get the Kiswahili text when there is one (docs/member-language.md).
  const readsKiswahili = (recipient: Recipient) => recipient.language === 'sw' && Boolean(input.textSw);
  const templateFor = (recipient: Recipient) => (readsKiswahili(recipient) ? input.textSw! : input.text);
  const resolved = await resolveAudience(db, input.audience, {
    kind: input.kind,
    channel: input.channel,
    today: nairobiToday(now),
  });
  const { pricePerPartKes } = config.sms;
  // Each text ends with the opt-out line of its own language (docs/campaigns.md).
  const lineFor = (recipient: Recipient) => optOutLineOf(config.sms, readsKiswahili(recipient));
  // Each SMS recipient's own text (names and chapters differ in length, and one "ĩ" in a name
  // makes that member's message UCS-2): the cost is their sum, the parts shown the most any takes.
  // Widest over everyone, and over the Kiswahili readers alone (the form shows both).
  const none = (): SmsParts => ({ parts: 0, encoding: 'GSM-7', ucs2Character: null });
  const widen = (widest: SmsParts, parts: SmsParts): SmsParts => {
    let wider = parts.parts > widest.parts ? { ...widest, parts: parts.parts } : widest;
    if (parts.encoding === 'UCS-2' && wider.encoding === 'GSM-7') {
      wider = { ...wider, encoding: 'UCS-2', ucs2Character: parts.ucs2Character };
    }
    return wider;
  };
  let widest = none();
  let widestSw = none();
  let totalParts = 0;
  const partsByText = new Map<string, SmsParts>();
  for (const recipient of resolved.recipients) {
    if (!recipient.phone) continue;
    const text = withOptOut(renderText(templateFor(recipient), recipient.values), input.kind, lineFor(recipient));
    let parts = partsByText.get(text);
    if (!parts) {
      parts = smsParts(text);
      partsByText.set(text, parts);
    }
    totalParts += parts.parts;
    widest = widen(widest, parts);
    if (input.textSw && recipient.language === 'sw') widestSw = widen(widestSw, parts);
  }
  if (!widest.parts) widest = smsParts(withOptOut(input.text, input.kind, config.sms.optOutLine));
  if (input.textSw && !widestSw.parts) widestSw = smsParts(withOptOut(input.textSw, input.kind, config.sms.optOutLineSw));
  const estimatedCostCents = Math.round(totalParts * pricePerPartKes * 100);
  const sampleOf = (recipient: Recipient | undefined) =>
    recipient
      ? input.channel === 'email'
        ? renderText(templateFor(recipient), recipient.values)
        : withOptOut(renderText(templateFor(recipient), recipient.values), input.kind, lineFor(recipient))
      : null;
  const readers = input.textSw ? resolved.recipients.filter((r) => r.language === 'sw') : [];
  const sample = sampleOf(input.textSw ? resolved.recipients.find((r) => r.language !== 'sw') : resolved.recipients[0]);
  return {
    chapterId: resolved.chapterIds?.length === 1 ? resolved.chapterIds[0]! : null,
    recipients: resolved.recipients,
    parts: widest,
    estimatedCostCents,
    preview: {
      recipients: resolved.recipients.length,
      excluded: resolved.excluded,
      parts: widest.parts,
      encoding: widest.encoding,
      ucs2Character: widest.ucs2Character,
      estimatedCostKes: estimatedCostCents / 100,
      sample,
      needsApproval: resolved.recipients.length > APPROVAL_ABOVE_RECIPIENTS || estimatedCostCents > APPROVAL_ABOVE_CENTS,
      unknownMembershipNumbers: resolved.unknownMembershipNumbers,
      rsvpGuests: resolved.rsvpGuests,
      kiswahili: input.textSw
        ? {
            recipients: readers.length,
            sample: sampleOf(readers[0]),
            parts: widestSw.parts,
            encoding: widestSw.encoding,
            ucs2Character: widestSw.ucs2Character,
          }
        : null,
    },
  };
}

export const previewCampaign = async (
  db: Db,
  config: Config,
  scope: Scope,
  input: CampaignPreviewInput,
  now: Date,
): Promise<CampaignPreview> => (await compute(db, config, await scopedAudience(db, scope, input), now)).preview;

/** The moment a campaign's rows become due: its send time, moved into the window when promotional. */
const firstDue = (sendAt: Date, kind: 'promotional' | 'transactional'): Date =>
  kind === 'promotional' ? nextPromotionalMoment(sendAt) : sendAt;

type CampaignRow = typeof campaigns.$inferSelect;

/** Writes one outbox row per recipient and channel, in batches, inside the caller's transaction. */
async function queueRows(tx: Tx, campaign: CampaignRow, recipients: readonly Recipient[], now: Date): Promise<void> {
  const due = firstDue(campaign.sendAt < now ? now : campaign.sendAt, campaign.kind);
  const rows: (typeof outbox.$inferInsert)[] = [];
  for (const r of recipients) {
    // Only the member number: the text is rendered when sent, from the campaign and the record.
    const base = {
      kind: 'campaign' as const,
      memberId: r.id,
      campaignId: campaign.id,
      params: { membershipNumber: r.membershipNumber },
      priority: CAMPAIGN_PRIORITY,
      nextAttemptAt: due,
      createdAt: now,
      updatedAt: now,
    };
    if (r.phone) rows.push({ ...base, channel: 'sms', recipient: r.phone, dedupeKey: `campaign:${campaign.id}:${r.id}:sms` });
    if (r.email) rows.push({ ...base, channel: 'email', recipient: r.email, dedupeKey: `campaign:${campaign.id}:${r.id}:email` });
  }
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await tx
      .insert(outbox)
      .values(rows.slice(i, i + INSERT_BATCH))
      .onConflictDoNothing();
  }
}

function checkSendAt(sendAt: string | undefined, now: Date): Date {
  if (!sendAt) return now;
  const at = new Date(sendAt);
  // A minute's grace for a form filled in just before the time it names.
  if (at.getTime() < now.getTime() - 60_000 || at.getTime() > now.getTime() + SEND_AT_MAX_AHEAD_MS) {
    throw new AppError(400, 'validation', m.sendAtInvalid, { sendAt: m.sendAtInvalid });
  }
  return at < now ? now : at;
}

/** Writes a campaign: queued at once (its outbox rows in the same transaction), or awaiting a second official. */
export async function createCampaign(
  db: Db,
  config: Config,
  actor: Actor,
  scope: Scope,
  asked: CampaignCreateInput,
  options: { now: Date; emailEnabled: boolean },
): Promise<{ id: string; status: 'awaiting_approval' | 'queued' }> {
  const { now } = options;
  const input = await scopedAudience(db, scope, asked);
  if (input.channel !== 'sms' && !options.emailEnabled) throw new AppError(400, 'validation', m.smtpOff, { channel: m.smtpOff });
  const sendAt = checkSendAt(input.sendAt, now);
  return db.transaction(async (tx) => {
    const computed = await compute(tx, config, input, now);
    if (!computed.recipients.length) throw badRequest(m.noRecipients);
    const status = computed.preview.needsApproval ? ('awaiting_approval' as const) : ('queued' as const);
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        authorId: actor.userId,
        authorName: actor.username ?? 'unknown',
        audience: input.audience,
        recipients: computed.recipients.map((r) => r.id),
        excluded: computed.preview.excluded,
        text: input.text,
        textSw: input.textSw ?? null,
        channel: input.channel,
        kind: input.kind,
        reason: input.kind === 'transactional' ? (input.reason ?? null) : null,
        sendAt,
        status,
        parts: computed.parts.parts,
        encoding: computed.parts.encoding,
        estimatedCostCents: computed.estimatedCostCents,
        chapterId: computed.chapterId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (status === 'queued') await queueRows(tx, campaign!, computed.recipients, now);
    else {
      await requestApproval(tx, actor, {
        kind: CAMPAIGN_APPROVAL_KIND,
        subjectId: campaign!.id,
        summary: officialsMessages.approvals.campaignSummary(
          computed.recipients.length,
          (computed.estimatedCostCents / 100).toFixed(2),
          input.text.length > 80 ? `${input.text.slice(0, 79)}…` : input.text,
        ),
        now,
      });
    }
    await audit(tx, actor, {
      action: 'campaign.create',
      entity: 'campaign',
      entityId: campaign!.id,
      details: {
        status,
        kind: input.kind,
        channel: input.channel,
        recipients: computed.recipients.length,
        estimatedCostKes: computed.estimatedCostCents / 100,
        ...(input.kind === 'transactional' ? { reason: input.reason } : {}),
      },
    });
    return { id: campaign!.id, status };
  });
}

async function lockedCampaign(tx: Tx, id: string, scope: Scope = 'all'): Promise<CampaignRow> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  // Another chapter's campaign is not found, as another chapter's member is.
  if (!row || !campaignInScope(scope, row)) throw notFound(m.notFound);
  return row;
}

/** What approving does (the approvals module calls it in the decision's transaction). */
export async function approveCampaign(tx: Tx, id: string, now: Date): Promise<void> {
  const campaign = await lockedCampaign(tx, id);
  if (campaign.status !== 'awaiting_approval') throw conflict(m.notAwaitingApproval);
  const recipients = await resolveMembers(tx, campaign.recipients, {
    kind: campaign.kind,
    channel: campaign.channel,
    today: nairobiToday(now),
  });
  await tx.update(campaigns).set({ status: 'queued', updatedAt: now }).where(eq(campaigns.id, id));
  await queueRows(tx, campaign, recipients, now);
}

export async function rejectCampaign(tx: Tx, id: string, now: Date): Promise<void> {
  const campaign = await lockedCampaign(tx, id);
  if (campaign.status !== 'awaiting_approval') throw conflict(m.notAwaitingApproval);
  await tx.update(campaigns).set({ status: 'rejected', updatedAt: now }).where(eq(campaigns.id, id));
}

/**
 * Cancels a campaign while messages of it are still waiting: the queued rows are marked skipped
 * (cancelled) and never sent. Rows already claimed by a sender are leaving and go.
 */
export async function cancelCampaign(db: Db, actor: Actor, scope: Scope, id: string, now: Date): Promise<{ unsent: number }> {
  return db.transaction((tx) => cancelIn(tx, actor, scope, id, now));
}

/**
 * The requester withdraws their campaign from the list of their own waiting requests: the same
 * as cancelling it while it awaits approval (the approvals module has checked it is theirs).
 */
export async function withdrawCampaign(tx: Tx, actor: Actor, id: string, now: Date): Promise<void> {
  const campaign = await lockedCampaign(tx, id);
  if (campaign.status !== 'awaiting_approval') throw conflict(m.notAwaitingApproval);
  await cancelIn(tx, actor, 'all', id, now);
}

async function cancelIn(tx: Tx, actor: Actor, scope: Scope, id: string, now: Date): Promise<{ unsent: number }> {
  const campaign = await lockedCampaign(tx, id, scope);
  let unsent: number;
  if (campaign.status === 'awaiting_approval') {
    await withdrawApproval(tx, actor, CAMPAIGN_APPROVAL_KIND, id, now);
    unsent = campaign.recipients.length;
  } else if (campaign.status === 'queued') {
    const rows = await tx
      .update(outbox)
      .set({ status: 'skipped', lastError: CAMPAIGN_SKIPS.cancelled, updatedAt: now })
      .where(and(eq(outbox.campaignId, id), eq(outbox.status, 'queued')))
      .returning({ id: outbox.id });
    unsent = rows.length;
    if (!unsent) throw conflict(m.notCancellable);
  } else throw conflict(m.notCancellable);
  await tx.update(campaigns).set({ status: 'cancelled', updatedAt: now }).where(eq(campaigns.id, id));
  await audit(tx, actor, { action: 'campaign.cancel', entity: 'campaign', entityId: id, details: { unsent } });
  return { unsent };
}

type Counts = Campaign['counts'];
type Failures = Campaign['failures'];
const noCounts = (): Counts => ({ queued: 0, sent: 0, delivered: 0, failed: 0, optedOut: 0, cancelled: 0 });

interface Tallies {
  counts: Counts;
  failures: Failures;
  /** The gateway's charges added up, in ten-thousandths of a shilling (its answers carry four decimals). */
  chargedTenThousandths: number;
}

/**
 * Each campaign's messages by state, from its outbox rows: `sent` is accepted by the gateway with
 * no final delivery report yet, `delivered` and `failed` follow the reports (modules/sms/delivery.ts);
 * the failures grouped by the gateway's reason, most first; and what the gateway charged.
 */
async function countsOf(db: Db, ids: readonly string[]): Promise<Map<string, Tallies>> {
  const result = new Map<string, Tallies>(
    ids.map((id) => [id, { counts: noCounts(), failures: [] as Failures, chargedTenThousandths: 0 }]),
  );
  if (!ids.length) return result;
  const rows = await db
    .select({
      campaignId: outbox.campaignId,
      status: outbox.status,
      lastError: outbox.lastError,
      deliveryStatus: outbox.deliveryStatus,
      deliveryFailureReason: outbox.deliveryFailureReason,
      n: count(),
      charged: sql<string | null>`sum(${outbox.gatewayCostKes})`,
    })
    .from(outbox)
    .where(inArray(outbox.campaignId, [...ids]))
    .groupBy(outbox.campaignId, outbox.status, outbox.lastError, outbox.deliveryStatus, outbox.deliveryFailureReason);
  for (const row of rows) {
    const tallies = result.get(row.campaignId!)!;
    const { counts, failures } = tallies;
    const n = Number(row.n);
    if (row.charged !== null) tallies.chargedTenThousandths += Math.round(Number(row.charged) * 10_000);
    let failedBecause: string | null = null;
    if (row.status === 'queued' || row.status === 'sending') counts.queued += n;
    else if (row.status === 'sent' && row.deliveryStatus === 'Success') counts.delivered += n;
    else if (row.status === 'sent' && (row.deliveryStatus === 'Failed' || row.deliveryStatus === 'Rejected'))
      failedBecause = row.deliveryFailureReason ?? row.deliveryStatus;
    else if (row.status === 'sent') counts.sent += n;
    else if (row.status === 'failed') failedBecause = row.lastError ?? 'failed';
    else if (row.lastError === CAMPAIGN_SKIPS.optedOut) counts.optedOut += n;
    else if (row.lastError === CAMPAIGN_SKIPS.cancelled) counts.cancelled += n;
    else failedBecause = row.lastError ?? 'skipped';
    if (failedBecause === null) continue;
    counts.failed += n;
    const same = failures.find((f) => f.reason === failedBecause);
    if (same) same.count += n;
    else failures.push({ reason: failedBecause, count: n });
  }
  for (const { failures } of result.values()) failures.sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  return result;
}

/** The status officials read: queued becomes sending once one has gone, sent once none waits. */
function statusOf(row: CampaignRow, counts: Counts): Campaign['status'] {
  if (row.status !== 'queued') return row.status;
  if (counts.queued === 0) return 'sent';
  return counts.sent + counts.delivered + counts.failed + counts.optedOut > 0 ? 'sending' : 'queued';
}

const toCampaign = (row: CampaignRow, { counts, failures, chargedTenThousandths }: Tallies): Campaign => ({
  id: row.id,
  status: statusOf(row, counts),
  kind: row.kind,
  channel: row.channel,
  text: row.text,
  textSw: row.textSw,
  reason: row.reason,
  author: row.authorName,
  recipients: row.recipients.length,
  excluded: row.excluded,
  parts: row.parts,
  encoding: row.encoding,
  estimatedCostKes: row.estimatedCostCents / 100,
  sendAt: row.sendAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  counts,
  costChargedKes: chargedTenThousandths / 10_000,
  failures,
});

export async function getCampaign(db: Db, scope: Scope, id: string): Promise<Campaign> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row || !campaignInScope(scope, row)) throw notFound(m.notFound);
  return toCampaign(row, (await countsOf(db, [id])).get(id)!);
}

/** The newest campaigns first (50): a coordinator's, those of its chapter only. */
export async function listCampaigns(db: Db, scope: Scope): Promise<Campaign[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(scope === 'all' ? undefined : eq(campaigns.chapterId, scope.chapterId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(50);
  const counts = await countsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toCampaign(r, counts.get(r.id)!));
}

/** Events listed in the audience form. */
const CAMPAIGN_EVENTS_LIMIT = 100;

/**
 * The events an audience's RSVP filter may name: those that take RSVPs or have any, latest date
 * first, each with its RSVPs not cancelled (going and waiting; guests included, as the figure the
 * organisers know). The preview then says how many of them are members.
 */
export async function campaignEvents(db: Db): Promise<CampaignEvent[]> {
  const rows = await db
    .select({
      id: contentEvents.id,
      title: contentEvents.title,
      date: contentEvents.date,
      rsvps: sql<number>`count(${rsvps.id})::int`,
    })
    .from(contentEvents)
    .leftJoin(eventRsvpSettings, eq(eventRsvpSettings.eventId, contentEvents.id))
    .leftJoin(rsvps, and(eq(rsvps.eventId, contentEvents.id), ne(rsvps.status, 'cancelled')))
    .groupBy(contentEvents.id, eventRsvpSettings.eventId)
    .having(or(sql`${eventRsvpSettings.eventId} is not null`, sql`count(${rsvps.id}) > 0`))
    .orderBy(desc(contentEvents.date), contentEvents.title)
    .limit(CAMPAIGN_EVENTS_LIMIT);
  return rows.map((r) => ({ ...r, rsvps: Number(r.rsvps) }));
}

/**
 * Decisions that need a second official (docs/campaigns.md, "Approvals"). A module registers a
 * kind (who may decide it, what approving and rejecting do) and files a request in the same
 * transaction as the thing waiting for it; any other official whose role passes the kind's
 * access level decides it. Whoever asked can never decide their own request. Approving runs the
 * kind's action in the same transaction as the decision, so a request is acted on exactly once.
 */
import { and, asc, desc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { approvals, users } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import type { Actor } from '../../lib/actor';
import { messages } from '../../../shared/messages';
import { mayPass, type RoleAccess } from '../../../shared/roles';
import type { ApprovalItem, OwnApproval } from '../../../shared/schemas/campaigns';
import { audit } from '../audit';
import { officialsMessages } from '../../../shared/officials-messages';

export interface ApprovalKind {
  kind: string;
  /** Who may decide: the roles of this access level (the requester excepted). */
  access: RoleAccess;
  approve(tx: Tx, subjectId: string, actor: Actor, now: Date): Promise<void>;
  reject(tx: Tx, subjectId: string, actor: Actor, now: Date): Promise<void>;
  /**
   * What taking the request back undoes besides the approval (the waiting subject's own state);
   * without it the requester cannot withdraw a request of this kind from the approvals list.
   */
  withdraw?(tx: Tx, subjectId: string, actor: Actor, now: Date): Promise<void>;
}

/** The kinds the app's modules registered, by name (one registry per app). */
export type ApprovalKinds = Map<string, ApprovalKind>;

/** Files a request for a second official's decision (inside the caller's transaction). */
export async function requestApproval(
  tx: Db | Tx,
  actor: Actor,
  request: { kind: string; subjectId: string; summary: string; now: Date },
): Promise<string> {
  const [row] = await tx
    .insert(approvals)
    .values({
      kind: request.kind,
      subjectId: request.subjectId,
      summary: request.summary,
      requestedBy: actor.userId,
      requestedByName: actor.username ?? 'unknown',
      requestedAt: request.now,
    })
    .returning({ id: approvals.id });
  await audit(tx, actor, {
    action: 'approval.request',
    entity: request.kind,
    entityId: request.subjectId,
    details: { approvalId: row!.id, requestedBy: actor.username },
  });
  return row!.id;
}

/**
 * Whether an active account other than the requester's may decide requests of this access level.
 * While none does, a request waits and the dashboard says so ("add a treasurer to approve").
 */
export async function hasSecondOfficial(db: Db | Tx, access: RoleAccess, requesterId: string | null): Promise<boolean> {
  const others = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.disabled, false), requesterId ? ne(users.id, requesterId) : undefined));
  return others.some((u) => mayPass(access, u.role));
}

/** The official's own requests still waiting, oldest first: the list their Withdraw buttons sit on. */
export async function ownPending(db: Db, kinds: ApprovalKinds, official: { id: string }): Promise<OwnApproval[]> {
  const rows = await db
    .select()
    .from(approvals)
    .where(and(isNull(approvals.decision), eq(approvals.requestedBy, official.id)))
    .orderBy(asc(approvals.requestedAt))
    .limit(200);
  const second = new Map<RoleAccess, boolean>();
  const items: OwnApproval[] = [];
  for (const r of rows) {
    const kind = kinds.get(r.kind);
    let secondOfficial = false;
    if (kind) {
      if (!second.has(kind.access)) second.set(kind.access, await hasSecondOfficial(db, kind.access, official.id));
      secondOfficial = second.get(kind.access)!;
    }
    items.push({
      id: r.id,
      kind: r.kind,
      summary: r.summary,
      requestedBy: r.requestedByName,
      requestedAt: r.requestedAt.toISOString(),
      secondOfficial,
      withdrawable: Boolean(kind?.withdraw),
    });
  }
  return items;
}

/** What this official may decide now: pending, of a kind their role may decide, and not their own. */
export async function pendingFor(db: Db, kinds: ApprovalKinds, official: { id: string; role: string }): Promise<ApprovalItem[]> {
  const mine = [...kinds.values()].filter((k) => mayPass(k.access, official.role)).map((k) => k.kind);
  if (!mine.length) return [];
  const rows = await db
    .select()
    .from(approvals)
    .where(
      and(
        isNull(approvals.decision),
        or(isNull(approvals.requestedBy), ne(approvals.requestedBy, official.id)),
        or(...mine.map((kind) => eq(approvals.kind, kind))),
      ),
    )
    .orderBy(asc(approvals.requestedAt))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    summary: r.summary,
    requestedBy: r.requestedByName,
    requestedAt: r.requestedAt.toISOString(),
  }));
}

type Locate = { id: string } | { kind: string; subjectId: string };

/** Approves or rejects; both officials' names go to the audit log. */
export async function decide(
  db: Db,
  kinds: ApprovalKinds,
  official: Actor & { role: string },
  where: Locate,
  decision: { approve: true } | { approve: false; reason: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const condition =
      'id' in where ? eq(approvals.id, where.id) : and(eq(approvals.kind, where.kind), eq(approvals.subjectId, where.subjectId));
    // A subject asked about again after a withdrawal has older, decided rows: the newest is the one.
    const [row] = await tx.select().from(approvals).where(condition).orderBy(desc(approvals.requestedAt)).limit(1).for('update');
    if (!row) throw notFound(officialsMessages.approvals.notFound);
    const kind = kinds.get(row.kind);
    if (!kind || !mayPass(kind.access, official.role)) throw new AppError(403, 'forbidden', messages.accessDenied);
    if (row.decision) throw conflict(officialsMessages.approvals.decided);
    if (row.requestedBy && row.requestedBy === official.userId) {
      throw new AppError(403, 'own_request', officialsMessages.approvals.ownRequest);
    }
    await tx
      .update(approvals)
      .set({
        decision: decision.approve ? 'approved' : 'rejected',
        decidedBy: official.userId,
        decidedByName: official.username,
        decidedAt: now,
        reason: decision.approve ? null : decision.reason,
      })
      .where(eq(approvals.id, row.id));
    if (decision.approve) await kind.approve(tx, row.subjectId, official, now);
    else await kind.reject(tx, row.subjectId, official, now);
    // The reason is the official's words; it stays in the approvals row, not in the audit details.
    await audit(tx, official, {
      action: decision.approve ? 'approval.approve' : 'approval.reject',
      entity: row.kind,
      entityId: row.subjectId,
      details: { approvalId: row.id, requestedBy: row.requestedByName, decidedBy: official.username },
    });
  });
}

/**
 * The requester takes back their own waiting request from the approvals list: the kind undoes
 * its subject's waiting state, the request leaves every list, and the audit log says who withdrew.
 */
export async function withdrawOwn(db: Db, kinds: ApprovalKinds, actor: Actor, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(approvals).where(eq(approvals.id, id)).for('update');
    if (!row) throw notFound(officialsMessages.approvals.notFound);
    if (!actor.userId || row.requestedBy !== actor.userId) {
      throw new AppError(403, 'forbidden', officialsMessages.ownRequests.notYourRequest);
    }
    if (row.decision) throw conflict(officialsMessages.approvals.decided);
    const kind = kinds.get(row.kind);
    if (!kind?.withdraw) throw conflict(officialsMessages.ownRequests.notWithdrawable);
    await kind.withdraw(tx, row.subjectId, actor, now);
    await withdrawApproval(tx, actor, row.kind, row.subjectId, now);
    await audit(tx, actor, {
      action: 'approval.withdraw',
      entity: row.kind,
      entityId: row.subjectId,
      details: { approvalId: row.id, requestedBy: row.requestedByName },
    });
  });
}

/** Withdraws an undecided request (its subject was cancelled): it leaves the officials' list. */
export async function withdrawApproval(tx: Tx, actor: Actor, kind: string, subjectId: string, now: Date): Promise<void> {
  await tx
    .update(approvals)
    .set({ decision: 'rejected', decidedBy: actor.userId, decidedByName: actor.username, decidedAt: now, reason: 'withdrawn' })
    .where(and(eq(approvals.kind, kind), eq(approvals.subjectId, subjectId), isNull(approvals.decision)));
}

/**
 * Officials' notifications: real rows written by the server. Callers pass their transaction so a notification exists exactly when its cause does.
 */
import { isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { audit } from '../audit';

export type NotificationKind =
  | 'member_registered'
  | 'manual_registration'
  | 'payment_failed'
  | 'chapter_added'
  | 'contact_message'
  | 'callback_refused'
  | 'payment_unknown'
  | 'payment_review'
  | 'member_renewed'
  | 'manual_renewal'
  | 'data_request'
  | 'donation_received';

export async function notify(db: Db | Tx, input: { kind: NotificationKind; message: string; entityId?: string }): Promise<void> {
  await db.insert(notifications).values({ kind: input.kind, message: input.message, entityId: input.entityId ?? null });
}

/** Marks every unread notification read, audited under the official; answers how many. */
export async function markAllRead(db: Db, actor: Actor, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: now })
      .where(isNull(notifications.readAt))
      .returning({ id: notifications.id });
    await audit(tx, actor, { action: 'read_all', entity: 'notification', details: { count: rows.length } });
    return rows.length;
  });
}

/**
 * Officials' notifications: real rows written by the server (an earlier client-only service was
 * removed). Callers pass their transaction so a notification exists exactly when its cause does.
 */
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationKind =
  | 'member_registered'
  | 'manual_registration'
  | 'payment_failed'
  | 'chapter_added'
  | 'contact_message'
  | 'callback_refused'
  | 'payment_unknown'
  | 'member_renewed'
  | 'manual_renewal';

export async function notify(db: Db | Tx, input: { kind: NotificationKind; message: string; entityId?: string }): Promise<void> {
  await db.insert(notifications).values({ kind: input.kind, message: input.message, entityId: input.entityId ?? null });
}

/** The audit log: one row for every admin write (who, what, which record, when, from where). */
import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Actor } from '../../lib/actor';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

export async function audit(db: Db | Tx, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: actor.userId,
    username: actor.username,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    ip: actor.ip,
    details: entry.details ?? null,
  });
}

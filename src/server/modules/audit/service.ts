/** The audit log: one row for every admin write (who, what, which record, when, from where). */
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

export async function audit(db: Db | Tx, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: request.user?.id ?? null,
    username: request.user?.username ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    ip: request.ip,
    details: entry.details ?? null,
  });
}

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

/** A field's value as an audit row keeps it: dates as ISO text, long texts (an article's body) by their length. */
const LONG_TEXT = 200;
function kept(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value.length > LONG_TEXT) return `(${value.length} characters)`;
  return value ?? null;
}

/**
 * An edit's before → after, for the fields it names whose value changed: `{ field: { from, to } }`,
 * what the Audit tab shows. Personal values are kept as they are (the view masks them by role).
 */
export function changesBetween(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[] = Object.keys(after),
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    const from = before[field] instanceof Date ? (before[field] as Date).toISOString() : before[field];
    const to = after[field] instanceof Date ? (after[field] as Date).toISOString() : after[field];
    if (JSON.stringify(from ?? null) !== JSON.stringify(to ?? null)) changes[field] = { from: kept(from), to: kept(to) };
  }
  return changes;
}

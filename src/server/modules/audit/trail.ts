/**
 * Reading the audit trail: the dashboard's Audit tab and its CSV export, under the same filters.
 * Rows come back newest first as { at, actor, action, target, ip, changes }; personal values are
 * masked here, on the server, unless the reader's role sees them unmasked (shared/roles.ts), so
 * no masked reader's browser ever receives them.
 */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { nairobiDayStart } from '../../../shared/dates';
import { maskPersonalFields } from '../../../shared/masking';
import { pageOffset } from '../../../shared/paging';
import { seesAuditUnmasked } from '../../../shared/roles';
import type { AuditExportQuery, AuditItem, AuditList, AuditListQuery } from '../../../shared/schemas/audit';

type AuditRow = typeof auditLog.$inferSelect;

const DAY_MS = 24 * 60 * 60_000;

function where(query: AuditExportQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.actor) conditions.push(eq(auditLog.username, query.actor));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.from) conditions.push(gte(auditLog.createdAt, nairobiDayStart(query.from)));
  // Both ends are whole Nairobi days: "to" includes the day it names.
  if (query.to) conditions.push(lt(auditLog.createdAt, new Date(nairobiDayStart(query.to).getTime() + DAY_MS)));
  return conditions.length ? and(...conditions) : undefined;
}

/** Details keys that name a record readably without a look-up (none of them personal). */
const LABEL_KEYS = ['membershipNumber', 'leadershipNumber', 'username', 'name', 'slug', 'fileName', 'receipt'] as const;

function labelOf(details: Record<string, unknown> | null): string | null {
  if (!details) return null;
  for (const key of LABEL_KEYS) {
    const value = details[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

const detailsOf = (row: AuditRow): Record<string, unknown> | null =>
  row.details && typeof row.details === 'object' && !Array.isArray(row.details) ? (row.details as Record<string, unknown>) : null;

/** One row as the API shows it: an edit's before → after, anything else's details. */
function toAuditItem(row: AuditRow, readerRole: string): AuditItem {
  const details = detailsOf(row);
  const edit = details?.changes;
  const changes = edit && typeof edit === 'object' && !Array.isArray(edit) ? (edit as Record<string, unknown>) : details;
  const shown = changes && !seesAuditUnmasked(readerRole) ? (maskPersonalFields(changes) as Record<string, unknown>) : changes;
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: row.username,
    action: row.action,
    target: { entity: row.entity, id: row.entityId, label: labelOf(details) },
    ip: row.ip,
    changes: shown,
  };
}

const newestFirst = [desc(auditLog.createdAt), desc(auditLog.id)];

export async function listAudit(db: Db, query: AuditListQuery, readerRole: string): Promise<AuditList> {
  const condition = where(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset(pageOffset(query.page, query.pageSize)),
    db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  return {
    items: rows.map((row) => toAuditItem(row, readerRole)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const BATCH = 1000;

/** The filtered rows in batches, newest first, for the CSV export (never the whole log in memory). */
export async function* auditBatches(db: Db, query: AuditExportQuery, readerRole: string): AsyncGenerator<AuditItem[]> {
  const condition = where(query);
  for (let offset = 0; ; offset += BATCH) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(...newestFirst)
      .limit(BATCH)
      .offset(offset);
    if (rows.length) yield rows.map((row) => toAuditItem(row, readerRole));
    if (rows.length < BATCH) return;
  }
}

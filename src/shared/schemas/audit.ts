/**
 * The audit trail's API: `GET /api/audit?actor=&action=&entity=&entityId=&from=&to=&page=` and
 * its CSV export under the same filters. Dates are Nairobi calendar days, both ends included.
 */
import { z } from './zod';
import { serverMessages } from '../server-messages';
import { pagingQuery } from './paging';

const nairobiDay = z
  .string()
  .trim()
  .refine(
    (value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: serverMessages.auditDateInvalid },
  )
  .optional();
const filterText = z.string().trim().max(100, { error: serverMessages.auditFilterTooLong }).optional();

const filters = {
  /** The official's username ("system" for jobs); a failed sign-in has none. */
  actor: filterText,
  action: filterText,
  /** The kind of record (member, leader, chapter, payment, user, …). */
  entity: filterText,
  /** One record's id. */
  entityId: filterText,
  from: nairobiDay,
  to: nairobiDay,
};
const inOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

export const auditExportQuerySchema = z.object(filters).refine(inOrder, { error: serverMessages.auditDateOrder, path: ['to'] });
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

export const auditListQuerySchema = z
  .object({ ...filters, ...pagingQuery })
  .refine(inOrder, { error: serverMessages.auditDateOrder, path: ['to'] });
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

const auditItemSchema = z.object({
  id: z.string(),
  /** ISO moment; the dashboard shows it in Nairobi time. */
  at: z.string(),
  /** The official's username, "system", or null (a failed sign-in). */
  actor: z.string().nullable(),
  action: z.string(),
  target: z.object({ entity: z.string(), id: z.string().nullable(), label: z.string().nullable() }),
  ip: z.string().nullable(),
  /** Edits: `{ field: { from, to } }`; anything else: the details recorded. Masked unless the chairman reads. */
  changes: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditItem = z.infer<typeof auditItemSchema>;

export const auditListSchema = z.object({
  items: z.array(auditItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditList = z.infer<typeof auditListSchema>;

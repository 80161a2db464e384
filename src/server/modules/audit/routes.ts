/**
 * The audit trail, read only (the 'audit' access level, shared/roles.ts):
 *   GET /api/audit?actor=&action=&entity=&entityId=&from=&to=&page=  → { items, total, page, pageSize }
 *   GET /api/audit/export.csv (same filters)                          → the rows as CSV; itself audited
 * No route edits or deletes a row: the log is append-only from the app's side, and only the
 * retention job (jobs/audit-retention.ts) removes rows past their time.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvLines, sendCsv } from '../../lib/csv';
import { actorFrom } from '../../lib/actor';
import { nairobiStamp, nairobiToday } from '../../../shared/dates';
import { auditExportQuerySchema, auditListQuerySchema, auditListSchema, type AuditItem } from '../../../shared/schemas/audit';
import { audit } from './service';
import { auditBatches, listAudit } from './trail';

const CSV_HEADER = ['Time (Nairobi)', 'Official', 'Action', 'Record', 'Record id', 'Label', 'Address', 'Changes'] as const;
const csvRow = (item: AuditItem) => [
  nairobiStamp(new Date(item.at)),
  item.actor,
  item.action,
  item.target.entity,
  item.target.id,
  item.target.label,
  item.ip,
  item.changes ? JSON.stringify(item.changes) : '',
];

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;
  const access = { access: 'audit' } as const;

  app.get(
    '/api/audit',
    { config: access, schema: { querystring: auditListQuerySchema, response: { 200: auditListSchema } } },
    async (request) => listAudit(db, request.query, request.user!.role),
  );

  app.get(
    '/api/audit/export.csv',
    { config: access, schema: { querystring: auditExportQuerySchema } },
    async (request, reply) => {
      const fileName = `MYV_Audit_${nairobiToday(now())}.csv`;
      // Reading the trail out is itself on the trail: who took which part of it.
      await audit(db, actorFrom(request), {
        action: 'export',
        entity: 'audit_log',
        details: { fileName, filters: request.query },
      });
      return sendCsv(reply, fileName, csvLines(CSV_HEADER, auditBatches(db, request.query, request.user!.role), csvRow));
    },
  );
};

/**
 * The treasurer's view (docs/finance.md), for the treasury level (chairman, vice-chairman,
 * treasurer):
 *
 *   GET /api/finance/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD   the accountant's file, audited as an export
 *   GET /api/finance/summary?from=&to=                          the Finance tab's figures
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv';
import { actorFrom } from '../../lib/actor';
import { financeExportQuerySchema, financeSummaryQuerySchema, financeSummarySchema } from '../../../shared/schemas/finance';
import { audit } from '../audit';
import { memberDeleteKind } from '../members';
import { moneyApprovalKinds } from '../payments';
import { ledgerCsv } from './export';
import { ledgerRows } from './ledger';
import { financeSummary } from './summary';

export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;
  // Refunds, settling unknown payments (payments/money-requests.ts) and deleting a member who has
  // paid (members/removal.ts) wait for a second official.
  for (const kind of [...moneyApprovalKinds, memberDeleteKind]) app.approvals.register(kind);

  app.get(
    '/api/finance/export.csv',
    { config: { access: 'treasury' }, schema: { querystring: financeExportQuerySchema } },
    async (request, reply) => {
      const { from, to } = request.query;
      const rows = await ledgerRows(db, { from, to });
      const fileName = `MYV_Finance_${from}_${to}.csv`;
      await audit(db, actorFrom(request), {
        action: 'export',
        entity: 'finance',
        details: { fileName, filters: { from, to }, rows: rows.length },
      });
      return sendCsv(reply, fileName, ledgerCsv(rows));
    },
  );

  app.get(
    '/api/finance/summary',
    {
      config: { access: 'treasury' },
      schema: { querystring: financeSummaryQuerySchema, response: { 200: financeSummarySchema } },
    },
    async (request) => financeSummary(db, now(), request.query),
  );
};

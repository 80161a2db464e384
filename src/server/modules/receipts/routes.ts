/**
 * Receipts (docs/donations.md, "Receipts"): every completed payment's one-page PDF.
 *   GET /r/:token                      public: the signed link the payment SMS carry (links.ts), in English
 *   GET /sw/r/:token                   the same receipt in Kiswahili (the site's /sw rewrite: lib/site-language.ts)
 *   GET /api/payments/:id/receipt.pdf  treasury: the same PDF from the Payments tab, in the payer's language
 * A link that is malformed, forged, or names a payment not completed is one 404.
 *
 * The address says the language, as for every page: the SMS link a payer gets is the twin of
 * their language (a Kiswahili reader's is /sw/r/…), and whoever the payer forwards it to can
 * read the other by adding or dropping /sw (docs/donations.md, "Receipts").
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, requireUuid } from '../../errors';
import { messages } from '../../../shared/messages';
import { actorFrom } from '../../lib/actor';
import { audit } from '../audit';
import { createReceiptLinks, RECEIPT_PATH_PREFIX } from '../../lib/receipt-links';
import { pageLocaleOf } from '../../lib/site-language';
import { languageOfLocale, type MemberLanguage } from '../../../shared/member-language';
import { receiptPdf } from './render';
import { receiptFacts, receiptFileName } from './service';

export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const links = createReceiptLinks(db);

  const sendReceipt = async (
    reply: FastifyReply,
    paymentId: string,
    disposition: 'inline' | 'attachment',
    language?: MemberLanguage,
  ) => {
    const facts = await receiptFacts(db, paymentId, language);
    if (!facts) throw notFound(messages.donation.receiptNotFound);
    const pdf = await receiptPdf(facts);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `${disposition}; filename="${receiptFileName(facts, paymentId)}"`)
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .send(Buffer.from(pdf));
  };

  app.get(
    `${RECEIPT_PATH_PREFIX}:token`,
    {
      config: { access: 'public' },
      // The path is the credential: keep it out of the per-request info logs.
      logLevel: 'warn',
      schema: { params: z.object({ token: z.string().max(64) }) },
    },
    async (request, reply) => {
      const paymentId = await links.paymentIdOf(request.params.token);
      if (!paymentId) throw notFound(messages.donation.receiptNotFound);
      return sendReceipt(reply, paymentId, 'inline', languageOfLocale(pageLocaleOf(request)));
    },
  );

  app.get(
    '/api/payments/:id/receipt.pdf',
    { config: { access: 'treasury' }, schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const id = requireUuid(request.params.id, messages.paymentNotFound);
      // Who took which receipt away: it carries a payer's name.
      await audit(db, actorFrom(request), { action: 'export', entity: 'payments', entityId: id, details: { receipt: true } });
      return sendReceipt(reply, id, 'attachment');
    },
  );
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKey } from '../../lib/client-key';
import { tooMany } from '../../lib/rate-limit';
import { contactMessageSchema } from '../../../shared/schemas/contact';
import { messages } from '../../../shared/messages';
import { emailMessage, markEmailed, contactLimitReached, recentMessagesFrom, storeMessage } from './service';

const contactResponse = z.object({ ok: z.literal(true), message: z.string() });

/**
 * POST /api/send-email is public: visitors write without an account. Bots that fill
 * the hidden honeypot field get the same 200 as people, so they learn nothing, and nothing is stored.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app;
  app.post(
    '/api/send-email',
    {
      config: { access: 'public' },
      schema: { body: contactMessageSchema, response: { 200: contactResponse } },
    },
    async (request) => {
      const { website, ...input } = request.body;
      if (website && website.trim() !== '') return { ok: true as const, message: messages.contactSuccess };

      const at = now();
      // Stored and counted by the client key (an IPv6 /64 is one address), so that rotating
      // addresses within one connection's range sends no more than one address may.
      const sender = clientKey(request.ip);
      const reached = contactLimitReached(await recentMessagesFrom(db, sender, input.email, at));
      // The window slides (each message leaves it on its own): an hour is the longest wait.
      if (reached) throw tooMany(reached, reached.windowMs / 1000);
      const id = await storeMessage(db, input, sender, at);
      if (app.mailer) {
        try {
          await emailMessage(app.mailer, config.mail, input);
          await markEmailed(db, id, now());
        } catch (error) {
          // The message is stored and shows in the dashboard; the visitor need not retry.
          request.log.error({ err: error, contactMessageId: id }, 'contact e-mail not delivered');
        }
      } else {
        request.log.info({ contactMessageId: id }, 'contact message stored (SMTP_URL not set)');
      }
      return { ok: true as const, message: messages.contactSuccess };
    },
  );
};

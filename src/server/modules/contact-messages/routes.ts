/**
 * The dashboard's Messages tab: contact-form messages for officials to read (the public
 * POST /api/send-email stores them). Marking one read is audited like every admin write.
 */
import { count, desc, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages } from '../../db/schema';
import { pageOffset } from '../../../shared/paging';
import { contactListQuerySchema, contactMessageItemSchema, idParamSchema, pagedSchema } from '../../../shared/schemas/admin';
import { actorFrom } from '../../lib/actor';
import { markRead } from './service';

const toItem = (row: typeof contactMessages.$inferSelect) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

export const contactMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;
  app.get(
    '/api/contact-messages',
    {
      config: { access: 'admin' },
      schema: {
        querystring: contactListQuerySchema,
        response: { 200: pagedSchema(contactMessageItemSchema).extend({ unread: z.number().int() }) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const [rows, [total], [unread]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(pageSize)
          .offset(pageOffset(page, pageSize)),
        db.select({ n: count() }).from(contactMessages),
        db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
      ]);
      return { items: rows.map(toItem), total: Number(total?.n ?? 0), unread: Number(unread?.n ?? 0), page, pageSize };
    },
  );

  app.post(
    '/api/contact-messages/:id/read',
    { config: { access: 'admin' }, schema: { params: idParamSchema, response: { 200: contactMessageItemSchema } } },
    async (request) => {
      return toItem(await markRead(db, actorFrom(request), request.params.id, now()));
    },
  );
};

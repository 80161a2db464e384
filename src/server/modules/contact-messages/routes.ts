/**
 * The dashboard's Messages tab: contact-form messages for officials to read (the public
 * POST /api/send-email stores them). Marking one read is audited like every admin write.
 */
import { count, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages } from '../../db/schema';
import { notFound, requireUuid } from '../../errors';
import { messages } from '../../../shared/messages';
import { pageOffset } from '../../../shared/paging';
import { contactListQuerySchema, contactMessageItemSchema, idParamSchema, pagedSchema } from '../../../shared/schemas/admin';
import { audit } from '../audit';
import { actorFrom } from '../../lib/actor';

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
        db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(pageSize).offset(pageOffset(page, pageSize)),
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
      const id = requireUuid(request.params.id, messages.messageNotFound);
      return db.transaction(async (tx) => {
        const [existing] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id));
        if (!existing) throw notFound(messages.messageNotFound);
        if (existing.readAt) return toItem(existing);
        const [row] = await tx.update(contactMessages).set({ readAt: now() }).where(eq(contactMessages.id, id)).returning();
        await audit(tx, actorFrom(request), { action: 'read', entity: 'contact_message', entityId: id });
        return toItem(row!);
      });
    },
  );
};

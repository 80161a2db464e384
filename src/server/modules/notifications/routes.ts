/** The dashboard bell: the latest notifications with the unread count, and "Mark all as read". */
import { count, desc, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notifications } from '../../db/schema';
import { notificationListSchema } from '../../../shared/schemas/admin';
import { actorFrom } from '../../lib/actor';
import { markAllRead } from './service';

/** The bell lists this many; older ones stay in the table. */
const NOTIFICATIONS_SHOWN = 20;

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;
  app.get(
    '/api/notifications',
    { config: { access: 'admin' }, schema: { response: { 200: notificationListSchema } } },
    async () => {
      const [rows, [unread]] = await Promise.all([
        db.select().from(notifications).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(NOTIFICATIONS_SHOWN),
        db.select({ n: count() }).from(notifications).where(isNull(notifications.readAt)),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          message: row.message,
          entityId: row.entityId,
          read: row.readAt !== null,
          createdAt: row.createdAt.toISOString(),
        })),
        unread: Number(unread?.n ?? 0),
      };
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: { access: 'admin' },
      schema: { response: { 200: z.object({ success: z.literal(true), updated: z.number().int() }) } },
    },
    async (request) => {
      const updated = await markAllRead(db, actorFrom(request), now());
      return { success: true as const, updated };
    },
  );
};

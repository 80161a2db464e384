/**
 * Member and leader photos, served to officials only (they are personal data), a chapter
 * coordinator only those of its chapter's members and leaders (any other: 404). Uploads arrive
 * inside the member/leader bodies as data URLs and are re-encoded by photos/service.ts; a new
 * photo gets a new id, so a photo URL never changes content and may be cached privately.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, requireUuid } from '../../errors';
import { serverMessages } from '../../../shared/server-messages';
import { idParamSchema } from '../../../shared/schemas/admin';
import { scopeOf } from '../auth';
import { isChapterPhoto, readPhoto } from './service';

export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/api/photos/:id', { config: { access: 'records' }, schema: { params: idParamSchema } }, async (request, reply) => {
    const id = requireUuid(request.params.id, serverMessages.photoNotFound);
    const scope = await scopeOf(db, request);
    const visible = scope === 'all' || (await isChapterPhoto(db, id, scope.chapterId));
    const photo = visible ? await readPhoto(db, id) : null;
    if (!photo) throw notFound(serverMessages.photoNotFound);
    return reply
      .header('content-type', photo.mimeType)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(photo.data);
  });
};

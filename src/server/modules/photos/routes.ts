/**
 * Member and leader photos, served to officials only (they are personal data). Uploads arrive
 * inside the member/leader bodies as data URLs and are re-encoded by photos/service.ts; a new
 * photo gets a new id, so a photo URL never changes content and may be cached privately.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, requireUuid } from '../../errors';
import { messages } from '../../../shared/messages';
import { idParamSchema } from '../../../shared/schemas/admin';
import { readPhoto } from './service';

export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/api/photos/:id', { config: { access: 'admin' }, schema: { params: idParamSchema } }, async (request, reply) => {
    const photo = await readPhoto(db, requireUuid(request.params.id, messages.photoNotFound));
    if (!photo) throw notFound(messages.photoNotFound);
    return reply
      .header('content-type', photo.mimeType)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(photo.data);
  });
};

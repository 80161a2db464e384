import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chapterInputSchema, chapterSchema } from '../../../shared/schemas/chapters';
import { idParamSchema } from '../../../shared/schemas/admin';
import { messages } from '../../../shared/messages';
import { listChapters } from './service';
import { addChapter, editChapter } from './admin-service';
import { actorFrom } from '../../lib/actor';

const chapterAnswer = z.object({ chapter: chapterSchema, message: z.string() });

/** GET /api/chapters is public: the registration form lists chapters from it. Writes are admin only. */
export const chapterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;
  app.get('/api/chapters', { config: { access: 'public' }, schema: { response: { 200: z.array(chapterSchema) } } }, async () =>
    listChapters(db),
  );

  app.post(
    '/api/chapters',
    { config: { access: 'admin' }, schema: { body: chapterInputSchema, response: { 201: chapterAnswer } } },
    async (request, reply) => {
      const chapter = await addChapter(db, actorFrom(request), request.body);
      return reply.code(201).send({ chapter, message: messages.chapterAdded });
    },
  );

  app.put(
    '/api/chapters/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, body: chapterInputSchema, response: { 200: chapterAnswer } },
    },
    async (request) => ({
      chapter: await editChapter(db, actorFrom(request), request.params.id, request.body, now()),
      message: 'Chapter updated successfully',
    }),
  );
};

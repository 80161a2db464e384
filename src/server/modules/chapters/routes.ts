import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chapterInputSchema, chapterSchema } from '../../../shared/schemas/chapters';
import { idParamSchema } from '../../../shared/schemas/admin';
import { serverMessages } from '../../../shared/server-messages';
import { scopeOf } from '../auth';
import { listChapters } from './service';
import { addChapter, deleteChapter, editChapter, setChapterArchived } from './admin-service';
import { actorFrom } from '../../lib/actor';
import { CHAPTERS_TAG } from '../../lib/page-tags';

const chapterAnswer = z.object({ chapter: chapterSchema, message: z.string() });

/**
 * GET /api/chapters is public: the registration form and the public pages list the chapters
 * from it, archived ones left out. Officials read every chapter from /api/chapters/all (a
 * chapter coordinator its own); writes are admin only.
 */
export const chapterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;
  const admin = { access: 'admin' } as const;
  // Every public page lists the chapters: a change makes them all stale (lib/page-tags.ts).
  const write = { ...admin, invalidates: [CHAPTERS_TAG] } as const;
  const byId = { params: idParamSchema, response: { 200: chapterAnswer } };

  app.get('/api/chapters', { config: { access: 'public' }, schema: { response: { 200: z.array(chapterSchema) } } }, async () =>
    listChapters(db),
  );

  // The dashboard's filters and forms offer these: a chapter coordinator gets its own chapter only.
  app.get(
    '/api/chapters/all',
    { config: { access: 'records' }, schema: { response: { 200: z.array(chapterSchema) } } },
    async (request) => {
      const scope = await scopeOf(db, request);
      return listChapters(db, { includeArchived: true, ...(scope === 'all' ? {} : { only: scope.chapterId }) });
    },
  );

  app.post(
    '/api/chapters',
    { config: write, schema: { body: chapterInputSchema, response: { 201: chapterAnswer } } },
    async (request, reply) => {
      const chapter = await addChapter(db, actorFrom(request), request.body);
      return reply.code(201).send({ chapter, message: serverMessages.chapterAdded });
    },
  );

  app.put('/api/chapters/:id', { config: write, schema: { ...byId, body: chapterInputSchema } }, async (request) => ({
    chapter: await editChapter(db, actorFrom(request), request.params.id, request.body, now()),
    message: serverMessages.chapterUpdated,
  }));

  app.post('/api/chapters/:id/archive', { config: write, schema: byId }, async (request) => ({
    chapter: await setChapterArchived(db, actorFrom(request), request.params.id, true, now()),
    message: serverMessages.chapterArchived,
  }));

  app.post('/api/chapters/:id/unarchive', { config: write, schema: byId }, async (request) => ({
    chapter: await setChapterArchived(db, actorFrom(request), request.params.id, false, now()),
    message: serverMessages.chapterRestored,
  }));

  app.delete(
    '/api/chapters/:id',
    { config: write, schema: { params: idParamSchema, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      await deleteChapter(db, actorFrom(request), request.params.id);
      return { message: serverMessages.chapterDeleted };
    },
  );
};

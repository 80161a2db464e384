/**
 * The content API (docs/content.md). Publishers (chairman, vice chairman, secretary) manage
 * events, updates and gallery photos under /api/content; the public pages read published items
 * through read functions (index.ts) and /api/public; encoded pictures are served from /media.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { PHOTO_BODY_LIMIT_BYTES } from '../../body-limits';
import { notFound } from '../../errors';
import { actorFrom } from '../../lib/actor';
import { eventTag } from '../../lib/page-tags';
import { serverMessages } from '../../../shared/server-messages';
import { idParamSchema } from '../../../shared/schemas/admin';
import {
  contentEventSchema,
  contentUpdateSchema,
  eventInputSchema,
  galleryInputSchema,
  galleryPhotoSchema,
  updateInputSchema,
} from '../../../shared/schemas/content';
import { createEvent, deleteEvent, findPublishedEvent, getEvent, listEvents, publishedEvents, updateEvent } from './events';
import { createGalleryPhoto, deleteGalleryPhoto, getGalleryPhoto, listGalleryPhotos, updateGalleryPhoto } from './gallery';
import { readMediaFile } from './images';
import { markdownRemovals } from './markdown';
import { contentVersion } from './revision';
import { seedContent } from './seed';
import {
  createUpdate,
  deleteUpdate,
  findPublishedUpdate,
  getUpdate,
  listUpdates,
  publishedUpdates,
  updateUpdate,
} from './updates';

/** Content pictures follow the photo rule, so their forms take the photo routes' limit. */
const CONTENT_BODY_LIMIT_BYTES = PHOTO_BODY_LIMIT_BYTES;

const publisher = { access: 'publisher' } as const;
// What each write makes stale on the public pages (lib/page-tags.ts): its section's lists, and an
// event's own page (an update's page lists related updates, so it carries the section's tag).
const eventsWrite = { ...publisher, invalidates: ['events'] } as const;
const eventWrite = {
  ...publisher,
  invalidates: (request: FastifyRequest) => ['events', eventTag(idParamSchema.parse(request.params).id)] as const,
};
const updatesWrite = { ...publisher, invalidates: ['updates'] } as const;
const galleryWrite = { ...publisher, invalidates: ['gallery'] } as const;
const publicAccess = { access: 'public' } as const;
const deleted = z.object({ success: z.literal(true) });
const slugParams = z.object({ slug: z.string().max(200) });
const mediaParams = z.object({ name: z.string().max(100) });
/** With a saved story: what the sanitiser left out of its body (empty when nothing), to tell the official. */
const removed = z.array(z.string());

/** What the sanitiser left out of a story's bodies, the Kiswahili one's too (each sentence once). */
const bodyRemovals = (story: { body: string; bodySw?: string | null | undefined }): string[] => [
  ...new Set([...markdownRemovals(story.body), ...(story.bodySw ? markdownRemovals(story.bodySw) : [])]),
];

/**
 * Public reads are revalidated on every use with the content revision as ETag: an unchanged
 * site costs one single-row read and a 304.
 */
async function revalidate(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const etag = `"content-${await contentVersion(db)}"`;
  reply.header('etag', etag).header('cache-control', 'public, max-age=0, must-revalidate');
  if (request.headers['if-none-match'] === etag) {
    await reply.code(304).send();
    return true;
  }
  return false;
}

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Today's fixed content, loaded once into a new site's database.
  await seedContent(db);

  // Events
  app.get(
    '/api/content/events',
    { config: publisher, schema: { response: { 200: z.object({ events: z.array(contentEventSchema) }) } } },
    async () => ({
      events: await listEvents(db),
    }),
  );
  app.get(
    '/api/content/events/:id',
    { config: publisher, schema: { params: idParamSchema, response: { 200: z.object({ event: contentEventSchema }) } } },
    async (request) => ({ event: await getEvent(db, request.params.id) }),
  );
  app.post(
    '/api/content/events',
    {
      config: eventsWrite,
      bodyLimit: CONTENT_BODY_LIMIT_BYTES,
      schema: { body: eventInputSchema, response: { 201: z.object({ event: contentEventSchema, removed }) } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ event: await createEvent(db, actorFrom(request), request.body), removed: bodyRemovals(request.body) }),
  );
  app.put(
    '/api/content/events/:id',
    {
      config: eventWrite,
      bodyLimit: CONTENT_BODY_LIMIT_BYTES,
      schema: {
        params: idParamSchema,
        body: eventInputSchema,
        response: { 200: z.object({ event: contentEventSchema, removed }) },
      },
    },
    async (request) => ({
      event: await updateEvent(db, actorFrom(request), request.params.id, request.body),
      removed: bodyRemovals(request.body),
    }),
  );
  app.delete(
    '/api/content/events/:id',
    { config: eventWrite, schema: { params: idParamSchema, response: { 200: deleted } } },
    async (request) => {
      await deleteEvent(db, actorFrom(request), request.params.id);
      return { success: true as const };
    },
  );

  // Updates (achievements)
  app.get(
    '/api/content/updates',
    { config: publisher, schema: { response: { 200: z.object({ updates: z.array(contentUpdateSchema) }) } } },
    async () => ({
      updates: await listUpdates(db),
    }),
  );
  app.get(
    '/api/content/updates/:id',
    { config: publisher, schema: { params: idParamSchema, response: { 200: z.object({ update: contentUpdateSchema }) } } },
    async (request) => ({ update: await getUpdate(db, request.params.id) }),
  );
  app.post(
    '/api/content/updates',
    {
      config: updatesWrite,
      bodyLimit: CONTENT_BODY_LIMIT_BYTES,
      schema: { body: updateInputSchema, response: { 201: z.object({ update: contentUpdateSchema, removed }) } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ update: await createUpdate(db, actorFrom(request), request.body), removed: bodyRemovals(request.body) }),
  );
  app.put(
    '/api/content/updates/:id',
    {
      config: updatesWrite,
      bodyLimit: CONTENT_BODY_LIMIT_BYTES,
      schema: {
        params: idParamSchema,
        body: updateInputSchema,
        response: { 200: z.object({ update: contentUpdateSchema, removed }) },
      },
    },
    async (request) => ({
      update: await updateUpdate(db, actorFrom(request), request.params.id, request.body),
      removed: bodyRemovals(request.body),
    }),
  );
  app.delete(
    '/api/content/updates/:id',
    { config: updatesWrite, schema: { params: idParamSchema, response: { 200: deleted } } },
    async (request) => {
      await deleteUpdate(db, actorFrom(request), request.params.id);
      return { success: true as const };
    },
  );

  // Gallery
  app.get(
    '/api/content/gallery',
    { config: publisher, schema: { response: { 200: z.object({ photos: z.array(galleryPhotoSchema) }) } } },
    async () => ({
      photos: await listGalleryPhotos(db),
    }),
  );
  app.get(
    '/api/content/gallery/:id',
    { config: publisher, schema: { params: idParamSchema, response: { 200: z.object({ photo: galleryPhotoSchema }) } } },
    async (request) => ({ photo: await getGalleryPhoto(db, request.params.id) }),
  );
  app.post(
    '/api/content/gallery',
    {
      config: galleryWrite,
      bodyLimit: CONTENT_BODY_LIMIT_BYTES,
      schema: { body: galleryInputSchema, response: { 201: z.object({ photo: galleryPhotoSchema }) } },
    },
    async (request, reply) => reply.code(201).send({ photo: await createGalleryPhoto(db, actorFrom(request), request.body) }),
  );
  app.put(
    '/api/content/gallery/:id',
    {
      config: galleryWrite,
      bodyLimit: CONTENT_BODY_LIMIT_BYTES,
      schema: { params: idParamSchema, body: galleryInputSchema, response: { 200: z.object({ photo: galleryPhotoSchema }) } },
    },
    async (request) => ({ photo: await updateGalleryPhoto(db, actorFrom(request), request.params.id, request.body) }),
  );
  app.delete(
    '/api/content/gallery/:id',
    { config: galleryWrite, schema: { params: idParamSchema, response: { 200: deleted } } },
    async (request) => {
      await deleteGalleryPhoto(db, actorFrom(request), request.params.id);
      return { success: true as const };
    },
  );

  // Public reads: published items only, for pages rendered in the browser.
  app.get('/api/public/events', { config: publicAccess }, async (request, reply) => {
    if (await revalidate(db, request, reply)) return reply;
    return { events: await publishedEvents(db) };
  });
  app.get('/api/public/events/:slug', { config: publicAccess, schema: { params: slugParams } }, async (request, reply) => {
    if (await revalidate(db, request, reply)) return reply;
    const found = await findPublishedEvent(db, request.params.slug);
    if (!found) throw notFound(serverMessages.eventNotFound);
    if ('redirectTo' in found) return reply.redirect(`/api/public/events/${encodeURIComponent(found.redirectTo)}`, 301);
    return found;
  });
  app.get('/api/public/updates', { config: publicAccess }, async (request, reply) => {
    if (await revalidate(db, request, reply)) return reply;
    return { updates: await publishedUpdates(db) };
  });
  app.get('/api/public/updates/:slug', { config: publicAccess, schema: { params: slugParams } }, async (request, reply) => {
    if (await revalidate(db, request, reply)) return reply;
    const found = await findPublishedUpdate(db, request.params.slug);
    if (!found) throw notFound(serverMessages.updateNotFound);
    if ('redirectTo' in found) return reply.redirect(`/api/public/updates/${encodeURIComponent(found.redirectTo)}`, 301);
    return found;
  });
  app.get('/api/public/gallery', { config: publicAccess }, async (request, reply) => {
    if (await revalidate(db, request, reply)) return reply;
    return { photos: await listGalleryPhotos(db) };
  });

  // Encoded pictures: a name never changes content, so browsers and proxies keep it for a year.
  app.get('/media/:name', { config: publicAccess, schema: { params: mediaParams } }, async (request, reply) => {
    const file = await readMediaFile(db, request.params.name);
    if (!file) throw notFound(serverMessages.mediaNotFound);
    return reply
      .header('content-type', file.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.data);
  });
};

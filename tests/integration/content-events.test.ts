/**
 * Events officials publish: every endpoint, each validation message, who may write, slugs
 * (renames and the first site's numeric links), public reads of published events only, the
 * content revision and the audit log.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contentEvents } from '../../src/server/db/schema';
import { contentVersion, findPublishedEvent, publishedEvents, contentSitemap } from '../../src/server/modules/content';
import { serverMessages } from '../../src/shared/server-messages';
import { messages } from '../../src/shared/messages';
import { catalogueFor } from '../../src/shared/catalogue';
import { browserHeaders, createTestApp, type TestApp } from '../helpers/app';
import { sessionCookie } from '../helpers/factories';
import { contentClient, validEvent, type Caller } from '../helpers/content';

let t: TestApp;
let secretary: Caller;
let chairman: Caller;
let treasurer: Caller;
let anonymous: Caller;

beforeAll(async () => {
  t = await createTestApp();
  secretary = await contentClient(t, 'secretary');
  chairman = await contentClient(t, 'chairman');
  treasurer = await contentClient(t, 'treasurer');
  anonymous = await contentClient(t, null);
});
afterAll(async () => {
  await t.close();
});

const eventCount = async () => (await t.database.db.select({ id: contentEvents.id }).from(contentEvents)).length;

describe('events API', () => {
  it('the seeded events are there, published, with their first slugs and Markdown rendered', async () => {
    const res = await chairman('GET', '/api/content/events');
    expect(res.statusCode).toBe(200);
    const { events } = res.json() as {
      events: { slug: string; published: boolean; bodyHtml: string; image: { url: string; width: number } }[];
    };
    expect(events).toHaveLength(6);
    const avocado = events.find((e) => e.slug === 'avocado-value-chain-workshop')!;
    expect(avocado.published).toBe(true);
    expect(avocado.bodyHtml).toContain('<h2>Agenda</h2>');
    expect(avocado.bodyHtml).toContain('<li>Grafting demonstration</li>');
    // One of the site's own pictures, rasterised 600 px wide and encoded like an upload.
    expect(avocado.image).toMatchObject({
      url: expect.stringMatching(/^\/media\/[0-9a-f]{32}-600\.jpg$/),
      width: 600,
      height: 400,
    });
    const pitch = events.find((e) => e.slug === 'youth-business-pitch-day')!;
    expect(pitch.image).toMatchObject({ url: '/images/events/youth-business-pitch-day.svg', width: 800, height: 560 });
  });

  it('the secretary creates, edits and deletes an event; each write is audited and moves the revision on', async () => {
    const before = await contentVersion(t.database.db);
    const created = await secretary('POST', '/api/content/events', validEvent());
    expect(created.statusCode).toBe(201);
    const { event } = created.json() as {
      event: { id: string; slug: string; version: number; bodyHtml: string; startTime: string };
    };
    expect(event.slug).toBe('tree-nursery-open-day');
    expect(event.version).toBe(1);
    expect(event.bodyHtml).toContain('<h2>Programme</h2>');
    const afterCreate = await contentVersion(t.database.db);
    expect(afterCreate).toBeGreaterThan(before);

    const read = await secretary('GET', `/api/content/events/${event.id}`);
    expect(read.json()).toMatchObject({ event: { id: event.id, title: 'Tree Nursery Open Day', startTime: '09:30' } });

    const edited = await secretary(
      'PUT',
      `/api/content/events/${event.id}`,
      validEvent({ location: 'Nkubu Market', version: 1 }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ event: { location: 'Nkubu Market', slug: 'tree-nursery-open-day', version: 2 } });
    expect(await contentVersion(t.database.db)).toBeGreaterThan(afterCreate);

    // A form filled from version 1 cannot overwrite version 2.
    const stale = await secretary('PUT', `/api/content/events/${event.id}`, validEvent({ location: 'Elsewhere', version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(serverMessages.contentVersionConflict);

    const removed = await secretary('DELETE', `/api/content/events/${event.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await secretary('GET', `/api/content/events/${event.id}`)).statusCode).toBe(404);
    expect(await findPublishedEvent(t.database.db, 'tree-nursery-open-day')).toBeNull();

    const actions = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, event.id));
    expect(actions.map((a) => a.action).sort()).toEqual(['event.create', 'event.delete', 'event.update']);
  });

  it('an unknown or malformed id is a 404 with the event message', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await chairman('PUT', `/api/content/events/${id}`, validEvent());
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(serverMessages.eventNotFound);
      expect((await chairman('DELETE', `/api/content/events/${id}`)).statusCode).toBe(404);
    }
  });

  it.each([
    ['title', { title: '   ' }, serverMessages.contentTitleRequired],
    ['missing title', { title: undefined }, serverMessages.contentTitleRequired],
    ['date', { date: '' }, serverMessages.contentDateRequired],
    ['impossible date', { date: '2026-02-30' }, serverMessages.contentDateInvalid],
    ['start time', { startTime: '9am' }, serverMessages.contentStartTimeRequired],
    ['end time', { endTime: '25:00' }, serverMessages.contentEndTimeRequired],
    ['end before start', { startTime: '14:00', endTime: '13:00' }, serverMessages.contentEndBeforeStart],
    ['location', { location: '' }, serverMessages.contentLocationRequired],
    ['category', { category: 'party' }, serverMessages.contentCategoryRequired],
    ['missing category', { category: undefined }, serverMessages.contentCategoryRequired],
    ['excerpt', { excerpt: ' ' }, serverMessages.contentExcerptRequired],
    ['body', { body: '' }, serverMessages.contentBodyRequired],
    ['published', { published: 'yes' }, serverMessages.contentPublishedInvalid],
    ['title too long', { title: 'x'.repeat(151) }, 'Must be at most 150 characters'],
    ['image not a picture', { image: 'data:image/png;base64,aGVsbG8gd29ybGQ=' }, serverMessages.contentImageInvalid],
    ['image as a foreign URL', { image: 'https://example.org/a.jpg' }, serverMessages.contentImageKeep],
  ])('bad %s → 400 "%s", nothing stored', async (_name, override, message) => {
    const before = await eventCount();
    const revision = await contentVersion(t.database.db);
    const res = await chairman('POST', '/api/content/events', validEvent(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await eventCount()).toBe(before);
    expect(await contentVersion(t.database.db)).toBe(revision);
  });

  it('the treasurer is refused (403) and an anonymous caller must sign in (401), on every content route', async () => {
    const id = (await t.database.db.select({ id: contentEvents.id }).from(contentEvents).limit(1))[0]!.id;
    const calls: [Parameters<Caller>[0], string, unknown?][] = [
      ['GET', '/api/content/events'],
      ['GET', `/api/content/events/${id}`],
      ['POST', '/api/content/events', validEvent()],
      ['PUT', `/api/content/events/${id}`, validEvent()],
      ['DELETE', `/api/content/events/${id}`],
    ];
    const before = await eventCount();
    for (const [method, url, body] of calls) {
      expect((await treasurer(method, url, body)).statusCode).toBe(403);
      expect((await anonymous(method, url, body)).statusCode).toBe(401);
    }
    expect(await eventCount()).toBe(before);
  });

  it('a renamed event gets a new slug; the old one redirects (301) to it, and titles that clash get -2', async () => {
    const first = (await chairman('POST', '/api/content/events', validEvent({ title: 'Chapter Football Day' }))).json().event as {
      id: string;
      slug: string;
    };
    const clash = (await chairman('POST', '/api/content/events', validEvent({ title: 'Chapter Football Day!' }))).json()
      .event as { slug: string };
    expect(first.slug).toBe('chapter-football-day');
    expect(clash.slug).toBe('chapter-football-day-2');

    const renamed = await chairman(
      'PUT',
      `/api/content/events/${first.id}`,
      validEvent({ title: 'Chapter Football Tournament' }),
    );
    expect(renamed.json().event.slug).toBe('chapter-football-tournament');
    expect(await findPublishedEvent(t.database.db, 'chapter-football-day')).toEqual({
      redirectTo: 'chapter-football-tournament',
    });

    const old = await anonymous('GET', '/api/public/events/chapter-football-day');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/api/public/events/chapter-football-tournament');
    const current = await anonymous('GET', '/api/public/events/chapter-football-tournament');
    expect(current.json()).toMatchObject({ event: { id: first.id, slug: 'chapter-football-tournament' } });

    // The old slug stays reserved: a new event with the old title does not take the old address.
    const newcomer = (await chairman('POST', '/api/content/events', validEvent({ title: 'Chapter Football Day' }))).json()
      .event as { slug: string };
    expect(newcomer.slug).toBe('chapter-football-day-3');
    expect(await findPublishedEvent(t.database.db, 'chapter-football-day')).toEqual({
      redirectTo: 'chapter-football-tournament',
    });
  });

  it('the first site links /events/1 to /events/3 still reach their events', async () => {
    expect(await findPublishedEvent(t.database.db, '1')).toEqual({ redirectTo: 'avocado-value-chain-workshop' });
    expect(await findPublishedEvent(t.database.db, '2')).toEqual({ redirectTo: 'youth-business-pitch-day' });
    expect(await findPublishedEvent(t.database.db, '3')).toEqual({ redirectTo: 'meru-youth-career-fair' });
    const res = await anonymous('GET', '/api/public/events/3');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/api/public/events/meru-youth-career-fair');
    expect((await anonymous('GET', '/api/public/events/999')).statusCode).toBe(404);
  });

  it('an unpublished event is absent from every public read, and appears once published', async () => {
    const draft = (
      await chairman('POST', '/api/content/events', validEvent({ title: 'Secret Planning Retreat', published: false }))
    ).json().event as {
      id: string;
      slug: string;
    };
    expect((await publishedEvents(t.database.db)).some((e) => e.id === draft.id)).toBe(false);
    expect(await findPublishedEvent(t.database.db, draft.slug)).toBeNull();
    expect((await contentSitemap(t.database.db)).some((e) => e.path === `/events/${draft.slug}`)).toBe(false);
    const list = (await anonymous('GET', '/api/public/events')).json() as { events: { id: string }[] };
    expect(list.events.some((e) => e.id === draft.id)).toBe(false);
    expect((await anonymous('GET', `/api/public/events/${draft.slug}`)).statusCode).toBe(404);
    // The dashboard lists it.
    expect(
      ((await chairman('GET', '/api/content/events')).json() as { events: { id: string }[] }).events.some(
        (e) => e.id === draft.id,
      ),
    ).toBe(true);

    await chairman('PUT', `/api/content/events/${draft.id}`, validEvent({ title: 'Secret Planning Retreat', published: true }));
    expect((await publishedEvents(t.database.db)).some((e) => e.id === draft.id)).toBe(true);
    expect((await contentSitemap(t.database.db)).some((e) => e.path === `/events/${draft.slug}`)).toBe(true);
  });

  it('public lists are revalidated with the content revision: unchanged → 304, after a write → 200', async () => {
    const first = await anonymous('GET', '/api/public/events');
    const etag = first.headers.etag as string;
    expect(etag).toBe(`"content-${await contentVersion(t.database.db)}"`);
    const again = await t.app.inject({ method: 'GET', url: '/api/public/events', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await chairman('POST', '/api/content/events', validEvent({ title: 'Revision Check Event' }));
    const changed = await t.app.inject({ method: 'GET', url: '/api/public/events', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('audit rows name the official who wrote', async () => {
    const res = await secretary('POST', '/api/content/events', validEvent({ title: 'Audited Event' }));
    const id = res.json().event.id as string;
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'event.create')));
    expect(row?.username).toMatch(/^official/);
    expect(row?.userId).not.toBeNull();
  });
});

describe('an event in Kiswahili', () => {
  const kiswahili = {
    titleSw: 'Siku ya Wazi ya Kitalu cha Miti',
    excerptSw: 'Tazama jinsi vitalu vya shule vinavyootesha miche ya kiasili, na uende nyumbani na mmoja.',
    bodySw: 'Wanachama wanaonyesha jinsi miche inavyooteshwa.\n\n## Ratiba\n\n- Kutembelea kitalu<script>alert(1)</script>',
  };

  it('is stored beside the English one, its body rendered and sanitised the same way, and audited when edited', async () => {
    const created = await secretary('POST', '/api/content/events', validEvent({ title: 'Kiswahili Nursery Day', ...kiswahili }));
    expect(created.statusCode).toBe(201);
    const { event, removed } = created.json() as {
      event: { id: string; titleSw: string; excerptSw: string; bodySw: string; bodyHtmlSw: string; bodyHtml: string };
      removed: string[];
    };
    expect(event).toMatchObject({ titleSw: kiswahili.titleSw, excerptSw: kiswahili.excerptSw, bodySw: kiswahili.bodySw });
    expect(event.bodyHtmlSw).toContain('<h2>Ratiba</h2>');
    expect(event.bodyHtmlSw).not.toContain('script');
    expect(event.bodyHtml).toContain('<h2>Programme</h2>');
    // The official is told what was left out of the Kiswahili body too.
    expect(removed.join(' ')).toMatch(/script/i);

    const edited = await secretary(
      'PUT',
      `/api/content/events/${event.id}`,
      validEvent({ title: 'Kiswahili Nursery Day', ...kiswahili, titleSw: 'Siku ya Kitalu' }),
    );
    expect(edited.json().event.titleSw).toBe('Siku ya Kitalu');
    const [row] = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, event.id), eq(auditLog.action, 'event.update')));
    expect((row!.details as { changes: Record<string, unknown> }).changes).toEqual({
      titleSw: { from: kiswahili.titleSw, to: 'Siku ya Kitalu' },
    });
  });

  it('is kept by an edit that names no Kiswahili field, and removed when every Kiswahili field is blank', async () => {
    const { event } = (
      await secretary('POST', '/api/content/events', validEvent({ title: 'Kept Kiswahili', ...kiswahili }))
    ).json();
    const kept = await secretary(
      'PUT',
      `/api/content/events/${event.id}`,
      validEvent({ title: 'Kept Kiswahili', location: 'Nkubu' }),
    );
    expect(kept.json().event.titleSw).toBe(kiswahili.titleSw);
    const cleared = await secretary(
      'PUT',
      `/api/content/events/${event.id}`,
      validEvent({ title: 'Kept Kiswahili', titleSw: '', excerptSw: null, bodySw: '  ' }),
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().event).toMatchObject({ titleSw: null, excerptSw: null, bodySw: null, bodyHtmlSw: null });
  });

  it.each([
    ['a title without summary and text', { titleSw: kiswahili.titleSw }, 'excerptSw', 'contentExcerptSwRequired'],
    ['a text without title', { excerptSw: kiswahili.excerptSw, bodySw: kiswahili.bodySw }, 'titleSw', 'contentTitleSwRequired'],
    [
      'a title and summary without text',
      { titleSw: 'Kichwa', excerptSw: 'Muhtasari', bodySw: ' ' },
      'bodySw',
      'contentBodySwRequired',
    ],
  ] as const)(
    'a partial version (%s) is refused 400 naming the missing field, in either language; nothing stored',
    async (_name, sw, field, key) => {
      const before = await eventCount();
      const res = await secretary('POST', '/api/content/events', validEvent({ title: 'Partial Kiswahili', ...sw }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(serverMessages[key]);
      expect(res.json().error.fields[field]).toBe(serverMessages[key]);
      const inKiswahili = await t.app.inject({
        method: 'POST',
        url: '/api/content/events',
        headers: { ...browserHeaders(await sessionCookie(t.database.db, 'secretary')), 'accept-language': 'sw' },
        payload: validEvent({ title: 'Partial Kiswahili', ...sw }),
      });
      expect(inKiswahili.json().error.message).toBe(catalogueFor('sw-KE')[key]);
      expect(await eventCount()).toBe(before);
    },
  );

  it('a Kiswahili title longer than the English limit is refused', async () => {
    const before = await eventCount();
    const res = await secretary('POST', '/api/content/events', validEvent({ ...kiswahili, titleSw: 'k'.repeat(151) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.titleSw).toBe(messages.contentTooLong.replace('{max}', '150'));
    expect(await eventCount()).toBe(before);
  });
});

describe('an event’s place in Kiswahili', () => {
  it('stands on its own: stored without a Kiswahili version, kept by an edit that names it not, removed when blank, audited', async () => {
    const created = await secretary(
      'POST',
      '/api/content/events',
      validEvent({ title: 'Nursery Day Place', locationSw: 'Shule ya msingi ya Nkubu' }),
    );
    expect(created.statusCode).toBe(201);
    const { event } = created.json() as { event: { id: string; locationSw: string | null; titleSw: string | null } };
    expect(event).toMatchObject({ locationSw: 'Shule ya msingi ya Nkubu', titleSw: null });

    // A tool that knows nothing of Kiswahili keeps it; the version's rule does not cover it.
    const kept = await secretary('PUT', `/api/content/events/${event.id}`, validEvent({ title: 'Nursery Day Place' }));
    expect(kept.json().event.locationSw).toBe('Shule ya msingi ya Nkubu');
    const cleared = await secretary(
      'PUT',
      `/api/content/events/${event.id}`,
      validEvent({ title: 'Nursery Day Place', locationSw: null }),
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().event.locationSw).toBeNull();
    const [, audited] = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, event.id), eq(auditLog.action, 'event.update')))
      .orderBy(auditLog.createdAt);
    expect((audited!.details as { changes: Record<string, unknown> }).changes).toEqual({
      locationSw: { from: 'Shule ya msingi ya Nkubu', to: null },
    });

    // The English place and the times are the event's own columns too: a change to them is listed.
    const moved = await secretary(
      'PUT',
      `/api/content/events/${event.id}`,
      validEvent({ title: 'Nursery Day Place', location: 'Nkubu Social Hall', startTime: '08:30' }),
    );
    expect(moved.statusCode).toBe(200);
    const last = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, event.id), eq(auditLog.action, 'event.update')))
      .orderBy(auditLog.createdAt);
    expect((last.at(-1)!.details as { changes: Record<string, unknown> }).changes).toEqual({
      location: { from: cleared.json().event.location, to: 'Nkubu Social Hall' },
      startTime: { from: cleared.json().event.startTime, to: '08:30' },
    });
  });

  it('longer than the English place’s limit is refused with the product’s message, in the caller’s language; nothing stored', async () => {
    const before = await eventCount();
    const res = await secretary('POST', '/api/content/events', validEvent({ locationSw: 'k'.repeat(201) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(messages.contentTooLong.replace('{max}', '200'));
    expect(res.json().error.fields.locationSw).toBe(messages.contentTooLong.replace('{max}', '200'));
    const inKiswahili = await t.app.inject({
      method: 'POST',
      url: '/api/content/events',
      headers: { ...browserHeaders(await sessionCookie(t.database.db, 'secretary')), 'accept-language': 'sw' },
      payload: validEvent({ locationSw: 'k'.repeat(201) }),
    });
    expect(inKiswahili.json().error.fields.locationSw).toBe(catalogueFor('sw-KE').contentTooLong.replace('{max}', '200'));
    expect(await eventCount()).toBe(before);
  });
});

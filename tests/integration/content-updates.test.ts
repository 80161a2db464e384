/**
 * Updates (achievements) officials publish: endpoints, the details block's messages, roles,
 * slugs and the first site's /updates/1–3 links, unpublished updates kept off public reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, contentUpdates } from '../../src/server/db/schema';
import { findPublishedUpdate, publishedUpdates } from '../../src/server/modules/content';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { contentClient, validUpdate, type Caller } from '../helpers/content';

let t: TestApp;
let secretary: Caller;
let viceChairman: Caller;
let treasurer: Caller;
let anonymous: Caller;

beforeAll(async () => {
  t = await createTestApp();
  secretary = await contentClient(t, 'secretary');
  viceChairman = await contentClient(t, 'vice_chairman');
  treasurer = await contentClient(t, 'treasurer');
  anonymous = await contentClient(t, null);
});
afterAll(async () => {
  await t.close();
});

const updateCount = async () => (await t.database.db.select({ id: contentUpdates.id }).from(contentUpdates)).length;

describe('updates API', () => {
  it('the six seeded updates are published, newest first, with their stories in Markdown and safe HTML', async () => {
    const updates = await publishedUpdates(t.database.db);
    expect(updates).toHaveLength(6);
    expect(updates[0]!.slug).toBe('timau-cancer-screening');
    const camp = updates.find((u) => u.slug === 'maua-free-medical-camp')!;
    expect(camp.details.partners).toContain('Maua Methodist Hospital');
    expect(camp.body).toContain('[write to us](/contact)');
    expect(camp.bodyHtml).toContain('<a href="/contact">write to us</a>');
    expect(camp.bodyHtml).toContain('<blockquote>');
  });

  it('the vice chairman and the secretary create, edit and delete updates', async () => {
    const created = await viceChairman('POST', '/api/content/updates', validUpdate());
    expect(created.statusCode).toBe(201);
    const { update } = created.json() as { update: { id: string; slug: string; details: { partners: string[] } } };
    expect(update.slug).toBe('clean-water-points-repaired-in-buuri');
    expect(update.details.partners).toEqual(['Buuri Water Office']);

    const list = (await secretary('GET', '/api/content/updates')).json() as { updates: { id: string }[] };
    expect(list.updates.some((u) => u.id === update.id)).toBe(true);
    const edited = await secretary(
      'PUT',
      `/api/content/updates/${update.id}`,
      validUpdate({ impact: '5 water points repaired' }),
    );
    expect(edited.json()).toMatchObject({ update: { impact: '5 water points repaired', version: 2 } });
    expect((await secretary('GET', `/api/content/updates/${update.id}`)).json().update.impact).toBe('5 water points repaired');
    expect((await secretary('DELETE', `/api/content/updates/${update.id}`)).statusCode).toBe(200);
    expect((await secretary('GET', `/api/content/updates/${update.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['title', { title: '' }, serverMessages.contentTitleRequired],
    ['date', { date: 'yesterday' }, serverMessages.contentDateInvalid],
    ['category', { category: 'workshop' }, serverMessages.contentCategoryRequired],
    ['excerpt', { excerpt: '' }, serverMessages.contentExcerptRequired],
    ['details', { details: 'Buuri' }, serverMessages.contentDetailsInvalid],
    ['details location', { details: { ...validUpdate().details, location: 42 } }, serverMessages.contentTextInvalid],
    ['impact', { impact: 'x'.repeat(301) }, messages.contentTooLong.replace('{max}', '300')],
    ['Kiswahili impact', { impactSw: 'x'.repeat(301) }, messages.contentTooLong.replace('{max}', '300')],
    [
      'an empty partner',
      { details: { ...validUpdate().details, partners: ['County', ' '] } },
      serverMessages.contentListItemRequired,
    ],
    ['body', { body: '' }, serverMessages.contentBodyRequired],
  ])('bad %s → 400 "%s", nothing stored', async (_name, override, message) => {
    const before = await updateCount();
    const res = await secretary('POST', '/api/content/updates', validUpdate(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await updateCount()).toBe(before);
  });

  it('posts plain news: no impact, place, participants or lists, and the public pages show it without them', async () => {
    const {
      impact: _impact,
      details: _details,
      ...plain
    } = validUpdate({
      title: 'Annual General Meeting Set for March',
      excerpt: 'Members meet in Meru town to elect the new committee.',
    });
    const created = await secretary('POST', '/api/content/updates', plain);
    expect(created.statusCode).toBe(201);
    const { update } = created.json() as { update: { id: string; slug: string } };
    expect((await secretary('GET', `/api/content/updates/${update.id}`)).json().update).toMatchObject({
      impact: '',
      details: { location: '', participants: '', partners: [], services: [], outcomes: [] },
    });
    // Blank details are the same as none (a form sends the empty fields).
    const edited = await secretary('PUT', `/api/content/updates/${update.id}`, {
      ...plain,
      impact: ' ',
      details: { location: '  ', participants: '', partners: [], services: [], outcomes: [] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().update).toMatchObject({ impact: '', details: { location: '', participants: '' } });

    const data = (await t.app.inject({ method: 'GET', url: '/api/pages?path=/updates' })).json() as {
      data: { updates: { slug: string; impact: string }[] };
    };
    expect(data.data.updates.find((u) => u.slug === update.slug)).toMatchObject({ impact: '' });
  });

  it('the treasurer is refused and an anonymous caller must sign in', async () => {
    const before = await updateCount();
    expect((await treasurer('POST', '/api/content/updates', validUpdate())).statusCode).toBe(403);
    expect((await anonymous('POST', '/api/content/updates', validUpdate())).statusCode).toBe(401);
    expect((await treasurer('GET', '/api/content/updates')).statusCode).toBe(403);
    expect(await updateCount()).toBe(before);
  });

  it('/updates/1 to /updates/3 of the first site lead to their updates; a rename keeps the old slug working', async () => {
    expect(await findPublishedUpdate(t.database.db, '1')).toEqual({ redirectTo: 'maua-free-medical-camp' });
    expect(await findPublishedUpdate(t.database.db, '2')).toEqual({ redirectTo: 'digital-skills-bootcamp' });
    expect(await findPublishedUpdate(t.database.db, '3')).toEqual({ redirectTo: 'nyambene-tree-planting' });

    const camp = (await publishedUpdates(t.database.db)).find((u) => u.slug === 'maua-free-medical-camp')!;
    const renamed = await secretary('PUT', `/api/content/updates/${camp.id}`, {
      ...validUpdate(),
      title: 'Maua Medical Camp Reaches 420 Residents',
      category: camp.category,
    });
    expect(renamed.json().update.slug).toBe('maua-medical-camp-reaches-420-residents');
    // Both the numeric link and the previous slug now lead to the new slug.
    expect(await findPublishedUpdate(t.database.db, '1')).toEqual({ redirectTo: 'maua-medical-camp-reaches-420-residents' });
    expect(await findPublishedUpdate(t.database.db, 'maua-free-medical-camp')).toEqual({
      redirectTo: 'maua-medical-camp-reaches-420-residents',
    });
    const res = await anonymous('GET', '/api/public/updates/maua-free-medical-camp');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/api/public/updates/maua-medical-camp-reaches-420-residents');
  });

  it('an unpublished update is in the dashboard but on no public read; unpublishing hides an old slug too', async () => {
    const draft = (
      await secretary('POST', '/api/content/updates', validUpdate({ title: 'Draft Story', published: false }))
    ).json().update as { id: string; slug: string };
    expect((await publishedUpdates(t.database.db)).some((u) => u.id === draft.id)).toBe(false);
    expect(await findPublishedUpdate(t.database.db, draft.slug)).toBeNull();
    expect((await anonymous('GET', `/api/public/updates/${draft.slug}`)).statusCode).toBe(404);
    const list = (await anonymous('GET', '/api/public/updates')).json() as { updates: { id: string }[] };
    expect(list.updates.some((u) => u.id === draft.id)).toBe(false);

    const seeded = (await publishedUpdates(t.database.db)).find((u) => u.slug === 'digital-skills-bootcamp')!;
    await secretary('PUT', `/api/content/updates/${seeded.id}`, {
      ...validUpdate(),
      title: seeded.title,
      category: seeded.category,
      published: false,
    });
    expect(await findPublishedUpdate(t.database.db, '2')).toBeNull();
    expect(await findPublishedUpdate(t.database.db, 'digital-skills-bootcamp')).toBeNull();
  });
});

describe('an update’s impact line in Kiswahili', () => {
  it('stands on its own: stored without a Kiswahili version, kept by an edit that names it not, removed when blank, audited', async () => {
    const created = await secretary(
      'POST',
      '/api/content/updates',
      validUpdate({ title: 'Water Points in Kiswahili', impactSw: ' Vituo 4 vya maji vilikarabatiwa ' }),
    );
    expect(created.statusCode).toBe(201);
    const { update } = created.json() as { update: { id: string; impactSw: string | null; titleSw: string | null } };
    // Trimmed like every text; no title, summary or body in Kiswahili needed.
    expect(update).toMatchObject({ impactSw: 'Vituo 4 vya maji vilikarabatiwa', titleSw: null });

    const kept = await secretary('PUT', `/api/content/updates/${update.id}`, validUpdate({ title: 'Water Points in Kiswahili' }));
    expect(kept.json().update.impactSw).toBe('Vituo 4 vya maji vilikarabatiwa');

    const edited = await secretary(
      'PUT',
      `/api/content/updates/${update.id}`,
      validUpdate({ title: 'Water Points in Kiswahili', impactSw: 'Vituo 5 vya maji' }),
    );
    expect(edited.json().update.impactSw).toBe('Vituo 5 vya maji');
    const cleared = await secretary(
      'PUT',
      `/api/content/updates/${update.id}`,
      validUpdate({ title: 'Water Points in Kiswahili', impactSw: '  ' }),
    );
    expect(cleared.json().update.impactSw).toBeNull();
    expect((await secretary('GET', `/api/content/updates/${update.id}`)).json().update.impactSw).toBeNull();

    const rows = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, update.id), eq(auditLog.action, 'update.update')))
      .orderBy(auditLog.createdAt);
    expect(rows.map((r) => (r.details as { changes: Record<string, unknown> }).changes)).toEqual([
      {},
      { impactSw: { from: 'Vituo 4 vya maji vilikarabatiwa', to: 'Vituo 5 vya maji' } },
      { impactSw: { from: 'Vituo 5 vya maji', to: null } },
    ]);
  });

  it('longer than the English line’s limit is refused, in the caller’s language; nothing stored', async () => {
    const before = await updateCount();
    const res = await secretary('POST', '/api/content/updates', validUpdate({ impactSw: 'k'.repeat(301) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.impactSw).toBe(messages.contentTooLong.replace('{max}', '300'));
    expect(await updateCount()).toBe(before);
  });
});

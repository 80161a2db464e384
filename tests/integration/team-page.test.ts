/**
 * The public team page (/structure) is drawn from the officials' leader records on the server:
 * the names are in the HTML, a leader write shows at once on this instance and on another after
 * its next version check, and nothing personal beyond name, position, chapter and photo leaves.
 * Needs `npm run build` (the SSR bundle and the page template).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ZodApp } from '../../src/server/app';
import { VERSION_CHECK_MS } from '../../src/server/modules/pages/routes';
import { messages } from '../../src/shared/messages';
import { createTestApp, TestClock, type TestApp } from '../helpers/app';
import { adminClient, pngDataUrl, validLeader } from '../helpers/admin';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminClient(t);
});
afterAll(async () => t?.close());

const page = (app: ZodApp, url: string) => app.inject({ method: 'GET', url });
const embedded = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)![1]!) as {
    data: { kind: string; team: { name: string; position: string; chapter: string | null; photo: string | null }[] };
  };
const appoint = async (overrides: Record<string, unknown>) => {
  const res = await admin.call('POST', '/api/leaders', validLeader(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { leader: { id: string; profileImage: string | null } }).leader;
};

describe('the team page from the leader records', () => {
  it('with no leaders says the team is being updated, in the HTML, with no empty chart', async () => {
    const res = await page(t.app, '/structure');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1');
    expect(res.body).toContain(messages.teamEmptyTitle);
    expect(res.body).not.toContain('org-level');
    // The names the page used to hard-code are gone.
    expect(res.body).not.toContain('Kelvin Mutwiri');
  });

  it('shows each leader on their level, in the HTML, and follows a leader write at once', async () => {
    expect((await page(t.app, '/structure')).body).toContain(messages.teamEmptyTitle); // cached empty page
    const chair = await appoint({ fullName: 'Faith Kendi', position: 'Chairperson', chapter: 'Imenti Youth Voice' });
    await appoint({ fullName: 'Dennis Kirimi', position: 'Treasurer', idNumber: '23456789', phoneNumber: '0733111222' });
    await appoint({ fullName: 'Lucy Gatwiri', position: 'Regional Coordinator', chapter: 'Igembe Youth Voice' });

    const res = await page(t.app, '/structure');
    expect(res.body).not.toContain(messages.teamEmptyTitle);
    const chart = res.body.slice(res.body.indexOf('Organizational chart'));
    // Levels in order, each heading before its leaders.
    const at = (text: string) => chart.indexOf(text);
    expect(at('Chairperson')).toBeGreaterThan(0);
    expect(at('Chairperson')).toBeLessThan(at('Faith Kendi'));
    expect(at('Faith Kendi')).toBeLessThan(at('Executive Committee'));
    expect(at('Executive Committee')).toBeLessThan(at('Dennis Kirimi'));
    expect(at('Dennis Kirimi')).toBeLessThan(at('Regional and Chapter Coordinators'));
    expect(at('Regional and Chapter Coordinators')).toBeLessThan(at('Lucy Gatwiri'));
    expect(chart).not.toContain('Deputies'); // no leader on that level
    expect(embedded(res.body).data.kind).toBe('team');

    // Nothing beyond what a public team page shows.
    expect(res.body).not.toContain('23456789');
    expect(res.body).not.toMatch(/0733\s?111\s?222|254733111222/);
    expect(res.body).not.toContain('LDR');

    // An edit and a removal show at once too.
    await admin.call('PUT', `/api/leaders/${chair.id}`, { fullName: 'Faith Kendi Mwiti' });
    expect((await page(t.app, '/structure')).body).toContain('Faith Kendi Mwiti');
    await admin.call('PUT', `/api/leaders/${chair.id}`, { status: 'inactive' });
    expect((await page(t.app, '/structure')).body).not.toContain('Faith Kendi');
  });

  it("serves a shown leader's photo to anyone, and no other photo", async () => {
    const leader = await appoint({
      fullName: 'Ann Kagwiria',
      position: 'Communication Director',
      profileImage: await pngDataUrl(),
    });
    const photo = embedded((await page(t.app, '/structure')).body).data.team.find((l) => l.name === 'Ann Kagwiria')!.photo!;
    expect(photo).toMatch(/^\/api\/team\/photos\/[0-9a-f-]{36}$/);
    const served = await page(t.app, photo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    // Once the leader leaves the page, so does the photo.
    await admin.call('PUT', `/api/leaders/${leader.id}`, { status: 'inactive' });
    expect((await page(t.app, photo)).statusCode).toBe(404);
    // A member's photo is never public.
    const member = await admin.call('POST', '/api/members', {
      idNumber: '34567890',
      fullName: 'Wanjiru Kendi',
      phoneNumber: '0744555666',
      gender: 'female',
      chapter: 'Imenti Youth Voice',
      profileImage: await pngDataUrl(),
    });
    const memberPhoto = (member.json() as { member: { profileImage: string } }).member.profileImage.split('/').pop();
    expect((await page(t.app, `/api/team/photos/${memberPhoto}`)).statusCode).toBe(404);
  });

  it('leaves out the leaders and the name of an archived chapter', async () => {
    const add = await admin.call('POST', '/api/chapters', { name: 'Kiirua Youth Voice', code: 'KR' });
    const chapter = (add.json() as { chapter: { id: string } }).chapter;
    await appoint({ fullName: 'Ian Mugambi', position: 'Ward Leader', chapter: 'Kiirua Youth Voice' });
    expect((await page(t.app, '/structure')).body).toContain('Ian Mugambi');
    await admin.call('POST', `/api/chapters/${chapter.id}/archive`);
    for (const url of ['/structure', '/contact', '/']) {
      const body = (await page(t.app, url)).body;
      expect(body, url).not.toContain('Kiirua Youth Voice');
    }
    expect((await page(t.app, '/structure')).body).not.toContain('Ian Mugambi');
    await admin.call('POST', `/api/chapters/${chapter.id}/unarchive`);
    expect((await page(t.app, '/structure')).body).toContain('Ian Mugambi');
  });
});

describe('on a second instance', () => {
  it('shows a leader write after its next version check', async () => {
    const clock = new TestClock();
    const other = await buildApp(t.config, { db: t.database.db, now: clock.now });
    await other.ready();
    try {
      expect((await page(other, '/structure')).body).not.toContain('Gladys Kinya');
      const gladys = await appoint({ fullName: 'Gladys Kinya', position: 'Health Department' });
      clock.advance(VERSION_CHECK_MS + 1);
      expect((await page(other, '/structure')).body).toContain('Gladys Kinya');
      await admin.call('DELETE', `/api/leaders/${gladys.id}`);
      clock.advance(VERSION_CHECK_MS + 1);
      expect((await page(other, '/structure')).body).not.toContain('Gladys Kinya');
    } finally {
      await other.close();
    }
  });
});

/**
 * The membership period: the stored renewal date, the computed status in the members list and its
 * filter, the public verification, and the migration that gives existing members their date.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createCardLinks } from '../../src/server/modules/cards/links';
import { createTestApp, type TestApp } from '../helpers/app';
import { adminClient, validMember } from '../helpers/admin';
import { makeMember } from '../helpers/factories';
import { migrationsFolder } from '../../src/server/db/client';
import { nairobiToday } from '../../src/shared/dates';
import { addDays } from '../../src/shared/membership';
import { serverMessages } from '../../src/shared/server-messages';

let t: TestApp;
let call: Awaited<ReturnType<typeof adminClient>>['call'];
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await adminClient(t));
  today = nairobiToday(t.clock.now());
});
afterAll(async () => t?.close());

describe('the members list', () => {
  it('a new member renews a year after joining and is active', async () => {
    const res = await call('POST', '/api/members', validMember());
    expect(res.statusCode).toBe(201);
    const { member } = res.json();
    expect(member.renewalDate).toBe(`${Number(today.slice(0, 4)) + 1}${today.slice(4)}`.replace(/-02-29$/, '-02-28'));
    expect(member.membershipStatus).toBe('active');
  });

  it('items carry the renewal date and status; ?membershipStatus= filters by them, with the right totals', async () => {
    const surname = `Filterson${Date.now()}`;
    const made = {
      active: await makeMember(t.database.db, { fullName: `A ${surname}`, renewalDate: addDays(today, 31) }),
      dueEdge: await makeMember(t.database.db, { fullName: `B ${surname}`, renewalDate: addDays(today, 30) }),
      dueSoon: await makeMember(t.database.db, { fullName: `C ${surname}`, renewalDate: addDays(today, 1) }),
      expiredToday: await makeMember(t.database.db, { fullName: `D ${surname}`, renewalDate: today }),
      expiredLong: await makeMember(t.database.db, { fullName: `E ${surname}`, renewalDate: addDays(today, -400) }),
    };
    const list = async (query: string) => (await call('GET', `/api/members?search=${surname}${query}`)).json();
    const all = await list('');
    const byName = Object.fromEntries(all.items.map((m: { fullName: string }) => [m.fullName[0], m]));
    expect(byName.A).toMatchObject({ renewalDate: made.active.renewalDate, membershipStatus: 'active' });
    expect(byName.B.membershipStatus).toBe('due');
    expect(byName.C.membershipStatus).toBe('due');
    expect(byName.D.membershipStatus).toBe('expired');
    expect(byName.E.membershipStatus).toBe('expired');

    const names = (body: { items: { fullName: string }[] }) => body.items.map((m) => m.fullName[0]).sort();
    const due = await list('&membershipStatus=due');
    expect(names(due)).toEqual(['B', 'C']);
    expect(due.total).toBe(2);
    expect(names(await list('&membershipStatus=expired'))).toEqual(['D', 'E']);
    expect(names(await list('&membershipStatus=active'))).toEqual(['A']);

    // Without a search the total is counted with the filter, not taken from the per-chapter counters.
    const everyoneDue = (await call('GET', '/api/members?membershipStatus=due&pageSize=1')).json();
    expect(everyoneDue.total).toBeGreaterThanOrEqual(2);
    const everyone = (await call('GET', '/api/members?pageSize=1')).json();
    expect(everyoneDue.total).toBeLessThan(everyone.total);
  });

  it('an unknown status filter is a 400 with its message', async () => {
    const res = await call('GET', '/api/members?membershipStatus=lapsed');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(serverMessages.membershipStatusFilterInvalid);
  });
});

describe('GET /api/verify/:number reads the stored renewal date', () => {
  /** As the card's QR code asks: the number with its token. */
  const verify = async (number: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/verify/${number}?t=${await createCardLinks(t.database.db).verifyToken(number)}`,
      remoteAddress: '10.1.2.3',
    });

  it('a member who joined long ago but renewed is valid until the new date', async () => {
    const renewed = await makeMember(t.database.db, { joinDate: '2020-01-01', renewalDate: addDays(today, 200) });
    const body = (await verify(renewed.membershipNumber)).json();
    expect(body).toMatchObject({
      status: 'valid',
      membershipStatus: 'active',
      since: '2020-01-01',
      renewalDate: addDays(today, 200),
    });
  });

  it('a renewal date that has come is expired even for a recent join date; due is still valid', async () => {
    const lapsed = await makeMember(t.database.db, { joinDate: today, renewalDate: today });
    expect((await verify(lapsed.membershipNumber)).json()).toMatchObject({ status: 'expired', membershipStatus: 'expired' });
    const due = await makeMember(t.database.db, { renewalDate: addDays(today, 10) });
    expect((await verify(due.membershipNumber)).json()).toMatchObject({ status: 'valid', membershipStatus: 'due' });
  });

  it('an inactive member is never valid, whatever the date', async () => {
    const inactive = await makeMember(t.database.db, { status: 'inactive', renewalDate: addDays(today, 300) });
    expect((await verify(inactive.membershipNumber)).json().status).toBe('inactive');
  });
});

describe('the renewal-date migration', () => {
  it('gives existing members their join date + 1 year (29 February → 28 February)', async () => {
    // Apply the migrations before this one, add members the old way, then apply the rest.
    const dir = mkdtempSync(path.join(tmpdir(), 'myv-migrations-'));
    try {
      cpSync(migrationsFolder, dir, { recursive: true });
      const journalPath = path.join(dir, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const index = journal.entries.findIndex((e) => e.tag.endsWith('membership_lifecycle'));
      expect(index).toBeGreaterThan(0);
      writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));

      const client = await PGlite.create({ extensions: { pg_trgm } });
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: dir });
      await client.exec(`
        insert into members (id_number, full_name, phone_number, gender, membership_number, join_date)
        values ('11111111', 'Old One', '254711111111', 'male', 'MYVIM-0124-1', '2024-01-15'),
               ('22222222', 'Leap Day', '254722222222', 'female', 'MYVIM-0224-2', '2024-02-29');`);
      await migrate(db, { migrationsFolder });
      const { rows } = await client.query<{ id_number: string; renewal_date: string }>(
        `select id_number, to_char(renewal_date, 'YYYY-MM-DD') as renewal_date from members order by id_number`,
      );
      expect(rows).toEqual([
        { id_number: '11111111', renewal_date: '2025-01-15' },
        { id_number: '22222222', renewal_date: '2025-02-28' },
      ]);
      await client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

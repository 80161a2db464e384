/**
 * Search ignores letter marks, both ways: "Kimathi" finds "Kĩmathi" and "Kĩmathi" finds
 * "Kimathi", in members (the stored folded column under its trigram index), leaders and
 * chapters. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (no unaccent needed).
 */
import { describe, expect, it } from 'vitest';
import { adminTestApp } from '../helpers/admin';
import { makeLeader, makeMember } from '../helpers/factories';
import { foldForSearch } from '../../src/server/db/fold';

const t = adminTestApp();
const names = async (url: string) =>
  ((await t.call('GET', url)).json() as { items: { fullName: string }[] }).items.map((i) => i.fullName).sort();

describe('search without regard to letter marks', () => {
  it('folds a term as the database folds the stored text', () => {
    expect(foldForSearch('KĨMATHI Ũkũ Nyambũra')).toBe('kimathi uku nyambura');
    // A mark typed as a separate combining character (i + U+0303) is dropped too.
    expect(foldForSearch('Ki\u0303mathi')).toBe('kimathi');
    expect(foldForSearch('0712 345')).toBe('0712 345');
  });

  it('finds members with and without ĩ and ũ, both ways', async () => {
    const db = t.t.database.db;
    await makeMember(db, { fullName: 'Kĩmathi Gitonga' });
    await makeMember(db, { fullName: 'Kimathi Mwenda' });
    await makeMember(db, { fullName: 'Nkatha Mũthoni' });
    await makeMember(db, { fullName: 'Karimi Ki\u0303ogora' });
    expect(await names('/api/members?search=kimathi')).toEqual(['Kimathi Mwenda', 'Kĩmathi Gitonga']);
    expect(await names(`/api/members?search=${encodeURIComponent('Kĩmathi')}`)).toEqual(['Kimathi Mwenda', 'Kĩmathi Gitonga']);
    expect(await names(`/api/members?search=${encodeURIComponent('KĨMATHI')}`)).toEqual(['Kimathi Mwenda', 'Kĩmathi Gitonga']);
    expect(await names('/api/members?search=muthoni')).toEqual(['Nkatha Mũthoni']);
    expect(await names('/api/members?search=kiogora')).toEqual(['Karimi Ki\u0303ogora']);
    expect(await names(`/api/members?search=${encodeURIComponent('Kĩogora')}`)).toEqual(['Karimi Ki\u0303ogora']);
    // The count beside the list agrees.
    expect((await t.call('GET', '/api/members?search=kimathi')).json().total).toBe(2);
  });

  it('finds leaders with and without marks', async () => {
    const db = t.t.database.db;
    await makeLeader(db, { fullName: 'Gũantai Kĩrĩmi' });
    await makeLeader(db, { fullName: 'Guantai Murithi' });
    expect(await names('/api/leaders?search=guantai')).toEqual(['Guantai Murithi', 'Gũantai Kĩrĩmi']);
    expect(await names(`/api/leaders?search=${encodeURIComponent('Gũantai')}`)).toEqual(['Guantai Murithi', 'Gũantai Kĩrĩmi']);
    expect(await names('/api/leaders?search=kirimi')).toEqual(['Gũantai Kĩrĩmi']);
  });
});

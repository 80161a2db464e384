/**
 * The Overview's figures come from the data: valid memberships (enabled, renewal date ahead) are
 * counted apart from records merely enabled, and the notes under the figures (growth over the
 * last month, share of valid memberships, chapters with a leader) are computed from them.
 */
import { describe, expect, it } from 'vitest';
import { adminTestApp } from '../helpers/admin';
import { makeMember } from '../helpers/factories';
import { nairobiToday } from '../../src/shared/dates';
import { addDays } from '../../src/shared/membership';
import { overviewNotes } from '../../src/shared/overview';
import type { Stats } from '../../src/shared/schemas/admin';

const t = adminTestApp();

describe('the overview figures', () => {
  it('counts valid memberships and computes every note from the data', async () => {
    const db = t.t.database.db;
    const today = nairobiToday(t.t.clock.now());
    const before = (await t.call('GET', '/api/stats')).json() as Stats;
    expect(before.totalMembers).toBe(0);
    expect(overviewNotes(before)).toMatchObject({ total: '0 joined in the last month', valid: 'No members yet' });

    const longAgo = addDays(today, -200);
    // Three members from before the last month: valid, expired today, and valid but disabled.
    await makeMember(db, { joinDate: longAgo, renewalDate: addDays(today, 100) });
    await makeMember(db, { joinDate: addDays(today, -400), renewalDate: today });
    await makeMember(db, { joinDate: longAgo, renewalDate: addDays(today, 100), status: 'inactive' });
    // One more from before, due for renewal in ten days (still valid), and one who joined last week.
    await makeMember(db, { joinDate: longAgo, renewalDate: addDays(today, 10) });
    await makeMember(db, { joinDate: addDays(today, -7) });

    const stats = (await t.call('GET', '/api/stats')).json() as Stats;
    expect(stats).toMatchObject({ totalMembers: 5, newRegistrations: 1, activeMembers: 4, validMembers: 3 });
    const notes = overviewNotes(stats);
    // 1 new against 4 before: +25 %; 3 valid of 5: 60 %.
    expect(notes.total).toBe('+25% vs. last month');
    expect(notes.valid).toBe('60% of all members');
    expect(notes.chapters).toBe(`${stats.chaptersWithLeader} of ${stats.totalChapters} with a named leader`);

    // The figures follow the data: one more expires, one more joins.
    await makeMember(db, { joinDate: longAgo, renewalDate: addDays(today, -1) });
    await makeMember(db, { joinDate: addDays(today, -1) });
    const after = (await t.call('GET', '/api/stats')).json() as Stats;
    expect(after).toMatchObject({ totalMembers: 7, newRegistrations: 2, validMembers: 4 });
    expect(overviewNotes(after)).toMatchObject({ total: '+40% vs. last month', valid: '57% of all members' });
  });
});

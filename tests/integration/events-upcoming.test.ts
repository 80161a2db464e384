/**
 * Upcoming and past events on the public pages: which is which is decided on the server by the
 * date in Nairobi (UTC+3), upcoming soonest first, past apart and most recent first, the home
 * page's tab upcoming only; and a cached page crossing midnight in Nairobi no longer lists
 * yesterday's event as upcoming, with no write in between.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDataAnswer } from '../../src/shared/content-view';
import { createTestApp, type TestApp } from '../helpers/app';
import { contentClient, validEvent, type Caller } from '../helpers/content';

let t: TestApp;
let secretary: Caller;
beforeAll(async () => {
  t = await createTestApp();
  secretary = await contentClient(t, 'secretary');
});
afterAll(async () => t?.close());

/** 23:00 in Nairobi on 1 March 2027 (20:00 UTC): still 1 March there, an hour before midnight. */
const LATE_EVENING = new Date('2027-03-01T20:00:00Z');

const pageData = async (path: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/pages?path=${encodeURIComponent(path)}` });
  expect(res.statusCode).toBe(200);
  const answer = res.json() as PageDataAnswer;
  if (answer.status !== 200) throw new Error(`no page data for ${path}`);
  return answer.data;
};
const titlesOf = (events: { title: string }[]) => events.map((e) => e.title);

describe('upcoming and past events', () => {
  it('lists upcoming events soonest first and past ones apart, most recent first, by the date in Nairobi', async () => {
    // Created out of order, so neither the insertion order nor the database's order decides.
    for (const [title, date, startTime] of [
      ['Far Future Fair', '2027-04-10', '09:00'],
      ['Yesterday Clean-up', '2027-02-28', '09:00'],
      ['Tonight Afternoon Talk', '2027-03-01', '14:00'],
      ['Tonight Morning Talk', '2027-03-01', '08:00'],
      ['Tomorrow Workshop', '2027-03-02', '10:00'],
      ['Last Month Forum', '2027-02-01', '09:00'],
    ] as const) {
      const res = await secretary('POST', '/api/content/events', validEvent({ title, date, startTime, endTime: '16:00' }));
      expect(res.statusCode).toBe(201);
    }
    t.clock.advance(LATE_EVENING.getTime() - t.clock.now().getTime());

    const events = await pageData('/events');
    if (events.kind !== 'events') throw new Error('not the events page');
    // UTC says 1 March too, but 20:00 UTC is already late: today's events are still upcoming.
    expect(titlesOf(events.upcoming)).toEqual([
      'Tonight Morning Talk',
      'Tonight Afternoon Talk',
      'Tomorrow Workshop',
      'Far Future Fair',
    ]);
    // Past: the newest first, then the seeded events (all before 2027), also newest first.
    expect(titlesOf(events.past).slice(0, 2)).toEqual(['Yesterday Clean-up', 'Last Month Forum']);
    const pastDates = events.past.map((e) => e.date);
    expect(pastDates).toEqual([...pastDates].sort().reverse());
    expect(events.past.every((e) => e.date < '2027-03-01')).toBe(true);

    const home = await pageData('/');
    if (home.kind !== 'home') throw new Error('not the home page');
    expect(titlesOf(home.events)).toEqual(['Tonight Morning Talk', 'Tonight Afternoon Talk', 'Tomorrow Workshop']);
  });

  it('moves a day’s events to the past when midnight passes in Nairobi, although the pages were cached', async () => {
    // Both pages are in the cache from the first test; 21:30 UTC is 00:30 on 2 March in Nairobi.
    t.clock.advance(90 * 60 * 1000);

    const events = await pageData('/events');
    if (events.kind !== 'events') throw new Error('not the events page');
    expect(titlesOf(events.upcoming)).toEqual(['Tomorrow Workshop', 'Far Future Fair']);
    expect(titlesOf(events.past).slice(0, 3)).toEqual(['Tonight Afternoon Talk', 'Tonight Morning Talk', 'Yesterday Clean-up']);

    const home = await pageData('/');
    if (home.kind !== 'home') throw new Error('not the home page');
    expect(titlesOf(home.events)).toEqual(['Tomorrow Workshop', 'Far Future Fair']);
  });
});

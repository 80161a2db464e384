import { describe, expect, it } from 'vitest';
import type { EventView, UpdateView } from '../../../shared/content-view';
import { inLanguage, type BilingualEvent, type BilingualUpdate } from './content-language';

const englishEvent: EventView = {
  id: 'e1',
  slug: 'open-day',
  title: 'Open Day',
  date: '2026-09-12',
  startTime: '09:00',
  endTime: '12:00',
  location: 'Nkubu Primary School',
  category: 'community',
  excerpt: 'Come and see.',
  bodyHtml: '<p>Programme</p>',
  image: null,
};
const version = { title: 'Siku ya Wazi', excerpt: 'Njoo uone.', bodyHtml: '<p>Ratiba</p>' };
const event = (sw: BilingualEvent['sw'], locationSw: string | null): BilingualEvent => ({
  ...englishEvent,
  sw,
  twins: { location: locationSw },
});

describe('inLanguage: the texts a page shows of an item', () => {
  it('shows English on an English page, with no mark, whatever Kiswahili the item has', () => {
    expect(inLanguage(event(version, 'Shule ya msingi ya Nkubu'), 'en-KE')).toEqual(englishEvent);
    expect(inLanguage(event(null, null), 'en-KE')).toEqual(englishEvent);
  });

  it('shows the place’s own twin on a Kiswahili page, with or without a version', () => {
    expect(inLanguage(event(version, 'Shule ya msingi ya Nkubu'), 'sw-KE')).toEqual({
      ...englishEvent,
      ...version,
      location: 'Shule ya msingi ya Nkubu',
    });
    expect(inLanguage(event(null, 'Shule ya msingi ya Nkubu'), 'sw-KE')).toEqual({
      ...englishEvent,
      location: 'Shule ya msingi ya Nkubu',
      englishOnly: true,
    });
  });

  it('names a field with no twin in englishFields on a Kiswahili page, with or without a version', () => {
    expect(inLanguage(event(version, null), 'sw-KE')).toEqual({ ...englishEvent, ...version, englishFields: ['location'] });
    expect(inLanguage(event(null, ''), 'sw-KE')).toEqual({ ...englishEvent, englishOnly: true, englishFields: ['location'] });
  });

  it('marks nothing for a blank English field (plain news has no impact line)', () => {
    const news: BilingualUpdate = {
      id: 'u1',
      slug: 'agm',
      title: 'AGM',
      date: '2026-03-01',
      category: 'community',
      excerpt: 'Members meet.',
      impact: '',
      details: { location: '', participants: '', partners: [], services: [], outcomes: [] },
      bodyHtml: '<p>Agenda</p>',
      image: null,
      sw: null,
      twins: { impact: null },
    };
    const shown: UpdateView = inLanguage(news, 'sw-KE');
    expect(shown.englishFields).toBeUndefined();
    expect(shown).not.toHaveProperty('twins');
  });
});

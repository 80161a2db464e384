import { describe, expect, it } from 'vitest';
import { questionScreen, wordsFor } from './wording';
import type { MenuState } from './menu';

const LIMIT = 182;
/** The longest a caller or an official can make them: a 100-letter name, a long chapter, a long host. */
const longest = (language: 'en' | 'sw'): MenuState => ({
  language,
  stack: ['main', 'join_id', 'join_name', 'join_chapter', 'join_confirm'],
  idNumber: '123456789',
  fullName: 'Wanjiru Kendi Mwendwa Nkatha Gatwiri Kathambi Makena Mukami Kinya Karimi Muthoni Njeri Wambui Nyokabi',
  chapter: 'Laare Maua Kangeta Mikinduri Youth Voice',
});
const context = { chapters: [], host: 'www.meruyouthvoice.or.ke', member: null };

describe('USSD screens at their longest', () => {
  it('the join confirmation keeps the privacy link, "1 Pay" and "0 Back" whole, shortening the name', () => {
    for (const [language, pay, back] of [
      ['en', '1 Pay', '0 Back'],
      ['sw', '1 Lipa', '0 Rudi'],
    ] as const) {
      const text = questionScreen(longest(language), context);
      expect(text.length, language).toBeLessThanOrEqual(LIMIT);
      expect(text.split('\n').slice(-2), language).toEqual([pay, back]);
      expect(text, language).toContain(`${context.host}/privacy\n`);
      expect(text, language).toContain('Wanjiru Kendi');
    }
  });

  it('a screen too long for any name is cut above its choices, never through them', () => {
    const state: MenuState = { ...longest('sw'), idNumber: '9'.repeat(120) };
    const text = questionScreen(state, context);
    expect(text.length).toBeLessThanOrEqual(LIMIT);
    expect(text.split('\n').slice(-2)).toEqual(['1 Lipa', '0 Rudi']);
  });

  it('the events screen keeps every number, its RSVP mark and "0 Back", shortening the titles', () => {
    const title = 'County youth leadership and agribusiness forum with partners';
    for (const language of ['en', 'sw'] as const) {
      const state: MenuState = {
        language,
        stack: ['main', 'events'],
        error: 'invalidChoice',
        events: [1, 2, 3].map((n) => ({
          id: `e${n}`,
          date: `2027-0${n}-12`,
          title,
          location: 'Meru Town Hall, Kinoru',
          open: n !== 2,
          membersOnly: false,
        })),
      };
      const lines = questionScreen(state, context).split('\n');
      expect(lines.join('\n').length, language).toBeLessThanOrEqual(LIMIT);
      expect(
        lines.slice(-4).map((line) => line.slice(0, 8)),
        language,
      ).toEqual(['1 12/01 ', '2 12/02 ', '3 12/03 ', wordsFor(language).back]);
      expect(
        lines.slice(-4).map((line) => line.endsWith('(RSVP)')),
        language,
      ).toEqual([true, false, true, false]);
      expect(lines[2], language).toMatch(/^1 12\/01 County youth\b/);
    }
  });
});

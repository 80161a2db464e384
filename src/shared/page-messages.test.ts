/**
 * The public pages' catalogues in both languages: the same keys (the compiler checks the types;
 * this checks the values, lists included), and Kiswahili that is Kiswahili: no text left as the
 * English one unless it is a name, and no English words in it.
 */
import { describe, expect, it } from 'vitest';
import { entriesOf } from './catalogue-walk';
import { pageMessages as en } from './page-messages';
import { pageMessages as sw } from './page-messages.sw';
import { aboutMessages as aboutEn } from './page-messages/about';
import { aboutMessages as aboutSw } from './page-messages/about.sw';
import { contactMessages as contactEn } from './page-messages/contact';
import { contactMessages as contactSw } from './page-messages/contact.sw';
import { eventsMessages as eventsEn } from './page-messages/events';
import { eventsMessages as eventsSw } from './page-messages/events.sw';
import { galleryMessages as galleryEn } from './page-messages/gallery';
import { galleryMessages as gallerySw } from './page-messages/gallery.sw';
import { homeMessages as homeEn } from './page-messages/home';
import { homeMessages as homeSw } from './page-messages/home.sw';
import { privacyMessages as privacyEn } from './page-messages/privacy';
import { privacyMessages as privacySw } from './page-messages/privacy.sw';
import { sdgPageMessages as sdgEn } from './page-messages/sdg';
import { sdgPageMessages as sdgSw } from './page-messages/sdg.sw';
import { structureMessages as structureEn } from './page-messages/structure';
import { structureMessages as structureSw } from './page-messages/structure.sw';
import { updatesMessages as updatesEn } from './page-messages/updates';
import { updatesMessages as updatesSw } from './page-messages/updates.sw';
import { partsMessages as partsEn } from './page-messages/parts';
import { partsMessages as partsSw } from './page-messages/parts.sw';
import { photoMessages as photoEn } from './page-messages/photo';
import { photoMessages as photoSw } from './page-messages/photo.sw';
import { positionNames as positionsEn } from './page-messages/positions';
import { positionNames as positionsSw } from './page-messages/positions.sw';
import { unauthorizedMessages as unauthorizedEn } from './page-messages/unauthorized';
import { unauthorizedMessages as unauthorizedSw } from './page-messages/unauthorized.sw';
import { findSdgCategory, sdgCards, sdgCardsIn } from './sdg';
import { sdgWords as sdgWordsEn } from './sdg-words';
import { sdgWords as sdgWordsSw } from './sdg-words.sw';

const PAIRS: [string, unknown, unknown][] = [
  ['page-messages', en, sw],
  ['home', homeEn, homeSw],
  ['about', aboutEn, aboutSw],
  ['contact', contactEn, contactSw],
  ['events', eventsEn, eventsSw],
  ['updates', updatesEn, updatesSw],
  ['gallery', galleryEn, gallerySw],
  ['privacy', privacyEn, privacySw],
  ['structure', structureEn, structureSw],
  ['sdg', sdgEn, sdgSw],
  ['parts', partsEn, partsSw],
  ['photo', photoEn, photoSw],
  ['positions', positionsEn, positionsSw],
  ['unauthorized', unauthorizedEn, unauthorizedSw],
  ['SDG cards', sdgWordsEn, sdgWordsSw],
];

/** Texts that are the same in both languages: names. */
const SAME_IN_BOTH = new Set(['100% NGO']);

/**
 * English words that never belong in a Kiswahili sentence (none of them is a Kiswahili word).
 * Names keep theirs: "Meru Youth Voice", "Pay Bill" and "OpenStreetMap" have none of these.
 */
const ENGLISH_WORDS = [
  'the',
  'and',
  'of',
  'to',
  'you',
  'your',
  'our',
  'we',
  'is',
  'are',
  'for',
  'with',
  'from',
  'this',
  'that',
  'by',
  'on',
  'at',
  'or',
  'not',
  'be',
  'will',
  'can',
  'please',
  'here',
  'more',
  'all',
  'about',
  'us',
  'my',
  'in',
  'an',
];

/** Arguments a catalogue function is called with to compare its texts: a name and a number. */
const SAMPLE_ARGS = ['Xyz', 3, 'Xyz', 3];

/** Every text of a catalogue, by its path ("layout.nav.home", "heroSlides.0.title", "rights()"). */
function texts(catalogue: unknown): [string, string][] {
  return [...entriesOf(catalogue)].map(([path, entry]) =>
    typeof entry === 'string'
      ? [path.join('.'), entry]
      : [`${path.join('.')}()`, (entry as (...args: unknown[]) => string)(...SAMPLE_ARGS)],
  );
}

describe.each(PAIRS)('the %s catalogue', (_, english, kiswahili) => {
  const enTexts = new Map(texts(english));
  const swTexts = new Map(texts(kiswahili));

  it('has every text in both languages, lists of the same length included', () => {
    expect([...swTexts.keys()]).toEqual([...enTexts.keys()]);
    for (const [path, text] of swTexts) expect(text.trim(), path).not.toBe('');
  });

  it('leaves no English text in Kiswahili except names', () => {
    const same = [...swTexts].filter(
      ([path, text]) => text === enTexts.get(path) && /\p{L}/u.test(text) && !SAME_IN_BOTH.has(text),
    );
    expect(same).toEqual([]);
  });

  it('has no English words in its Kiswahili', () => {
    const pattern = new RegExp(`\\b(${ENGLISH_WORDS.join('|')})\\b`, 'i');
    const english = [...swTexts].filter(([, text]) => pattern.test(text.replace(/\bXyz\b/g, '')));
    expect(english).toEqual([]);
  });

  it('writes its Kiswahili with straight quotes and apostrophes, so a text can move into an SMS unchanged', () => {
    expect([...swTexts].filter(([, text]) => /[‘’“”]/.test(text))).toEqual([]);
  });
});

describe('the SDG cards in Kiswahili', () => {
  it('hold the same goals, colours, figures and category pages as the English ones, each with its own words', () => {
    const sdgCardsSw = sdgCardsIn(sdgWordsSw);
    const data = (cards: typeof sdgCards) =>
      cards.map((c) => [c.goal, c.colour, c.stats.map((s) => s.value), c.categories.map((x) => x.slug)]);
    expect(data(sdgCardsSw)).toEqual(data(sdgCards));
    expect(sdgCardsSw[0]?.stats[0]).toEqual({ value: '24%', label: 'Ongezeko la wastani wa mapato ya wanachama' });
    expect(sdgCardsSw[0]?.categories[0]?.title).toBe('Ufugaji wa kuku');
    expect(findSdgCategory('1', 'poultry')?.category.title).toBe('Poultry Farming');
    expect(findSdgCategory('1', 'nothing')).toBeUndefined();
  });
});

describe('the checks above', () => {
  it('find an English text left in Kiswahili, and English words in a Kiswahili sentence', () => {
    const enTexts = new Map(texts({ a: 'Gallery', b: (n: number) => `${n} photos` }));
    const swTexts = texts({ a: 'Gallery', b: (n: number) => `Picha ${n} of the gallery` });
    expect(swTexts.filter(([path, text]) => text === enTexts.get(path))).toEqual([['a', 'Gallery']]);
    const pattern = new RegExp(`\\b(${ENGLISH_WORDS.join('|')})\\b`, 'i');
    expect(swTexts.filter(([, text]) => pattern.test(text)).map(([path]) => path)).toEqual(['b()']);
  });
});

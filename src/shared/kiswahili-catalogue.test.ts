/**
 * The Kiswahili catalogue against the English one. The compiler already refuses a missing key or a
 * function with other parameters (`Messages`); these tests catch what it cannot: an English text
 * left untranslated, a placeholder or argument dropped, English words inside a Kiswahili text, and
 * a character that would turn a one-part GSM-7 SMS into a UCS-2 one.
 */
import { readdirSync } from 'node:fs';
import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { catalogueFor } from './catalogue';
import { entriesOf, type CatalogueEntry } from './catalogue-walk';
import { dataRightsMessages } from './data-rights-messages';
import { dataRightsMessages as dataRightsKiswahili } from './data-rights-messages.sw';
import { messages as english } from './messages';
import { messages as kiswahili } from './messages.sw';
import { paymentMessages } from './payment-messages';
import { paymentMessages as paymentKiswahili } from './payment-messages.sw';
import { registrationMessages } from './registration-messages';
import { registrationMessages as registrationKiswahili } from './registration-messages.sw';
import { renewalMessages } from './renewal-messages';
import { renewalMessages as renewalKiswahili } from './renewal-messages.sw';
import { rsvpMessages } from './rsvp-messages';
import { serverMessages } from './server-messages';
import { serverMessages as serverKiswahili } from './server-messages.sw';
import { rsvpMessages as rsvpKiswahili } from './rsvp-messages.sw';
import { verifyMessages } from './verify-messages';
import { verifyMessages as verifyKiswahili } from './verify-messages.sw';
import { myCardMessages } from './my-card-messages';
import { myCardMessages as myCardKiswahili } from './my-card-messages.sw';

type Leaf = CatalogueEntry;

/** Every text or function of a catalogue, by its dotted path ("donation.amountInvalid"). */
const leaves = (catalogue: unknown): Map<string, Leaf> =>
  new Map([...entriesOf(catalogue)].map(([path, leaf]) => [path.join('.'), leaf]));

/**
 * Arguments to call each message function with, in both languages. A new function without a line
 * here fails the test below, so every one is checked. Arguments are chosen to appear in the text
 * as given (200 rather than 1500, which Intl writes "1,500").
 */
const SAMPLE_ARGUMENTS: Record<string, readonly (string | number)[]> = {
  cliNoDatabase: ['./data'],
  'myEvents.checkedInAt': ['10:30'],
  'memberLanguage.emailOnFile': ['kendi@example.org'],
  membershipFeeSubtitle: ['Meru Youth Voice', 200],
  membershipFeeAnswer: [200],
  promptRetryIn: [45],
  renewalEarlyQuestion: ['22 Novemba 2027'],
  codeMemberLimit: [37],
  importDateAmbiguous: ['03/04/2025'],
  importDateWrongOrder: ['13/13/2025'],
  importPhoneScientific: ['7.12E+08'],
  importDone: [3],
  importDoneQuiet: [3],
  overviewGrowth: [12],
  overviewJoinedThisMonth: ['1,250'],
  overviewValidShare: [87],
  overviewChaptersLed: ['4', '9'],
  promptPhoneCap: [5, 1, '2026-11-26T11:05:00.000Z'],
  'donation.amountInvalid': ['10', '150,000'],
  'donation.quickPick': ['500'],
  'donation.totalHeading': [2026],
  'rsvp.spacesLeft': [7],
  'rsvpForm.signUpBy': ['25 Novemba 2026, saa 5:30 asubuhi'],
  'paymentMessages.mpesaPay.amountInKsh': ['1,500'],
  'paymentMessages.promptFailure.message': ['Request cancelled by user', 'Ulighairi ombi la M-Pesa.'],
  'paymentMessages.ownMembership.activeNote': ['22 Novemba 2027'],
  'paymentMessages.ownMembership.dueNote': ['22 Novemba 2027'],
  'paymentMessages.ownMembership.expiredNote': ['22 Novemba 2025'],
  'rsvpMessages.qrOf': ['K7Q2XM'],
  // the catalogues of one page each
  'renewalMessages.subtitle': [200],
  'renewalMessages.pay': [200],
  'verifyMessages.checking': ['MYVIM-1126-123'],
  'verifyMessages.membershipValidUntil': ['22 Novemba 2027'],
  'verifyMessages.membershipExpired': ['22 Novemba 2025'],
  'verifyMessages.membershipInactive': ['Meru Youth Voice'],
  'verifyMessages.leadershipValidUntil': ['22 Novemba 2027'],
  'verifyMessages.leadershipExpired': ['22 Novemba 2025'],
  'verifyMessages.leadershipInactive': ['Meru Youth Voice'],
};

/**
 * Arguments that are English words from elsewhere, quoted as they are (M-Pesa's own description
 * of a refused prompt): the English-words check below leaves them out.
 */
const QUOTED_ENGLISH_ARGUMENTS: Record<string, readonly number[]> = { 'paymentMessages.promptFailure.message': [0] };

/** Arguments the Kiswahili text says in its own words (the prompt cap's window of 1 hour, its moment in the Kiswahili calendar). */
const TRANSLATED_ARGUMENTS: Record<string, readonly number[]> = { promptPhoneCap: [1, 2] };

/**
 * Kiswahili texts that may equal the English ones: names and short codes only. Empty today; a
 * key goes here only when its text is a name in both languages.
 */
const SAME_IN_BOTH: readonly string[] = [
  // The language choice names each language in its own words, as language switches do.
  'memberLanguage.english',
  'memberLanguage.kiswahili',
];

/**
 * Words that are English and never Kiswahili: one of them in a Kiswahili text is a sentence left
 * half translated. Names the texts keep (M-Pesa, Pay Bill, Excel's "CSV UTF-8 (comma delimited)",
 * the import's column names, API values such as active/expired) are not in this list.
 */
const ENGLISH_WORDS = new Set(
  [
    'the',
    'your',
    'you',
    'please',
    'and',
    'with',
    'is',
    'are',
    'to',
    'of',
    'for',
    'this',
    'that',
    'not',
    'or',
    'in',
    'on',
    'at',
    'be',
    'we',
    'our',
    'has',
    'have',
    'will',
    'can',
    'cannot',
    'was',
    'been',
    'from',
    'by',
    'an',
    'it',
    'if',
    'no',
    'yes',
    'sorry',
    'thank',
    'thanks',
    'again',
    'try',
    'error',
    'failed',
    'payment',
    'member',
    'members',
    'membership',
    'card',
    'renew',
    'register',
    'enter',
    'choose',
    'select',
    'must',
    'only',
    'wait',
    'minutes',
    'code',
    'phone',
    'number',
  ].map((w) => w.toLowerCase()),
);
/**
 * Column names of the import file and Excel's own menu words: the spreadsheet shows them in
 * English, so the Kiswahili instructions name them as the official sees them.
 */
const KEPT_AS_SHOWN: Record<string, readonly string[]> = {
  importHeaderMissing: ['Phone', 'Number'],
  importPhoneScientific: ['Phone'],
};

/**
 * Every catalogue with a Kiswahili twin: messages.ts (client and server), server-messages.ts (the
 * server and the dashboard only), and the catalogues of one page each, by the name they are
 * checked under.
 */
const englishLeaves = leaves({
  ...english,
  ...serverMessages,
  paymentMessages,
  registrationMessages,
  renewalMessages,
  rsvpMessages,
  verifyMessages,
  dataRightsMessages,
  myCardMessages,
});
const kiswahiliLeaves = leaves({
  ...kiswahili,
  ...serverKiswahili,
  paymentMessages: paymentKiswahili,
  registrationMessages: registrationKiswahili,
  renewalMessages: renewalKiswahili,
  rsvpMessages: rsvpKiswahili,
  verifyMessages: verifyKiswahili,
  dataRightsMessages: dataRightsKiswahili,
  myCardMessages: myCardKiswahili,
});

/** A text as a person reads it: the string itself, or the function called with its sample arguments. */
function rendered(path: string, leaf: Leaf, leaveOut: readonly number[] = []): string {
  if (typeof leaf === 'string') return leaf;
  const args = SAMPLE_ARGUMENTS[path];
  if (!args) throw new Error(`No sample arguments for ${path}: add them to SAMPLE_ARGUMENTS`);
  const given = args.map((arg, index) => (leaveOut.includes(index) ? '' : arg));
  return (leaf as (...a: readonly (string | number)[]) => string)(...given);
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
const isGsm7 = (text: string): boolean => new SegmentedMessage(text, 'auto').encodingName === 'GSM-7';
const words = (text: string): string[] => text.match(/[A-Za-z]+/g) ?? [];

describe('the Kiswahili catalogues', () => {
  it('check every catalogue twin there is (a new .sw.ts file is added above)', () => {
    const twins = readdirSync(import.meta.dirname).filter((f) => f.endsWith('.sw.ts'));
    expect(twins.sort()).toEqual([
      // Not words: the build's language (docs/i18n.md).
      'active-locale.sw.ts',
      'data-rights-messages.sw.ts',
      'messages.sw.ts',
      'my-card-messages.sw.ts',
      // The public pages' twins (and those under page-messages/) are checked in page-messages.test.ts.
      'page-messages.sw.ts',
      'payment-messages.sw.ts',
      'registration-messages.sw.ts',
      'renewal-messages.sw.ts',
      'rsvp-messages.sw.ts',
      'sdg-words.sw.ts',
      'server-messages.sw.ts',
      'verify-messages.sw.ts',
    ]);
  });

  it('is the one catalogueFor gives for sw-KE, with the server-only twin', () => {
    expect(catalogueFor('sw-KE')).toEqual({ ...kiswahili, ...serverKiswahili });
    expect(catalogueFor('sw-KE').codeWrong).toBe('Msimbo si sahihi au muda wake umeisha.');
    expect(catalogueFor('sw-KE').phoneInvalid).toBe(kiswahili.phoneInvalid);
  });

  it('has every key of the English catalogue and no other, each a text where English has a text and a function of as many parameters where English has a function', () => {
    expect([...kiswahiliLeaves.keys()].sort()).toEqual([...englishLeaves.keys()].sort());
    for (const [path, englishLeaf] of englishLeaves) {
      const leaf = kiswahiliLeaves.get(path)!;
      expect(typeof leaf, path).toBe(typeof englishLeaf);
      if (typeof leaf === 'function' && typeof englishLeaf === 'function') {
        expect(leaf.length, path).toBe(englishLeaf.length);
      }
    }
  });

  it('has sample arguments for every function, so every text below is checked', () => {
    const functions = [...englishLeaves].filter(([, leaf]) => typeof leaf === 'function').map(([path]) => path);
    expect(Object.keys(SAMPLE_ARGUMENTS).sort()).toEqual(functions.sort());
  });

  it('translates every text: none is the English one, except names', () => {
    const untranslated = [...englishLeaves]
      .filter(([path, leaf]) => rendered(path, leaf) === rendered(path, kiswahiliLeaves.get(path)!))
      .map(([path]) => path);
    expect(untranslated).toEqual(SAME_IN_BOTH);
  });

  it('keeps every {placeholder} of the English text, and shows every argument a function is given', () => {
    for (const [path, englishLeaf] of englishLeaves) {
      const leaf = kiswahiliLeaves.get(path)!;
      const text = rendered(path, leaf);
      expect(placeholders(text), path).toEqual(placeholders(rendered(path, englishLeaf)));
      const translated = TRANSLATED_ARGUMENTS[path] ?? [];
      (SAMPLE_ARGUMENTS[path] ?? []).forEach((arg, index) => {
        if (!translated.includes(index)) expect(text, `${path} argument ${index}`).toContain(String(arg));
      });
    }
  });

  it('has no English words left in a Kiswahili text', () => {
    const leftovers: string[] = [];
    for (const [path, leaf] of kiswahiliLeaves) {
      const kept = KEPT_AS_SHOWN[path] ?? [];
      for (const word of words(rendered(path, leaf, QUOTED_ENGLISH_ARGUMENTS[path]))) {
        if (ENGLISH_WORDS.has(word.toLowerCase()) && !kept.includes(word)) leftovers.push(`${path}: ${word}`);
      }
    }
    expect(leftovers).toEqual([]);
  });

  it('uses only GSM-7 characters wherever the English text does, so an SMS stays one part', () => {
    const ucs2 = [...englishLeaves]
      .filter(([path, englishLeaf]) => isGsm7(rendered(path, englishLeaf)))
      .filter(([path]) => !isGsm7(rendered(path, kiswahiliLeaves.get(path)!)))
      .map(([path]) => path);
    expect(ucs2).toEqual([]);
  });

  it('finds English words and UCS-2 characters when they are there (the checks above can fail)', () => {
    expect(words('Tafadhali weka your PIN').filter((w) => ENGLISH_WORDS.has(w.toLowerCase()))).toEqual(['your']);
    expect(isGsm7('Karibu Meru Youth Voice')).toBe(true);
    expect(isGsm7('Karibu “Meru”')).toBe(false);
    expect(placeholders('Tawi {name} na {max}')).toEqual(['max', 'name']);
  });
});

describe('the Kiswahili catalogue counts, money and waits', () => {
  it('chooses one or other with the sw plural rules', () => {
    expect(serverKiswahili.importDone(1)).toBe('Mwanachama 1 ameingizwa.');
    expect(serverKiswahili.importDone(2)).toBe('Wanachama 2 wameingizwa.');
    expect(serverKiswahili.importDoneQuiet(1)).toContain('Hatapokea vikumbusho');
    expect(serverKiswahili.importDoneQuiet(40)).toContain('Hawatapokea vikumbusho');
    expect(kiswahili.rsvp.spacesLeft(1)).toBe('Nafasi 1 imebaki');
    expect(kiswahili.rsvp.spacesLeft(12)).toBe('Nafasi 12 zimebaki');
    expect(serverKiswahili.overviewJoinedThisMonth('1')).toBe('1 amejiunga ndani ya mwezi uliopita');
    expect(serverKiswahili.overviewJoinedThisMonth('1,250')).toBe('1,250 wamejiunga ndani ya mwezi uliopita');
  });

  it('writes shillings as Intl does for sw-KE, with a plain space', () => {
    expect(kiswahili.membershipFeeAnswer(200)).toMatch(/^Ksh 200 kwa mwaka/);
    expect(kiswahili.membershipFeeSubtitle('Meru Youth Voice', 1500)).toContain('kwa Ksh 1,500 kwa mwaka');
    expect(kiswahili.membershipFeeSubtitle('Meru Youth Voice', 1500)).not.toContain('\u00a0');
  });

  it('says a wait in Kiswahili units', () => {
    expect(kiswahili.promptRetryIn(45)).toBe('Unaweza kuitisha ombi jingine baada ya sekunde 45.');
    expect(kiswahili.promptRetryIn(600)).toBe('Unaweza kuitisha ombi jingine baada ya dakika 10.');
    expect(kiswahili.promptRetryIn(3 * 3600 + 600)).toBe('Unaweza kuitisha ombi jingine baada ya saa 3 na dakika 10.');
  });

  it("says the prompt cap's window in Kiswahili", () => {
    const retryAt = '2026-11-26T11:05:00.000Z';
    expect(serverKiswahili.promptPhoneCap(5, 1, retryAt)).toContain('ndani ya saa moja iliyopita');
    expect(serverKiswahili.promptPhoneCap(10, 24, retryAt)).toContain('ndani ya saa 24 zilizopita');
    expect(serverKiswahili.promptPhoneCap(10, 24, retryAt)).toContain('kuanzia 26 Novemba 2026, 14:05.');
  });
});

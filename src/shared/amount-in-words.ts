/**
 * An amount of Kenya shillings in words, as a receipt writes it under the figures, in English or
 * Kiswahili: 1250 → "One thousand, two hundred and fifty shillings only" / "Shilingi elfu moja,
 * mia mbili na hamsini tu". English in British usage ("and" before the last part under a
 * hundred), which is how Kenyan receipts and cheques read. Whole shillings: M-Pesa moves no cents.
 */
import { DEFAULT_LOCALE, type Locale } from './locale';

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
];

/** 0–99 */
const belowHundred = (n: number): string =>
  n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ''}`;

/** 1–999; `joinWithAnd` puts "and" before a lone part under a hundred ("one thousand and five"). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return belowHundred(rest);
  return `${ONES[hundreds]} hundred${rest ? ` and ${belowHundred(rest)}` : ''}`;
}

/** The number in words, lower case: 1250 → "one thousand, two hundred and fifty". */
export function numberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('numberInWords takes a whole number from 0');
  if (value === 0) return ONES[0]!;
  const parts: string[] = [];
  let rest = value;
  for (const [size, name] of SCALES) {
    const count = Math.floor(rest / size);
    if (count) {
      parts.push(`${numberInWords(count)} ${name}`);
      rest %= size;
    }
  }
  if (rest) parts.push(rest < 100 && parts.length ? `and ${belowHundred(rest)}` : belowThousand(rest));
  return parts.join(', ').replace(', and ', ' and ');
}

const SW_ONES = ['sifuri', 'moja', 'mbili', 'tatu', 'nne', 'tano', 'sita', 'saba', 'nane', 'tisa'];
const SW_TENS = ['', 'kumi', 'ishirini', 'thelathini', 'arobaini', 'hamsini', 'sitini', 'sabini', 'themanini', 'tisini'];

/** 1–99: "kumi na mbili", "hamsini". */
const swBelowHundred = (n: number): string =>
  n < 10 ? SW_ONES[n]! : `${SW_TENS[Math.floor(n / 10)]}${n % 10 ? ` na ${SW_ONES[n % 10]}` : ''}`;

/** 1–999: "mia tatu arobaini na tano", "mia mbili na hamsini" ("na" once, before the last word group). */
function swBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return swBelowHundred(rest);
  const head = `mia ${SW_ONES[hundreds]}`;
  if (!rest) return head;
  const tail = swBelowHundred(rest);
  return tail.includes(' na ') ? `${head} ${tail}` : `${head} na ${tail}`;
}

/**
 * The number in Kiswahili words, lower case, as Kenyans write an amount: the unit word first
 * ("elfu mbili", 2,000), "laki" for hundreds of thousands (150,000: "laki moja na elfu hamsini"),
 * the groups apart by commas, and "na" before the last group unless a group has its own
 * (1,250: "elfu moja, mia mbili na hamsini"; 1,200: "elfu moja na mia mbili").
 */
export function kiswahiliNumberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('kiswahiliNumberInWords takes a whole number from 0');
  if (value === 0) return SW_ONES[0]!;
  const groups: string[] = [];
  const millions = Math.floor(value / 1_000_000);
  const laki = Math.floor((value % 1_000_000) / 100_000);
  const thousands = Math.floor((value % 100_000) / 1_000);
  const rest = value % 1_000;
  if (millions) groups.push(`milioni ${kiswahiliNumberInWords(millions)}`);
  if (laki) groups.push(`laki ${SW_ONES[laki]}`);
  if (thousands) groups.push(`elfu ${swBelowHundred(thousands)}`);
  if (rest) groups.push(swBelowThousand(rest));
  const last = groups.pop()!;
  if (!groups.length) return last;
  // One "na" a group at most, so 12,500 reads "elfu kumi na mbili, mia tano", never "… na mbili na mia tano".
  const joiner = [...groups, last].some((group) => group.includes(' na ')) ? ', ' : ' na ';
  return `${groups.join(', ')}${joiner}${last}`;
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** What a receipt prints: "One thousand, two hundred and fifty shillings only" / "Shilingi elfu moja, mia mbili na hamsini tu". */
export function shillingsInWords(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === 'sw-KE') return capitalised(`shilingi ${kiswahiliNumberInWords(amount)} tu`);
  return capitalised(`${numberInWords(amount)} ${amount === 1 ? 'shilling' : 'shillings'} only`);
}

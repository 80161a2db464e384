import { describe, expect, it } from 'vitest';
import { kiswahiliNumberInWords, numberInWords, shillingsInWords } from './amount-in-words';

describe('amount in words', () => {
  it.each([
    [0, 'zero'],
    [1, 'one'],
    [10, 'ten'],
    [15, 'fifteen'],
    [20, 'twenty'],
    [21, 'twenty-one'],
    [99, 'ninety-nine'],
    [100, 'one hundred'],
    [105, 'one hundred and five'],
    [200, 'two hundred'],
    [999, 'nine hundred and ninety-nine'],
    [1_000, 'one thousand'],
    [1_005, 'one thousand and five'],
    [1_250, 'one thousand, two hundred and fifty'],
    [10_000, 'ten thousand'],
    [100_001, 'one hundred thousand and one'],
    [150_000, 'one hundred and fifty thousand'],
    [250_000, 'two hundred and fifty thousand'],
    [1_000_000, 'one million'],
    [2_345_678, 'two million, three hundred and forty-five thousand, six hundred and seventy-eight'],
    [1_000_000_000, 'one billion'],
  ])('%i → %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('writes a receipt line, capitalised, with the currency', () => {
    expect(shillingsInWords(200)).toBe('Two hundred shillings only');
    expect(shillingsInWords(1)).toBe('One shilling only');
    expect(shillingsInWords(1_500)).toBe('One thousand, five hundred shillings only');
  });

  it('refuses what is not a whole shilling amount', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(Number.NaN)).toThrow(RangeError);
  });
});

describe('amount in Kiswahili words', () => {
  it.each([
    [0, 'sifuri'],
    [1, 'moja'],
    [11, 'kumi na moja'],
    [25, 'ishirini na tano'],
    [100, 'mia moja'],
    [105, 'mia moja na tano'],
    [250, 'mia mbili na hamsini'],
    [345, 'mia tatu arobaini na tano'],
    [1_000, 'elfu moja'],
    [1_005, 'elfu moja na tano'],
    [1_200, 'elfu moja na mia mbili'],
    [1_250, 'elfu moja, mia mbili na hamsini'],
    [12_500, 'elfu kumi na mbili, mia tano'],
    [100_000, 'laki moja'],
    [150_000, 'laki moja na elfu hamsini'],
    [125_000, 'laki moja, elfu ishirini na tano'],
    [2_345_678, 'milioni mbili, laki tatu, elfu arobaini na tano, mia sita sabini na nane'],
  ])('%i → %s', (n, words) => {
    expect(kiswahiliNumberInWords(n)).toBe(words);
  });

  it('writes the receipt line in the reader language, English by default', () => {
    expect(shillingsInWords(1_250, 'sw-KE')).toBe('Shilingi elfu moja, mia mbili na hamsini tu');
    expect(shillingsInWords(1, 'sw-KE')).toBe('Shilingi moja tu');
    expect(shillingsInWords(1_250, 'en-KE')).toBe(shillingsInWords(1_250));
    expect(() => kiswahiliNumberInWords(-1)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { accountShapeRefused, readAccount } from './account';

describe('reading a typed paybill account number', () => {
  it('finds a membership number whatever the case, spaces and dashes', () => {
    for (const typed of ['MYVIM-1126-163', ' myvim-1126-163 ', 'MYV IM 1126 163', 'myvim1126163', 'MyvIm-1126163']) {
      expect(readAccount(typed)).toEqual({ kind: 'membership-number', membershipNumber: 'MYVIM-1126-163' });
    }
  });

  it('finds an ID number, also inside the prompt reference MYV-{id}', () => {
    expect(readAccount('12345678')).toEqual({ kind: 'id-number', idNumber: '12345678', fromPrompt: false });
    expect(readAccount(' 1234 5678 ')).toEqual({ kind: 'id-number', idNumber: '12345678', fromPrompt: false });
    expect(readAccount('MYV-12345678')).toEqual({ kind: 'id-number', idNumber: '12345678', fromPrompt: true });
    expect(readAccount('myv12345678')).toEqual({ kind: 'id-number', idNumber: '12345678', fromPrompt: true });
  });

  it('reads the donation words in any case', () => {
    for (const typed of ['DONATE', 'donation', ' Sadaka ', 'don ate']) expect(readAccount(typed)).toEqual({ kind: 'donation' });
  });

  it('reads anything else as nothing: the exceptions queue', () => {
    for (const typed of [
      '',
      '   ',
      'hello',
      '12345',
      '1234567890',
      'MYVIM-112-163',
      'MYVI-1126-163',
      'DONATES',
      'MYV-12',
      '0712345678x',
    ]) {
      expect(readAccount(typed)).toEqual({ kind: 'nothing' });
    }
  });
});

describe("validation's shape rule", () => {
  it('refuses an empty account and one longer than 20 characters, and nothing else', () => {
    expect(accountShapeRefused('')).toBe(true);
    expect(accountShapeRefused('   ')).toBe(true);
    expect(accountShapeRefused(undefined)).toBe(true);
    expect(accountShapeRefused('x'.repeat(21))).toBe(true);
    expect(accountShapeRefused('x'.repeat(20))).toBe(false);
    expect(accountShapeRefused('nonsense')).toBe(false);
  });
});

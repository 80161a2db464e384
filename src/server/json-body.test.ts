import { describe, expect, it } from 'vitest';
import { exceedsJsonShape } from './json-body';

describe('exceedsJsonShape', () => {
  it('passes the forms this site sends, whatever their strings hold', () => {
    const photo = `data:image/jpeg;base64,${'A'.repeat(100_000)}`;
    expect(exceedsJsonShape(JSON.stringify({ phoneNumber: '0712345678', registration: { profileImage: photo } }))).toBe(false);
    // Brackets, separators and escaped quotes inside strings are text, not structure.
    expect(exceedsJsonShape(JSON.stringify({ note: '[[[[[[[[[[{{{{{{{{{{ "\\" ,:,:,:'.repeat(5_000) }))).toBe(false);
    expect(
      exceedsJsonShape(JSON.stringify({ Body: { stkCallback: { CallbackMetadata: { Item: [{ Name: 'Amount', Value: 1 }] } } } })),
    ).toBe(false);
  });

  it('refuses deep nesting and huge numbers of values before any parsing', () => {
    expect(exceedsJsonShape(`{"a":${'['.repeat(9)}${']'.repeat(9)}}`)).toBe(true);
    expect(exceedsJsonShape(`{"registration":${'['.repeat(1_000_000)}`)).toBe(true);
    expect(exceedsJsonShape(`[${'1,'.repeat(20_000)}1]`)).toBe(true);
  });

  it('leaves text that is not JSON to the parser', () => {
    expect(exceedsJsonShape('{"a": "unterminated')).toBe(false);
    expect(exceedsJsonShape('')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { searchPatterns } from './search';

describe('person search patterns', () => {
  it('also looks for the canonical form of a phone typed as shown', () => {
    expect(searchPatterns('0712345')).toEqual(['0712345', '254712345']);
    expect(searchPatterns('+254712')).toEqual(['+254712', '254712']);
  });
  it('leaves names and short numbers alone', () => {
    expect(searchPatterns('Wanjiru')).toEqual(['Wanjiru']);
    expect(searchPatterns('07')).toEqual(['07']);
  });
});

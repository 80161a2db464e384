import { describe, expect, it } from 'vitest';
import { containing, escapeLike, startingWith } from './like';

describe('LIKE patterns', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
  it('wraps the escaped text for substring and prefix matches', () => {
    expect(containing('a_b')).toBe('%a\\_b%');
    expect(startingWith('login:50%')).toBe('login:50\\%%');
  });
});

import { describe, expect, it } from 'vitest';
import { formatCount, plural } from './words';

describe('plural', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(plural(1, 'member')).toBe('1 member');
    expect(plural(0, 'member')).toBe('0 members');
    expect(plural(2, 'leader')).toBe('2 leaders');
  });

  it('groups thousands the en-KE way and takes irregular plurals', () => {
    expect(plural(1250, 'member')).toBe('1,250 members');
    expect(plural(3, 'entry', 'entries')).toBe('3 entries');
    expect(formatCount(1_000_000)).toBe('1,000,000');
  });
});

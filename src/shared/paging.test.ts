import { describe, expect, it } from 'vitest';
import { hasNextPage, hasPreviousPage, pageCount, pageOffset, showingRange } from './paging';

describe('paging', () => {
  it('offsets pages from 1', () => {
    expect(pageOffset(1, 50)).toBe(0);
    expect(pageOffset(3, 50)).toBe(100);
    expect(pageOffset(0, 50)).toBe(0);
  });
  it('shows the footer range', () => {
    expect(showingRange(1, 50, 50, 120)).toEqual({ from: 1, to: 50 });
    expect(showingRange(3, 50, 20, 120)).toEqual({ from: 101, to: 120 });
    expect(showingRange(1, 50, 0, 0)).toEqual({ from: 0, to: 0 });
  });
  it('knows when Previous and Next apply', () => {
    expect(pageCount(50, 0)).toBe(1);
    expect(pageCount(50, 101)).toBe(3);
    expect(hasPreviousPage(1)).toBe(false);
    expect(hasPreviousPage(2)).toBe(true);
    expect(hasNextPage(2, 50, 101)).toBe(true);
    expect(hasNextPage(3, 50, 101)).toBe(false);
    expect(hasNextPage(1, 50, 50)).toBe(false);
  });
});

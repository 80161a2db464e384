import { describe, expect, it } from 'vitest';
import { percentShares } from './shares';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('percentShares', () => {
  it('sums to exactly 100 where rounding each share would give 101', () => {
    // Math.round gives 17 + 17 + 17 + 17 + 17 + 17 = 102 for six equal chapters.
    expect(percentShares([1, 1, 1, 1, 1, 1])).toEqual([17, 17, 17, 17, 16, 16]);
    // 1/3 each: rounding is 33 + 33 + 33 = 99.
    expect(percentShares([1, 1, 1])).toEqual([34, 33, 33]);
    // 12.5 % four times and 50 %: rounding is 13 × 4 + 50 = 102.
    expect(sum(percentShares([1, 1, 1, 1, 4]))).toBe(100);
  });

  it('gives the missing points to the largest remainders', () => {
    expect(percentShares([5, 3, 2, 1])).toEqual([46, 27, 18, 9]);
    expect(percentShares([2, 1])).toEqual([67, 33]);
  });

  it('is all zeros when nothing is counted and keeps exact shares', () => {
    expect(percentShares([0, 0, 0])).toEqual([0, 0, 0]);
    expect(percentShares([])).toEqual([]);
    expect(percentShares([50, 25, 25])).toEqual([50, 25, 25]);
    expect(percentShares([7, 0])).toEqual([100, 0]);
  });

  it('always sums to 100 for many random distributions', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let run = 0; run < 500; run++) {
      const counts = Array.from({ length: 1 + Math.floor(random() * 12) }, () => Math.floor(random() * 400));
      if (sum(counts) === 0) continue;
      expect(sum(percentShares(counts))).toBe(100);
    }
  });
});

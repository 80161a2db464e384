/**
 * Whole-number percentages that add up to exactly 100 (largest-remainder method): each share is
 * rounded down, then the points still missing go to the largest remainders. Plain rounding can
 * show 34 % + 33 % + 34 % = 101 %.
 */
export function percentShares(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((n) => (n / total) * 100);
  const shares = exact.map(Math.floor);
  let missing = 100 - shares.reduce((sum, n) => sum + n, 0);
  // Largest remainder first; on a tie the earlier entry wins, so the result is stable.
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (missing <= 0) break;
    shares[index]! += 1;
    missing -= 1;
  }
  return shares;
}

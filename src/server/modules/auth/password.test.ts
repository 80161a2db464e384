import { describe, expect, it } from 'vitest';
import { PASSWORD_ALPHABET, generatePassword } from './password';

describe('generatePassword', () => {
  it('makes 20 characters from the readable alphabet', () => {
    const password = generatePassword();
    expect(password).toHaveLength(20);
    expect([...password].every((c) => PASSWORD_ALPHABET.includes(c))).toBe(true);
  });

  it('draws every character equally often (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) for (const c of generatePassword()) counts.set(c, (counts.get(c) ?? 0) + 1);
    const expected = (20_000 * 20) / PASSWORD_ALPHABET.length; // ≈ 7018, standard deviation ≈ 83
    // A byte modulo 57 gives the first 28 characters 5/256 instead of 4/256: about 7812 against 6250.
    for (const c of PASSWORD_ALPHABET) {
      expect(counts.get(c) ?? 0).toBeGreaterThan(expected * 0.93);
      expect(counts.get(c) ?? 0).toBeLessThan(expected * 1.07);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  limbCountFor,
  limbsAdd,
  limbsHalve,
  limbsIsZero,
  limbsLess,
  limbsSub,
  readLimbs,
  writeLimbs,
} from '../../../src/main/engine/pairing/matching-limbs';
import { prng, randomBits } from './matching-brute';

/** Values around the limb boundaries, where carries and borrows happen. */
const edgy = [
  0n,
  1n,
  (1n << 48n) - 1n,
  1n << 48n,
  (1n << 48n) + 1n,
  (1n << 96n) - 1n,
  1n << 96n,
  (1n << 144n) - 1n,
];

describe('multi-limb integers against BigInt', () => {
  it('sizes the limbs so the largest input leaves headroom', () => {
    expect(limbCountFor(0n)).toBe(1);
    expect(limbCountFor((1n << 42n) - 1n)).toBe(1);
    expect(limbCountFor(1n << 42n)).toBe(2);
    expect(limbCountFor((1n << 90n) - 1n)).toBe(2);
    expect(limbCountFor(1n << 90n)).toBe(3);
  });

  it('adds, subtracts, compares and halves exactly', () => {
    const rand = prng(42);
    const L = 4;
    const pick = (): bigint =>
      rand() < 0.4 ? edgy[Math.floor(rand() * edgy.length)]! : randomBits(rand, 1 + Math.floor(rand() * 180));
    const x = new Float64Array(L);
    const y = new Float64Array(L);
    for (let i = 0; i < 5000; i++) {
      const a = pick();
      const b = pick();
      writeLimbs(a, x, 0, L);
      writeLimbs(b, y, 0, L);
      expect(readLimbs(x, 0, L)).toBe(a);
      expect(limbsLess(x, 0, y, 0, L)).toBe(a < b);
      expect(limbsIsZero(x, 0, L)).toBe(a === 0n);
      limbsAdd(x, 0, y, 0, L);
      expect(readLimbs(x, 0, L)).toBe(a + b);
      limbsSub(x, 0, y, 0, L);
      limbsSub(x, 0, y, 0, L);
      // Negative results keep their sign in the top limb.
      expect(readLimbs(x, 0, L)).toBe(a - b);
      writeLimbs(a, x, 0, L);
      expect(limbsHalve(x, 0, L)).toBe(Number(a & 1n));
      expect(readLimbs(x, 0, L)).toBe(a >> 1n);
    }
  });
});

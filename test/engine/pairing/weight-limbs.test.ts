/**
 * Weights written straight into limbs (weights.ts WeightWriter, DynamicMatching.setWeightLimbs)
 * against the same integers computed by hand with BigInt: a field lands at its bit position
 * whatever limb boundary it crosses, and a bracket bonus (negative too) carries and borrows across
 * limbs exactly.
 */
import { describe, expect, it } from 'vitest';
import { DynamicMatching } from '../../../src/main/engine/pairing/matching-dynamic';
import { readLimbs } from '../../../src/main/engine/pairing/matching-limbs';
import { WeightWriter } from '../../../src/main/engine/pairing/weights';

describe('WeightWriter', () => {
  it('puts each field at its position, from the top, across limb boundaries', () => {
    const out = new Float64Array(3).fill(7); // stale limbs are cleared
    const w = new WeightWriter(out, 0, 3, 100);
    w.put(3, 0); // bits 100-101
    w.put(5, 4); // at bit 96
    w.put(0, 50); // a score field starting at bit 46 ...
    w.addAbove(1, 1); // ... its group at offset 1 (bit 47)
    w.addAbove(1, 2); // and at offset 2 (bit 48, the next limb)
    w.put(2 ** 20 - 1, 30); // twenty ones from bit 16 up to bit 35
    w.finish();
    const expected = (3n << 100n) + (5n << 96n) + (1n << 47n) + (1n << 48n) + ((2n ** 20n - 1n) << 16n);
    expect(readLimbs(out, 0, 3)).toBe(expected);
  });

  it('carries sums of one position into the next limb', () => {
    const out = new Float64Array(2);
    const w = new WeightWriter(out, 0, 2, 47);
    w.put(1, 0);
    w.addAbove(1, 0);
    w.addAbove(2, 0);
    w.finish();
    expect(readLimbs(out, 0, 2)).toBe(4n << 47n);
    expect(out[0]).toBe(0);
    expect(out[1]).toBe(2);
  });
});

describe('DynamicMatching.setWeightLimbs', () => {
  it('solves as setWeight does with the weight plus the bonus, borrowing across limbs', () => {
    // Three vertices, bits enough for several limbs: the bonus decides which pair is heaviest.
    const big = 1n << 130n;
    const viaBigInt = new DynamicMatching(3, 140);
    const viaLimbs = new DynamicMatching(3, 140);
    const L = viaLimbs.limbs;
    expect(L).toBeGreaterThan(2);
    const limbs = (x: bigint): Float64Array => {
      const a = new Float64Array(L);
      for (let i = 0; i < L; i++) a[i] = Number((x >> BigInt(48 * i)) & ((1n << 48n) - 1n));
      return a;
    };
    viaBigInt.setWeight(0, 1, big - 3n);
    viaLimbs.setWeightLimbs(0, 1, limbs(big), 0, -3);
    viaBigInt.setWeight(1, 2, big - 2n);
    viaLimbs.setWeightLimbs(1, 2, limbs(big), 0, -2);
    viaBigInt.setWeight(0, 2, 0n);
    viaLimbs.setWeightLimbs(0, 2, new Float64Array(L), 0, 5);
    expect(Array.from(viaLimbs.solve())).toEqual([-1, 2, 1]);
    expect(Array.from(viaBigInt.solve())).toEqual([-1, 2, 1]);
    // All-zero limbs are no edge, whatever the bonus: 0 stays unmatched.
    expect(viaLimbs.hasEdge(0, 2)).toBe(false);
  });
});

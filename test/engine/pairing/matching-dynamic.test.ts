/**
 * The re-solving matching (matching-dynamic.ts) against independent optima: after every batch of
 * weight changes, its matching must weigh exactly what exhaustive enumeration (small graphs) or
 * the from-scratch solver (larger ones, itself checked against enumeration) finds for the same
 * weights. The batches mimic the Dutch procedure: a bonus on one vertex's edges, a pair fixed by
 * removing its other edges, a whole group re-weighted.
 */
import { describe, expect, it } from 'vitest';
import { maxWeightMatching, type WeightedEdge } from '../../../src/main/engine/pairing/matching';
import { DynamicMatching } from '../../../src/main/engine/pairing/matching-dynamic';
import { bruteForce, evaluate, prng, randomBits } from './matching-brute';

type Weights = bigint[][];

function edgesOf(w: Weights): WeightedEdge[] {
  const edges: WeightedEdge[] = [];
  for (let i = 1; i < w.length; i++)
    for (let j = 0; j < i; j++) if (w[i]![j]! > 0n) edges.push([i, j, w[i]![j]!]);
  return edges;
}

/** The matching's weight, after checking it uses present edges only and is symmetric. */
function weightOf(w: Weights, mate: Int32Array): bigint {
  const edges = edgesOf(w);
  for (let v = 0; v < mate.length; v++) {
    const u = mate[v]!;
    if (u === -1) continue;
    expect(mate[u]).toBe(v);
    expect(w[Math.max(u, v)]![Math.min(u, v)]! > 0n).toBe(true);
  }
  return evaluate(w.length, edges, mate).weight;
}

/** Random changes in the shapes the Dutch procedure makes, applied to both w and the solver. */
function change(rand: () => number, w: Weights, dm: DynamicMatching, bits: number, mate: Int32Array): void {
  const n = w.length;
  const set = (i: number, j: number, x: bigint): void => {
    w[Math.max(i, j)]![Math.min(i, j)] = x;
    dm.setWeight(i, j, x);
  };
  const kind = Math.floor(rand() * 4);
  const v = Math.floor(rand() * n);
  if (kind === 0) {
    // A bonus (or a penalty) on one vertex's edges.
    for (let u = 0; u < n; u++) {
      const x = w[Math.max(u, v)]![Math.min(u, v)]!;
      if (u !== v && x > 0n)
        set(v, u, rand() < 0.5 ? x + BigInt(1 + Math.floor(rand() * 3)) : x > 1n ? x - 1n : x);
    }
  } else if (kind === 1) {
    // A pair fixed: its other edges go.
    const u = mate[v]!;
    if (u === -1) return;
    for (let x = 0; x < n; x++) {
      if (x === u || x === v) continue;
      for (const y of [u, v]) {
        w[Math.max(x, y)]![Math.min(x, y)] = 0n;
        if (rand() < 0.5) dm.removeEdge(y, x);
        else dm.setWeight(y, x, 0n);
      }
    }
  } else if (kind === 2) {
    // A group re-weighted from scratch.
    const k = 1 + Math.floor(rand() * Math.min(4, n));
    for (let g = 0; g < k; g++) {
      const a = Math.floor(rand() * n);
      for (let u = 0; u < n; u++) if (u !== a) set(a, u, rand() < 0.3 ? 0n : randomBits(rand, bits));
    }
  } else {
    // A single edge, up or down.
    const u = (v + 1 + Math.floor(rand() * (n - 1))) % n;
    set(v, u, rand() < 0.2 ? 0n : randomBits(rand, bits));
  }
}

function run(seed: number, n: number, bits: number, steps: number, exact: 'brute' | 'static'): void {
  const rand = prng(seed);
  const w: Weights = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
  const dm = new DynamicMatching(n, bits + 3);
  for (let i = 1; i < n; i++)
    for (let j = 0; j < i; j++) {
      const x = rand() < 0.25 ? 0n : randomBits(rand, bits);
      w[i]![j] = x;
      dm.setWeight(i, j, x);
    }
  let mate = dm.solve();
  for (let step = 0; step <= steps; step++) {
    const got = weightOf(w, mate);
    const want =
      exact === 'brute'
        ? bruteForce(n, edgesOf(w), false).weight
        : evaluate(n, edgesOf(w), maxWeightMatching(n, edgesOf(w))).weight;
    expect({ seed, step, weight: got }).toEqual({ seed, step, weight: want });
    const batch = 1 + Math.floor(rand() * 3);
    for (let c = 0; c < batch; c++) change(rand, w, dm, bits, mate);
    // Now and then the caller starts over instead (as the Dutch engine does after re-weighting most edges).
    if (rand() < 0.1) dm.restart();
    mate = dm.solve();
  }
}

describe('DynamicMatching re-solves to the optimum', () => {
  it('matches exhaustive enumeration on 400 small graphs, 12 changes each', () => {
    for (let seed = 1; seed <= 400; seed++) run(seed, 2 + (seed % 9), seed % 3 === 0 ? 3 : 20, 12, 'brute');
  });

  it('matches the from-scratch solver on 40 graphs of 30-60 vertices with wide weights', () => {
    for (let seed = 1; seed <= 40; seed++)
      run(5000 + seed, 30 + (seed % 31), seed % 2 ? 4 : 200, 15, 'static');
  });
});

describe('DynamicMatching.restart: a solve from scratch, each vertex from its own heaviest edge', () => {
  /** A fresh graph solved after restart(): every vertex starts at half its heaviest edge's weight. */
  function fromScratch(
    seed: number,
    n: number,
    bits: number,
    density: number,
    exact: 'brute' | 'static',
  ): void {
    const rand = prng(seed);
    const w: Weights = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
    const dm = new DynamicMatching(n, bits + 3);
    for (let i = 1; i < n; i++)
      for (let j = 0; j < i; j++) {
        const x = rand() < density ? randomBits(rand, bits) : 0n;
        w[i]![j] = x;
        dm.setWeight(i, j, x);
      }
    dm.restart();
    const got = weightOf(w, dm.solve());
    const want =
      exact === 'brute'
        ? bruteForce(n, edgesOf(w), false).weight
        : evaluate(n, edgesOf(w), maxWeightMatching(n, edgesOf(w))).weight;
    expect({ seed, weight: got }).toEqual({ seed, weight: want });
  }

  it('matches exhaustive enumeration on 600 small graphs: ties, odd and even weights, isolated vertices', () => {
    // 1-2 bits: most weights tie and half are odd, so the leftover roots start from duals of
    // both parities before they are evened out.
    for (let seed = 1; seed <= 600; seed++)
      fromScratch(seed, 2 + (seed % 11), 1 + (seed % 4) * 6, 0.2 + (seed % 5) * 0.2, 'brute');
  });

  it('matches the from-scratch textbook solver on 60 graphs of 40-100 vertices', () => {
    for (let seed = 1; seed <= 60; seed++)
      fromScratch(9000 + seed, 40 + seed, seed % 3 === 0 ? 2 : 150, 0.3 + (seed % 3) * 0.3, 'static');
  });
});

describe('DynamicMatching.mayPair', () => {
  /** The heaviest matching that uses the edge (u, v), by enumeration of the rest. */
  function forced(w: Weights, u: number, v: number): bigint {
    const n = w.length;
    const rest: Weights = w.map((row, i) =>
      row.map((x, j) => (i === u || i === v || j === u || j === v ? 0n : x)),
    );
    return w[Math.max(u, v)]![Math.min(u, v)]! + bruteForce(n, edgesOf(rest), false).weight;
  }

  it('rules out only edges that no heaviest matching uses (300 small graphs after changes)', () => {
    let ruledOut = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const rand = prng(90_000 + seed);
      const n = 4 + (seed % 6);
      const bits = seed % 2 ? 3 : 12;
      const w: Weights = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
      const dm = new DynamicMatching(n, bits + 3);
      for (let i = 1; i < n; i++)
        for (let j = 0; j < i; j++) {
          w[i]![j] = rand() < 0.2 ? 0n : randomBits(rand, bits);
          dm.setWeight(i, j, w[i]![j]!);
        }
      let mate = dm.solve();
      for (let step = 0; step < 4; step++) {
        change(rand, w, dm, bits, mate);
        mate = dm.solve();
        const best = bruteForce(n, edgesOf(w), false).weight;
        for (let i = 1; i < n; i++)
          for (let j = 0; j < i; j++) {
            if (w[i]![j] === 0n || dm.mayPair(i, j, 2n)) continue;
            ruledOut++;
            expect({ seed, step, i, j, below: forced(w, i, j) < best }).toEqual({
              seed,
              step,
              i,
              j,
              below: true,
            });
          }
      }
    }
    // The test means something only if edges do get ruled out.
    expect(ruledOut).toBeGreaterThan(1000);
  });

  it('rules out nothing while changes are not yet solved', () => {
    // A path 0-1-2-3 with a heavy middle edge: 1-2 is matched and 0, 3 stay single; whatever
    // optimal duals the solver finds, at least one of the light edges is left with slack.
    const dm = new DynamicMatching(4, 8);
    dm.setWeight(0, 1, 1n);
    dm.setWeight(1, 2, 50n);
    dm.setWeight(2, 3, 1n);
    const mate = dm.solve();
    expect(Array.from(mate)).toEqual([-1, 2, 1, -1]);
    expect(dm.mayPair(1, 2, 2n)).toBe(true);
    expect(dm.mayPair(0, 1, 2n) && dm.mayPair(2, 3, 2n)).toBe(false);
    dm.setWeight(0, 3, 7n);
    expect([dm.mayPair(0, 1, 2n), dm.mayPair(2, 3, 2n)]).toEqual([true, true]);
  });

  it('keeps one weight per edge: present or absent, and the same weight again changes nothing', () => {
    // The weights live only in the solver (one copy per edge, whichever end names it), so the
    // Dutch engine asks it whether an edge is present and relies on it to ignore a weight that
    // did not change: with nothing detached, mayPair still answers from the optimal duals.
    const dm = new DynamicMatching(4, 8);
    dm.setWeight(0, 1, 1n);
    dm.setWeight(2, 1, 50n);
    dm.setWeight(2, 3, 1n);
    expect([dm.hasEdge(1, 0), dm.hasEdge(1, 2), dm.hasEdge(3, 2), dm.hasEdge(0, 3)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(Array.from(dm.solve())).toEqual([-1, 2, 1, -1]);
    dm.setWeight(1, 2, 50n);
    dm.setWeight(3, 2, 1n);
    dm.setWeight(0, 3, 0n);
    expect(dm.detachedCount).toBe(0);
    expect(dm.mayPair(0, 1, 2n) && dm.mayPair(2, 3, 2n)).toBe(false);
    dm.setWeight(1, 2, 49n);
    expect(dm.detachedCount).toBeGreaterThan(0);
    dm.removeEdge(3, 2);
    expect(dm.hasEdge(2, 3)).toBe(false);
    expect(Array.from(dm.solve())).toEqual([-1, 2, 1, -1]);
  });
});

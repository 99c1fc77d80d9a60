import { describe, expect, it } from 'vitest';
import { maxWeightMatching, type WeightedEdge } from '../../../src/main/engine/pairing/matching';
import { bruteForce, evaluate, prng, randomGraph, subsetOptimum } from './matching-brute';

const edgesOf = (list: [number, number, number][]): WeightedEdge[] =>
  list.map(([u, v, w]) => [u, v, BigInt(w)]);

/** Solves, checks the result is a matching and returns it; the optimum is checked by the caller. */
function solve(n: number, edges: readonly WeightedEdge[], maxCardinality: boolean) {
  const mate = maxWeightMatching(n, edges, maxCardinality);
  return { mate: Array.from(mate), value: evaluate(n, edges, mate) };
}

describe('maxWeightMatching against brute force', () => {
  for (const maxCardinality of [false, true]) {
    it(`is optimal on 3000 random graphs (maxCardinality ${maxCardinality})`, () => {
      for (let seed = 1; seed <= 3000; seed++) {
        const { n, edges } = randomGraph(seed * 2 + (maxCardinality ? 1 : 0));
        const { value } = solve(n, edges, maxCardinality);
        const best = bruteForce(n, edges, maxCardinality);
        if (maxCardinality) expect({ seed, ...value }).toEqual({ seed, ...best });
        else expect({ seed, weight: value.weight }).toEqual({ seed, weight: best.weight });
      }
    });
  }
});

describe('maxWeightMatching with weights at the limb boundaries', () => {
  // One limb holds doubled weights below 2^42; two limbs split at 2^48 (matching-limbs.ts).
  const near = [1n << 40n, 1n << 41n, 1n << 47n, 1n << 48n, 1n << 95n, 1n << 96n];
  for (const maxCardinality of [false, true]) {
    it(`is optimal on 500 graphs (maxCardinality ${maxCardinality})`, () => {
      for (let seed = 1; seed <= 500; seed++) {
        const rand = prng(700_000 + seed);
        const n = 2 + Math.floor(rand() * 8);
        const centre = near[Math.floor(rand() * near.length)]!;
        const edges: WeightedEdge[] = [];
        for (let u = 0; u < n; u++) {
          for (let v = u + 1; v < n; v++) {
            if (rand() < 0.6) edges.push([u, v, centre + BigInt(Math.floor(rand() * 7)) - 3n]);
          }
        }
        const { value } = solve(n, edges, maxCardinality);
        const best = bruteForce(n, edges, maxCardinality);
        if (maxCardinality) expect({ seed, ...value }).toEqual({ seed, ...best });
        else expect({ seed, weight: value.weight }).toEqual({ seed, weight: best.weight });
      }
    });
  }
});

describe('maxWeightMatching against subset dynamic programming', () => {
  for (const maxCardinality of [false, true]) {
    it(`is optimal on 150 random graphs of up to 16 vertices (maxCardinality ${maxCardinality})`, () => {
      for (let seed = 1; seed <= 150; seed++) {
        const { n, edges } = randomGraph(100_000 + seed * 2 + (maxCardinality ? 1 : 0), 16);
        const { value } = solve(n, edges, maxCardinality);
        const best = subsetOptimum(n, edges, maxCardinality);
        if (maxCardinality) expect({ seed, ...value }).toEqual({ seed, ...best });
        else expect({ seed, weight: value.weight }).toEqual({ seed, weight: best.weight });
      }
    });
  }

  it('agrees with enumeration on small graphs (the two oracles check each other)', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const { n, edges } = randomGraph(seed);
      expect(subsetOptimum(n, edges, true)).toEqual(bruteForce(n, edges, true));
      expect(subsetOptimum(n, edges, false).weight).toEqual(bruteForce(n, edges, false).weight);
    }
  });
});

// Classic hard cases for the blossom algorithm (vertex 0 left isolated), with their unique optima.
const classic: { name: string; edges: [number, number, number][]; mate: number[] }[] = [
  {
    name: 'single edge wins over none',
    edges: [
      [1, 2, 10],
      [2, 3, 11],
    ],
    mate: [-1, -1, 3, 2],
  },
  {
    name: 'middle edge',
    edges: [
      [1, 2, 5],
      [2, 3, 11],
      [3, 4, 5],
    ],
    mate: [-1, -1, 3, 2, -1],
  },
  {
    name: 'S-blossom',
    edges: [
      [1, 2, 8],
      [1, 3, 9],
      [2, 3, 10],
      [3, 4, 7],
    ],
    mate: [-1, 2, 1, 4, 3],
  },
  {
    name: 'S-blossom augmented through',
    edges: [
      [1, 2, 8],
      [1, 3, 9],
      [2, 3, 10],
      [3, 4, 7],
      [1, 6, 5],
      [4, 5, 6],
    ],
    mate: [-1, 6, 3, 2, 5, 4, 1],
  },
  {
    name: 'T-blossom',
    edges: [
      [1, 2, 9],
      [1, 3, 8],
      [2, 3, 10],
      [1, 4, 5],
      [4, 5, 4],
      [1, 6, 3],
    ],
    mate: [-1, 6, 3, 2, 5, 4, 1],
  },
  {
    name: 'T-blossom, other dual order',
    edges: [
      [1, 2, 9],
      [1, 3, 8],
      [2, 3, 10],
      [1, 4, 5],
      [4, 5, 3],
      [1, 6, 4],
    ],
    mate: [-1, 6, 3, 2, 5, 4, 1],
  },
  {
    name: 'T-blossom expanded through a non-base vertex',
    edges: [
      [1, 2, 9],
      [1, 3, 8],
      [2, 3, 10],
      [1, 4, 5],
      [4, 5, 3],
      [3, 6, 4],
    ],
    mate: [-1, 2, 1, 6, 5, 4, 3],
  },
  {
    name: 'nested S-blossom',
    edges: [
      [1, 2, 9],
      [1, 3, 9],
      [2, 3, 10],
      [2, 4, 8],
      [3, 5, 8],
      [4, 5, 10],
      [5, 6, 6],
    ],
    mate: [-1, 3, 4, 1, 2, 6, 5],
  },
  {
    name: 'S-blossom relabelled inside a nested blossom',
    edges: [
      [1, 2, 10],
      [1, 7, 10],
      [2, 3, 12],
      [3, 4, 20],
      [3, 5, 20],
      [4, 5, 25],
      [5, 6, 10],
      [6, 7, 10],
      [7, 8, 8],
    ],
    mate: [-1, 2, 1, 4, 3, 6, 5, 8, 7],
  },
  {
    name: 'nested S-blossom expanded at the end of a stage',
    edges: [
      [1, 2, 8],
      [1, 3, 8],
      [2, 3, 10],
      [2, 4, 12],
      [3, 5, 12],
      [4, 5, 14],
      [4, 6, 12],
      [5, 7, 12],
      [6, 7, 14],
      [7, 8, 12],
    ],
    mate: [-1, 2, 1, 5, 6, 3, 4, 8, 7],
  },
  {
    name: 'S-blossom becomes T and expands',
    edges: [
      [1, 2, 23],
      [1, 5, 22],
      [1, 6, 15],
      [2, 3, 25],
      [3, 4, 22],
      [4, 5, 25],
      [4, 8, 14],
      [5, 7, 13],
    ],
    mate: [-1, 6, 3, 2, 8, 7, 1, 5, 4],
  },
  {
    name: 'nested S-blossom becomes T and expands',
    edges: [
      [1, 2, 19],
      [1, 3, 20],
      [1, 8, 8],
      [2, 3, 25],
      [2, 4, 18],
      [3, 5, 18],
      [4, 5, 13],
      [4, 7, 7],
      [5, 6, 7],
    ],
    mate: [-1, 8, 3, 2, 7, 6, 5, 4, 1],
  },
  {
    name: 'T-blossom expansion that must relabel a reached vertex',
    edges: [
      [1, 2, 45],
      [1, 5, 45],
      [2, 3, 50],
      [3, 4, 45],
      [4, 5, 50],
      [1, 6, 30],
      [3, 9, 35],
      [4, 8, 35],
      [5, 7, 26],
      [9, 10, 5],
    ],
    mate: [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
  },
  {
    name: 'T-blossom expansion, second variant',
    edges: [
      [1, 2, 45],
      [1, 5, 45],
      [2, 3, 50],
      [3, 4, 45],
      [4, 5, 50],
      [1, 6, 30],
      [3, 9, 35],
      [4, 8, 26],
      [5, 7, 40],
      [9, 10, 5],
    ],
    mate: [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
  },
  {
    name: 'T-blossom expansion keeps the least-slack edges right',
    edges: [
      [1, 2, 45],
      [1, 5, 45],
      [2, 3, 50],
      [3, 4, 45],
      [4, 5, 50],
      [1, 6, 30],
      [3, 9, 35],
      [4, 8, 28],
      [5, 7, 26],
      [9, 10, 5],
    ],
    mate: [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
  },
  {
    name: 'nested T-blossom expansion',
    edges: [
      [1, 2, 45],
      [1, 7, 45],
      [2, 3, 50],
      [3, 4, 45],
      [4, 5, 95],
      [4, 6, 94],
      [5, 6, 94],
      [6, 7, 50],
      [1, 8, 30],
      [3, 11, 35],
      [5, 9, 36],
      [7, 10, 26],
      [11, 12, 5],
    ],
    mate: [-1, 8, 3, 2, 6, 9, 4, 10, 1, 5, 7, 12, 11],
  },
  {
    name: 'nested blossom relabelled then expanded',
    edges: [
      [1, 2, 40],
      [1, 3, 40],
      [2, 3, 60],
      [2, 4, 55],
      [3, 5, 55],
      [4, 5, 50],
      [1, 8, 15],
      [5, 7, 30],
      [7, 6, 10],
      [8, 10, 10],
      [4, 9, 30],
    ],
    mate: [-1, 2, 1, 5, 9, 3, 7, 6, 10, 4, 8],
  },
];

describe('maxWeightMatching on classic blossom cases', () => {
  for (const { name, edges, mate } of classic) {
    it(name, () => {
      const n = mate.length;
      expect(solve(n, edgesOf(edges), false).mate).toEqual(mate);
      // The same structure with every weight shifted far up exercises the multi-limb arithmetic.
      const shifted: WeightedEdge[] = edges.map(([u, v, w]) => [u, v, BigInt(w) << 190n]);
      expect(solve(n, shifted, false).mate).toEqual(mate);
    });
  }

  it('maxCardinality prefers two light edges to one heavy', () => {
    expect(
      solve(
        5,
        edgesOf([
          [1, 2, 5],
          [2, 3, 11],
          [3, 4, 5],
        ]),
        true,
      ).mate,
    ).toEqual([-1, 2, 1, 4, 3]);
  });
});

describe('maxWeightMatching edge cases', () => {
  it('handles the empty graph and isolated vertices', () => {
    expect(Array.from(maxWeightMatching(0, []))).toEqual([]);
    expect(Array.from(maxWeightMatching(3, []))).toEqual([-1, -1, -1]);
    expect(Array.from(maxWeightMatching(4, [[1, 2, 7n]]))).toEqual([-1, 2, 1, -1]);
    expect(Array.from(maxWeightMatching(4, [[1, 2, 0n]], true))).toEqual([-1, 2, 1, -1]);
  });

  it('rejects invalid input with a clear error', () => {
    expect(() => maxWeightMatching(3, [[1, 1, 2n]])).toThrow(/self loop/);
    expect(() => maxWeightMatching(3, [[0, 3, 2n]])).toThrow(/outside 0\.\.2/);
    expect(() => maxWeightMatching(3, [[-1, 2, 2n]])).toThrow(/outside/);
    expect(() => maxWeightMatching(3, [[0.5, 2, 2n]])).toThrow(/outside/);
    expect(() => maxWeightMatching(3, [[0, 2, -1n]])).toThrow(/non-negative BigInt/);
    expect(() => maxWeightMatching(3, [[0, 2, 3 as unknown as bigint]])).toThrow(/non-negative BigInt/);
    expect(() => maxWeightMatching(-1, [])).toThrow(/vertex count/);
  });
});

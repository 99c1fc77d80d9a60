/**
 * Maximum-weight matching on a general graph: the generic optimiser under the Swiss pairing
 * systems. It knows nothing of draughts: the Dutch engine packs its criteria into the bit fields
 * of one wide integer weight per compatible pair (a higher criterion always dominates the lower
 * ones) and asks for the heaviest matching. The answer must be exact, so weights are BigInt and
 * compared without rounding; the algorithm itself works on exact multi-limb float64 integers
 * (matching-limbs.ts) because BigInt arithmetic in its inner loops would be far too slow.
 */
import { limbCountFor, limbsAdd, writeLimbs } from './matching-limbs';
import { BlossomSolver } from './matching-solver';

export type WeightedEdge = readonly [u: number, v: number, weight: bigint];

/**
 * Maximum-weight matching on a general graph with vertices 0..vertexCount-1. Weights are
 * non-negative BigInt (they may be hundreds of bits wide). With maxCardinality, among the
 * matchings of maximum cardinality the one of maximum weight. Returns mate[v] = partner or -1.
 *
 * Parallel edges are allowed (the heavier one counts); self loops, vertices out of range and
 * negative or non-BigInt weights throw an Error. Ties between equally heavy matchings are broken
 * arbitrarily. O(n^3) time, O(n + m) memory.
 */
export function maxWeightMatching(
  vertexCount: number,
  edges: readonly WeightedEdge[],
  maxCardinality = false,
): Int32Array {
  const prepared = prepareMatching(vertexCount, edges, maxCardinality);
  return prepared ? prepared.solver.solve() : new Int32Array(vertexCount).fill(-1);
}

/**
 * Validates the request and sets up the solver, which maximises the sum of 2 (weight + offset)
 * (see below); null when there is nothing to match. Exported for the tests, which check the
 * solver's dual solution as a certificate of optimality.
 */
export function prepareMatching(
  vertexCount: number,
  edges: readonly WeightedEdge[],
  maxCardinality: boolean,
): { solver: BlossomSolver; offset: bigint } | null {
  if (!Number.isSafeInteger(vertexCount) || vertexCount < 0 || vertexCount >= 2 ** 30) {
    throw new Error(`maxWeightMatching: invalid vertex count ${String(vertexCount)}`);
  }
  const n = vertexCount;
  const m = edges.length;
  const ends = new Int32Array(2 * m);
  let maxWeight = 0n;
  for (let k = 0; k < m; k++) {
    const [u, v, w] = edges[k]!;
    if (!Number.isInteger(u) || !Number.isInteger(v) || u < 0 || v < 0 || u >= n || v >= n) {
      throw new Error(
        `maxWeightMatching: edge ${k} (${String(u)}, ${String(v)}) has a vertex outside 0..${n - 1}`,
      );
    }
    if (u === v) throw new Error(`maxWeightMatching: edge ${k} is a self loop on vertex ${u}`);
    if (typeof w !== 'bigint' || w < 0n) {
      throw new Error(
        `maxWeightMatching: edge ${k} (${u}, ${v}) has weight ${String(w)}, not a non-negative BigInt`,
      );
    }
    ends[2 * k] = u;
    ends[2 * k + 1] = v;
    if (w > maxWeight) maxWeight = w;
  }
  if (n === 0 || m === 0) return null;

  // Maximum cardinality first: adding to every weight more than any matching can weigh makes one
  // more edge outweigh every difference in the original weights, and keeps the order among
  // matchings of equal size. A matching has at most floor(n/2) edges.
  const offset = maxCardinality ? BigInt(n >> 1) * maxWeight + 1n : 0n;
  const top = maxWeight + offset;
  // Doubled weights keep every dual an integer; duals start at the largest weight.
  const limbs = limbCountFor(2n * top);
  const weights2 = new Float64Array(m * limbs);
  if (limbs === 1) {
    // Everything fits in a float64 exactly (below 2^43): no BigInt work per edge.
    const off = Number(offset);
    for (let k = 0; k < m; k++) weights2[k] = 2 * (Number(edges[k]![2]) + off);
  } else {
    // Offset and doubling in limb arithmetic: each BigInt operation allocates, and there may be
    // half a million edges.
    const offsetLimbs = new Float64Array(limbs);
    writeLimbs(offset, offsetLimbs, 0, limbs);
    for (let k = 0; k < m; k++) {
      const o = k * limbs;
      writeLimbs(edges[k]![2], weights2, o, limbs);
      if (offset !== 0n) limbsAdd(weights2, o, offsetLimbs, 0, limbs);
      limbsAdd(weights2, o, weights2, o, limbs);
    }
  }
  const initialDual = new Float64Array(limbs);
  writeLimbs(top, initialDual, 0, limbs);
  return { solver: new BlossomSolver(n, ends, weights2, limbs, initialDual), offset };
}

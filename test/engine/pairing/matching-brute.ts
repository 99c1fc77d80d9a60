/**
 * Independent expectations for the matching tests: exhaustive enumeration of all matchings of a
 * small graph, and a seeded PRNG for reproducible random graphs.
 */
import type { WeightedEdge } from '../../../src/main/engine/pairing/matching';

export type Best = { cardinality: number; weight: bigint };

/** Heaviest edge between each pair (parallel edges: the heavier counts), or -1n for none. */
export function pairWeights(n: number, edges: readonly WeightedEdge[]): bigint[][] {
  const w = Array.from({ length: n }, () => new Array<bigint>(n).fill(-1n));
  for (const [u, v, x] of edges) {
    if (x > w[u]![v]!) {
      w[u]![v] = x;
      w[v]![u] = x;
    }
  }
  return w;
}

/** The best (cardinality, weight) over all matchings, by enumeration. */
export function bruteForce(n: number, edges: readonly WeightedEdge[], maxCardinality: boolean): Best {
  const w = pairWeights(n, edges);
  const used = new Array<boolean>(n).fill(false);
  let best: Best = { cardinality: 0, weight: 0n };
  const better = (c: number, x: bigint): boolean =>
    maxCardinality ? c > best.cardinality || (c === best.cardinality && x > best.weight) : x > best.weight;
  const go = (i: number, c: number, x: bigint): void => {
    while (i < n && used[i]) i++;
    if (i === n) {
      if (better(c, x)) best = { cardinality: c, weight: x };
      return;
    }
    used[i] = true;
    go(i + 1, c, x); // i stays single
    for (let j = i + 1; j < n; j++) {
      if (!used[j] && w[i]![j]! >= 0n) {
        used[j] = true;
        go(i + 1, c + 1, x + w[i]![j]!);
        used[j] = false;
      }
    }
    used[i] = false;
  };
  go(0, 0, 0n);
  return best;
}

/** Checks that mate is a matching of the graph and returns its (cardinality, weight). */
export function evaluate(n: number, edges: readonly WeightedEdge[], mate: Int32Array): Best {
  if (mate.length !== n) throw new Error(`mate has length ${mate.length}, expected ${n}`);
  const w = pairWeights(n, edges);
  let cardinality = 0;
  let weight = 0n;
  for (let v = 0; v < n; v++) {
    const u = mate[v]!;
    if (u === -1) continue;
    if (u < 0 || u >= n || u === v || mate[u] !== v) throw new Error(`mate is not symmetric at ${v}`);
    if (w[v]![u]! < 0n) throw new Error(`${v}-${u} is matched but not an edge`);
    if (v < u) {
      cardinality++;
      weight += w[v]![u]!;
    }
  }
  return { cardinality, weight };
}

/** mulberry32: a small seeded PRNG, so every failing graph can be rebuilt from its seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniformly random BigInt of `bits` bits. */
export function randomBits(rand: () => number, bits: number): bigint {
  let x = 0n;
  for (let b = 0; b < bits; b += 16) x = (x << 16n) | BigInt(Math.floor(rand() * 65536));
  return x >> BigInt((16 - (bits % 16)) % 16);
}

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

/**
 * The same optimum by dynamic programming over vertex subsets (O(2^n n)), for graphs too big to
 * enumerate (up to about 18 vertices): best(S) = max(best(S - i), best(S - i - j) + w(i, j)) for
 * the lowest vertex i of S.
 */
export function subsetOptimum(n: number, edges: readonly WeightedEdge[], maxCardinality: boolean): Best {
  const w = pairWeights(n, edges);
  // Cardinality above every weight sum makes one comparison order by (cardinality, weight).
  const unit = maxCardinality ? 1n << 512n : 0n;
  const best = new Array<bigint>(1 << n).fill(0n);
  const card = new Int8Array(1 << n);
  for (let mask = 1; mask < 1 << n; mask++) {
    const i = 31 - Math.clz32(mask & -mask);
    const rest = mask ^ (1 << i);
    let value = best[rest]!;
    let c = card[rest]!;
    for (let j = i + 1; j < n; j++) {
      if (!(rest & (1 << j)) || w[i]![j]! < 0n) continue;
      const other = rest ^ (1 << j);
      const candidate = best[other]! + w[i]![j]! + unit;
      if (candidate > value) {
        value = candidate;
        c = card[other]! + 1;
      }
    }
    best[mask] = value;
    card[mask] = c;
  }
  const all = (1 << n) - 1;
  return { cardinality: card[all]!, weight: best[all]! - BigInt(card[all]!) * unit };
}

export type WeightKind = 'ties' | 'small' | 'huge' | 'wide' | 'fields';

/** A random graph on 0..10 vertices: density, weight kind and parallel edges all drawn from the seed. */
export function randomGraph(
  seed: number,
  maxN = 10,
  minN = 0,
): { n: number; edges: WeightedEdge[]; kind: WeightKind } {
  const rand = prng(seed);
  const n = minN + Math.floor(rand() * (maxN - minN + 1));
  const density = [0.15, 0.4, 0.7, 1][Math.floor(rand() * 4)]!;
  const kinds: WeightKind[] = ['ties', 'small', 'huge', 'wide', 'fields'];
  const kind = kinds[Math.floor(rand() * kinds.length)]!;
  const weight = (): bigint => {
    switch (kind) {
      case 'ties':
        return BigInt(Math.floor(rand() * 4));
      case 'small':
        return BigInt(Math.floor(rand() * 100));
      case 'huge':
        return (1n << 200n) + BigInt(Math.floor(rand() * 8));
      case 'wide':
        return randomBits(rand, 150);
      case 'fields': {
        // Like packed pairing criteria: a few small fields far apart, so that most comparisons are
        // decided in low limbs while the high limbs tie.
        let x = 0n;
        for (const shift of [240n, 170n, 100n, 48n, 0n]) x |= BigInt(Math.floor(rand() * 3)) << shift;
        return x;
      }
    }
  };
  const edges: WeightedEdge[] = [];
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      if (rand() < density) edges.push(rand() < 0.5 ? [u, v, weight()] : [v, u, weight()]);
      if (rand() < 0.03) edges.push([u, v, weight()]); // a parallel edge
    }
  }
  return { n, edges, kind };
}

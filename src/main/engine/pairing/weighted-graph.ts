/**
 * The graph of possible pairs with its current edge weights, re-solved as the Dutch procedure
 * fixes decisions. A fixed pair leaves the graph: its vertices may only be matched to each other,
 * so the rest of the matching does not depend on them.
 */
import { maxWeightMatching, type WeightedEdge } from './matching';
import { limbCountFor, limbsAdd, limbsCopy, writeLimbs } from './matching-limbs';
import { BlossomSolver } from './matching-solver';

export class WeightedGraph {
  readonly n: number;
  /** Lower triangle: weight of (i, j), i > j, at i(i-1)/2 + j. 0n: no edge. */
  private readonly w: bigint[];
  private readonly partner: Int32Array;
  /**
   * The doubled weights as the solver reads them (matching-limbs.ts), per triangle slot, for the
   * weight in `cachedW` at `cacheLimbs` limbs. A round re-solves dozens of times while only a few
   * weights change in between, and converting every BigInt weight anew took about half the time.
   */
  private cacheLimbs = 0;
  private cache = new Float64Array(0);
  private readonly cachedW: bigint[];

  constructor(n: number) {
    this.n = n;
    this.w = new Array<bigint>((n * (n - 1)) / 2).fill(0n);
    this.partner = new Int32Array(n).fill(-1);
    this.cachedW = new Array<bigint>((n * (n - 1)) / 2).fill(-1n);
  }

  private at(i: number, j: number): number {
    return i > j ? (i * (i - 1)) / 2 + j : (j * (j - 1)) / 2 + i;
  }

  get(i: number, j: number): bigint {
    return this.w[this.at(i, j)] ?? 0n;
  }

  set(i: number, j: number, weight: bigint): void {
    this.w[this.at(i, j)] = weight;
  }

  /** Fixes the pair (i, j) for good. */
  fix(i: number, j: number): void {
    this.partner[i] = j;
    this.partner[j] = i;
  }

  isFixed(i: number): boolean {
    return this.partner[i] !== -1;
  }

  /**
   * A maximum-weight matching: mate[v], or v itself when v is left unmatched. With `shift` and
   * `extra`, every weight w counts as (w << shift) + extra(i, j) for this solve only: lower-order
   * preferences added below all the stored criteria (an edge of weight 0 stays absent).
   */
  solve(shift = 0n, extra?: (i: number, j: number) => bigint): Int32Array {
    if (!extra) return this.solveCached();
    const free: number[] = [];
    const local = new Int32Array(this.n).fill(-1);
    for (let v = 0; v < this.n; v++) {
      if (this.partner[v] === -1) {
        local[v] = free.length;
        free.push(v);
      }
    }
    const edges: WeightedEdge[] = [];
    for (let a = 1; a < free.length; a++) {
      const i = free[a] ?? 0;
      const row = (i * (i - 1)) / 2;
      for (let c = 0; c < a; c++) {
        const j = free[c] ?? 0;
        const weight = this.w[row + j] ?? 0n;
        if (weight > 0n) edges.push([a, c, extra ? (weight << shift) + extra(i, j) : weight]);
      }
    }
    const m = maxWeightMatching(free.length, edges);
    const mate = new Int32Array(this.n);
    for (let v = 0; v < this.n; v++) {
      const p = this.partner[v] ?? -1;
      if (p !== -1) mate[v] = p;
      else {
        const l = m[local[v] ?? 0] ?? -1;
        mate[v] = l === -1 ? v : (free[l] ?? v);
      }
    }
    return mate;
  }

  /**
   * The same matching as maxWeightMatching(free vertices, edges) without `extra`: the very same
   * edges in the same order with the same doubled weights and initial duals (prepareMatching, no
   * maximum cardinality), so the solver takes the very same steps; only the limbs come from the
   * cache where the weight did not change.
   */
  private solveCached(): Int32Array {
    const free: number[] = [];
    const local = new Int32Array(this.n).fill(-1);
    for (let v = 0; v < this.n; v++) {
      if (this.partner[v] === -1) {
        local[v] = free.length;
        free.push(v);
      }
    }
    const slots: number[] = [];
    let maxWeight = 0n;
    for (let a = 1; a < free.length; a++) {
      const i = free[a] ?? 0;
      const row = (i * (i - 1)) / 2;
      for (let c = 0; c < a; c++) {
        const weight = this.w[row + (free[c] ?? 0)] ?? 0n;
        if (weight > 0n) {
          slots.push(row + (free[c] ?? 0));
          if (weight > maxWeight) maxWeight = weight;
        }
      }
    }
    const mate = new Int32Array(this.n);
    let m: Int32Array;
    if (slots.length === 0) m = new Int32Array(free.length).fill(-1);
    else {
      const L = limbCountFor(2n * maxWeight);
      if (L !== this.cacheLimbs) {
        this.cacheLimbs = L;
        this.cache = new Float64Array(this.cachedW.length * L);
        this.cachedW.fill(-1n);
      }
      const ends = new Int32Array(2 * slots.length);
      const weights2 = new Float64Array(slots.length * L);
      let k = 0;
      for (let a = 1; a < free.length; a++) {
        const row = ((free[a] ?? 0) * ((free[a] ?? 0) - 1)) / 2;
        for (let c = 0; c < a; c++) {
          const s = row + (free[c] ?? 0);
          if (s !== slots[k]) continue;
          const weight = this.w[s] ?? 0n;
          if (this.cachedW[s] !== weight) {
            // As prepareMatching doubles a weight (offset 0).
            if (L === 1) this.cache[s] = 2 * Number(weight);
            else {
              writeLimbs(weight, this.cache, s * L, L);
              limbsAdd(this.cache, s * L, this.cache, s * L, L);
            }
            this.cachedW[s] = weight;
          }
          limbsCopy(weights2, k * L, this.cache, s * L, L);
          ends[2 * k] = a;
          ends[2 * k + 1] = c;
          k++;
        }
      }
      const initialDual = new Float64Array(L);
      writeLimbs(maxWeight, initialDual, 0, L);
      m = new BlossomSolver(free.length, ends, weights2, L, initialDual).solve();
    }
    for (let v = 0; v < this.n; v++) {
      const p = this.partner[v] ?? -1;
      if (p !== -1) mate[v] = p;
      else {
        const l = m[local[v] ?? 0] ?? -1;
        mate[v] = l === -1 ? v : (free[l] ?? v);
      }
    }
    return mate;
  }
}

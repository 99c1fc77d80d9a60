/**
 * The graph of possible pairs with its current edge weights, re-solved as the Dutch procedure
 * fixes decisions. A fixed pair leaves the graph: its vertices may only be matched to each other,
 * so the rest of the matching does not depend on them.
 */
import { maxWeightMatching, type WeightedEdge } from './matching';

export class WeightedGraph {
  readonly n: number;
  /** Lower triangle: weight of (i, j), i > j, at i(i-1)/2 + j. 0n: no edge. */
  private readonly w: bigint[];
  private readonly partner: Int32Array;

  constructor(n: number) {
    this.n = n;
    this.w = new Array<bigint>((n * (n - 1)) / 2).fill(0n);
    this.partner = new Int32Array(n).fill(-1);
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
}

/**
 * The graph of possible pairs with its current edge weights, re-solved as the Dutch procedure
 * fixes decisions. A fixed pair leaves the graph: its vertices lose every other edge, so they can
 * only be matched to each other and the rest of the matching does not depend on them.
 *
 * The matching is kept between solves (matching-dynamic.ts): only the vertices whose edges
 * changed are re-matched, which is what makes a round of hundreds of decisions affordable. The
 * weights live only there, in limbs: a BigInt per pair as well took more memory than the matching
 * itself on a 3000-entrant round.
 */
import { DynamicMatching } from './matching-dynamic';

export class WeightedGraph {
  readonly n: number;
  private readonly partner: Int32Array;
  private readonly matching: DynamicMatching;
  /** The limbs of no edge. */
  private readonly none: Float64Array;
  /** The first solve starts from scratch. */
  private fresh = true;

  /** A graph on n vertices for weights of at most `weightBits` bits. */
  constructor(n: number, weightBits: number) {
    this.n = n;
    this.partner = new Int32Array(n).fill(-1);
    this.matching = new DynamicMatching(n, weightBits);
    this.none = new Float64Array(this.matching.limbs);
  }

  /** Limbs of a weight (matching-limbs.ts) as `set` takes them. */
  get limbs(): number {
    return this.matching.limbs;
  }

  /**
   * Sets the weight of (i, j) to the `limbs` limbs at w[off] plus `bonus`, a tie-break of the
   * bracket procedure (weights.ts leaves room for it in the low bits). All-zero limbs: no edge.
   */
  set(i: number, j: number, w: Float64Array, off: number, bonus = 0): void {
    // A fixed vertex keeps only its partner.
    if (this.partner[i] !== -1 || this.partner[j] !== -1) return;
    this.matching.setWeightLimbs(i, j, w, off, bonus);
  }

  /** Removes the edge (i, j). */
  clear(i: number, j: number): void {
    if (this.partner[i] !== -1 || this.partner[j] !== -1) return;
    this.matching.setWeightLimbs(i, j, this.none, 0, 0);
  }

  /** Fixes the pair (i, j) for good. */
  fix(i: number, j: number): void {
    this.partner[i] = j;
    this.partner[j] = i;
    for (let x = 0; x < this.n; x++) {
      if (x === i || x === j) continue;
      if (this.matching.hasEdge(i, x)) this.matching.removeEdge(i, x);
      if (this.matching.hasEdge(j, x)) this.matching.removeEdge(j, x);
    }
  }

  /** False when (i, j) belongs to no maximum-weight matching for the current weights (see DynamicMatching.mayPair). */
  mayPair(i: number, j: number): boolean {
    return this.matching.mayPair(i, j, 2n);
  }

  isFixed(i: number): boolean {
    return this.partner[i] !== -1;
  }

  /** A maximum-weight matching: mate[v], or v itself when v is left unmatched. */
  solve(): Int32Array {
    // Re-matching most vertices one by one costs more than starting over.
    if (this.fresh || this.matching.detachedCount > this.n / 2) this.matching.restart();
    this.fresh = false;
    const m = this.matching.solve();
    const mate = new Int32Array(this.n);
    for (let v = 0; v < this.n; v++) {
      const p = this.partner[v]!;
      mate[v] = p !== -1 ? p : m[v] === -1 ? v : m[v]!;
    }
    return mate;
  }
}

/**
 * Maximum-weight matching re-solved after edge weights change, without starting over: the Dutch
 * procedure asks for a matching dozens to hundreds of times per round while only the edges of a
 * few vertices change in between, and a solve from scratch costs O(n^3).
 *
 * The graph is complete on n vertices; an edge of weight 0 is absent (stored with a negative
 * weight so that it can never become tight). Between solves the matching, the duals and the
 * blossoms of the last optimum are kept. Changing the edges of a vertex v first detaches v (the
 * approach of bbpPairings, REFERENCES.md): the matched edge leaving v's top-level blossom is
 * unmatched, v is made the base of its blossoms and they are dissolved, each blossom's dual moving
 * into its vertices' duals so that every other edge keeps its slack or gains some. v's dual is then
 * raised until its edges are feasible again. The vertex at the other end of the unmatched edge is
 * detached too, so that every unmatched vertex with a positive dual starts the next search with an
 * even dual (which keeps S-S slacks even, as the doubled weights do from scratch). The search
 * (matching-solver.ts) grows trees from those vertices only; it costs O(k n^2) for k detached
 * vertices instead of O(n^3).
 */
import {
  LIMB_BASE,
  LIMB_BITS,
  limbCountFor,
  limbsAdd,
  limbsCopy,
  limbsHalve,
  limbsLess,
  limbsSub,
  writeLimbs,
} from './matching-limbs';
import { BlossomSolver } from './matching-solver';

export class DynamicMatching extends BlossomSolver {
  /** Doubled weights below this (in bits) are accepted; set by the caller's widest weight. */
  private readonly weightBits: number;
  private readonly absent: Float64Array;
  private readonly detached: Uint8Array;
  private readonly detachedList: number[] = [];
  private readonly scratch: Float64Array;
  private readonly best: Float64Array;
  private readonly input: Float64Array;
  /** A doubled weight's top limb stays below this (2^(weightBits + 1) in the top limb's units). */
  private readonly topLimit: number;

  /** A complete graph on n vertices with every edge absent, for weights of at most `weightBits` bits. */
  constructor(n: number, weightBits: number) {
    const m = (n * (n - 1)) / 2;
    const ends = new Int32Array(2 * m);
    for (let i = 1, k = 0; i < n; i++) {
      for (let j = 0; j < i; j++, k++) {
        ends[2 * k] = i;
        ends[2 * k + 1] = j;
      }
    }
    // Doubled weights take one bit more, an absent edge weighs minus four times the largest, and
    // duals stay within a small multiple of that (limbCountFor leaves the room).
    const limbs = limbCountFor(1n << BigInt(weightBits + 3));
    const absent = new Float64Array(limbs);
    writeLimbs(1n << BigInt(weightBits + 3), absent, 0, limbs);
    const negative = new Float64Array(limbs);
    limbsSub(negative, 0, absent, 0, limbs);
    super(n, ends, negative, limbs, new Float64Array(limbs));
    // Every edge starts absent, out of the scans.
    this.adjEnd.set(this.adjStart.subarray(0, n));
    this.weightBits = weightBits;
    this.absent = negative;
    this.detached = new Uint8Array(n);
    this.scratch = new Float64Array(limbs);
    this.best = new Float64Array(limbs);
    this.input = new Float64Array(limbs);
    this.topLimit = 2 ** (weightBits + 1 - LIMB_BITS * (limbs - 1));
  }

  /**
   * Sets the weight of the edge (i, j), i !== j: a non-negative integer below 2^weightBits, 0 for
   * no edge. Setting the weight it already has changes nothing (no vertex is detached).
   */
  setWeight(i: number, j: number, weight: bigint): void {
    if (weight < 0n || weight >= 1n << BigInt(this.weightBits))
      throw new Error(`DynamicMatching: weight ${weight} out of range`);
    writeLimbs(weight, this.input, 0, this.L);
    this.setWeightLimbs(i, j, this.input, 0, 0);
  }

  /** Limbs of a weight (matching-limbs.ts), as setWeightLimbs takes them. */
  get limbs(): number {
    return this.L;
  }

  /**
   * setWeight for a weight given as `limbs` normalised limbs at w[off] plus a small integer
   * `bonus` (|bonus| < 2^47), without a BigInt: the Dutch procedure sets tens of thousands of
   * weights a round, each a pair's criteria plus a tie-break. All-zero limbs mean no edge, whatever
   * the bonus.
   */
  setWeightLimbs(i: number, j: number, w: Float64Array, off: number, bonus: number): void {
    const { L, scratch } = this;
    let zero = true;
    for (let k = 0; k < L; k++) if (w[off + k] !== 0) zero = false;
    if (zero) limbsCopy(scratch, 0, this.absent, 0, L);
    else {
      // Doubled, with the carries of the bonus: every intermediate is an integer below 2^53.
      let carry = 2 * bonus;
      for (let k = 0; k < L - 1; k++) {
        const t = 2 * w[off + k]! + carry;
        carry = Math.floor(t / LIMB_BASE);
        scratch[k] = t - carry * LIMB_BASE;
      }
      scratch[L - 1] = 2 * w[off + L - 1]! + carry;
      if (scratch[L - 1]! < 0 || scratch[L - 1]! >= this.topLimit)
        throw new Error('DynamicMatching: weight out of range');
    }
    const at = edgeIndex(i, j) * L;
    if (limbsEqual(this.adjW, at, scratch, L)) return;
    // The edge's slack depends on both duals; re-raising one of them restores feasibility.
    this.detach(this.detached[j] ? j : i);
    limbsCopy(this.adjW, at, scratch, 0, L);
    this.setLive(edgeIndex(i, j), !zero);
  }

  /** Whether the edge (i, j) is present (has a positive weight). */
  hasEdge(i: number, j: number): boolean {
    return this.isLive(edgeIndex(i, j));
  }

  /**
   * Lowers the edge (i, j) to absent. Cheaper than setWeight when the edge is unmatched and on no
   * blossom's cycle: its slack only grows, so every dual and blossom stays valid and the matching
   * stays optimal.
   */
  removeEdge(i: number, j: number): void {
    const L = this.L;
    const matchedTo = this.mate[i]!;
    if (this.cycleEdge[edgeIndex(i, j)] || (matchedTo !== -1 && this.endpoint[matchedTo] === j)) {
      this.setWeight(i, j, 0n);
      return;
    }
    limbsCopy(this.adjW, edgeIndex(i, j) * L, this.absent, 0, L);
    this.setLive(edgeIndex(i, j), false);
  }

  /**
   * Whether the edge (u, v) may belong to a maximum-weight matching: false only when, right
   * after a solve, its reduced cost under the optimal duals is at least half a `unit`, for then
   * every matching through (u, v) weighs that much less than the dual bound, which the heaviest
   * matching reaches (complementary slackness). A caller whose weights carry tie-breaks summing
   * to less than half a unit over any matching learns the same of its weights without them.
   * After changes not yet solved: true.
   */
  mayPair(u: number, v: number, unit: bigint): boolean {
    if (this.detachedList.length > 0) return true;
    const { L, D, parent, scratch, best } = this;
    const a = edgeIndex(u, v);
    limbsCopy(scratch, 0, D, u * L, L);
    limbsAdd(scratch, 0, D, v * L, L);
    limbsSub(scratch, 0, this.adjW, a * L, L);
    // Blossoms holding both ends count their dual twice (the LP's z_B).
    const above = new Set<number>();
    for (let b = parent[u]!; b !== -1; b = parent[b]!) above.add(b);
    for (let b = parent[v]!; b !== -1; b = parent[b]!) {
      if (!above.has(b)) continue;
      limbsAdd(scratch, 0, D, b * L, L);
      limbsAdd(scratch, 0, D, b * L, L);
    }
    // The slack is in doubled units: half a unit of reduced cost is `unit` here.
    writeLimbs(unit, best, 0, L);
    return limbsLess(scratch, 0, best, 0, L);
  }

  /** Vertices detached since the last solve: when most are, restart() is the cheaper way. */
  get detachedCount(): number {
    return this.detachedList.length;
  }

  /**
   * Forgets the matching, the blossoms and the duals: the next solve starts from scratch. Where the
   * textbook gives every vertex the same dual, half the largest doubled weight, each vertex here
   * starts at half its own heaviest edge (an edge's two halves cover it; a vertex without edges at
   * 0). Each vertex's heaviest edge is then tight, where the textbook's duals make only the round's
   * heaviest edges tight and reach the others through one dual step per distinct slack: with the
   * Dutch criteria nearly every weight differs, and those steps made the first solve of a round
   * its slowest. Free vertices with different duals are what a re-solve starts from too.
   */
  restart(): void {
    const { n, L, D, adjW, adjP, adjTo, adjStart, adjEnd, mate, scratch } = this;
    mate.fill(-1);
    this.parent.fill(-1);
    this.base.fill(-1);
    for (let v = 0; v < n; v++) {
      this.inBlossom[v] = v;
      this.base[v] = v;
    }
    for (let b = n; b < 2 * n; b++) {
      this.childs[b] = [];
      this.endps[b] = [];
      this.label[b] = -1;
    }
    this.cycleEdge.fill(0);
    this.unused.length = 0;
    for (let b = 2 * n - 1; b >= n; b--) this.unused.push(b);
    D.fill(0);
    const top = this.best;
    for (let v = 0; v < n; v++) {
      top.fill(0);
      const end = adjEnd[v]!;
      for (let a = adjStart[v]!; a < end; a++) {
        const at = (adjP[a]! >> 1) * L;
        if (limbsLess(top, 0, adjW, at, L)) limbsCopy(top, 0, adjW, at, L);
      }
      limbsHalve(top, 0, L);
      limbsCopy(D, v * L, top, 0, L);
    }
    // Tight edges paired greedily do the search's first steps at a fraction of the cost: most
    // vertices meet their heaviest edge's other end this way. A vertex left over is a root of the
    // search: it takes the least even dual its edges allow (roots of different parities would
    // make an S-S slack odd), which makes its tightest edge tight or nearly, and tries once more.
    const pairTight = (v: number): void => {
      const end = adjEnd[v]!;
      for (let a = adjStart[v]!; a < end; a++) {
        const u = adjTo[a]!;
        if (mate[u] !== -1) continue;
        limbsCopy(scratch, 0, D, v * L, L);
        limbsAdd(scratch, 0, D, u * L, L);
        if (!limbsEqual(adjW, (adjP[a]! >> 1) * L, scratch, L)) continue;
        mate[v] = adjP[a]!;
        mate[u] = adjP[a]! ^ 1;
        return;
      }
    };
    for (let v = 0; v < n; v++) if (mate[v] === -1) pairTight(v);
    for (let v = 0; v < n; v++) {
      if (mate[v] !== -1 || adjEnd[v] === adjStart[v]) continue;
      this.raiseDual(v);
      pairTight(v);
    }
    for (let vi = 0; vi < this.detachedList.length; vi++) {
      const v = this.detachedList[vi]!;
      this.detached[v] = 0;
    }
    this.detachedList.length = 0;
  }

  /** The maximum-weight matching for the current weights: mate[v], or -1. */
  override solve(): Int32Array {
    for (let vi = 0; vi < this.detachedList.length; vi++) {
      const v = this.detachedList[vi]!;
      this.raiseDual(v);
    }
    for (let vi = 0; vi < this.detachedList.length; vi++) {
      const v = this.detachedList[vi]!;
      this.detached[v] = 0;
    }
    this.detachedList.length = 0;
    this.clearForest();
    return super.solve();
  }

  /** Makes v an unmatched vertex outside every blossom, keeping every other constraint satisfied. */
  private detach(v: number): void {
    if (this.detached[v]) return;
    this.detached[v] = 1;
    this.detachedList.push(v);
    const { n, mate, endpoint, inBlossom } = this;
    const top = inBlossom[v]!;
    const p = mate[this.base[top]!]!;
    let other = -1;
    if (p !== -1) {
      other = endpoint[p]!;
      mate[this.base[top]!] = -1;
      mate[other] = -1;
    }
    if (top >= n) {
      this.augmentBlossom(top, v);
      mate[v] = -1;
    }
    if (top >= n) this.dissolveAround(v);
    if (other !== -1) this.detach(other);
  }

  /**
   * Dissolves every blossom containing v (v being the base of each). A blossom's dual counted
   * once on each edge inside it; from now on it counts on each end, so every vertex gains the
   * duals of the dissolved blossoms that held it: edges inside keep their slack, edges leaving
   * gain some. One pass over the outermost blossom, however deep the nesting.
   */
  private dissolveAround(v: number): void {
    const { L, D, inBlossom, parent } = this;
    const chain: number[] = [];
    for (let b = parent[v]!; b !== -1; b = parent[b]!) chain.push(b);
    chain.reverse();
    // acc: the duals of the chain's first i + 1 blossoms, which every vertex below level i gains.
    const acc = new Float64Array(L);
    const leaves: number[] = [];
    for (let i = 0; i < chain.length; i++) {
      const b = chain[i]!;
      limbsAdd(acc, 0, D, b * L, L);
      const children = this.childs[b]!;
      for (let si = 0; si < children.length; si++) {
        const s = children[si]!;
        if (s === chain[i + 1]) continue;
        parent[s] = -1;
        leaves.length = 0;
        this.pushLeaves(s, leaves);
        for (let ui = 0; ui < leaves.length; ui++) {
          const u = leaves[ui]!;
          inBlossom[u] = s;
          limbsAdd(D, u * L, acc, 0, L);
        }
      }
    }
    for (let bi = 0; bi < chain.length; bi++) {
      const b = chain[bi]!;
      D.fill(0, b * L, (b + 1) * L);
      this.releaseBlossom(b);
    }
  }

  /**
   * Sets v's dual to the least even value making all its edges feasible (0 if none needs it):
   * raises a detached vertex's dual, lowers a free one's.
   */
  private raiseDual(v: number): void {
    const { L, D, adjW, adjP, adjTo, scratch, best } = this;
    best.fill(0);
    const end = this.adjEnd[v]!;
    for (let a = this.adjStart[v]!; a < end; a++) {
      limbsCopy(scratch, 0, adjW, (adjP[a]! >> 1) * L, L);
      limbsSub(scratch, 0, D, adjTo[a]! * L, L);
      if (limbsLess(best, 0, scratch, 0, L)) limbsCopy(best, 0, scratch, 0, L);
    }
    if (best[0]! % 2 !== 0) {
      scratch.fill(0);
      scratch[0] = 1;
      limbsAdd(best, 0, scratch, 0, L);
    }
    limbsCopy(D, v * L, best, 0, L);
  }
}

function limbsEqual(x: Float64Array, xo: number, y: Float64Array, limbs: number): boolean {
  for (let i = limbs - 1; i >= 0; i--) if (x[xo + i] !== y[i]) return false;
  return true;
}

/** Index of the edge (i, j) of the complete graph, as the constructor numbers them. */
const edgeIndex = (i: number, j: number): number => (i > j ? (i * (i - 1)) / 2 + j : (j * (j - 1)) / 2 + i);

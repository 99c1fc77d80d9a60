/**
 * The blossom forest of the matching solver (matching-solver.ts): the graph, the duals, the
 * matching, the labels and the nested blossoms, with the operations that change their shape
 * (labelling, shrinking an odd cycle, expanding a blossom, augmenting along a path).
 *
 * Numbers: weights are doubled so that every dual and every delta stays an integer (the S-S edge
 * delta is half a slack), and all of them are exact multi-limb integers (matching-limbs.ts).
 * Vertex duals are `D[v]`, blossom duals `D[b]` for b >= n (half the LP's z_B in doubled units);
 * the slack of an edge between different top-level blossoms is D[u] + D[v] - W(k).
 *
 * Memory layout: each edge's weight is stored once, by edge index (`adjP[a] >> 1` from an
 * adjacency slot). Storing it twice, in adjacency order, made scans sequential but doubled the
 * largest array: a dense 3000-vertex graph with 17-limb weights needs 0.6 GB for one copy.
 *
 * Edge k has endpoints 2k and 2k+1 (`endpoint[p]` is the vertex); `p ^ 1` is the other end, which
 * lets a label or a matched edge say through which end it was reached.
 */
import { INV_LIMB_BASE, LIMB_BASE, limbsCopy, limbsIsZero, TOP_LIMB_LIMIT } from './matching-limbs';

export const FREE = 0;
export const S = 1;
export const T = 2;
/** Marks the blossoms on the path traced by scanBlossom, to find where the two paths meet. */
const CRUMB = 4;

export class BlossomForest {
  protected readonly n: number;
  protected readonly L: number;
  protected readonly endpoint: Int32Array;
  /**
   * The edges at v are the slots adjStart[v] .. adjStart[v + 1] - 1: remote endpoint, neighbour,
   * weight. The live ones, those that can ever be tight, come first, up to adjEnd[v] - 1: every
   * scan stops there (see setLive).
   */
  protected readonly adjStart: Int32Array;
  protected readonly adjEnd: Int32Array;
  /** The slot holding edge p >> 1 in the adjacency of endpoint[p]. */
  private readonly slotOf: Int32Array;
  protected readonly adjP: Int32Array;
  protected readonly adjTo: Int32Array;
  /** Doubled weight of edge k at k * L, L limbs. */
  protected readonly adjW: Float64Array;
  /** Duals of vertices (0..n-1) and blossoms (n..2n-1), L limbs each. */
  protected readonly D: Float64Array;
  /** mate[v]: the remote endpoint of v's matched edge, or -1. */
  protected readonly mate: Int32Array;
  protected readonly label: Int32Array;
  /** The remote endpoint of the edge through which a vertex or blossom got its label. */
  protected readonly labelEnd: Int32Array;
  /** The top-level blossom (or the vertex itself) containing each vertex. */
  protected readonly inBlossom: Int32Array;
  protected readonly parent: Int32Array;
  protected readonly base: Int32Array;
  /** Sub-blossoms of a blossom in cycle order starting at the base, and the edge endpoints joining them. */
  protected readonly childs: number[][];
  protected readonly endps: number[][];
  /** Least-slack edge of a free vertex to an S-vertex, or of an S-blossom to another S-blossom. */
  protected readonly bestEdge: Int32Array;
  /** For S-blossoms: the least-slack edge to each neighbouring S-blossom (null: not computed). */
  protected readonly bestEdges: (number[] | null)[];
  protected readonly bestTo: Int32Array;
  protected readonly unused: number[] = [];
  /** Edges found tight (reset for the edges of the vertices of a dissolved tree). */
  protected readonly allowEdge: Uint8Array;
  /** Edges on the cycle of some blossom (each edge is on at most one: that of the smallest blossom holding both ends). */
  protected readonly cycleEdge: Uint8Array;
  protected readonly queue: number[] = [];
  /** Single edges still to scan from their S end, as the remote endpoint (see pruneTrees). */
  protected readonly pending: number[] = [];
  /** The free vertex at the root of the tree of each labelled top-level blossom. */
  protected readonly treeOf: Int32Array;
  protected readonly mark: Uint8Array;
  protected readonly delta: Float64Array;
  protected readonly cand: Float64Array;

  /**
   * `ends` holds the two endpoints of each edge (2m entries); `weights2` the doubled weights (or
   * one weight for all edges) and
   * `initialDual` the largest weight (half the largest doubled weight), in `limbs` limbs.
   */
  constructor(n: number, ends: Int32Array, weights2: Float64Array, limbs: number, initialDual: Float64Array) {
    const m = ends.length >> 1;
    // A single weight stands for every edge (a graph whose weights are set afterwards).
    const uniform = weights2.length === limbs;
    this.n = n;
    this.L = limbs;
    this.endpoint = ends;
    const start = new Int32Array(n + 1);
    for (let p = 0; p < 2 * m; p++) start[ends[p]! + 1]!++;
    for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
    const fill = start.slice(0, n);
    this.adjStart = start;
    this.adjEnd = start.slice(1);
    this.adjP = new Int32Array(2 * m);
    this.adjTo = new Int32Array(2 * m);
    this.slotOf = new Int32Array(2 * m);
    for (let p = 0; p < 2 * m; p++) {
      // The edge seen from endpoint p leads to the remote endpoint p ^ 1.
      const a = fill[ends[p]!]!++;
      this.adjP[a] = p ^ 1;
      this.adjTo[a] = ends[p ^ 1]!;
      this.slotOf[p] = a;
    }
    // The caller's weights are taken over, not copied (one copy of the largest array).
    if (uniform) {
      // The one weight, then the filled part copied after itself: a native copy, not m calls.
      const w = new Float64Array(m * limbs);
      if (m > 0) w.set(weights2);
      for (let len = limbs; len < w.length; len *= 2) w.copyWithin(len, 0, Math.min(len, w.length - len));
      this.adjW = w;
    } else this.adjW = weights2;
    this.D = new Float64Array(2 * n * limbs);
    for (let v = 0; v < n; v++) limbsCopy(this.D, v * limbs, initialDual, 0, limbs);
    this.mate = new Int32Array(n).fill(-1);
    this.label = new Int32Array(2 * n);
    this.labelEnd = new Int32Array(2 * n).fill(-1);
    this.inBlossom = new Int32Array(n);
    for (let v = 0; v < n; v++) this.inBlossom[v] = v;
    this.parent = new Int32Array(2 * n).fill(-1);
    this.base = new Int32Array(2 * n).fill(-1);
    for (let v = 0; v < n; v++) this.base[v] = v;
    this.childs = Array.from({ length: 2 * n }, () => []);
    this.endps = Array.from({ length: 2 * n }, () => []);
    this.bestEdge = new Int32Array(2 * n).fill(-1);
    this.bestEdges = new Array<number[] | null>(2 * n).fill(null);
    this.bestTo = new Int32Array(2 * n).fill(-1);
    this.treeOf = new Int32Array(2 * n).fill(-1);
    this.mark = new Uint8Array(2 * n);
    for (let b = 2 * n - 1; b >= n; b--) this.unused.push(b);
    this.allowEdge = new Uint8Array(m);
    this.cycleEdge = new Uint8Array(m);
    this.delta = new Float64Array(limbs);
    this.cand = new Float64Array(limbs);
  }

  // ---- live edges ----------------------------------------------------------------------------

  /**
   * Moves edge k into the live part of both its ends' adjacencies, or out of it. An absent edge
   * (matching-dynamic.ts) is never tight and never the least slack of anything: every vertex
   * dual lies between 0 and the largest doubled weight, so its slack exceeds every present edge's
   * and every dual step. Leaving it out of the scans changes no step of the algorithm, only the
   * order in which the remaining edges are met; once the Dutch procedure has fixed most pairs of a
   * large round, most edges are absent.
   */
  protected setLive(k: number, live: boolean): void {
    for (let p = 2 * k; p <= 2 * k + 1; p++) {
      const v = this.endpoint[p]!;
      const a = this.slotOf[p]!;
      const end = this.adjEnd[v]!;
      if (live === a < end) continue;
      // The slot swaps with the first dead one (becoming live) or the last live one (dying).
      const b = live ? end : end - 1;
      this.adjEnd[v] = live ? end + 1 : end - 1;
      this.swapSlots(a, b);
    }
  }

  /** Whether edge k is in the live part of its adjacencies. */
  protected isLive(k: number): boolean {
    const v = this.endpoint[2 * k]!;
    return this.slotOf[2 * k]! < this.adjEnd[v]!;
  }

  private swapSlots(a: number, b: number): void {
    if (a === b) return;
    const { adjP, adjTo, slotOf } = this;
    const pa = adjP[a]!;
    const pb = adjP[b]!;
    const ta = adjTo[a]!;
    adjP[a] = pb;
    adjP[b] = pa;
    adjTo[a] = adjTo[b]!;
    adjTo[b] = ta;
    slotOf[pb ^ 1] = a;
    slotOf[pa ^ 1] = b;
  }

  // ---- slacks -------------------------------------------------------------------------------

  /**
   * Duals stay within a small multiple of the largest weight, and limbCountFor leaves 8 bits of
   * room for that; should a dual ever outgrow the top limb, arithmetic would stop being exact, so
   * this fails loudly instead of returning a wrong matching.
   */
  protected checkRange(x: number): void {
    if (Math.abs(this.D[x * this.L + this.L - 1]!) >= TOP_LIMB_LIMIT) {
      throw new Error('maxWeightMatching: dual variable out of range (internal error)');
    }
  }

  /** Whether D[u] + D[v] - adjW[wo..] is zero. */
  protected zeroSlack(u0: number, v0: number, wo: number): boolean {
    const { D, adjW, L } = this;
    const u = u0 * L;
    const v = v0 * L;
    if (L === 1) return D[u]! + D[v]! - adjW[wo]! === 0;
    // From the top limb down: below limb i, the lower limbs add more than -1 and less than 2 units
    // of limb i, so the slack can only be zero while the value down to limb i is -1 or 0 (and then
    // it is exact in a float64). Slacks differ mostly in their upper fields, so this usually stops
    // after a limb or two.
    const top = L - 1;
    let r = D[u + top]! + D[v + top]! - adjW[wo + top]!;
    for (let i = top - 1; i >= 0; i--) {
      if (r > 0 || r < -1) return false;
      r = r * LIMB_BASE + D[u + i]! + D[v + i]! - adjW[wo + i]!;
    }
    return r === 0;
  }

  /** Whether D[u1] + D[v1] - adjW[wo1..] < D[u2] + D[v2] - adjW[wo2..], from the sign of the difference. */
  protected lessSlack(u1: number, v1: number, wo1: number, u2: number, v2: number, wo2: number): boolean {
    const { D, adjW, L } = this;
    const a1 = u1 * L;
    const b1 = v1 * L;
    const a2 = u2 * L;
    const b2 = v2 * L;
    if (L === 1) return D[a1]! + D[b1]! - adjW[wo1]! < D[a2]! + D[b2]! - adjW[wo2]!;
    // The difference from the top limb down: below limb i, the lower limbs of the difference add
    // more than -3 and less than 3 units of limb i, so a value of 3 or more down to limb i decides
    // (and while it is smaller, the next limb keeps it exact in a float64).
    const top = L - 1;
    let r = D[a2 + top]! + D[b2 + top]! - adjW[wo2 + top]! - D[a1 + top]! - D[b1 + top]! + adjW[wo1 + top]!;
    for (let i = top - 1; i >= 0; i--) {
      if (r >= 3) return true;
      if (r <= -3) return false;
      r = r * LIMB_BASE + D[a2 + i]! + D[b2 + i]! - adjW[wo2 + i]! - D[a1 + i]! - D[b1 + i]! + adjW[wo1 + i]!;
    }
    return r > 0;
  }

  /** Whether the edge u-v with weight at offset wo has less slack than edge k. */
  protected lessThanEdge(u: number, v: number, wo: number, k: number): boolean {
    return this.lessSlack(u, v, wo, this.endpoint[2 * k]!, this.endpoint[2 * k + 1]!, k * this.L);
  }

  /** slack(k1) < slack(k2). */
  protected slackLess(k1: number, k2: number): boolean {
    const e = this.endpoint;
    return this.lessThanEdge(e[2 * k1]!, e[2 * k1 + 1]!, k1 * this.L, k2);
  }

  protected slackInto(k: number, out: Float64Array): void {
    const { D, adjW: W, L } = this;
    const u = this.endpoint[2 * k]! * L;
    const v = this.endpoint[2 * k + 1]! * L;
    const w = k * L;
    let carry = 0;
    for (let i = 0; i < L - 1; i++) {
      const t = D[u + i]! + D[v + i]! - W[w + i]! + carry;
      carry = Math.floor(t * INV_LIMB_BASE);
      out[i] = t - carry * LIMB_BASE;
    }
    out[L - 1] = D[u + L - 1]! + D[v + L - 1]! - W[w + L - 1]! + carry;
  }

  // ---- blossom structure ---------------------------------------------------------------------

  protected pushLeaves(b: number, out: number[]): void {
    if (b < this.n) {
      out.push(b);
      return;
    }
    const stack = [b];
    while (stack.length > 0) {
      const children = this.childs[stack.pop()!]!;
      for (let ci = 0; ci < children.length; ci++) {
        const c = children[ci]!;
        if (c < this.n) out.push(c);
        else stack.push(c);
      }
    }
  }

  /** Labels the top-level blossom of w with t, reached through remote endpoint p; a T's mate becomes S. */
  protected assignLabel(w: number, t: number, p: number): void {
    const b = this.inBlossom[w]!;
    this.treeOf[b] = p === -1 ? w : this.treeOf[this.inBlossom[this.endpoint[p]!]!]!;
    this.label[w] = this.label[b] = t;
    this.labelEnd[w] = this.labelEnd[b] = p;
    this.bestEdge[w] = this.bestEdge[b] = -1;
    if (t === S) {
      this.pushLeaves(b, this.queue);
    } else {
      const m = this.mate[this.base[b]!]!;
      this.assignLabel(this.endpoint[m]!, S, m ^ 1);
    }
  }

  /**
   * Walks up the alternating trees from the S-vertices v and w, alternately. Returns the base of
   * the blossom their edge closes, or -1 when the trees differ (an augmenting path).
   */
  protected scanBlossom(v0: number, w0: number): number {
    const { label, labelEnd, inBlossom, endpoint } = this;
    const path: number[] = [];
    let v = v0;
    let w = w0;
    let found = -1;
    while (v !== -1) {
      let b = inBlossom[v]!;
      if (label[b]! & CRUMB) {
        found = this.base[b]!;
        break;
      }
      path.push(b);
      label[b] = S | CRUMB;
      if (labelEnd[b] === -1) v = -1;
      else {
        b = inBlossom[endpoint[labelEnd[b]!]!]!;
        v = endpoint[labelEnd[b]!]!;
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (let bi = 0; bi < path.length; bi++) {
      const b = path[bi]!;
      label[b] = S;
    }
    return found;
  }

  protected at(list: number[], j: number): number {
    const len = list.length;
    return list[((j % len) + len) % len]!;
  }

  /** Shrinks the odd cycle closed by edge k through the blossoms down to `base` into a new S-blossom. */
  protected addBlossom(base: number, k: number): void {
    const { inBlossom, labelEnd, endpoint, parent, label } = this;
    const bb = inBlossom[base]!;
    let bv = inBlossom[endpoint[2 * k]!]!;
    let bw = inBlossom[endpoint[2 * k + 1]!]!;
    const b = this.unused.pop()!;
    this.base[b] = base;
    parent[b] = -1;
    parent[bb] = b;
    const path: number[] = [];
    const eps: number[] = [];
    while (bv !== bb) {
      parent[bv] = b;
      path.push(bv);
      eps.push(labelEnd[bv]!);
      bv = inBlossom[endpoint[labelEnd[bv]!]!]!;
    }
    path.push(bb);
    path.reverse();
    eps.reverse();
    eps.push(2 * k);
    while (bw !== bb) {
      parent[bw] = b;
      path.push(bw);
      eps.push(labelEnd[bw]! ^ 1);
      bw = inBlossom[endpoint[labelEnd[bw]!]!]!;
    }
    this.childs[b] = path;
    this.endps[b] = eps;
    for (let pi = 0; pi < eps.length; pi++) {
      const p = eps[pi]!;
      this.cycleEdge[p >> 1] = 1;
    }
    label[b] = S;
    labelEnd[b] = labelEnd[bb]!;
    this.treeOf[b] = this.treeOf[bb]!;
    this.D.fill(0, b * this.L, (b + 1) * this.L);
    const leaves: number[] = [];
    this.pushLeaves(b, leaves);
    for (let vi = 0; vi < leaves.length; vi++) {
      const v = leaves[vi]!;
      // Former T-vertices are now S: they must be scanned.
      if (label[inBlossom[v]!] === T) this.queue.push(v);
      inBlossom[v] = b;
    }

    // The new blossom's least-slack edge to every other S-blossom, from its parts' lists (or from
    // all edges of the parts that have none).
    const bestTo = this.bestTo;
    const consider = (k2: number): void => {
      let j = endpoint[2 * k2 + 1]!;
      if (inBlossom[j] === b) j = endpoint[2 * k2]!;
      const bj = inBlossom[j]!;
      if (bj !== b && label[bj] === S && (bestTo[bj] === -1 || this.slackLess(k2, bestTo[bj]!)))
        bestTo[bj] = k2;
    };
    for (let subi = 0; subi < path.length; subi++) {
      const sub = path[subi]!;
      const list = this.bestEdges[sub];
      if (list) {
        for (let k2i = 0; k2i < list.length; k2i++) {
          const k2 = list[k2i]!;
          consider(k2);
        }
      } else this.bestToFromEdges(sub, b);
      this.bestEdges[sub] = null;
      this.bestEdge[sub] = -1;
    }
    this.collectBest(b);
  }

  /**
   * Lowers bestTo[c], for every S-blossom c other than b, to the least-slack edge from a vertex of
   * x to c, reading every edge of x's vertices. From a vertex the far end is at hand (adjTo): no
   * look-up of the edge's endpoints.
   */
  protected bestToFromEdges(x: number, b: number): void {
    const { adjP, adjTo, inBlossom, label, bestTo, L } = this;
    const leaves: number[] = [];
    this.pushLeaves(x, leaves);
    for (let vi = 0; vi < leaves.length; vi++) {
      const v = leaves[vi]!;
      const end = this.adjEnd[v]!;
      for (let a = this.adjStart[v]!; a < end; a++) {
        const j = adjTo[a]!;
        const bj = inBlossom[j]!;
        if (bj === b || label[bj] !== S) continue;
        const k = adjP[a]! >> 1;
        if (bestTo[bj] === -1 || this.lessThanEdge(v, j, k * L, bestTo[bj]!)) bestTo[bj] = k;
      }
    }
  }

  /**
   * Dissolves blossom b into its sub-blossoms. For a T-blossom whose dual reached 0, the
   * sub-blossoms on the even path from the entry to the base keep the tree alternating and are
   * relabelled; the others lose their labels unless a vertex inside was already reached. With
   * `unlabelled` (a zero-dual S-blossom of a dissolved tree), zero-dual sub-blossoms are dissolved
   * too and nothing is labelled.
   */
  protected expandBlossom(b: number, unlabelled: boolean): void {
    const { label, labelEnd, endpoint, inBlossom, allowEdge } = this;
    const n = this.n;
    const ch = this.childs[b]!;
    for (let si = 0; si < ch.length; si++) {
      const s = ch[si]!;
      this.parent[s] = -1;
      this.treeOf[s] = this.treeOf[b]!;
      if (s < n) inBlossom[s] = s;
      else if (unlabelled && limbsIsZero(this.D, s * this.L, this.L)) this.expandBlossom(s, unlabelled);
      else {
        const leaves: number[] = [];
        this.pushLeaves(s, leaves);
        for (let vi = 0; vi < leaves.length; vi++) {
          const v = leaves[vi]!;
          inBlossom[v] = s;
        }
      }
    }
    if (!unlabelled && label[b] === T) {
      const ep = this.endps[b]!;
      const entryChild = inBlossom[endpoint[labelEnd[b]! ^ 1]!]!;
      // Go the way round the cycle that reaches the base by an even number of steps.
      const way = this.evenWay(ch.indexOf(entryChild), ch.length);
      const { jStep, trick } = way;
      let j = way.j;
      let p = labelEnd[b]!;
      while (j !== 0) {
        label[endpoint[p ^ 1]!] = FREE;
        label[endpoint[this.at(ep, j - trick) ^ trick ^ 1]!] = FREE;
        this.assignLabel(endpoint[p ^ 1]!, T, p);
        allowEdge[this.at(ep, j - trick) >> 1] = 1;
        j += jStep;
        p = this.at(ep, j - trick) ^ trick;
        allowEdge[p >> 1] = 1;
        j += jStep;
      }
      const bv = this.at(ch, j);
      label[endpoint[p ^ 1]!] = label[bv] = T;
      labelEnd[endpoint[p ^ 1]!] = labelEnd[bv] = p;
      this.bestEdge[bv] = -1;
      j += jStep;
      while (this.at(ch, j) !== entryChild) {
        const sub = this.at(ch, j);
        j += jStep;
        if (label[sub] === S) continue;
        const leaves: number[] = [];
        this.pushLeaves(sub, leaves);
        const reached = leaves.find((v) => label[v] !== FREE);
        if (reached !== undefined) {
          label[reached] = FREE;
          label[endpoint[this.mate[this.base[sub]!]!]!] = FREE;
          this.assignLabel(reached, T, labelEnd[reached]!);
        }
      }
    }
    this.releaseBlossom(b);
  }

  /** Returns the slot of a blossom that no longer exists (its children are already top-level). */
  protected releaseBlossom(b: number): void {
    this.label[b] = -1;
    this.labelEnd[b] = -1;
    this.parent[b] = -1;
    this.childs[b] = [];
    const ends = this.endps[b]!;
    for (let pi = 0; pi < ends.length; pi++) this.cycleEdge[ends[pi]! >> 1] = 0;
    this.endps[b] = [];
    this.base[b] = -1;
    this.bestEdges[b] = null;
    this.bestEdge[b] = -1;
    this.unused.push(b);
  }

  /**
   * Where to start on a blossom's cycle from the child at position i, and which way to go, so that
   * the base (position 0) is reached by an even number of steps; `trick` picks the endpoint order.
   */
  protected evenWay(i: number, length: number): { j: number; jStep: number; trick: number } {
    return i & 1 ? { j: i - length, jStep: 1, trick: 0 } : { j: i, jStep: -1, trick: 1 };
  }

  /** Swaps matched and unmatched edges on the even path inside b from v to the base; v becomes the base. */
  protected augmentBlossom(b: number, v: number): void {
    const n = this.n;
    const { endpoint, mate } = this;
    let t = v;
    while (this.parent[t] !== b) t = this.parent[t]!;
    if (t >= n) this.augmentBlossom(t, v);
    const ch = this.childs[b]!;
    const ep = this.endps[b]!;
    const i = ch.indexOf(t);
    const way = this.evenWay(i, ch.length);
    const { jStep, trick } = way;
    let j = way.j;
    while (j !== 0) {
      j += jStep;
      let sub = this.at(ch, j);
      const p = this.at(ep, j - trick) ^ trick;
      if (sub >= n) this.augmentBlossom(sub, endpoint[p]!);
      j += jStep;
      sub = this.at(ch, j);
      if (sub >= n) this.augmentBlossom(sub, endpoint[p ^ 1]!);
      mate[endpoint[p]!] = p ^ 1;
      mate[endpoint[p ^ 1]!] = p;
    }
    this.childs[b] = ch.slice(i).concat(ch.slice(0, i));
    this.endps[b] = ep.slice(i).concat(ep.slice(0, i));
    this.base[b] = this.base[this.childs[b]![0]!]!;
  }

  /** Moves bestTo into b's list of least-slack edges (blossoms only) and its overall least. */
  protected collectBest(b: number): void {
    const bestTo = this.bestTo;
    const best: number[] = [];
    let least = -1;
    for (let x = 0; x < 2 * this.n; x++) {
      const k2 = bestTo[x]!;
      if (k2 === -1) continue;
      best.push(k2);
      if (least === -1 || this.slackLess(k2, least)) least = k2;
      bestTo[x] = -1;
    }
    if (b >= this.n) this.bestEdges[b] = best;
    this.bestEdge[b] = least;
  }

  /** Augments along the path through edge k between two S-vertices of different trees. */
  protected augmentMatching(k: number): void {
    const endpoint = this.endpoint;
    this.augmentFrom(endpoint[2 * k]!, 2 * k + 1);
    this.augmentFrom(endpoint[2 * k + 1]!, 2 * k);
  }

  /**
   * Swaps matched and unmatched edges on the tree path from the S-vertex s up to its root, s
   * taking the remote endpoint p as its mate (-1: s is left unmatched).
   */
  protected augmentFrom(s0: number, p0: number): void {
    const n = this.n;
    const { endpoint, inBlossom, labelEnd, mate } = this;
    let s = s0;
    let p = p0;
    for (;;) {
      const bs = inBlossom[s]!;
      if (bs >= n) this.augmentBlossom(bs, s);
      mate[s] = p;
      if (labelEnd[bs] === -1) break;
      const bt = inBlossom[endpoint[labelEnd[bs]!]!]!;
      s = endpoint[labelEnd[bt]!]!;
      const j = endpoint[labelEnd[bt]! ^ 1]!;
      if (bt >= n) this.augmentBlossom(bt, j);
      mate[j] = labelEnd[bt]!;
      p = labelEnd[bt]! ^ 1;
    }
  }
}

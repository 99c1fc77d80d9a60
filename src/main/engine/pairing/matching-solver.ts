/**
 * The primal-dual blossom algorithm for maximum-weight matching on a general graph (Edmonds 1965,
 * in the O(n^3) form of Gabow 1974 / Galil 1986 "Efficient algorithms for finding maximum matching
 * in graphs", section 3): stages of alternating-tree growth; each stage either augments the matching
 * or proves it optimal. The O(n^3) bound comes from keeping, for every free vertex and every
 * S-blossom, its least-slack edge towards an S-blossom, so that each dual step costs O(n).
 *
 * Numbers: weights are doubled so that every dual and every delta stays an integer (the S-S edge
 * delta is half a slack), and all of them are exact multi-limb integers (matching-limbs.ts).
 * Vertex duals are `D[v]`, blossom duals `D[b]` for b >= n (half the LP's z_B in doubled units);
 * the slack of an edge between different top-level blossoms is D[u] + D[v] - W[k].
 *
 * Edge k has endpoints 2k and 2k+1 (`endpoint[p]` is the vertex); `p ^ 1` is the other end, which
 * lets a label or a matched edge say through which end it was reached.
 */
import {
  INV_LIMB_BASE,
  LIMB_BASE,
  limbsAdd,
  limbsCopy,
  limbsHalve,
  limbsIsZero,
  limbsLess,
  limbsSub,
} from './matching-limbs';

const FREE = 0;
const S = 1;
const T = 2;
/** Marks the blossoms on the path traced by scanBlossom, to find where the two paths meet. */
const CRUMB = 4;

export class BlossomSolver {
  private readonly n: number;
  private readonly L: number;
  private readonly endpoint: Int32Array;
  /** Remote endpoints of the edges at v: adjP[adjStart[v] .. adjStart[v + 1]). */
  private readonly adjStart: Int32Array;
  private readonly adjP: Int32Array;
  /** Doubled weights, L limbs per edge. */
  private readonly W: Float64Array;
  /** Duals of vertices (0..n-1) and blossoms (n..2n-1), L limbs each. */
  private readonly D: Float64Array;
  /** mate[v]: the remote endpoint of v's matched edge, or -1. */
  private readonly mate: Int32Array;
  private readonly label: Int32Array;
  /** The remote endpoint of the edge through which a vertex or blossom got its label. */
  private readonly labelEnd: Int32Array;
  /** The top-level blossom (or the vertex itself) containing each vertex. */
  private readonly inBlossom: Int32Array;
  private readonly parent: Int32Array;
  private readonly base: Int32Array;
  /** Sub-blossoms of a blossom in cycle order starting at the base, and the edge endpoints joining them. */
  private readonly childs: number[][];
  private readonly endps: number[][];
  /** Least-slack edge of a free vertex to an S-vertex, or of an S-blossom to another S-blossom. */
  private readonly bestEdge: Int32Array;
  /** For S-blossoms: the least-slack edge to each neighbouring S-blossom (null: not computed). */
  private readonly bestEdges: (number[] | null)[];
  private readonly bestTo: Int32Array;
  private readonly unused: number[] = [];
  /** Edges known tight during the current stage. */
  private readonly allowEdge: Uint8Array;
  private readonly queue: number[] = [];
  private readonly delta: Float64Array;
  private readonly cand: Float64Array;

  /**
   * `ends` holds the two endpoints of each edge (2m entries); `weights2` the doubled weights and
   * `initialDual` the largest weight (half the largest doubled weight), in `limbs` limbs.
   */
  constructor(n: number, ends: Int32Array, weights2: Float64Array, limbs: number, initialDual: Float64Array) {
    const m = ends.length >> 1;
    this.n = n;
    this.L = limbs;
    this.endpoint = ends;
    this.W = weights2;
    const start = new Int32Array(n + 1);
    for (let p = 0; p < 2 * m; p++) start[ends[p]! + 1]!++;
    for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
    const fill = start.slice(0, n);
    const adj = new Int32Array(2 * m);
    // The edge seen from endpoint p leads to the remote endpoint p ^ 1.
    for (let p = 0; p < 2 * m; p++) adj[fill[ends[p]!]!++] = p ^ 1;
    this.adjStart = start;
    this.adjP = adj;
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
    for (let b = 2 * n - 1; b >= n; b--) this.unused.push(b);
    this.allowEdge = new Uint8Array(m);
    this.delta = new Float64Array(limbs);
    this.cand = new Float64Array(limbs);
  }

  /** Runs stages until no augmenting path improves the matching; returns mate[v] as a vertex or -1. */
  solve(): Int32Array {
    const n = this.n;
    for (let stage = 0; stage <= n; stage++) {
      this.label.fill(FREE);
      this.bestEdge.fill(-1);
      for (let b = n; b < 2 * n; b++) this.bestEdges[b] = null;
      this.allowEdge.fill(0);
      this.queue.length = 0;
      for (let v = 0; v < n; v++) {
        if (this.mate[v] === -1 && this.label[this.inBlossom[v]!] === FREE) this.assignLabel(v, S, -1);
      }
      if (!this.runStage()) break;
      // A stage ends with an augmentation: S-blossoms whose dual fell to zero are dissolved, so
      // that the next stage does not carry blossoms it can no longer shrink through.
      for (let b = n; b < 2 * n; b++) {
        if (
          this.parent[b] === -1 &&
          this.base[b]! >= 0 &&
          this.label[b] === S &&
          limbsIsZero(this.D, b * this.L, this.L)
        ) {
          this.expandBlossom(b, true);
        }
      }
    }
    const result = new Int32Array(n);
    for (let v = 0; v < n; v++) {
      const p = this.mate[v]!;
      result[v] = p === -1 ? -1 : this.endpoint[p]!;
    }
    return result;
  }

  /** One stage: grow the forest, adjusting duals, until an augmentation (true) or optimality (false). */
  private runStage(): boolean {
    const n = this.n;
    const L = this.L;
    const { label, inBlossom, endpoint, allowEdge, bestEdge, adjStart, adjP, queue } = this;
    for (;;) {
      while (queue.length > 0) {
        const v = queue.pop()!;
        const end = adjStart[v + 1]!;
        for (let a = adjStart[v]!; a < end; a++) {
          const p = adjP[a]!;
          const k = p >> 1;
          const w = endpoint[p]!;
          const bv = inBlossom[v]!;
          const bw = inBlossom[w]!;
          if (bv === bw) continue;
          if (allowEdge[k] === 0 && this.slackIsZero(k)) allowEdge[k] = 1;
          if (allowEdge[k] === 1) {
            if (label[bw] === FREE) {
              this.assignLabel(w, T, p ^ 1);
            } else if (label[bw] === S) {
              const base = this.scanBlossom(v, w);
              if (base >= 0) this.addBlossom(base, k);
              else {
                this.augmentMatching(k);
                return true;
              }
            } else if (label[w] === FREE) {
              // w lies inside a T-blossom: remember how it is reached, for when that blossom expands.
              label[w] = T;
              this.labelEnd[w] = p ^ 1;
            }
          } else if (label[bw] === S) {
            if (bestEdge[bv] === -1 || this.slackLess(k, bestEdge[bv]!)) bestEdge[bv] = k;
          } else if (label[w] === FREE) {
            if (bestEdge[w] === -1 || this.slackLess(k, bestEdge[w]!)) bestEdge[w] = k;
          }
        }
      }

      // No tight edge left to explore: the dual step. Type 1 (a vertex dual reaches 0) ends the
      // algorithm; type 2 makes an S-free edge tight, type 3 an S-S edge, type 4 lets a T-blossom
      // expand.
      const { delta, cand, D } = this;
      let type = 1;
      let deltaEdge = -1;
      let deltaBlossom = -1;
      limbsCopy(delta, 0, D, 0, L);
      for (let v = 1; v < n; v++) if (limbsLess(D, v * L, delta, 0, L)) limbsCopy(delta, 0, D, v * L, L);
      for (let v = 0; v < n; v++) {
        const k = bestEdge[v]!;
        if (k !== -1 && label[inBlossom[v]!] === FREE) {
          this.slackInto(k, cand);
          if (limbsLess(cand, 0, delta, 0, L)) {
            limbsCopy(delta, 0, cand, 0, L);
            type = 2;
            deltaEdge = k;
          }
        }
      }
      for (let b = 0; b < 2 * n; b++) {
        const k = bestEdge[b]!;
        if (k !== -1 && this.parent[b] === -1 && label[b] === S) {
          this.slackInto(k, cand);
          if (limbsHalve(cand, 0, L) !== 0)
            throw new Error('maxWeightMatching: odd S-S slack (internal error)');
          if (limbsLess(cand, 0, delta, 0, L)) {
            limbsCopy(delta, 0, cand, 0, L);
            type = 3;
            deltaEdge = k;
          }
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (
          this.base[b]! >= 0 &&
          this.parent[b] === -1 &&
          label[b] === T &&
          limbsLess(D, b * L, delta, 0, L)
        ) {
          limbsCopy(delta, 0, D, b * L, L);
          type = 4;
          deltaBlossom = b;
        }
      }

      for (let v = 0; v < n; v++) {
        const l = label[inBlossom[v]!];
        if (l === S) limbsSub(D, v * L, delta, 0, L);
        else if (l === T) limbsAdd(D, v * L, delta, 0, L);
      }
      for (let b = n; b < 2 * n; b++) {
        if (this.base[b]! >= 0 && this.parent[b] === -1) {
          if (label[b] === S) limbsAdd(D, b * L, delta, 0, L);
          else if (label[b] === T) limbsSub(D, b * L, delta, 0, L);
        }
      }

      if (type === 1) return false;
      if (type === 2) {
        allowEdge[deltaEdge] = 1;
        let i = endpoint[2 * deltaEdge]!;
        if (label[inBlossom[i]!] === FREE) i = endpoint[2 * deltaEdge + 1]!;
        queue.push(i);
      } else if (type === 3) {
        allowEdge[deltaEdge] = 1;
        queue.push(endpoint[2 * deltaEdge]!);
      } else {
        this.expandBlossom(deltaBlossom, false);
      }
    }
  }

  // ---- slacks -------------------------------------------------------------------------------

  private slackIsZero(k: number): boolean {
    const { D, W, L } = this;
    const u = this.endpoint[2 * k]! * L;
    const v = this.endpoint[2 * k + 1]! * L;
    const w = k * L;
    if (L === 1) return D[u]! + D[v]! - W[w]! === 0;
    let carry = 0;
    for (let i = 0; i < L - 1; i++) {
      const t = D[u + i]! + D[v + i]! - W[w + i]! + carry;
      carry = Math.floor(t * INV_LIMB_BASE);
      if (t !== carry * LIMB_BASE) return false;
    }
    return D[u + L - 1]! + D[v + L - 1]! - W[w + L - 1]! + carry === 0;
  }

  /** slack(k1) < slack(k2), from the sign of their difference computed limb by limb. */
  private slackLess(k1: number, k2: number): boolean {
    const { D, W, L, endpoint } = this;
    const u1 = endpoint[2 * k1]! * L;
    const v1 = endpoint[2 * k1 + 1]! * L;
    const w1 = k1 * L;
    const u2 = endpoint[2 * k2]! * L;
    const v2 = endpoint[2 * k2 + 1]! * L;
    const w2 = k2 * L;
    if (L === 1) return D[u1]! + D[v1]! - W[w1]! < D[u2]! + D[v2]! - W[w2]!;
    let carry = 0;
    let nonZero = false;
    for (let i = 0; i < L - 1; i++) {
      const t = D[u2 + i]! + D[v2 + i]! - W[w2 + i]! - D[u1 + i]! - D[v1 + i]! + W[w1 + i]! + carry;
      carry = Math.floor(t * INV_LIMB_BASE);
      if (t !== carry * LIMB_BASE) nonZero = true;
    }
    const i = L - 1;
    const top = D[u2 + i]! + D[v2 + i]! - W[w2 + i]! - D[u1 + i]! - D[v1 + i]! + W[w1 + i]! + carry;
    return top > 0 || (top === 0 && nonZero);
  }

  private slackInto(k: number, out: Float64Array): void {
    const { D, W, L } = this;
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

  private pushLeaves(b: number, out: number[]): void {
    if (b < this.n) {
      out.push(b);
      return;
    }
    const stack = [b];
    while (stack.length > 0) {
      for (const c of this.childs[stack.pop()!]!) {
        if (c < this.n) out.push(c);
        else stack.push(c);
      }
    }
  }

  /** Labels the top-level blossom of w with t, reached through remote endpoint p; a T's mate becomes S. */
  private assignLabel(w: number, t: number, p: number): void {
    const b = this.inBlossom[w]!;
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
  private scanBlossom(v0: number, w0: number): number {
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
    for (const b of path) label[b] = S;
    return found;
  }

  private at(list: number[], j: number): number {
    const len = list.length;
    return list[((j % len) + len) % len]!;
  }

  /** Shrinks the odd cycle closed by edge k through the blossoms down to `base` into a new S-blossom. */
  private addBlossom(base: number, k: number): void {
    const { inBlossom, labelEnd, endpoint, parent, label } = this;
    const n = this.n;
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
    label[b] = S;
    labelEnd[b] = labelEnd[bb]!;
    this.D.fill(0, b * this.L, (b + 1) * this.L);
    const leaves: number[] = [];
    this.pushLeaves(b, leaves);
    for (const v of leaves) {
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
    for (const sub of path) {
      const list = this.bestEdges[sub];
      if (list) {
        for (const k2 of list) consider(k2);
      } else {
        const subLeaves: number[] = [];
        this.pushLeaves(sub, subLeaves);
        for (const v of subLeaves) {
          const end = this.adjStart[v + 1]!;
          for (let a = this.adjStart[v]!; a < end; a++) consider(this.adjP[a]! >> 1);
        }
      }
      this.bestEdges[sub] = null;
      this.bestEdge[sub] = -1;
    }
    const best: number[] = [];
    let least = -1;
    for (let x = 0; x < 2 * n; x++) {
      const k2 = bestTo[x]!;
      if (k2 === -1) continue;
      best.push(k2);
      if (least === -1 || this.slackLess(k2, least)) least = k2;
      bestTo[x] = -1;
    }
    this.bestEdges[b] = best;
    this.bestEdge[b] = least;
  }

  /**
   * Dissolves blossom b into its sub-blossoms. Mid-stage (a T-blossom whose dual reached 0), the
   * sub-blossoms on the even path from the entry to the base keep the tree alternating and are
   * relabelled; the others lose their labels unless a vertex inside was already reached.
   */
  private expandBlossom(b: number, endStage: boolean): void {
    const { label, labelEnd, endpoint, inBlossom, allowEdge } = this;
    const n = this.n;
    const ch = this.childs[b]!;
    for (const s of ch) {
      this.parent[s] = -1;
      if (s < n) inBlossom[s] = s;
      else if (endStage && limbsIsZero(this.D, s * this.L, this.L)) this.expandBlossom(s, endStage);
      else {
        const leaves: number[] = [];
        this.pushLeaves(s, leaves);
        for (const v of leaves) inBlossom[v] = s;
      }
    }
    if (!endStage && label[b] === T) {
      const ep = this.endps[b]!;
      const entryChild = inBlossom[endpoint[labelEnd[b]! ^ 1]!]!;
      let j = ch.indexOf(entryChild);
      let jStep: number;
      let trick: number;
      // Go the way round the cycle that reaches the base by an even number of steps.
      if (j & 1) {
        j -= ch.length;
        jStep = 1;
        trick = 0;
      } else {
        jStep = -1;
        trick = 1;
      }
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
    label[b] = -1;
    labelEnd[b] = -1;
    this.childs[b] = [];
    this.endps[b] = [];
    this.base[b] = -1;
    this.bestEdges[b] = null;
    this.bestEdge[b] = -1;
    this.unused.push(b);
  }

  /** Swaps matched and unmatched edges on the even path inside b from v to the base; v becomes the base. */
  private augmentBlossom(b: number, v: number): void {
    const n = this.n;
    const { endpoint, mate } = this;
    let t = v;
    while (this.parent[t] !== b) t = this.parent[t]!;
    if (t >= n) this.augmentBlossom(t, v);
    const ch = this.childs[b]!;
    const ep = this.endps[b]!;
    const i = ch.indexOf(t);
    let j = i;
    let jStep: number;
    let trick: number;
    if (i & 1) {
      j -= ch.length;
      jStep = 1;
      trick = 0;
    } else {
      jStep = -1;
      trick = 1;
    }
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

  /** Augments along the path through edge k between two S-vertices of different trees. */
  private augmentMatching(k: number): void {
    const n = this.n;
    const { endpoint, inBlossom, labelEnd, mate } = this;
    for (const [s0, p0] of [
      [endpoint[2 * k]!, 2 * k + 1],
      [endpoint[2 * k + 1]!, 2 * k],
    ] as const) {
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
}

/**
 * The primal-dual blossom algorithm for maximum-weight matching on a general graph (Edmonds 1965,
 * in the O(n^3) form of Gabow 1974 / Galil 1986 "Efficient algorithms for finding maximum matching
 * in graphs", section 3): alternating trees grow from every free vertex over tight edges; when
 * none is left, a dual step makes a new edge tight or expands a blossom; a path joining two trees
 * augments the matching; a vertex dual reaching zero proves it optimal. Keeping, for every free
 * vertex and every S-blossom, its least-slack edge towards an S-blossom makes each dual step O(n).
 * Where the textbook restarts the whole forest after each augmentation, this one dissolves only
 * the two trees concerned (see pruneTrees), which on dense graphs saves most of the edge scans,
 * unless those two trees hold more vertices than all the others: then repairing would scan more
 * edges than growing the others again, and the forest starts over from its roots.
 * The forest itself, and the conventions for numbers and edges, are in matching-forest.ts.
 */
import { BlossomForest, FREE, S, T } from './matching-forest';
import {
  limbsAdd,
  limbsCopy,
  limbsHalve,
  limbsIsZero,
  limbsLess,
  limbsSub,
  readLimbs,
} from './matching-limbs';

export class BlossomSolver extends BlossomForest {
  /** Trees still growing; when the last one is done nothing is left to repair. */
  private liveTrees = 0;
  /** Twice the dual step being chosen (S-S edges). */
  private readonly delta2 = new Float64Array(this.L);

  /**
   * Grows alternating trees from every free vertex and adjusts duals until they prove the matching
   * optimal; returns mate[v] as a vertex or -1.
   *
   * Unlike the textbook stage loop, which discards the whole forest after each augmentation and
   * rescans every edge (O(m) per augmentation), only the two trees joined by the augmenting path
   * are dissolved (pruneTrees); the other trees, their labels and least-slack edges stay valid, so
   * a dense graph is scanned a few times instead of n/2 times.
   */
  solve(): Int32Array {
    const n = this.n;
    this.plantRoots();
    this.search();
    const result = new Int32Array(n);
    for (let v = 0; v < n; v++) {
      const p = this.mate[v]!;
      result[v] = p === -1 ? -1 : this.endpoint[p]!;
    }
    return result;
  }

  /**
   * The roots: every unmatched vertex whose dual is not yet 0 (an unmatched vertex with dual 0
   * already meets the optimality conditions). From scratch that is every vertex.
   */
  private plantRoots(): void {
    this.liveTrees = 0;
    for (let v = 0; v < this.n; v++) {
      if (
        this.mate[v] === -1 &&
        this.label[this.inBlossom[v]!] === FREE &&
        !limbsIsZero(this.D, v * this.L, this.L)
      ) {
        this.assignLabel(v, S, -1);
        this.liveTrees++;
      }
    }
  }

  /** Clears every label, tree and least-slack edge, keeping the matching, duals and blossoms. */
  protected clearForest(): void {
    const n = this.n;
    for (let x = 0; x < 2 * n; x++) {
      if (x < n || this.base[x]! >= 0) this.label[x] = FREE;
      this.labelEnd[x] = -1;
      this.treeOf[x] = -1;
    }
    this.bestEdge.fill(-1);
    this.bestTo.fill(-1);
    this.bestEdges.fill(null);
    this.allowEdge.fill(0);
    this.queue.length = 0;
    this.pending.length = 0;
  }

  /**
   * The dual solution at the end, to check optimality independently of how it was reached (LP
   * duality, see the tests): vertex duals y_v = D[v], and for every blossom in use, nested ones
   * included, its vertices and its dual D[b] (the LP's z_B is 2 D[b] in these doubled units).
   */
  certificate(): { vertexDual: bigint[]; blossoms: { dual: bigint; vertices: number[] }[] } {
    const { n, L, D } = this;
    const vertexDual = Array.from({ length: n }, (_, v) => readLimbs(D, v * L, L));
    const blossoms: { dual: bigint; vertices: number[] }[] = [];
    for (let b = n; b < 2 * n; b++) {
      if (this.base[b]! < 0) continue;
      const vertices: number[] = [];
      this.pushLeaves(b, vertices);
      blossoms.push({ dual: readLimbs(D, b * L, L), vertices });
    }
    return { vertexDual, blossoms };
  }

  /**
   * Looks at the edge from the S-vertex v to w (remote endpoint p, weight at offset wo): a tight
   * edge grows a tree, closes a blossom or completes an augmenting path (then returns true); a
   * loose one may become the least-slack edge of its end.
   */
  protected scanEdge(v: number, w: number, p: number, wo: number): boolean {
    const { label, inBlossom, allowEdge, bestEdge } = this;
    const k = p >> 1;
    const bv = inBlossom[v]!;
    const bw = inBlossom[w]!;
    if (bv === bw) return false;
    if (allowEdge[k] === 0 && this.zeroSlack(v, w, wo)) allowEdge[k] = 1;
    if (allowEdge[k] === 1) {
      if (label[bw] === FREE) {
        // An unlabelled blossom whose base is unmatched (a root retired with dual 0, which only
        // happens when re-solving, see matching-dynamic.ts) ends an augmenting path.
        if (this.mate[this.base[bw]!] === -1) {
          this.augmentAndPrune(k);
          return true;
        }
        this.assignLabel(w, T, p ^ 1);
      } else if (label[bw] === S) {
        const base = this.scanBlossom(v, w);
        if (base >= 0) this.addBlossom(base, k);
        else {
          this.augmentAndPrune(k);
          return true;
        }
      } else if (label[w] === FREE) {
        // w lies inside a T-blossom: remember how it is reached, for when that blossom expands.
        label[w] = T;
        this.labelEnd[w] = p ^ 1;
      }
    } else if (label[bw] === S) {
      if (bestEdge[bv] === -1 || this.lessThanEdge(v, w, wo, bestEdge[bv]!)) bestEdge[bv] = k;
    } else if (label[w] === FREE) {
      if (bestEdge[w] === -1 || this.lessThanEdge(v, w, wo, bestEdge[w]!)) bestEdge[w] = k;
    }
    return false;
  }

  /** Alternates exploring tight edges and dual steps until a dual step of type 1 proves optimality. */
  protected search(): void {
    const n = this.n;
    const L = this.L;
    const { label, inBlossom, endpoint, allowEdge, bestEdge, adjStart, adjEnd, adjP, adjTo, queue, pending } =
      this;
    // Between two augmentations there are O(n) dual steps (each labels, shrinks or expands a
    // blossom) and there are at most n/2 augmentations: far more steps can only be a defect, and
    // an error beats a pairing run that never ends.
    const stepLimit = 8 * (n + 2) * (n + 2);
    let steps = 0;
    for (;;) {
      while (queue.length > 0 || pending.length > 0) {
        if (this.liveTrees === 0) return;
        if (pending.length > 0) {
          const p = pending.pop()!;
          const v = endpoint[p ^ 1]!;
          if (label[inBlossom[v]!] === S) this.scanEdge(v, endpoint[p]!, p, (p >> 1) * L);
          continue;
        }
        const v = queue.pop()!;
        // A vertex queued in a tree that an augmentation dissolved is no longer S.
        if (label[inBlossom[v]!] !== S) continue;
        const end = adjEnd[v]!;
        for (let a = adjStart[v]!; a < end; a++) {
          // An augmentation through v dissolves v's tree: stop scanning it.
          const p = adjP[a]!;
          if (this.scanEdge(v, adjTo[a]!, p, (p >> 1) * L)) break;
        }
      }

      if (this.liveTrees === 0) return;
      // No tight edge left to explore: the dual step. Type 1 (a vertex dual reaches 0) ends the
      // algorithm; type 2 makes an S-free edge tight, type 3 an S-S edge, type 4 lets a T-blossom
      // expand.
      if (++steps > stepLimit) throw new Error('maxWeightMatching: no progress (internal error)');
      const { delta, cand, D } = this;
      let type = 1;
      let deltaEdge = -1;
      let deltaBlossom = -1;
      // Type 1 is bounded by the least dual of an S-vertex. From scratch every unmatched vertex
      // is an S-vertex with the least dual of all, so this is the least dual overall.
      let least = -1;
      for (let v = 0; v < n; v++) {
        if (label[inBlossom[v]!] === S && (least === -1 || limbsLess(D, v * L, D, least * L, L))) least = v;
      }
      if (least === -1) return;
      limbsCopy(delta, 0, D, least * L, L);
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
      // An S-S edge's delta is half its slack: slacks are compared with twice the delta, and only
      // the least is halved.
      const delta2 = this.delta2;
      limbsCopy(delta2, 0, delta, 0, L);
      limbsAdd(delta2, 0, delta, 0, L);
      for (let b = 0; b < 2 * n; b++) {
        const k = bestEdge[b]!;
        if (k !== -1 && this.parent[b] === -1 && label[b] === S) {
          this.slackInto(k, cand);
          // Limb 0 holds the parity (the base is even).
          if (cand[0]! % 2 !== 0) throw new Error('maxWeightMatching: odd S-S slack (internal error)');
          if (limbsLess(cand, 0, delta2, 0, L)) {
            limbsCopy(delta2, 0, cand, 0, L);
            limbsCopy(delta, 0, cand, 0, L);
            limbsHalve(delta, 0, L);
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
        else if (l === T) {
          limbsAdd(D, v * L, delta, 0, L);
          this.checkRange(v);
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (this.base[b]! >= 0 && this.parent[b] === -1) {
          if (label[b] === S) {
            limbsAdd(D, b * L, delta, 0, L);
            this.checkRange(b);
          } else if (label[b] === T) limbsSub(D, b * L, delta, 0, L);
        }
      }

      if (type === 1) {
        if (this.retireFinishedTrees()) return;
        continue;
      }
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

  /**
   * After a type-1 step: the trees in which an S-vertex's dual reached 0 are finished. From
   * scratch all roots reach 0 together and the matching is optimal: returns true. When re-solving,
   * roots start from different duals; a tree whose root still has a positive dual while another of
   * its S-vertices reached 0 has the even path from the root to that vertex flipped, which leaves
   * the zero-dual vertex unmatched instead of the root (its exposure then costs nothing). Finished
   * trees are dissolved; returns true when no tree is left.
   */
  private retireFinishedTrees(): boolean {
    const { n, L, D, label, inBlossom, treeOf } = this;
    const zeroAt = new Int32Array(n).fill(-1);
    let allAtRoots = true;
    for (let v = 0; v < n; v++) {
      const b = inBlossom[v]!;
      if (label[b] !== S) continue;
      const r = treeOf[b]!;
      if (limbsIsZero(D, v * L, L) && (zeroAt[r] === -1 || v === r)) zeroAt[r] = v;
    }
    for (let v = 0; v < n; v++) {
      const b = inBlossom[v]!;
      if (label[b] === S && zeroAt[treeOf[b]!] !== treeOf[b]) allAtRoots = false;
    }
    if (allAtRoots) return true;
    let finished = 0;
    for (let r = 0; r < n; r++) if (zeroAt[r] !== -1) finished++;
    const last = finished === this.liveTrees;
    this.liveTrees -= finished;
    for (let r = 0; r < n; r++) {
      const x = zeroAt[r]!;
      if (x === -1) continue;
      // The even path from the root to x flips: x ends unmatched, the root matched.
      if (x !== r) this.augmentFrom(x, -1);
      // The last trees need no repair of the rest of the forest.
      if (!last) this.pruneTrees(r, r);
    }
    return last;
  }

  /** Augments through edge k, then dissolves the two trees it joined. */
  private augmentAndPrune(k: number): void {
    // One end may be an unlabelled blossom (an unmatched one that ends the path): no tree.
    const tree = (v: number): number => {
      const b = this.inBlossom[v]!;
      return this.label[b] === FREE ? -1 : this.treeOf[b]!;
    };
    let r1 = tree(this.endpoint[2 * k]!);
    let r2 = tree(this.endpoint[2 * k + 1]!);
    if (r1 === -1) [r1, r2] = [r2, r1];
    this.augmentMatching(k);
    this.liveTrees -= r2 === -1 ? 1 : 2;
    // When these were the last trees the matching is final: nothing left to repair.
    if (this.liveTrees === 0) return;
    // Repairing the rest of the forest costs a scan of every edge of the two trees; when they
    // hold more vertices than all the others, growing the others again from their roots (the
    // textbook's new stage) costs less.
    if (this.treesOutweighTheRest(r1, r2)) {
      this.clearForest();
      this.plantRoots();
    } else this.pruneTrees(r1, r2);
  }

  /** Whether the trees rooted at r1 and r2 hold more vertices than the rest of the forest. */
  private treesOutweighTheRest(r1: number, r2: number): boolean {
    const { label, inBlossom, treeOf } = this;
    let mine = 0;
    let rest = 0;
    for (let v = 0; v < this.n; v++) {
      const b = inBlossom[v]!;
      if (label[b] === FREE) continue;
      if (treeOf[b] === r1 || treeOf[b] === r2) mine++;
      else rest++;
    }
    return mine > rest;
  }

  /**
   * After an augmentation, unlabels the two trees rooted at r1 and r2 (all their vertices are now
   * matched) while the rest of the forest carries on. What the rest remembered about them is
   * repaired: tight edges from a remaining S-vertex to the freed vertices are queued again
   * (`pending`), least-slack edges that ended in them are recomputed, and vertices inside
   * T-blossoms that were reached through them look for another tight edge.
   */
  private pruneTrees(r1: number, r2: number): void {
    const n = this.n;
    const { label, labelEnd, inBlossom, treeOf, mark, bestEdge, allowEdge, adjStart, adjP, adjTo, L } = this;
    const tops: number[] = [];
    for (let v = 0; v < n; v++) {
      const b = inBlossom[v]!;
      if (mark[b] === 0 && label[b] !== FREE && (treeOf[b] === r1 || treeOf[b] === r2)) {
        mark[b] = 1;
        tops.push(b);
      }
    }
    const freed: number[] = [];
    for (let bi = 0; bi < tops.length; bi++) {
      const b = tops[bi]!;
      mark[b] = 0;
      // As at the end of a textbook stage, a zero-dual S-blossom is not kept.
      const dissolve = b >= n && label[b] === S && limbsIsZero(this.D, b * this.L, this.L);
      this.unlabelNested(b, freed);
      if (dissolve) this.expandBlossom(b, true);
    }

    const retryFree: number[] = [];
    const retryS: number[] = [];
    const retryInner: number[] = [];
    for (let xi = 0; xi < freed.length; xi++) {
      const x = freed[xi]!;
      const bx = inBlossom[x]!;
      const end = this.adjEnd[x]!;
      for (let a = adjStart[x]!; a < end; a++) {
        const p = adjP[a]!;
        const k = p >> 1;
        // x may be labelled again in another role: its old tight marks say nothing any more.
        allowEdge[k] = 0;
        const w = adjTo[a]!;
        const bw = inBlossom[w]!;
        if (bw === bx) continue;
        if (label[bw] === S) {
          if (this.zeroSlack(x, w, k * L)) this.pending.push(p ^ 1);
          else if (bestEdge[x] === -1 || this.lessThanEdge(x, w, k * L, bestEdge[x]!)) bestEdge[x] = k;
          if (bestEdge[bw] === k) retryS.push(bw);
        } else if (label[w] === T && labelEnd[w] === (p ^ 1)) {
          retryInner.push(w);
        } else if (label[w] === FREE && bestEdge[w] === k) {
          retryFree.push(w);
        }
      }
    }
    for (let wi = 0; wi < retryInner.length; wi++) {
      const w = retryInner[wi]!;
      if (label[w] !== T || labelEnd[w] === -1 || label[inBlossom[this.endpoint[labelEnd[w]!]!]!] === S)
        continue;
      label[w] = FREE;
      labelEnd[w] = -1;
      this.recomputeFreeBest(w, true);
    }
    for (let wi = 0; wi < retryFree.length; wi++) {
      const w = retryFree[wi]!;
      if (label[w] === FREE) this.recomputeFreeBest(w, false);
    }
    for (let bi = 0; bi < retryS.length; bi++) {
      const b = retryS[bi]!;
      if (label[b] === S && this.parent[b] === -1) this.recomputeSBest(b);
    }
  }

  /** Clears the labels and least-slack edges of b and everything nested in it; collects its vertices. */
  private unlabelNested(b: number, leaves: number[]): void {
    const stack = [b];
    while (stack.length > 0) {
      const x = stack.pop()!;
      this.label[x] = FREE;
      this.labelEnd[x] = -1;
      this.bestEdge[x] = -1;
      this.treeOf[x] = -1;
      if (x < this.n) leaves.push(x);
      else {
        this.bestEdges[x] = null;
        const children = this.childs[x]!;
        for (let ci = 0; ci < children.length; ci++) stack.push(children[ci]!);
      }
    }
  }

  /**
   * The least-slack edge from the unlabelled vertex w to an S-vertex, from scratch. With
   * `mayReach` (w inside a T-blossom), a tight one instead labels w as reached through it.
   */
  private recomputeFreeBest(w: number, mayReach: boolean): void {
    const { label, inBlossom, adjP, adjTo, L } = this;
    const bw = inBlossom[w]!;
    let best = -1;
    let bestSlot = -1;
    const end = this.adjEnd[w]!;
    for (let a = this.adjStart[w]!; a < end; a++) {
      const p = adjP[a]!;
      const k = p >> 1;
      const s = adjTo[a]!;
      const bs = inBlossom[s]!;
      if (bs === bw || label[bs] !== S) continue;
      if (mayReach && this.zeroSlack(w, s, k * L)) {
        label[w] = T;
        this.labelEnd[w] = p;
        this.allowEdge[k] = 1;
        best = -1;
        break;
      }
      if (best === -1 || this.lessSlack(w, s, k * L, w, adjTo[bestSlot]!, best * L)) {
        best = k;
        bestSlot = a;
      }
    }
    this.bestEdge[w] = best;
  }

  /** The least-slack edges from the S-blossom b to every other S-blossom, from scratch. */
  private recomputeSBest(b: number): void {
    const { label, inBlossom, endpoint } = this;
    const list = this.bestEdges[b];
    if (list) {
      // A blossom's list holds its least-slack edge to every S-blossom of its making; an S-blossom
      // labelled since then has scanned its own edges to b (and keeps them in its own least-slack
      // edge or list). So dropping the entries that now lead nowhere is enough, instead of
      // scanning every edge of every vertex inside b (a blossom may hold most of the graph).
      const kept: number[] = [];
      let least = -1;
      for (let ki = 0; ki < list.length; ki++) {
        const k = list[ki]!;
        let j = endpoint[2 * k + 1]!;
        if (inBlossom[j] === b) j = endpoint[2 * k]!;
        const bj = inBlossom[j]!;
        if (bj === b || label[bj] !== S) continue;
        kept.push(k);
        if (least === -1 || this.slackLess(k, least)) least = k;
      }
      this.bestEdges[b] = kept;
      this.bestEdge[b] = least;
      return;
    }
    this.bestToFromEdges(b, b);
    this.collectBest(b);
  }
}

/**
 * The first matching: does a pairing satisfying C1-C3 exist for everyone (C4 for the whole round),
 * and what is the lowest score the PAB receiver can have (C5)? It also settles whether C9 applies
 * in the top bracket and the ranks of played-games counts that C9 compares.
 */
import { DynamicMatching } from './matching-dynamic';
import type { EntrantState } from './model';
import { compatible, edgeWeight, WeightWriter, type WeightContext } from './weights';
import type { WeightedGraph } from './weighted-graph';

/** At most one entrant left over, and that one may receive the PAB (C2). */
const complete = (mate: Int32Array, sorted: readonly EntrantState[]): boolean =>
  sorted.filter((_, v) => mate[v] === v).every((p, k) => k === 0 && p.byeEligible);

/**
 * C5 without the weighted solve where the answer is plain: the lowest score of any PAB candidate,
 * when all the others can be paired with the lowest ranked such candidate set aside. Every
 * compatible pair then weighs the same, so one maximum-cardinality matching says it, and it is
 * cheap (the solver's greedy start pairs most entrants, few are left to search from), where the C5
 * weights make a solve from scratch the most expensive of the round. Since the score field of
 * those weights cannot overflow, every heaviest matching of them leaves out an entrant of that
 * score, so the first matching's answers (C4 holds, the PAB score, no C9 in the top bracket) are
 * the same. Returns such a matching (the candidate matched to itself), or null when the weighted
 * solve must decide: no candidate below the top score group (C9 there depends on its pairs), a
 * score field that could overflow, or the others cannot all be paired.
 */
export function byeBelowTop(sorted: readonly EntrantState[], ctx: WeightContext): Int32Array | null {
  const n = sorted.length;
  const top = sorted[0]?.score ?? 0;
  let b = -1;
  for (let v = 0; v < n; v++) if (sorted[v]?.byeEligible) b = v;
  const receiver = sorted[b];
  if (!receiver || receiver.score >= top) return null;
  let shifts = 0;
  for (const p of sorted) shifts += ctx.roundShift.get(p.score) ?? 0;
  if (shifts >= 2 ** ctx.roundScoreBits) return null;
  return greedyWithout(sorted, b, ctx) ?? cardinalityWithout(sorted, b, ctx);
}

/**
 * Everyone but entrant b paired greedily, each with the first compatible entrant still free, then
 * whoever is left over paired through one exchange (i and x paired instead of x and y, y taking
 * another one left over); null when that still leaves anyone over. In a Swiss round nearly
 * everyone may meet nearly everyone, and then this is all byeBelowTop needs, without building a
 * second graph.
 */
function greedyWithout(sorted: readonly EntrantState[], b: number, ctx: WeightContext): Int32Array | null {
  const n = sorted.length;
  const mate = new Int32Array(n).fill(-1);
  mate[b] = b;
  const meet = (i: number, j: number): boolean => {
    const x = sorted[i];
    const y = sorted[j];
    return x !== undefined && y !== undefined && compatible(x, y, ctx);
  };
  const left: number[] = [];
  for (let i = 0; i < n; i++) {
    if (mate[i] !== -1) continue;
    for (let j = i + 1; j < n && mate[i] === -1; j++) {
      if (mate[j] !== -1 || !meet(i, j)) continue;
      mate[i] = j;
      mate[j] = i;
    }
    if (mate[i] === -1) left.push(i);
  }
  for (const i of left) {
    if (mate[i] !== -1) continue;
    search: for (let x = 0; x < n; x++) {
      const y = mate[x]!;
      if (x === i || y === -1 || y === x || !meet(i, x)) continue;
      for (const z of left) {
        if (z === i || mate[z] !== -1 || !meet(y, z)) continue;
        mate[i] = x;
        mate[x] = i;
        mate[y] = z;
        mate[z] = y;
        break search;
      }
    }
    if (mate[i] === -1) return null;
  }
  return mate;
}

/** Everyone but entrant b paired by one maximum-cardinality matching, or null when impossible. */
function cardinalityWithout(
  sorted: readonly EntrantState[],
  b: number,
  ctx: WeightContext,
): Int32Array | null {
  const n = sorted.length;
  const matching = new DynamicMatching(n, 1);
  const one = new Float64Array(matching.limbs).fill(0);
  one[0] = 1;
  for (let i = 1; i < n; i++) {
    const l = sorted[i];
    if (!l || i === b) continue;
    for (let j = 0; j < i; j++) {
      const h = sorted[j];
      if (h && j !== b && compatible(h, l, ctx)) matching.setWeightLimbs(i, j, one, 0, 0);
    }
  }
  matching.restart();
  const found = matching.solve();
  const mate = new Int32Array(n);
  for (let v = 0; v < n; v++) {
    const m = found[v]!;
    if (m === -1 && v !== b) return null;
    mate[v] = m === -1 ? v : m;
  }
  return mate;
}

/**
 * Fills `graph` with the weights of the first bracket's setting and returns the first matching,
 * or null when no legal pairing exists. Sets `ctx.byeScore`, `ctx.byeIsSingleDownfloater` and
 * `ctx.playedGamesRank`.
 */
export function firstMatching(
  sorted: readonly EntrantState[],
  graph: WeightedGraph,
  ctx: WeightContext,
): Int32Array | null {
  const n = sorted.length;
  const odd = n % 2 === 1;
  const G = ctx.groupBits;
  const S = ctx.roundScoreBits;
  const top = sorted[0]?.score ?? 0;
  const shift = (p: EntrantState): number => ctx.roundShift.get(p.score) ?? 0;
  const L = graph.limbs;
  const w = new Float64Array(L);
  /** Sets every pair's weight, as `write` puts it in w. */
  const each = (write: (h: EntrantState, l: EntrantState) => void): void => {
    for (let i = 1; i < n; i++)
      for (let j = 0; j < i; j++) {
        const h = sorted[j];
        const l = sorted[i];
        if (!h || !l) continue;
        write(h, l);
        graph.set(i, j, w, 0);
      }
  };
  let mate = odd ? byeBelowTop(sorted, ctx) : null;
  if (!mate) {
    if (odd) {
      // C5: pair as many as possible, PAB candidates last, higher score groups first.
      const x = new WeightWriter(w, 0, L, S + G);
      each((h, l) => {
        x.start(w, 0, L, S + G);
        if (!compatible(h, l, ctx)) return;
        const nonCandidates = (h.byeEligible ? 0 : 1) + (l.byeEligible ? 0 : 1);
        x.put(1 + nonCandidates, 0);
        x.put(shift(h) + shift(l), S);
        x.put(l.score >= top ? 1 : 0, G);
        x.finish();
      });
    } else {
      each((h, l) => edgeWeight(h, l, false, false, ctx, w, 0, L));
    }
    mate = graph.solve();
  }
  if (!complete(mate, sorted)) return null;
  if (!odd) return mate;

  const receiver = sorted.find((_, v) => mate[v] === v);
  ctx.byeScore = receiver?.score ?? 0;
  // C9 can apply in the top bracket only when the PAB receiver comes from it and no one else
  // leaves it.
  ctx.byeIsSingleDownfloater =
    ctx.byeScore >= top && sorted.every((p, v) => p.score < top || (sorted[mate[v] ?? v]?.score ?? 0) >= top);
  // C9: pairing an entrant with more unplayed games weighs more, so that the one left for the PAB
  // has played the most. Ranks as the reference engine counts them: entrants at the PAB score by
  // played games, most first; a count's rank is the position of the last entrant with it.
  const counts = sorted
    .filter((p) => p.score === ctx.byeScore)
    .map((p) => p.playedGames)
    .sort((a, b) => b - a);
  counts.forEach((c, r) => ctx.playedGamesRank.set(c, r));
  each((h, l) => edgeWeight(h, l, false, false, ctx, w, 0, L));
  return mate;
}

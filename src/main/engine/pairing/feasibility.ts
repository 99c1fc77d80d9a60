/**
 * The first matching: does a pairing satisfying C1-C3 exist for everyone (C4 for the whole round),
 * and what is the lowest score the PAB receiver can have (C5)? It also settles whether C9 applies
 * in the top bracket and the ranks of played-games counts that C9 compares.
 */
import type { EntrantState } from './model';
import { compatible, edgeWeight, WeightWriter, type WeightContext } from './weights';
import type { WeightedGraph } from './weighted-graph';

/** At most one entrant left over, and that one may receive the PAB (C2). */
const complete = (mate: Int32Array, sorted: readonly EntrantState[]): boolean =>
  sorted.filter((_, v) => mate[v] === v).every((p, k) => k === 0 && p.byeEligible);

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
  if (odd) {
    // C5: pair as many as possible, PAB candidates last, higher score groups first.
    each((h, l) => {
      const x = new WeightWriter(w, 0, L, S + G);
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
  const mate = graph.solve();
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

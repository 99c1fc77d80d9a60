/**
 * FB, Fore Buchholz (FIDE C.07 8.3): Buchholz computed as if every game played in the last round
 * had been drawn, so that it can be known before that round ends. Unplayed last rounds keep their
 * points. Each line shows an opponent's score so adjusted (and under a FIDE policy 16.3 and the
 * dummy opponent, read on the adjusted scores too). FB and its Cut-n / Median-n are built from
 * these lines in cut-median.ts.
 */
import type { EntrantScore, StartNo } from '../types';
import { buchholzFamily } from './fide';
import { anyPlayed } from './opponents';
import type { TiebreakContext } from './types';

const foreCache = new WeakMap<TiebreakContext['scores'], TiebreakContext['scores']>();

/** Every entrant's score with the games played in the last round counted as draws. */
function foreScores(ctx: TiebreakContext): TiebreakContext['scores'] {
  const cached = foreCache.get(ctx.scores);
  if (cached) return cached;
  const last = Math.max(0, ...[...ctx.scores.values()].flatMap((e) => e.rounds.map((r) => r.round)));
  const fore = new Map<StartNo, EntrantScore>();
  for (const [s, e] of ctx.scores) {
    const r = e.rounds.find((x) => x.round === last);
    const drawn = r?.kind === 'board' && anyPlayed(r.games) ? ctx.points.draw * r.games.length : null;
    fore.set(s, drawn === null || !r ? e : { ...e, points: e.points - r.points + drawn });
  }
  foreCache.set(ctx.scores, fore);
  return fore;
}

/** FB lines with `low` and `high` of them cut (C.07 14.1, as for BH). */
export function foreLines(e: EntrantScore, ctx: TiebreakContext, low: number, high: number) {
  const scores = foreScores(ctx);
  return buchholzFamily(scores.get(e.startNo) ?? e, { ...ctx, scores }, low, high);
}

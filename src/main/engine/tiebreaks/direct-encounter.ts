/**
 * DE, direct encounter (RULES.md R9.3): the points an entrant scored in the games among the tied
 * entrants only. FIDE C.07: it decides only when every tied entrant has met every other one;
 * `decisive` here says whether this entrant has met all the others; the standings (standings.ts)
 * replace it by whether DE orders the entrant in its group, and add the pairs that never met.
 */
import type { Tiebreak } from './types';
import { boardsOf, contribution, total } from './opponents';

export const directEncounter: Tiebreak = {
  code: 'DE',
  unit: 'points',
  better: 'higher',
  compute: (e, ctx, among) => {
    const group = new Set(among);
    const contributions = boardsOf(e)
      .filter((b) => group.has(b.opponent) && b.opponent !== e.startNo)
      .map((b) => contribution(ctx, b, b.points));
    const met = new Set(contributions.map((c) => c.opponent));
    const decisive = among.every((s) => s === e.startNo || met.has(s));
    return {
      code: 'DE',
      unit: 'points',
      value: total(contributions),
      contributions,
      among: [...among],
      decisive,
    };
  },
};

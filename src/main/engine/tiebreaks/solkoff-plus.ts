/**
 * SOLK+, Solkoff-plus (FMJD sort criteria, https://www.fmjd.org/downloads/DA/Dra_sort_criteria.pdf,
 * as quoted in github.com/clpippel/tiebreak arbiter-pro-stats.r: "the sum of the opponents'
 * Solkoffs", beside Solkoff, Solkoff median and short and full truncated Solkoff): each
 * opponent's own Solkoff (Buchholz, BH) added up. FIDE has no such code; its nearest is AOB, the
 * average of the same figures. As recorded (R9.4) every board's opponent counts, as in BH; under
 * a FIDE policy only the opponents met over the board, each one's BH read under that policy (a
 * dummy opponent has no Solkoff of its own).
 */
import { buchholzFamily, fide } from './fide';
import { anyPlayed, boardsOf, contribution, total } from './opponents';
import type { Tiebreak } from './types';

export const solkoffPlus: Tiebreak = {
  code: 'SOLK+',
  unit: 'points',
  better: 'higher',
  compute: (e, ctx) => {
    const contributions = boardsOf(e).flatMap((b) => {
      const o = ctx.scores.get(b.opponent);
      if (!o || (fide(ctx) && !anyPlayed(b.games))) return [];
      return [contribution(ctx, b, total(buchholzFamily(o, ctx, 0, 0)))];
    });
    return { code: 'SOLK+', unit: 'points', value: total(contributions), contributions };
  },
};

/**
 * PS, progressive score (FIDE C.07 9.1): the sum of the entrant's running score after every
 * round; PS/C1 leaves out the first round's (the least significant, 14.2). Each line is a round,
 * its value the score after it. Independent of the unplayed-rounds policy.
 */
import type { Contribution, EntrantScore } from '../types';
import { opponentPoints, total } from './opponents';
import type { Tiebreak, TiebreakContext } from './types';

/** A round off the boards (bye, absence) is a line with no opponent, like a FIDE dummy line. */
function runningLines(e: EntrantScore, ctx: TiebreakContext, cut: number): Contribution[] {
  let running = 0;
  return e.rounds.map((r, i): Contribution => {
    running += r.points;
    const board = r.kind === 'board';
    return {
      round: r.round,
      opponent: board ? r.opponent : 0,
      opponentPoints: board ? opponentPoints(ctx, r.opponent) : 0,
      scored: r.points,
      played: board && r.games.some((g) => g.played),
      value: running,
      cut: i < cut,
      ...(board ? {} : { virtual: true }),
    };
  });
}

function progressive(code: 'PS' | 'PS/C1', cut: number): Tiebreak {
  return {
    code,
    unit: 'points',
    better: 'higher',
    compute: (e, ctx) => {
      const contributions = runningLines(e, ctx, cut);
      return { code, unit: 'points', value: total(contributions), contributions };
    },
  };
}

export const progressiveScore = progressive('PS', 0);
export const progressiveScoreCut1 = progressive('PS/C1', 1);

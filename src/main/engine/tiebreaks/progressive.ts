/**
 * PS, progressive score (FIDE C.07 9.1): the sum of the entrant's running score after every
 * round; PS/C1 leaves out the first round's (the least significant, 14.2). Each line is a round,
 * its value the score after it. Independent of the unplayed-rounds policy.
 */
import type { Contribution, EntrantScore } from '../types';
import { total } from './opponents';
import type { Tiebreak } from './types';

function runningLines(e: EntrantScore, cut: number): Contribution[] {
  let running = 0;
  return e.rounds.map((r, i) => {
    running += r.points;
    return {
      round: r.round,
      opponent: r.kind === 'board' ? r.opponent : 0,
      opponentPoints: 0,
      scored: r.points,
      played: r.kind === 'board' && r.games.some((g) => g.played),
      value: running,
      cut: i < cut,
    };
  });
}

function progressive(code: 'PS' | 'PS/C1', cut: number): Tiebreak {
  return {
    code,
    unit: 'points',
    better: 'higher',
    compute: (e) => {
      const contributions = runningLines(e, cut);
      return { code, unit: 'points', value: total(contributions), contributions };
    },
  };
}

export const progressiveScore = progressive('PS', 0);
export const progressiveScoreCut1 = progressive('PS/C1', 1);

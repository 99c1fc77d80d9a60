/**
 * The three-way tie of test/fixtures/tiebreaks/round-robin-unmet-none.trf played through the API:
 * six present (threshold 7: a round robin, R2.2), table numbers by rating, so Player 01 is 1 ...
 * Player 06 is 6; the Berger table for 6 (C.05 Annex 1), rounds 1-3. Worked by hand in
 * test/engine/direct-encounter-unmet-round-robin.test.ts: 1, 2, 3 on 4 points, one win each, DE
 * 2, 1, 1 (2 and 3 never met: DE orders nobody), then the starting number.
 */
import type { GameResult } from '../../../src/shared/domain';
import { boardOf, enter, field, tournament, type Harness } from './setup';

export const UNMET_ROUNDS: [number, number, GameResult][][] = [
  [
    [1, 6, 'white-wins'],
    [2, 5, 'draw'],
    [3, 4, 'white-wins'],
  ],
  [
    [6, 4, 'black-wins'],
    [5, 3, 'draw'],
    [1, 2, 'draw'],
  ],
  [
    [2, 6, 'white-wins'],
    [3, 1, 'draw'],
    [4, 5, 'draw'],
  ],
];

export async function unmetScene(h: Harness): Promise<number> {
  const t = await tournament(h, field(6), { tableNumbers: 'rating' });
  let round = (await h.api['tournament.start']({ tournamentId: t, seed: 7 })).round;
  for (const [i, games] of UNMET_ROUNDS.entries()) {
    if (!round) throw new Error('no round');
    for (const [white, black, result] of games)
      await enter(h, t, i + 1, boardOf(round, white, black), result);
    if (i < UNMET_ROUNDS.length - 1) round = await h.api['round.pairNext']({ tournamentId: t });
  }
  return t;
}

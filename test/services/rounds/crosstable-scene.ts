/**
 * A Swiss whose entrant ids are not its starting numbers: nine entrants registered weakest first,
 * so that the strongest (starting number 1, R6.3) has the last id. Round 1 (R6.4): 1-5, 2-6,
 * 3-7, 4-8, 9 on the bye (R4.2), White wins every board. Starting number 3 is absent in round 2
 * (R10.1); its eight others play a draw, a forfeit, a win and a double forfeit on boards 1-4.
 */
import type { GameResult } from '../../../src/shared/domain';
import { enter, field, idsByStartNo, tournament, type Harness } from './setup';

export const ROUND_2: GameResult[] = ['draw', 'black-wins-forfeit', 'white-wins', 'double-forfeit'];

export async function idsApartScene(h: Harness): Promise<number> {
  const t = await tournament(h, field(9).reverse());
  await h.api['tournament.start']({ tournamentId: t, seed: 7 });
  for (let board = 1; board <= 4; board++) await enter(h, t, 1, board, 'white-wins');
  const ids = await idsByStartNo(h, t);
  await h.api['round.absence']({ tournamentId: t, round: 2, entrantId: ids.get(3) ?? 0, absent: true });
  await h.api['round.pairNext']({ tournamentId: t });
  for (const [i, result] of ROUND_2.entries()) await enter(h, t, 2, i + 1, result);
  return t;
}

/**
 * The points a cell stands for, read the way an arbiter adds a row up (2/1/0): a played game by
 * its first figure (the entrant's), a forfeit won "+/−" as a win, lost or double as nothing, a
 * round off the boards by the points written after its name.
 */
export function cellPoints(text: string): number {
  const off = /^\p{L}+ (\d+)$/u.exec(text);
  if (off) return Number(off[1]);
  return text
    .split(' ')
    .slice(1)
    .reduce((n, code) => {
      const played = /^(\d+)–\d+$/.exec(code);
      if (played) return n + Number(played[1]);
      return n + (code === '+/−' ? 2 : 0);
    }, 0);
}

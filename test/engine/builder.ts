/**
 * A tiny language for hand-worked tournaments: one string per round, entries separated by ';'.
 * "1-2 w" White wins, "b" Black wins, "=" draw, "r" ruled draw, "W+"/"B+" forfeit win of White or
 * Black, "Wns"/"Bns" no-show, "--" double forfeit, "?" not finished; two legs "1-2 w,=".
 * "5 bye", "4 withdrawn", "3 absent", "2 half-bye", "6 full-bye".
 */
import { DRAUGHTS_POINTS, type GameResult, type PointSystem } from '../../src/shared/domain';
import type { Absence, Board, Round, ScoringSheet, SheetEntrant } from '../../src/main/engine/types';

const RESULTS: Record<string, GameResult | null> = {
  w: 'white-wins',
  b: 'black-wins',
  '=': 'draw',
  r: 'ruled-draw',
  'W+': 'white-wins-forfeit',
  'B+': 'black-wins-forfeit',
  Wns: 'white-wins-no-show',
  Bns: 'black-wins-no-show',
  '--': 'double-forfeit',
  '?': null,
};

export const POINTS_3_1_0: PointSystem = {
  win: 3,
  draw: 1,
  loss: 0,
  forfeitWin: 3,
  forfeitLoss: 0,
  bye: 3,
  halfBye: 1,
  zeroBye: 0,
  fullBye: 3,
  scale: 1,
};

function round(spec: string, number: number): Round {
  const boards: Board[] = [];
  const absences: Absence[] = [];
  let gamesPerRound: 1 | 2 = 1;
  for (const entry of spec
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [who, what = ''] = entry.split(/\s+/);
    const pair = /^(\d+)-(\d+)$/.exec(who ?? '');
    if (pair) {
      const games = what.split(',').map((r) => {
        if (!(r in RESULTS)) throw new Error(`unknown result ${r}`);
        return { result: RESULTS[r] ?? null };
      });
      gamesPerRound = games.length === 2 ? 2 : 1;
      boards.push({ white: Number(pair[1]), black: Number(pair[2]), games });
    } else {
      absences.push({ startNo: Number(who), kind: what as Absence['kind'] });
    }
  }
  return { number, gamesPerRound, boards, absences };
}

export function sheet(
  entrants: number,
  rounds: string[],
  options: { points?: PointSystem; withdrawn?: number[]; ratings?: (number | null)[]; rated?: boolean } = {},
): ScoringSheet {
  const list: SheetEntrant[] = Array.from({ length: entrants }, (_, i) => ({
    startNo: i + 1,
    rating: options.ratings?.[i] ?? null,
    withdrawn: options.withdrawn?.includes(i + 1) ?? false,
  }));
  return {
    entrants: list,
    rounds: rounds.map((r, i) => round(r, i + 1)),
    points: options.points ?? DRAUGHTS_POINTS,
    rated: options.rated ?? true,
  };
}

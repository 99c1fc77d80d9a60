/**
 * The crosstable as data, the one model of the Swiss list on screen (crosstable.get) and in print
 * (reports/crosstable.ts): per entrant in standings order, per round the opponent's STARTING
 * number, the colour, every game from the entrant's side, what the round added and the running
 * total. Everything is keyed by starting number, as the sheet is, so no entrant id can slip in
 * where a number is printed.
 */
import type { CrosstableCell } from '../../shared/api/standings';
import type { Colour } from '../../shared/domain';
import type { Board, RoundEntry, ScoringSheet, Standings, StartNo } from './types';

export type CrosstableLine = {
  rank: number;
  startNo: StartNo;
  points: number;
  withdrawn: boolean;
  /** One per round 1..rounds of the standings; their `points` add up to the line's points. */
  cells: CrosstableCell[];
};

type Game = CrosstableCell['games'][number];
const other = (c: Colour): Colour => (c === 'white' ? 'black' : 'white');

/**
 * Every game of a board from `me`'s side, in leg order, those without a result included: the
 * scored ones come from the engine's scoring (R8), game 2 with the colours reversed (R5.1).
 */
function gamesOf(board: Board | undefined, me: StartNo, e: Extract<RoundEntry, { kind: 'board' }>): Game[] {
  const scored = [...e.games];
  const fromScore = (): Game[] =>
    scored.map((g) => ({ colour: g.colour, result: g.result, points: g.points, played: g.played }));
  if (!board) return fromScore();
  const first: Colour = board.white === me ? 'white' : 'black';
  return board.games.map((g, leg): Game => {
    const colour = leg % 2 === 0 ? first : other(first);
    const x = g.result === null ? undefined : scored.shift();
    return x
      ? { colour: x.colour, result: x.result, points: x.points, played: x.played }
      : { colour, result: null, points: null, played: false };
  });
}

function cellOf(sheet: ScoringSheet, me: StartNo, e: RoundEntry, running: number): CrosstableCell {
  if (e.kind !== 'board')
    // R4.2 the bye, R10.1 an absence: no opponent, no colour, its points shown so the row adds up.
    return {
      round: e.round,
      kind: e.kind,
      opponent: null,
      colour: null,
      games: [],
      points: e.points,
      running,
    };
  const board = sheet.rounds
    .find((r) => r.number === e.round)
    ?.boards.find(
      (b) => (b.white === me && b.black === e.opponent) || (b.black === me && b.white === e.opponent),
    );
  const games = gamesOf(board, me, e);
  const colour: Colour = games[0]?.colour ?? (board?.black === me ? 'black' : 'white');
  return { round: e.round, kind: 'board', opponent: e.opponent, colour, games, points: e.points, running };
}

/** The lines of the crosstable after `rounds` rounds, in the order of `standings`. */
export function crosstableLines(sheet: ScoringSheet, standings: Standings, rounds: number): CrosstableLine[] {
  return standings.rows.map((row) => {
    let running = 0;
    const cells = [...row.score.rounds]
      .filter((e) => e.round >= 1 && e.round <= rounds)
      .sort((a, b) => a.round - b.round)
      .map((e) => {
        running += e.points;
        return cellOf(sheet, row.startNo, e, running);
      });
    return { rank: row.rank, startNo: row.startNo, points: row.points, withdrawn: row.withdrawn, cells };
  });
}

/** Each entrant's points before round `round`: the running total of round - 1, by starting number. */
export function pointsBefore(lines: readonly CrosstableLine[], round: number): Map<StartNo, number> {
  return new Map(lines.map((l) => [l.startNo, l.cells.find((c) => c.round === round - 1)?.running ?? 0]));
}

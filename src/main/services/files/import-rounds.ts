/**
 * The rounds of a file read into the TRF model (TRF, DraughtArbiter, FMJD report), written as the
 * rounds of a new tournament: boards in the C.04.3 order, results, byes and absences. A table of
 * one column per game (the FMJD report of a two-game tournament, R5.1, io/fmjd-layout.ts) makes
 * one round of two consecutive columns: game 1 with the board's colours, game 2 with them
 * reversed. A game the report leaves out (unplayed, R12.3) comes back as a double forfeit: 0-0
 * and unrated (R8.4), as the report's totals count it.
 */
import type { GameResult } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/connection';
import { insertAbsence, insertBoard, insertGame, insertRound, setRoundStatus } from '../../db/repos/rounds';
import type { AbsenceKind } from '../../db/repos/rounds';
import type { TrfGame, TrfPlayer, TrfTournament } from '../../io/trf';

const PLAYED_AS_WHITE: Partial<Record<TrfGame['result'], GameResult>> = {
  '1': 'white-wins',
  W: 'white-wins',
  '=': 'draw',
  D: 'draw',
  '0': 'black-wins',
  L: 'black-wins',
};

/** The result of a game from the side of `g`, the entrant seated as White in it. */
function gameResult(g: TrfGame | null, o: TrfGame | null): GameResult {
  if (!g || !o || g.opponent === null) return 'double-forfeit';
  if (g.played) return PLAYED_AS_WHITE[g.result] ?? 'draw';
  // R8.3, R8.4: forfeits; the reader and trfToSheet have checked both sides agree.
  if (g.result === '+') return 'white-wins-forfeit';
  return o.result === '+' ? 'black-wins-forfeit' : 'double-forfeit';
}

/** An entry without an opponent (REFERENCES.md TRF-16): U PAB, F and `+` full-point, H half-point. */
function absenceKind(g: TrfGame | null): AbsenceKind | 'pab' {
  if (g?.result === 'U') return 'pab';
  if (g?.result === 'F' || g?.result === '+') return 'full-bye';
  if (g?.result === 'H') return 'half-bye';
  return 'absent';
}

/** Board order of a round (C.04.3 style): higher score first, then sum of scores, then number. */
function boardOrder(trf: TrfTournament, columnsBefore: number) {
  const before = new Map(
    trf.players.map((p) => [
      p.startNumber,
      p.rounds.slice(0, columnsBefore).reduce((s, g) => s + (g?.points ?? 0), 0),
    ]),
  );
  const score = (n: number) => before.get(n) ?? 0;
  return (a: [number, number], b: [number, number]) =>
    Math.max(score(b[0]), score(b[1])) - Math.max(score(a[0]), score(a[1])) ||
    score(b[0]) + score(b[1]) - (score(a[0]) + score(a[1])) ||
    Math.min(...a) - Math.min(...b);
}

/** One entrant's entries of round `r`: one per game, `games` consecutive columns. */
const entriesOf = (p: TrfPlayer | undefined, r: number, games: number): (TrfGame | null)[] =>
  Array.from({ length: games }, (_, leg) => p?.rounds[(r - 1) * games + leg] ?? null);

/**
 * The seat of an entrant in round `r`: the opponent, and whether the entrant has White on the
 * board (game 1's colour; game 2 has it reversed, R5.1); or what the entrant did without a board.
 * The games of one round must name one opponent, with the colours reversed.
 */
function seatOf(p: TrfPlayer, r: number, games: number) {
  const entries = entriesOf(p, r, games);
  const boards = entries.filter((g) => g?.opponent != null) as TrfGame[];
  const mismatch = () => new AppError('files:csvGamesMismatch', { line: p.line, round: r });
  if (boards.length === 0) {
    const kinds = new Set(entries.map(absenceKind));
    if (kinds.size > 1) throw mismatch();
    return { opponent: null, kind: [...kinds][0] ?? 'absent' } as const;
  }
  const leg = entries.findIndex((g) => g?.opponent != null);
  const first = boards[0] as TrfGame;
  const colourOf = (g: TrfGame, i: number) => (i % 2 === 0) === (g.colour === 'white');
  const white = first.colour === null ? p.startNumber < (first.opponent ?? 0) : colourOf(first, leg);
  entries.forEach((g, i) => {
    if (g?.opponent == null) return;
    if (g.opponent !== first.opponent || (g.colour !== null && colourOf(g, i) !== white)) throw mismatch();
  });
  return { opponent: first.opponent as number, white } as const;
}

type Ids = (startNumber: number) => number;

/** Round `r` of the file as a round of the tournament. */
export function writeRound(db: Db, tid: number, trf: TrfTournament, r: number, id: Ids, at: string): void {
  const games = trf.gamesPerRound ?? 1;
  const roundId = insertRound(db, tid, r, at);
  const pairs: [number, number][] = [];
  const byes: number[] = [];
  const players = [...trf.players].sort((a, b) => a.startNumber - b.startNumber);
  for (const p of players) {
    const seat = seatOf(p, r, games);
    if (seat.opponent !== null) {
      if (seat.white) pairs.push([p.startNumber, seat.opponent]);
    } else if (seat.kind === 'pab') byes.push(p.startNumber);
    else insertAbsence(db, roundId, id(p.startNumber), seat.kind);
  }
  pairs.sort(boardOrder(trf, (r - 1) * games));
  const byNumber = new Map(players.map((p) => [p.startNumber, p]));
  pairs.forEach(([w, b], i) => {
    const we = entriesOf(byNumber.get(w), r, games);
    const be = entriesOf(byNumber.get(b), r, games);
    const boardId = insertBoard(db, roundId, i + 1, id(w), id(b));
    insertGame(db, boardId, 1, id(w), id(b), gameResult(we[0] ?? null, be[0] ?? null), at);
    // R5.1: game 2 has the colours reversed, so its White is the board's Black.
    if (games === 2) insertGame(db, boardId, 2, id(b), id(w), gameResult(be[1] ?? null, we[1] ?? null), at);
  });
  byes.forEach((n, i) => insertBoard(db, roundId, pairs.length + i + 1, id(n), null));
  setRoundStatus(db, roundId, 'finished');
}

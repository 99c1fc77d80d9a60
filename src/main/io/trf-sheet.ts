/**
 * A read TRF file as a scoring sheet (src/main/engine/types.ts), for `diagonal standings`.
 * TRF has one game per round, so every round has one game per board. Each board is built once,
 * from the entrant with White (or the lower number when the game has no colour, a forfeit), and
 * checked against the opponent's line; every total is checked against the file's points column.
 */
import type { GameResult } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { scoreSheet } from '../engine/sheet';
import type { Absence, Board, Game, Round, ScoringSheet } from '../engine/types';
import type { TrfGame, TrfPlayer, TrfResult, TrfTournament } from './trf-types';

/** The result seen from the other side of the board (TRF writes it on both lines). */
const MIRROR: Partial<Record<TrfResult, TrfResult>> = {
  '1': '0',
  '0': '1',
  '=': '=',
  W: 'L',
  L: 'W',
  D: 'D',
  '+': '-',
};

const PLAYED_AS_WHITE: Partial<Record<TrfResult, GameResult>> = {
  '1': 'white-wins',
  W: 'white-wins',
  '=': 'draw',
  D: 'draw',
  '0': 'black-wins',
  L: 'black-wins',
};

/** An entry with no opponent (REFERENCES.md TRF-16): U bye, F full-point, H half-point, else nothing. */
function absenceOf(g: TrfGame | null): Absence['kind'] {
  if (!g) return 'absent';
  if (g.result === 'U') return 'bye';
  if (g.result === 'F' || g.result === '+') return 'full-bye';
  if (g.result === 'H') return 'half-bye';
  return 'absent';
}

/** The game of a board from its first-listed entrant `p` against `o`. */
function gameOf(p: TrfPlayer, g: TrfGame, o: TrfGame, round: number): Game {
  const fail = (key: string): never => {
    throw new AppError(`engine:trf.${key}`, {
      line: p.line,
      round,
      startNo: p.startNumber,
      opponent: g.opponent ?? 0,
      result: g.result,
    });
  };
  if (g.played) {
    if (MIRROR[g.result] !== o.result) fail('resultMismatch');
    const result = PLAYED_AS_WHITE[g.result] ?? fail('resultMismatch');
    // `W D L`: played but under one move, never rated.
    return { result, unrated: g.result === 'W' || g.result === 'D' || g.result === 'L' };
  }
  if (g.result !== '+' && g.result !== '-') fail('unplayedResult');
  if (g.result === '+' && o.result === '-') return { result: 'white-wins-forfeit' };
  if (g.result === '-' && o.result === '+') return { result: 'black-wins-forfeit' };
  if (g.result === '-' && o.result === '-') return { result: 'double-forfeit' };
  return fail('resultMismatch');
}

export function trfToSheet(trf: TrfTournament): ScoringSheet {
  const byNumber = new Map(trf.players.map((p) => [p.startNumber, p]));
  const rounds: Round[] = [];
  // Entries after the last paired round only announce absences for the next pairing.
  for (let r = 1; r <= trf.pairedRounds; r++) {
    const boards: Board[] = [];
    const absences: Absence[] = [];
    for (const p of trf.players) {
      const g = p.rounds[r - 1] ?? null;
      if (!g || g.opponent === null) {
        absences.push({ startNo: p.startNumber, kind: absenceOf(g) });
        continue;
      }
      const o = byNumber.get(g.opponent)?.rounds[r - 1];
      if (!o) continue; // the reader has already refused an opponent who does not name p back
      const first = g.colour === 'white' || (g.colour === null && p.startNumber < g.opponent);
      if (!first) continue;
      boards.push({ white: p.startNumber, black: g.opponent, games: [gameOf(p, g, o, r)] });
    }
    rounds.push({ number: r, gamesPerRound: 1, boards, absences });
  }
  const sheet: ScoringSheet = {
    entrants: trf.players.map((p) => ({ startNo: p.startNumber, rating: p.rating, withdrawn: false })),
    rounds,
    points: trf.pointSystem,
    rated: true,
  };
  // The reader checked the points column against its own sum; this checks the conversion too.
  const scale = trf.pointSystem.scale;
  for (const e of scoreSheet(sheet)) {
    const p = byNumber.get(e.startNo);
    const stated = p?.rounds.slice(0, trf.pairedRounds).reduce((s, g) => s + (g ? g.points : 0), 0) ?? 0;
    if (p && stated !== e.points && p.points !== e.points) {
      throw new AppError('engine:trf.pointsMismatch', {
        line: p.line,
        startNo: e.startNo,
        stated: (p.points / scale).toFixed(1),
        computed: (e.points / scale).toFixed(1),
      });
    }
  }
  return sheet;
}

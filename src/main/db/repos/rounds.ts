import type { Db } from '../connection';
import type { GameResult } from '../../../shared/domain';

/** Rounds, boards, games and absences of a tournament as stored (001), read in four queries. */
export type GameRow = { id: number; leg: 1 | 2; white: number; black: number; result: GameResult | null };
export type BoardRow = {
  id: number;
  boardNo: number;
  white: number;
  black: number | null;
  /** The points White and Black had when the round was paired (021); null before that step. */
  paired: { white: number; black: number } | null;
  games: GameRow[];
};
export type AbsenceKind = 'bye' | 'half-bye' | 'full-bye' | 'absent' | 'withdrawn';
export type RoundRow = {
  id: number;
  number: number;
  status: 'paired' | 'finished';
  opening: unknown;
  pairedAt: string;
  boards: BoardRow[];
  absences: { entrantId: number; kind: AbsenceKind }[];
};

export function loadRounds(db: Db, tournamentId: number): RoundRow[] {
  const rounds = (
    db
      .prepare(
        'SELECT id, number, status, opening, paired_at FROM rounds WHERE tournament_id = ? ORDER BY number',
      )
      .all(tournamentId) as {
      id: number;
      number: number;
      status: RoundRow['status'];
      opening: string | null;
      paired_at: string;
    }[]
  ).map((r): RoundRow => ({
    id: r.id,
    number: r.number,
    status: r.status,
    opening: r.opening === null ? null : (JSON.parse(r.opening) as unknown),
    pairedAt: r.paired_at,
    boards: [],
    absences: [],
  }));
  const byId = new Map(rounds.map((r) => [r.id, r]));
  const boards = new Map<number, BoardRow>();
  const boardRows = db
    .prepare(
      `SELECT b.id, b.round_id, b.board_no, b.white_entrant, b.black_entrant, b.white_points, b.black_points FROM boards b
       JOIN rounds r ON r.id = b.round_id WHERE r.tournament_id = ? ORDER BY b.round_id, b.board_no`,
    )
    .all(tournamentId) as {
    id: number;
    round_id: number;
    board_no: number;
    white_entrant: number;
    black_entrant: number | null;
    white_points: number | null;
    black_points: number | null;
  }[];
  for (const b of boardRows) {
    const row: BoardRow = {
      id: b.id,
      boardNo: b.board_no,
      white: b.white_entrant,
      black: b.black_entrant,
      paired:
        b.white_points === null || b.black_points === null
          ? null
          : { white: b.white_points, black: b.black_points },
      games: [],
    };
    boards.set(b.id, row);
    byId.get(b.round_id)?.boards.push(row);
  }
  const games = db
    .prepare(
      `SELECT g.id, g.board_id, g.leg, g.white, g.black, g.result FROM games g JOIN boards b ON b.id = g.board_id
       JOIN rounds r ON r.id = b.round_id WHERE r.tournament_id = ? ORDER BY g.board_id, g.leg`,
    )
    .all(tournamentId) as (GameRow & { board_id: number })[];
  for (const { board_id, ...g } of games) boards.get(board_id)?.games.push(g);
  const absences = db
    .prepare(
      `SELECT a.round_id, a.entrant_id, a.kind FROM round_absences a JOIN rounds r ON r.id = a.round_id
       WHERE r.tournament_id = ? ORDER BY a.round_id, a.id`,
    )
    .all(tournamentId) as { round_id: number; entrant_id: number; kind: AbsenceKind }[];
  for (const a of absences) byId.get(a.round_id)?.absences.push({ entrantId: a.entrant_id, kind: a.kind });
  return rounds;
}

export function insertRound(db: Db, tournamentId: number, number: number, at: string): number {
  const r = db
    .prepare('INSERT INTO rounds (tournament_id, number, status, paired_at) VALUES (?, ?, ?, ?)')
    .run(tournamentId, number, 'paired', at);
  return Number(r.lastInsertRowid);
}

export function insertBoard(
  db: Db,
  roundId: number,
  boardNo: number,
  white: number,
  black: number | null,
  /** The points White and Black have as the round is paired (R6.7: they stay the round's). */
  paired: { white: number; black: number } | null = null,
): number {
  const r = db
    .prepare(
      'INSERT INTO boards (round_id, board_no, white_entrant, black_entrant, white_points, black_points) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(roundId, boardNo, white, black, paired?.white ?? null, paired?.black ?? null);
  return Number(r.lastInsertRowid);
}

/** A round re-paired into the same boards on new scores (R6.7): the points it is paired on now. */
export function setBoardPoints(db: Db, boardId: number, paired: { white: number; black: number }): void {
  db.prepare('UPDATE boards SET white_points = ?, black_points = ? WHERE id = ?').run(
    paired.white,
    paired.black,
    boardId,
  );
}

/** R11.2: the drawn opening of an unpaired round, kept for its next pairing (021). */
export function keepOpening(
  db: Db,
  tournamentId: number,
  round: number,
  opening: unknown,
  drawnFor: { variant: string; openingMode: string },
): void {
  db.prepare(
    'INSERT OR REPLACE INTO kept_openings (tournament_id, round_number, opening, variant, opening_mode) VALUES (?, ?, ?, ?, ?)',
  ).run(tournamentId, round, JSON.stringify(opening), drawnFor.variant, drawnFor.openingMode);
}

/** The opening kept for round `round` and what it was drawn for, or null; `take` removes it. */
export function keptOpening(
  db: Db,
  tournamentId: number,
  round: number,
): { opening: unknown; variant: string; openingMode: string } | null {
  const row = db
    .prepare(
      'SELECT opening, variant, opening_mode FROM kept_openings WHERE tournament_id = ? AND round_number = ?',
    )
    .get(tournamentId, round) as { opening: string; variant: string; opening_mode: string } | undefined;
  return row
    ? { opening: JSON.parse(row.opening) as unknown, variant: row.variant, openingMode: row.opening_mode }
    : null;
}

export function dropKeptOpening(db: Db, tournamentId: number, round: number): void {
  db.prepare('DELETE FROM kept_openings WHERE tournament_id = ? AND round_number = ?').run(
    tournamentId,
    round,
  );
}

export function insertGame(
  db: Db,
  boardId: number,
  leg: 1 | 2,
  white: number,
  black: number,
  result: GameResult | null,
  at: string | null,
): number {
  const r = db
    .prepare('INSERT INTO games (board_id, leg, white, black, result, entered_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(boardId, leg, white, black, result, result === null ? null : at);
  return Number(r.lastInsertRowid);
}

export function setGameResult(db: Db, gameId: number, result: GameResult | null, at: string): void {
  db.prepare('UPDATE games SET result = ?, entered_at = ? WHERE id = ?').run(
    result,
    result === null ? null : at,
    gameId,
  );
}

export function insertAbsence(db: Db, roundId: number, entrantId: number, kind: AbsenceKind): void {
  db.prepare('INSERT INTO round_absences (round_id, entrant_id, kind) VALUES (?, ?, ?)').run(
    roundId,
    entrantId,
    kind,
  );
}

/** The boards, games and absences of a round go; the round row stays (a re-pair or an edit refills it). */
export function clearRound(db: Db, roundId: number): void {
  db.prepare('DELETE FROM round_absences WHERE round_id = ?').run(roundId);
  db.prepare('DELETE FROM boards WHERE round_id = ?').run(roundId);
}

export function setRoundStatus(db: Db, roundId: number, status: RoundRow['status']): void {
  db.prepare('UPDATE rounds SET status = ? WHERE id = ?').run(status, roundId);
}

/** R10.1: absences announced for rounds not yet paired (003). */
export function announcedAbsences(db: Db, tournamentId: number): { round: number; entrantId: number }[] {
  return db
    .prepare(
      'SELECT round_number AS round, entrant_id AS entrantId FROM announced_absences WHERE tournament_id = ? ORDER BY id',
    )
    .all(tournamentId) as { round: number; entrantId: number }[];
}

export function setAnnouncedAbsence(
  db: Db,
  tournamentId: number,
  round: number,
  entrantId: number,
  absent: boolean,
): void {
  if (absent)
    db.prepare(
      'INSERT OR IGNORE INTO announced_absences (tournament_id, round_number, entrant_id) VALUES (?, ?, ?)',
    ).run(tournamentId, round, entrantId);
  else
    db.prepare(
      'DELETE FROM announced_absences WHERE tournament_id = ? AND round_number = ? AND entrant_id = ?',
    ).run(tournamentId, round, entrantId);
}

/** A round taken back whole (unpaired before any result): its absences, boards and games go. */
export function deleteRound(db: Db, roundId: number): void {
  db.prepare('DELETE FROM round_absences WHERE round_id = ?').run(roundId);
  db.prepare('DELETE FROM boards WHERE round_id = ?').run(roundId);
  db.prepare('DELETE FROM rounds WHERE id = ?').run(roundId);
}

/** R11.2: the opening drawn for a round, as JSON, or none. */
export function setRoundOpening(db: Db, roundId: number, opening: unknown): void {
  db.prepare('UPDATE rounds SET opening = ? WHERE id = ?').run(
    opening === null ? null : JSON.stringify(opening),
    roundId,
  );
}

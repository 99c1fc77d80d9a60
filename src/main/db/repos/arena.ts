import type { Db } from '../connection';
import type { ArenaClock, ArenaGame, ArenaResult } from '../../engine/arena/types';

/** Arena rows (migration 006) as the engine's facts; times as epoch milliseconds. */

export type ArenaRecord = ArenaClock & {
  tournamentId: number;
  extensionMinutes: number;
  closedAt: string | null;
};

type GameRow = {
  id: number;
  board: number;
  white_id: number;
  black_id: number;
  started_at: string;
  ended_at: string | null;
  result: ArenaResult | null;
  white_boosted: number;
  black_boosted: number;
};

export type StoredGame = ArenaGame & { board: number };

const ms = (iso: string): number => Date.parse(iso);

export function isArenaTournament(db: Db, tournamentId: number): boolean {
  const kind = db.prepare('SELECT kind FROM tournaments WHERE id = ?').pluck().get(tournamentId);
  return kind === 'arena';
}

export function insertArena(db: Db, tournamentId: number, clock: ArenaClock): void {
  db.prepare(`UPDATE tournaments SET kind = 'arena' WHERE id = ?`).run(tournamentId);
  db.prepare(
    'INSERT INTO arena_settings (tournament_id, base_seconds, increment_seconds) VALUES (?, ?, ?)',
  ).run(tournamentId, clock.baseSeconds, clock.incrementSeconds);
}

export function getArena(db: Db, tournamentId: number): ArenaRecord | null {
  const r = db.prepare('SELECT * FROM arena_settings WHERE tournament_id = ?').get(tournamentId) as
    | { base_seconds: number; increment_seconds: number; extension_minutes: number; closed_at: string | null }
    | undefined;
  if (!r) return null;
  return {
    tournamentId,
    baseSeconds: r.base_seconds,
    incrementSeconds: r.increment_seconds,
    extensionMinutes: r.extension_minutes,
    closedAt: r.closed_at,
  };
}

export function extendArena(db: Db, tournamentId: number, minutes: number): void {
  db.prepare(
    'UPDATE arena_settings SET extension_minutes = extension_minutes + ? WHERE tournament_id = ?',
  ).run(minutes, tournamentId);
}

/** R14.1: from its start the arena runs (registration stays open to newcomers). */
export function markArenaRunning(db: Db, tournamentId: number): void {
  db.prepare(`UPDATE tournaments SET status = 'running' WHERE id = ? AND status = 'registration'`).run(
    tournamentId,
  );
}

export function closeArena(db: Db, tournamentId: number, at: string): void {
  db.prepare('UPDATE arena_settings SET closed_at = ? WHERE tournament_id = ?').run(at, tournamentId);
  db.prepare(`UPDATE tournaments SET status = 'finished' WHERE id = ?`).run(tournamentId);
}

export type Presence = { entrantId: number; paused: boolean; availableSince: number };

export function listPresence(db: Db, tournamentId: number): Map<number, Presence> {
  const rows = db
    .prepare(
      `SELECT p.entrant_id, p.paused, p.available_since FROM arena_presence p
       JOIN entrants e ON e.id = p.entrant_id WHERE e.tournament_id = ?`,
    )
    .all(tournamentId) as { entrant_id: number; paused: number; available_since: string }[];
  return new Map(
    rows.map((r) => [
      r.entrant_id,
      { entrantId: r.entrant_id, paused: r.paused === 1, availableSince: ms(r.available_since) },
    ]),
  );
}

export function setPresence(db: Db, entrantId: number, paused: boolean, at: string): void {
  db.prepare(
    `INSERT INTO arena_presence (entrant_id, paused, available_since) VALUES (?, ?, ?)
     ON CONFLICT (entrant_id) DO UPDATE SET paused = excluded.paused, available_since = excluded.available_since`,
  ).run(entrantId, paused ? 1 : 0, at);
}

export function listGames(db: Db, tournamentId: number): StoredGame[] {
  const rows = db
    .prepare('SELECT * FROM arena_games WHERE tournament_id = ? ORDER BY id')
    .all(tournamentId) as GameRow[];
  return rows.map((r) => ({
    id: r.id,
    board: r.board,
    white: r.white_id,
    black: r.black_id,
    startedAt: ms(r.started_at),
    endedAt: r.ended_at === null ? null : ms(r.ended_at),
    result: r.result,
    whiteBoosted: r.white_boosted === 1,
    blackBoosted: r.black_boosted === 1,
  }));
}

export function countGamesOf(db: Db, entrantId: number): number {
  return db
    .prepare('SELECT COUNT(*) FROM arena_games WHERE white_id = ? OR black_id = ?')
    .pluck()
    .get(entrantId, entrantId) as number;
}

export function insertGame(
  db: Db,
  tournamentId: number,
  g: { board: number; white: number; black: number },
  at: string,
): number {
  return Number(
    db
      .prepare(
        'INSERT INTO arena_games (tournament_id, board, white_id, black_id, started_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(tournamentId, g.board, g.white, g.black, at).lastInsertRowid,
  );
}

export function setGameResult(
  db: Db,
  gameId: number,
  result: ArenaResult | null,
  endedAt: string | null,
): void {
  db.prepare('UPDATE arena_games SET result = ?, ended_at = ? WHERE id = ?').run(result, endedAt, gameId);
}

export function setBoost(db: Db, gameId: number, colour: 'white' | 'black'): void {
  const column = colour === 'white' ? 'white_boosted' : 'black_boosted';
  db.prepare(`UPDATE arena_games SET ${column} = 1 WHERE id = ?`).run(gameId);
}

export function gameTournament(db: Db, gameId: number): number | null {
  const id = db.prepare('SELECT tournament_id FROM arena_games WHERE id = ?').pluck().get(gameId);
  return typeof id === 'number' ? id : null;
}

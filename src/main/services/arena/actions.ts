/**
 * What the arbiter does in an arena (RULES.md R14, R15), one function per API method, each run
 * inside the method's transaction. The time is always the transport's (`now`).
 */
import { AppError } from '../../../shared/errors';
import { arenaTimeControl } from '../../../shared/arena-limits';
import type { Settings } from '../../../shared/settings';
import type { Tournament } from '../../../shared/api/tournaments';
import type { Db } from '../../db/connection';
import { getEntrant } from '../../db/repos/entrants';
import {
  closeArena,
  extendArena,
  gameTournament,
  insertArena,
  insertGame,
  markArenaRunning,
  setBoost,
  setGameResult,
  setPresence,
} from '../../db/repos/arena';
import {
  boostOffered,
  MAX_DURATION_MINUTES,
  MIN_DURATION_MINUTES,
  pairingOpen,
  ruledAtClose,
} from '../../engine/arena/clock';
import { DEFAULT_WAIT_MS, pairArena } from '../../engine/arena/pairing';
import type { ArenaClock } from '../../engine/arena/types';
import { createTournament, getTournament } from '../tournaments';
import { loadArena, requireOpen, type ArenaState } from './state';

const iso = (ms: number): string => new Date(ms).toISOString();

/** R14.1: an arena lasts ten minutes to eight hours. */
export function createArena(db: Db, settings: Settings, clock: ArenaClock, now: Date): Tournament {
  const minutes = settings.durationMinutes;
  if (minutes < MIN_DURATION_MINUTES || minutes > MAX_DURATION_MINUTES)
    throw new AppError('arena:errors.duration', {
      minutes,
      min: MIN_DURATION_MINUTES,
      max: MAX_DURATION_MINUTES,
    });
  // The settings' time control is the arena's clock, written as the slips write it (R14.4).
  const t = createTournament(db, { ...settings, timeControl: arenaTimeControl(clock) }, now.toISOString());
  insertArena(db, t.id, clock);
  // Read again: the tournament became an arena only now.
  return getTournament(db, t.id);
}

/** The boards a tick would start now (R14.2); none outside the pairing time (R14.6). */
export function boardsDue(s: ArenaState, force: boolean) {
  if (s.arena.closedAt !== null || !pairingOpen(s.time)) return [];
  return pairArena({
    entrants: s.facts,
    games: s.games,
    ranking: s.standings.map((r) => r.id),
    now: s.now,
    waitMs: force ? 0 : DEFAULT_WAIT_MS,
  });
}

/** The stored status lags the clock: from the start until the close the arena is running. */
export const statusDue = (s: ArenaState): boolean =>
  s.tournament.status === 'registration' && (s.time.phase === 'running' || s.time.phase === 'overtime');

/** R15.1: the close rules open games drawn and finishes the arena; otherwise due boards start. */
export function tick(
  db: Db,
  tournamentId: number,
  now: Date,
  force: boolean,
): { started: number; ruled: number } {
  const s = loadArena(db, tournamentId, now);
  if (s.arena.closedAt !== null) return { started: 0, ruled: 0 };
  if (s.time.phase === 'closed') {
    const ruled = ruledAtClose(s.games, s.time);
    for (const r of ruled) setGameResult(db, r.gameId, 'ruled-draw', iso(r.endedAt));
    closeArena(db, tournamentId, iso(s.time.closesAt));
    return { started: 0, ruled: ruled.length };
  }
  if (statusDue(s)) markArenaRunning(db, tournamentId);
  const boards = boardsDue(s, force);
  const tables = freeTables(s);
  for (const b of boards)
    insertGame(db, tournamentId, { board: tables.next().value, ...b }, now.toISOString());
  return { started: boards.length, ruled: 0 };
}

/** Board numbers: the lowest tables not in use, so that a freed table is taken again. */
export function* freeTables(s: ArenaState): Generator<number, never> {
  const used = new Set(s.games.filter((g) => g.endedAt === null).map((g) => g.board));
  for (let table = 1; ; table++) if (!used.has(table)) yield table;
}

function arenaOfEntrant(db: Db, entrantId: number): number {
  const e = getEntrant(db, entrantId);
  if (!e) throw new AppError('entrantNotFound', { id: entrantId });
  return e.tournamentId;
}

/** R14.1: join (again) or leave; leaving keeps the games and points. A running game goes on. */
export function setPaused(db: Db, entrantId: number, paused: boolean, now: Date): number {
  const tournamentId = arenaOfEntrant(db, entrantId);
  const s = loadArena(db, tournamentId, now);
  requireOpen(s);
  // Without a tick (a day replayed from its log), the first action after the start starts it.
  if (statusDue(s)) markArenaRunning(db, tournamentId);
  setPresence(db, entrantId, paused, now.toISOString());
  return tournamentId;
}

function loadGame(db: Db, gameId: number, now: Date) {
  const tournamentId = gameTournament(db, gameId);
  if (tournamentId === null) throw new AppError('arena:errors.gameNotFound', { id: gameId });
  const s = loadArena(db, tournamentId, now);
  return { s, game: s.games.find((g) => g.id === gameId)! };
}

/**
 * A result ends the game now; the same entry on a finished game corrects it and keeps its end
 * time, so that the cooldowns stay and streaks are recomputed from that game on (points.ts).
 * R15.1: a result reached in the ten minutes of overtime counts; after the close, only corrections.
 */
export function setArenaResult(
  db: Db,
  gameId: number,
  result: 'white-wins' | 'draw' | 'black-wins',
  now: Date,
): { tournamentId: number; correction: boolean } {
  const { s, game } = loadGame(db, gameId, now);
  if (game.endedAt !== null) {
    setGameResult(db, gameId, result, iso(game.endedAt));
    return { tournamentId: s.tournament.id, correction: true };
  }
  requireOpen(s);
  if (s.time.phase === 'closed')
    throw new AppError('arena:errors.overtimeOver', { name: s.tournament.settings.name });
  setGameResult(db, gameId, result, now.toISOString());
  return { tournamentId: s.tournament.id, correction: false };
}

/** R14.4, R14.6: a player of a running game, once, when the base time is not zero. */
export function boost(db: Db, gameId: number, entrantId: number, now: Date): number {
  const { s, game } = loadGame(db, gameId, now);
  requireOpen(s);
  if (!boostOffered(s.arena)) throw new AppError('arena:errors.boostZeroBase');
  if (game.endedAt !== null) throw new AppError('arena:errors.boostFinished');
  const colour = game.white === entrantId ? 'white' : game.black === entrantId ? 'black' : null;
  if (colour === null) throw new AppError('arena:errors.boostNotPlayer', { id: entrantId });
  if (colour === 'white' ? game.whiteBoosted : game.blackBoosted)
    throw new AppError('arena:errors.boostTwice');
  setBoost(db, gameId, colour);
  return s.tournament.id;
}

/** R15: the arbiter extends the announced duration, before the close only. */
export function extend(db: Db, tournamentId: number, minutes: number, now: Date): void {
  const s = loadArena(db, tournamentId, now);
  requireOpen(s);
  if (s.time.phase === 'closed')
    throw new AppError('arena:errors.overtimeOver', { name: s.tournament.settings.name });
  const total = s.tournament.settings.durationMinutes + s.arena.extensionMinutes + minutes;
  if (total > MAX_DURATION_MINUTES)
    throw new AppError('arena:errors.extendTooLong', { max: MAX_DURATION_MINUTES, total });
  extendArena(db, tournamentId, minutes);
}

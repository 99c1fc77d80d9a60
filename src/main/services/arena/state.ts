/**
 * An arena loaded from the event file as the engine's facts, at the transport's time: the
 * settings, the entrants (paused or not), the games, and the announced end with its extension.
 */
import { AppError } from '../../../shared/errors';
import { wallInstant } from '../../../shared/schedule';
import type { Entrant } from '../../../shared/api/entrants';
import type { Db } from '../../db/connection';
import { listEntrants } from '../../db/repos/entrants';
import {
  getArena,
  listGames,
  listPresence,
  type ArenaRecord,
  type Presence,
  type StoredGame,
} from '../../db/repos/arena';
import type { TournamentRecord } from '../../db/repos/tournaments';
import { arenaTime, type ArenaTime } from '../../engine/arena/clock';
import { scoreArena, type ArenaStanding } from '../../engine/arena/points';
import type { ArenaEntrant } from '../../engine/arena/types';
import { loadTournament } from '../tournaments';

export type ArenaState = {
  tournament: TournamentRecord;
  arena: ArenaRecord;
  entrants: Entrant[];
  facts: ArenaEntrant[];
  /** Who joined or left at the desk (R14.1); an entrant without a line never joined or left. */
  presence: Map<number, Presence>;
  games: StoredGame[];
  startsAt: number;
  endsAt: number;
  now: number;
  time: ArenaTime;
  standings: ArenaStanding[];
};

/**
 * The scheduled start is the wall-clock time of the poster (`YYYY-MM-DDTHH:mm`, settings.ts); the
 * transport's time is an instant. The start becomes an instant in the hall's time zone once here.
 */
export const localInstant = wallInstant;

export function loadArena(db: Db, tournamentId: number, now: Date): ArenaState {
  const tournament = loadTournament(db, tournamentId);
  const arena = getArena(db, tournamentId);
  if (!arena) throw new AppError('arena:errors.notArena', { name: tournament.settings.name });
  const startsAt = localInstant(tournament.settings.scheduledStart);
  const endsAt = startsAt + (tournament.settings.durationMinutes + arena.extensionMinutes) * 60_000;
  const entrants = listEntrants(db, tournamentId).filter((e) => e.withdrawnAfterRound === null);
  const presence = listPresence(db, tournamentId);
  const facts = entrants.map((e): ArenaEntrant => {
    const p = presence.get(e.id);
    return {
      id: e.id,
      rating: e.rating,
      // Not present at the desk counts as paused until the entrant joins.
      paused: p ? p.paused : !e.present,
      availableSince: p ? p.availableSince : startsAt,
    };
  });
  const games = listGames(db, tournamentId);
  const t = now.getTime();
  return {
    tournament,
    arena,
    entrants,
    facts,
    presence,
    games,
    startsAt,
    endsAt,
    now: t,
    time: arenaTime(t, startsAt, endsAt),
    standings: scoreArena(facts, games),
  };
}

/** Changes after the close are refused, except corrections of results (R15.1 closes the arena). */
export function requireOpen(s: ArenaState): void {
  if (s.arena.closedAt !== null)
    throw new AppError('arena:errors.closed', { name: s.tournament.settings.name });
}

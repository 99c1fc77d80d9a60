/**
 * RULES.md R15.1 (and R8.5) for a tournament in rounds, individual or team; the arena keeps its
 * own (services/arena), on the same clock (engine/arena/clock.ts). The announced duration runs
 * from the scheduled start (the poster's local time) plus what the arbiter added. When the
 * tournament keeps it (`closeAtEnd`): nothing new is paired after the end, games still running get
 * ten more minutes, then every open game is a ruled draw and the tournament closes by itself.
 * The time is always the transport's (`now`).
 */
import { AppError } from '../../../shared/errors';
import { LIMITS, wallMinute } from '../../../shared/settings';
import type { TournamentTime } from '../../../shared/api/arena';
import type { Db } from '../../db/connection';
import { addExtension, closeByDuration, getDuration } from '../../db/repos/duration';
import { loadRounds, setGameResult, setRoundStatus } from '../../db/repos/rounds';
import { isTeamTournament, loadMatches, setTeamGameResult } from '../../db/repos/teams';
import type { TournamentRecord } from '../../db/repos/tournaments';
import { getArena } from '../../db/repos/arena';
import { arenaTime, type ArenaTime } from '../../engine/arena/clock';
import { extend as extendArena } from '../arena/actions';
import { localInstant } from '../arena/state';
import { loadTournament } from '../tournaments';

const MINUTE = 60_000;

export type Duration = {
  time: ArenaTime;
  startsAt: number;
  extensionMinutes: number;
  /** When the duration closed the tournament (R15.1), or null. */
  closedAt: string | null;
  /** The tournament keeps its announced duration by itself (an arena always does). */
  closeAtEnd: boolean;
};

export function durationOf(db: Db, t: TournamentRecord, now: Date): Duration {
  const arena = t.kind === 'arena' ? getArena(db, t.id) : null;
  const own = getDuration(db, t.id);
  const extensionMinutes = arena ? arena.extensionMinutes : own.extensionMinutes;
  const startsAt = localInstant(t.settings.scheduledStart);
  const endsAt = startsAt + (t.settings.durationMinutes + extensionMinutes) * MINUTE;
  return {
    time: arenaTime(now.getTime(), startsAt, endsAt),
    startsAt,
    extensionMinutes,
    closedAt: arena ? arena.closedAt : own.closedAt,
    closeAtEnd: arena ? true : t.settings.closeAtEnd,
  };
}

/** Where the announced duration stands, for the countdown of every screen (`tournament.time`). */
export function tournamentTime(db: Db, id: number, now: Date): TournamentTime {
  const d = durationOf(db, loadTournament(db, id), now);
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    phase: d.time.phase,
    remainingMs: d.time.remainingMs,
    warning: d.time.warning,
    endsAt: iso(d.time.endsAt),
    closesAt: iso(d.time.closesAt),
    closeAtEnd: d.closeAtEnd,
    extensionMinutes: d.extensionMinutes,
    closedAt: d.closedAt,
  };
}

/**
 * R15.1: nothing new is paired after the announced end of a tournament that keeps it, nor once the
 * duration closed it. `round` is the round that would be paired.
 */
export function refusePairingAfterEnd(db: Db, t: TournamentRecord, round: number, now: Date): void {
  const d = durationOf(db, t, now);
  if (d.closedAt !== null)
    throw new AppError('play:closedByDuration', {
      name: t.settings.name,
      at: wallMinute(Date.parse(d.closedAt)),
    });
  if (!d.closeAtEnd || now.getTime() < d.time.endsAt) return;
  throw new AppError('play:pairAfterEnd', { round, end: wallMinute(d.time.endsAt) });
}

/**
 * R15.1, R8.5: open games are ruled drawn only once the announced duration, with what the arbiter
 * added, and the ten minutes after it are over. Said in the poster's wall-clock time.
 */
export function refuseRulingBeforeClose(db: Db, t: TournamentRecord, now: Date): void {
  const d = durationOf(db, t, now);
  if (now.getTime() >= d.time.closesAt) return;
  throw new AppError('play:ruleBeforeEnd', { end: wallMinute(d.time.closesAt) });
}

/** What the close by the clock did: the games it ruled drawn and when. */
export type Closing = { ruled: number; closedAt: string };

/**
 * R15.1, R8.5: once the ten minutes after the end are over, every open game is a ruled draw, dated
 * at the close (not when someone noticed), and the tournament closes. Nothing happens before that,
 * for a tournament that does not keep its duration, or one already closed or not running.
 */
export function closeIfDue(db: Db, tournamentId: number, now: Date): Closing | null {
  const t = loadTournament(db, tournamentId);
  if (t.kind === 'arena' || t.status !== 'running') return null;
  const d = durationOf(db, t, now);
  if (!d.closeAtEnd || d.closedAt !== null || d.time.phase !== 'closed') return null;
  const at = new Date(d.time.closesAt).toISOString();
  let ruled = 0;
  if (isTeamTournament(db, tournamentId)) {
    for (const m of loadMatches(db, tournamentId))
      for (const g of m.games)
        if (g.result === null) {
          setTeamGameResult(db, g.id, 'ruled-draw', at);
          ruled += 1;
        }
  } else {
    for (const r of loadRounds(db, tournamentId)) {
      const open = r.boards.flatMap((b) => b.games.filter((g) => g.result === null));
      for (const g of open) setGameResult(db, g.id, 'ruled-draw', at);
      ruled += open.length;
    }
  }
  for (const r of loadRounds(db, tournamentId))
    if (r.status !== 'finished') setRoundStatus(db, r.id, 'finished');
  closeByDuration(db, tournamentId, at);
  return { ruled, closedAt: at };
}

/**
 * R15.1: the arbiter extends the announced duration, before the close only (after it the open games
 * are already ruled drawn). The total stays within the longest duration a tournament may announce.
 */
export function extendDuration(db: Db, tournamentId: number, minutes: number, now: Date): void {
  const t = loadTournament(db, tournamentId);
  if (t.kind === 'arena') return extendArena(db, tournamentId, minutes, now);
  const d = durationOf(db, t, now);
  if (d.closedAt !== null || d.time.phase === 'closed')
    throw new AppError('play:extendAfterClose', {
      name: t.settings.name,
      at: wallMinute(d.closedAt !== null ? Date.parse(d.closedAt) : d.time.closesAt),
    });
  const total = t.settings.durationMinutes + d.extensionMinutes + minutes;
  if (total > LIMITS.duration.max)
    throw new AppError('play:extendTooLong', { max: LIMITS.duration.max, total });
  addExtension(db, tournamentId, minutes);
}

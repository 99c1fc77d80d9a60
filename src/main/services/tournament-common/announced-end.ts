/**
 * RULES.md R15.1 for every tournament in rounds, individual or team, and the arena: where the
 * tournament stands against its announced end, and the refusal to pair after it. The close itself
 * and the countdown are in services/rounds/duration.ts; the team rounds ask this module too.
 */
import { AppError } from '../../../shared/errors';
import { wallMinute } from '../../../shared/settings';
import { wallInstant } from '../../../shared/schedule';
import type { Db } from '../../db/connection';
import { getDuration } from '../../db/repos/duration';
import type { TournamentRecord } from '../../db/repos/tournaments';
import { getArena } from '../../db/repos/arena';
import { arenaTime, type ArenaTime } from '../../engine/arena/clock';

const MINUTE = 60_000;

export type Duration = {
  /** Null for a tournament in rounds without the close by the clock: nothing to count down. */
  time: ArenaTime | null;
  startsAt: number;
  extensionMinutes: number;
  /** When the duration closed the tournament (R15.1), or null. */
  closedAt: string | null;
  /** The tournament keeps its announced end by itself (an arena always does). */
  closeAtEnd: boolean;
  /** The close was turned off when the file was opened (migration 012), not yet said. */
  closeNotice: boolean;
};

/** The announced end as an instant: an arena's duration from its start, a tournament's own end. */
function endOf(t: TournamentRecord, arenaExtension: number | null): number | null {
  const s = t.settings;
  if (arenaExtension !== null)
    return wallInstant(s.scheduledStart) + (s.durationMinutes + arenaExtension) * MINUTE;
  return s.closeAtEnd && s.announcedEnd !== null ? wallInstant(s.announcedEnd) : null;
}

export function durationOf(db: Db, t: TournamentRecord, now: Date): Duration {
  const arena = t.kind === 'arena' ? getArena(db, t.id) : null;
  const own = getDuration(db, t.id);
  const startsAt = wallInstant(t.settings.scheduledStart);
  const endsAt = endOf(t, arena ? arena.extensionMinutes : null);
  // Once round 1 is paired the tournament runs, even when it started before its scheduled date.
  const from = arena || !t.started ? startsAt : Number.NEGATIVE_INFINITY;
  return {
    time: endsAt === null ? null : arenaTime(now.getTime(), from, endsAt),
    startsAt,
    extensionMinutes: arena ? arena.extensionMinutes : 0,
    closedAt: arena ? arena.closedAt : own.closedAt,
    closeAtEnd: arena ? true : t.settings.closeAtEnd,
    closeNotice: !arena && own.closeNotice,
  };
}

/**
 * R15.1: nothing new is paired after the announced end of a tournament that keeps it, nor once the
 * duration closed it. `round` is the round that would be paired; 1 also when the start is asked
 * for, so that a tournament whose time is over is refused before the arbiter confirms it.
 */
export function refusePairingAfterEnd(db: Db, t: TournamentRecord, round: number, now: Date): void {
  const d = durationOf(db, t, now);
  if (d.closedAt !== null)
    throw new AppError('play:closedByDuration', {
      name: t.settings.name,
      at: wallMinute(Date.parse(d.closedAt)),
    });
  if (!d.time || now.getTime() < d.time.endsAt) return;
  throw new AppError('play:pairAfterEnd', { round, end: wallMinute(d.time.endsAt) });
}

/** The refusal `refusePairingAfterEnd` would give now, as a note for `pairNext`; null when none. */
export function pairingAfterEndNote(
  db: Db,
  t: TournamentRecord,
  round: number,
  now: Date,
): { key: string; params: Record<string, string | number> } | null {
  try {
    refusePairingAfterEnd(db, t, round, now);
    return null;
  } catch (e) {
    if (e instanceof AppError) return { key: e.code, params: e.params as Record<string, string | number> };
    throw e;
  }
}

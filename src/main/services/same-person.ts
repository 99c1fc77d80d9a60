/**
 * R1.5: the same person (same rating-list ID) cannot be an entrant in two tournaments of one
 * event file that run at the same time. Checked when an entrant is registered or given an ID, and
 * when a tournament's start or duration moves.
 */
import type { Settings } from '../../shared/settings';
import { scheduleMinutes } from '../../shared/settings';
import type { Db } from '../db/connection';
import { entrantsWithRatingId, listEntrants } from '../db/repos/entrants';
import { getTournament as getRecord } from '../db/repos/tournaments';

export type Overlap = { player: string; ratingId: string; other: string };

/** [start, end) in minutes of a tournament's announced schedule (R1.2): to its announced end if set. */
function span(settings: Settings): [number, number] | null {
  const start = scheduleMinutes(settings.scheduledStart);
  if (start === null) return null;
  const end = settings.announcedEnd === null ? null : scheduleMinutes(settings.announcedEnd);
  return [start, end !== null && end > start ? end : start + settings.durationMinutes];
}

/**
 * R1.5: the entrant of another tournament of the file, running at the same time as `settings`
 * say this one runs, who carries `ratingId`; null when there is none. Cancelled and finished
 * tournaments no longer hold anybody.
 */
export function overlappingEntrant(
  db: Db,
  tournamentId: number,
  settings: Settings,
  ratingId: string,
): Overlap | null {
  const mine = span(settings);
  if (!mine) return null;
  for (const other of entrantsWithRatingId(db, ratingId, tournamentId)) {
    const o = getRecord(db, other.tournamentId);
    if (!o || o.status === 'cancelled' || o.status === 'finished') continue;
    const theirs = span(o.settings);
    if (theirs && mine[0] < theirs[1] && theirs[0] < mine[1])
      return { player: other.name, ratingId, other: o.settings.name };
  }
  return null;
}

/** The first entrant of tournament `tournamentId` who would play elsewhere at once under `settings`. */
export function firstOverlap(db: Db, tournamentId: number, settings: Settings): Overlap | null {
  for (const e of listEntrants(db, tournamentId)) {
    if (e.ratingId === null) continue;
    const clash = overlappingEntrant(db, tournamentId, settings, e.ratingId);
    if (clash) return clash;
  }
  return null;
}

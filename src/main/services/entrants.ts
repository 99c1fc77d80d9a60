import { AppError } from '../../shared/errors';
import type { Entrant, EntrantFields, EntrantPatch } from '../../shared/api/entrants';
import { scheduleMinutes } from '../../shared/settings';
import type { Db } from '../db/connection';
import {
  countEntrants,
  deleteEntrant,
  entrantsWithRatingId,
  getEntrant,
  insertEntrant,
  listEntrants as listRows,
  updateEntrant,
} from '../db/repos/entrants';
import type { TournamentRecord } from '../db/repos/tournaments';
import { getTournament as getRecord } from '../db/repos/tournaments';
import { isOpen, loadTournament } from './tournaments';

const TEXT_MAX = { name: 120, federation: 3, ratingId: 20, club: 120 } as const;

/** Trims text and turns empty optional text into null; checks lengths and ranges. */
function clean(f: EntrantFields, now: Date): EntrantFields {
  const opt = (s: string | null) => (s === null || s.trim() === '' ? null : s.trim());
  const out: EntrantFields = {
    ...f,
    name: f.name.trim(),
    federation: opt(f.federation)?.toUpperCase() ?? null,
    ratingId: opt(f.ratingId),
    club: opt(f.club),
  };
  if (out.name === '') throw new AppError('entrantNameRequired');
  for (const field of ['name', 'federation', 'ratingId', 'club'] as const) {
    const v = out[field];
    if (v !== null && v.length > TEXT_MAX[field])
      throw new AppError('fieldTooLong', { field, max: TEXT_MAX[field] });
  }
  if (out.rating !== null && (out.rating < 0 || out.rating > 3500))
    throw new AppError('ratingRange', { value: out.rating });
  const maxYear = now.getUTCFullYear();
  if (out.birthYear !== null && (out.birthYear < 1900 || out.birthYear > maxYear))
    throw new AppError('birthYearRange', { value: out.birthYear, max: maxYear });
  return out;
}

/** [start, end) in minutes of a tournament's announced schedule (R1.2). */
function span(t: TournamentRecord): [number, number] | null {
  const start = scheduleMinutes(t.settings.scheduledStart);
  return start === null ? null : [start, start + t.settings.durationMinutes];
}

/** R1.5: the same rating-list ID may not play two tournaments of the file that overlap in time. */
function checkSamePerson(db: Db, t: TournamentRecord, f: EntrantFields): void {
  if (f.ratingId === null) return;
  const mine = span(t);
  if (!mine) return;
  for (const other of entrantsWithRatingId(db, f.ratingId, t.id)) {
    const o = getRecord(db, other.tournamentId);
    if (!o || o.status === 'cancelled' || o.status === 'finished') continue;
    const theirs = span(o);
    if (theirs && mine[0] < theirs[1] && theirs[0] < mine[1])
      throw new AppError('sameRatingId', {
        player: other.name,
        ratingId: f.ratingId,
        other: o.settings.name,
      });
  }
}

export function loadEntrant(db: Db, id: number): Entrant {
  const e = getEntrant(db, id);
  if (!e) throw new AppError('entrantNotFound', { id });
  return e;
}

export function addEntrant(
  db: Db,
  tournamentId: number,
  fields: EntrantFields & { isProgram: boolean },
  now: Date,
): Entrant {
  const { isProgram, ...rest } = fields;
  if (isProgram) throw new AppError('programRefused'); // R1.4
  const t = loadTournament(db, tournamentId);
  if (!isOpen(t)) throw new AppError('registrationClosed', { name: t.settings.name }); // R1.3
  if (countEntrants(db, tournamentId).all >= t.settings.seats)
    throw new AppError('seatsFull', { seats: t.settings.seats, name: t.settings.name }); // R1.2
  const f = clean(rest, now);
  checkSamePerson(db, t, f);
  return loadEntrant(db, insertEntrant(db, tournamentId, f, now.toISOString()));
}

/**
 * Corrections of identity (a misspelt name, a new rating before round 1) and presence. After the
 * start the identity can still be corrected; presence then belongs to round absences (R10.1).
 */
export function editEntrant(
  db: Db,
  id: number,
  patch: EntrantPatch,
  now: Date,
): { entrant: Entrant; before: Entrant } {
  const before = loadEntrant(db, id);
  const t = loadTournament(db, before.tournamentId);
  if (!isOpen(t) && patch.present !== undefined && patch.present !== before.present)
    throw new AppError('registrationClosed', { name: t.settings.name });
  const merged: EntrantFields = { ...before };
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) Object.assign(merged, { [k]: v });
  const f = clean(merged, now);
  if (f.ratingId !== before.ratingId) checkSamePerson(db, t, f);
  updateEntrant(db, id, f);
  return { entrant: loadEntrant(db, id), before };
}

/** R1.3: before round 1 a withdrawal removes the entrant outright; afterwards, withdraw (R10.2). */
export function removeEntrant(db: Db, id: number): Entrant {
  const e = loadEntrant(db, id);
  const t = loadTournament(db, e.tournamentId);
  if (!isOpen(t)) throw new AppError('removeAfterStart');
  deleteEntrant(db, id);
  return e;
}

export function listEntrants(db: Db, tournamentId: number): Entrant[] {
  loadTournament(db, tournamentId);
  return listRows(db, tournamentId);
}

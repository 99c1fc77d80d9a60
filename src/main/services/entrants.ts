import { AppError } from '../../shared/errors';
import {
  SAME_NAME_CODE,
  type Entrant,
  type EntrantFields,
  type EntrantPatch,
} from '../../shared/api/entrants';
import type { Db } from '../db/connection';
import {
  countEntrants,
  deleteEntrant,
  getEntrant,
  insertEntrant,
  listEntrants as listRows,
  updateEntrant,
} from '../db/repos/entrants';
import type { TournamentRecord } from '../db/repos/tournaments';
import { nameKey } from '../../shared/fold';
import { maybeSamePerson, sameRatingId } from '../engine/identity';
import { checkRatingFloor } from './rating-floor';
import { overlappingEntrant } from './same-person';
import { acceptsEntrants, loadTournament } from './tournaments';
import { countGamesOf } from '../db/repos/arena';

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

function checkSamePerson(db: Db, t: TournamentRecord, f: EntrantFields): void {
  if (f.ratingId === null) return;
  const clash = overlappingEntrant(db, t.id, t.settings, f.ratingId);
  if (clash) throw new AppError('sameRatingId', clash);
}

/**
 * One person is one entrant (a round robin once paired a player against himself). The same
 * rating-list ID is refused, naming the entrant already there and his starting number if any.
 */
function refuseSameId(t: TournamentRecord, others: readonly Entrant[], f: EntrantFields): void {
  const twin = others.find((e) => sameRatingId(e.ratingId, f.ratingId));
  if (twin)
    throw new AppError('duplicateRatingId', {
      player: twin.name,
      ratingId: twin.ratingId,
      tournament: t.settings.name,
      startNo: twin.startNo,
      ...(twin.startNo === null ? {} : { context: 'numbered' }),
    });
}

/** The same name and birth year: two people may share them, so the arbiter confirms (`confirm`). */
function warnSameName(t: TournamentRecord, others: readonly Entrant[], f: EntrantFields): void {
  const like = others.find((e) => maybeSamePerson(e, f));
  if (like)
    throw new AppError(SAME_NAME_CODE, {
      name: f.name,
      other: like.name,
      birthYear: like.birthYear,
      tournament: t.settings.name,
      ...(like.birthYear === null ? { context: 'noYear' } : {}),
    });
}

export function loadEntrant(db: Db, id: number): Entrant {
  const e = getEntrant(db, id);
  if (!e) throw new AppError('entrantNotFound', { id });
  return e;
}

/** Refusals first (R1.2-R1.5, R12.1), then the warning the arbiter may confirm. */
export function addEntrant(
  db: Db,
  tournamentId: number,
  fields: EntrantFields & { isProgram: boolean },
  now: Date,
  confirm = false,
): Entrant {
  const { isProgram, ...rest } = fields;
  if (isProgram) throw new AppError('programRefused'); // R1.4
  const t = loadTournament(db, tournamentId);
  if (!acceptsEntrants(t)) throw new AppError('registrationClosed', { name: t.settings.name }); // R1.3
  if (countEntrants(db, tournamentId).all >= t.settings.seats)
    throw new AppError('seatsFull', { seats: t.settings.seats, name: t.settings.name }); // R1.2
  const f = clean(rest, now);
  checkRatingFloor(t.settings, f, 'floorNeedsRating'); // R12.1
  const others = listRows(db, tournamentId);
  refuseSameId(t, others, f);
  checkSamePerson(db, t, f);
  if (!confirm) warnSameName(t, others, f);
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
  confirm = false,
): { entrant: Entrant; before: Entrant } {
  const before = loadEntrant(db, id);
  const t = loadTournament(db, before.tournamentId);
  if (!acceptsEntrants(t) && patch.present !== undefined && patch.present !== before.present)
    throw new AppError('registrationClosed', { name: t.settings.name });
  const merged: EntrantFields = { ...before };
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) Object.assign(merged, { [k]: v });
  const f = clean(merged, now);
  // Only what the correction changes is checked again: ticking "present" on an entrant the
  // arbiter already confirmed asks nothing.
  const others = listRows(db, t.id).filter((e) => e.id !== id);
  if (f.ratingId !== before.ratingId) {
    refuseSameId(t, others, f);
    checkSamePerson(db, t, f);
  }
  if (!confirm && (nameKey(f.name) !== nameKey(before.name) || f.birthYear !== before.birthYear))
    warnSameName(t, others, f);
  updateEntrant(db, id, f);
  return { entrant: loadEntrant(db, id), before };
}

/** R1.3: before round 1 a withdrawal removes the entrant outright; afterwards, withdraw (R10.2). */
export function removeEntrant(db: Db, id: number): Entrant {
  const e = loadEntrant(db, id);
  const t = loadTournament(db, e.tournamentId);
  if (!acceptsEntrants(t)) throw new AppError('removeAfterStart');
  // R14.1: an arena stays open to newcomers, but whoever played stays in the ranking.
  if (countGamesOf(db, id) > 0) throw new AppError('arena:errors.removePlayed', { name: e.name });
  deleteEntrant(db, id);
  return e;
}

export function listEntrants(db: Db, tournamentId: number): Entrant[] {
  loadTournament(db, tournamentId);
  return listRows(db, tournamentId);
}

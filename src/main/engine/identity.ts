/**
 * Who an entrant is, as registration and the start compare entrants: one person is one entrant
 * of a tournament. A rating-list ID names a person (R1.5, R13.1), so two entrants with the same ID
 * are the same person. Without an ID the name and birth year are all there is; the same folded
 * name with birth years that do not contradict each other may be the same person, which only the
 * arbiter can tell.
 */
import { nameKey } from '../../shared/fold';

export type Identity = {
  name: string;
  ratingId: string | null;
  birthYear: number | null;
};

/** IDs as lists print them: "pol-123" and "POL-123" are one ID. */
export const sameRatingId = (a: string | null, b: string | null): boolean =>
  a !== null && b !== null && a.trim().toUpperCase() === b.trim().toUpperCase();

/** The same name, and birth years equal or unknown on either side (a warning, never a refusal). */
export const maybeSamePerson = (a: Identity, b: Identity): boolean =>
  nameKey(a.name) === nameKey(b.name) &&
  (a.birthYear === null || b.birthYear === null || a.birthYear === b.birthYear);

/** The first two entrants that carry the same rating-list ID, in the given order; null when none. */
export function firstSameRatingId<T extends Identity>(entrants: readonly T[]): [T, T] | null {
  const seen = new Map<string, T>();
  for (const e of entrants) {
    if (e.ratingId === null) continue;
    const key = e.ratingId.trim().toUpperCase();
    const first = seen.get(key);
    if (first) return [first, e];
    seen.set(key, e);
  }
  return null;
}

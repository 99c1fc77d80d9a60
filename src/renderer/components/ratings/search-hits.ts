/** Pure rules of registering from the rating lists (RatingSearch), tested in test/renderer. */
import type { Entrant } from '../../../shared/api/entrants';
import type { RatingHit } from '../../../shared/api/ratings';

type Registered = Pick<Entrant, 'ratingId'>;

/**
 * Whether the player found is already an entrant of this tournament: the same rating-list ID
 * (one person, one entrant, R1.5). The same name and birth year on another list with another ID
 * may be another person: the server asks (the same-name warning), so that one stays offered.
 */
export const isRegistered = (hit: Pick<RatingHit, 'id'>, entrants: readonly Registered[]): boolean =>
  hit.id !== '' && entrants.some((e) => e.ratingId === hit.id);

/**
 * The player Enter in the search box registers: the only one found for the text as typed now
 * (not for an older text whose answer is still on screen), when not registered yet.
 */
export function enterRegisters(
  found: { text: string; hits: readonly RatingHit[] },
  text: string,
  entrants: readonly Registered[],
): RatingHit | null {
  if (found.text !== text || text.trim() === '' || found.hits.length !== 1) return null;
  const [hit] = found.hits;
  return hit && !isRegistered(hit, entrants) ? hit : null;
}

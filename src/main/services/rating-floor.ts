/**
 * RULES.md R12.1, the one floor check of both registration paths: an entrant typed in by hand
 * (entrants.ts `addEntrant`) and one registered from a rating list (ratings.ts). A rated
 * tournament may have a floor; the entrant's rating for the tournament's variant and time control
 * must reach it: a rating equal to the floor is enough ("1600 or more"). An entrant without a
 * rating cannot show that he reaches it, so a floor refuses him too. A casual tournament has no
 * floor, and neither has one that its opening makes casual (R12.2, `ratingFloorOf`).
 */
import { AppError } from '../../shared/errors';
import { ratingFloorOf, type Settings } from '../../shared/settings';

/** The refusal of an entrant without a rating: each path says what to do in its own words. */
export type NoRatingCode = 'floorNeedsRating' | 'ratings:noRatingForFloor';

/** R12.1: a rating reaches the floor when it is at least the floor. */
export const reachesFloor = (rating: number, floor: number): boolean => rating >= floor;

export function checkRatingFloor(
  settings: Settings,
  entrant: { name: string; rating: number | null },
  noRating: NoRatingCode,
): void {
  const floor = ratingFloorOf(settings);
  const { name, rating } = entrant;
  if (floor === null || (rating !== null && reachesFloor(rating, floor))) return;
  const params = { name, floor, rating: rating ?? '', tournament: settings.name };
  throw new AppError(rating === null ? noRating : 'ratings:belowFloor', params);
}

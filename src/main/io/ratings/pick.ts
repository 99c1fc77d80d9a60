import type { TimeControlKind, Variant } from '../../../shared/domain';

type Rated = { variant: string | null; time_control: string | null; rating: number | null };

/**
 * The rating that counts for a tournament (RULES.md R12.1: the floor is measured on the rating
 * for the tournament's variant and time control). A value that names the variant or time
 * control beats one that leaves it open; one that names another variant or time control never
 * counts. Undefined when no value fits.
 */
export function pickRating<T extends Rated>(
  values: readonly T[],
  variant: Variant,
  timeControl: TimeControlKind,
): T | undefined {
  let best: T | undefined;
  let bestScore = -1;
  for (const v of values) {
    if (v.variant !== null && v.variant !== variant) continue;
    if (v.time_control !== null && v.time_control !== timeControl) continue;
    const score = (v.variant === null ? 0 : 2) + (v.time_control === null ? 0 : 1);
    if (score > bestScore) [best, bestScore] = [v, score];
  }
  return best;
}

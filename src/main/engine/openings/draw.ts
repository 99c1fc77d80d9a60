/**
 * The opening of a round (R11.2): drawn when the round is paired, from a seed stored with the
 * round, so that the draw can be shown and replayed. In a Swiss the same opening never comes out
 * twice (themed tournaments excepted); two random-move draws reaching the same position are the
 * same opening (R11.5). Both legs of a round play it (R11.3).
 */
import type { OpeningMode, Variant } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { seededRandom } from '../lots';
import {
  distinctRandomOpenings,
  fenAfter,
  isTableVariant,
  openingsUpTo,
  randomOpening,
  reviewedOpening,
  type Ceiling,
  type ClassReviews,
  type OpeningClass,
} from './openings';

export type RoundOpening = {
  kind: 'random' | 'table' | 'themed';
  /** The opening's number in the official table (table and themed). */
  number: number | null;
  moves: string[];
  /** The position the games start from. */
  fen: string;
  class: OpeningClass | null;
  seed: number;
};

export type DrawInput = {
  variant: Variant;
  mode: OpeningMode;
  themed: number | null;
  /** Openings already played in this tournament. */
  previous: readonly RoundOpening[];
  /** R11.2: a Swiss never repeats an opening. */
  noRepeat: boolean;
  /** For a redraw, the opening it replaces: the new one is another, in every format. */
  replaced?: readonly RoundOpening[];
  seed: number;
  /** R11.4: the classes the arbiter reviewed for the tournament; a ceiling draws by them. */
  reviews?: ClassReviews;
};

const CEILING: Partial<Record<OpeningMode, Ceiling>> = {
  'ballot-1': 1,
  'ballot-2': 2,
  'ballot-3': 3,
  'ballot-all': 'all',
};
const RANDOM_PLIES: Partial<Record<OpeningMode, number>> = { 'random-1': 1, 'random-2': 2, 'random-3': 3 };
/** Enough draws to meet every unplayed opening of a small random-move set many times over. */
const RANDOM_ATTEMPTS = 5000;

/** The openings a draw must not give: the tournament's in a Swiss, and the one a redraw replaces. */
const avoided = (input: DrawInput): readonly RoundOpening[] => [
  ...(input.noRepeat ? input.previous : []),
  ...(input.replaced ?? []),
];

export function drawOpening(input: DrawInput): RoundOpening | null {
  const { variant, mode, seed } = input;
  if (mode === 'free') return null;
  if (mode === 'themed') {
    const o =
      isTableVariant(variant) && input.themed !== null
        ? reviewedOpening(variant, input.themed, input.reviews)
        : undefined;
    if (!o) throw new AppError('play:themedOpeningMissing', { variant });
    return {
      kind: 'themed',
      number: o.number,
      moves: o.moves,
      fen: fenAfter(variant, o.moves),
      class: o.class,
      seed,
    };
  }
  const random = seededRandom(seed);
  const ceiling = CEILING[mode];
  if (ceiling !== undefined) {
    if (!isTableVariant(variant)) throw new AppError('play:themedOpeningMissing', { variant });
    const played = new Set(avoided(input).map((p) => p.number));
    const drawable = openingsUpTo(variant, ceiling, input.reviews);
    const candidates = drawable.filter((o) => !played.has(o.number));
    if (candidates.length === 0) throw new AppError('play:openingsExhausted', { count: drawable.length });
    const o = candidates[Math.floor(random() * candidates.length)] ?? candidates[0];
    if (!o) throw new AppError('play:openingsExhausted', { count: 0 });
    return {
      kind: 'table',
      number: o.number,
      moves: o.moves,
      fen: fenAfter(variant, o.moves),
      class: o.class,
      seed,
    };
  }
  const plies = RANDOM_PLIES[mode] ?? 1;
  // R11.5: the position, not the moves: two move orders reaching it are one opening
  const seen = new Set(avoided(input).map((p) => p.fen));
  for (let attempt = 0; attempt < RANDOM_ATTEMPTS; attempt++) {
    const d = randomOpening(variant, plies, random);
    if (!seen.has(d.fen))
      return { kind: 'random', number: null, moves: d.moves, fen: d.fen, class: null, seed };
  }
  throw new AppError('play:openingsExhausted', { count: seen.size });
}

/**
 * R11.2: how many different openings a tournament can draw with this mode, or null when there is
 * no limit (free move, a themed tournament repeating its opening). A Swiss needs one per round.
 */
export function drawableOpenings(variant: Variant, mode: OpeningMode, reviews?: ClassReviews): number | null {
  if (mode === 'free' || mode === 'themed') return null;
  const ceiling = CEILING[mode];
  if (ceiling !== undefined)
    return isTableVariant(variant) ? openingsUpTo(variant, ceiling, reviews).length : 0;
  return distinctRandomOpenings(variant, RANDOM_PLIES[mode] ?? 1);
}

/**
 * Starting numbers for a round robin (RULES.md R7.2): drawn by lot from a stored seed, so the draw
 * can be repeated and printed, or by rating.
 */
import type { Colour } from '../../shared/domain';

export type Seeded<T> = { id: T; rating: number | null };

/**
 * mulberry32: a small 32-bit generator whose whole state is the seed, which is what makes the
 * draw reproducible from the number stored with the tournament.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * R6.4: the colour of number 1 on board 1 is drawn from the same seed, on a stream of its own so
 * that it does not depend on how many entrants the table-number draw shuffled.
 */
export const drawColour = (seed: number): Colour =>
  seededRandom(seed ^ 0x5bd1e995)() < 0.5 ? 'white' : 'black';

/** The draw by lot: a Fisher-Yates shuffle driven by the seed. Position i gets starting number i+1. */
export function drawByLot<T>(ids: readonly T[], seed: number): T[] {
  const order = [...ids];
  const random = seededRandom(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = order[i] as T;
    order[i] = order[j] as T;
    order[j] = a;
  }
  return order;
}

/**
 * By rating: highest first, unrated last; equal ratings keep the given (registration) order, so
 * nothing is left to chance (R9.5: nothing is decided by a random draw unless the setting says so).
 */
export function orderByRating<T>(entrants: readonly Seeded<T>[]): T[] {
  return entrants
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (b.e.rating ?? -1) - (a.e.rating ?? -1) || a.i - b.i)
    .map(({ e }) => e.id);
}

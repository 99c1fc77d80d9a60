import type { ArenaEntrant, ArenaGame, ArenaResult } from '../../../src/main/engine/arena/types';

/** 14:00 on an arena day; times in the tests are minutes after it. */
export const T0 = Date.UTC(2026, 5, 1, 14, 0, 0);
export const at = (minutes: number): number => T0 + minutes * 60_000;

export const entrant = (id: number, rating: number | null = null, paused = false): ArenaEntrant => ({
  id,
  rating,
  paused,
  availableSince: T0,
});

let nextId = 1;
/** A game from minute `start` to minute `end` (null: running). */
export function game(
  white: number,
  black: number,
  result: ArenaResult | null,
  start: number,
  end: number | null,
  boost: { white?: boolean; black?: boolean } = {},
): ArenaGame {
  return {
    id: nextId++,
    white,
    black,
    startedAt: at(start),
    endedAt: end === null ? null : at(end),
    result,
    whiteBoosted: boost.white ?? false,
    blackBoosted: boost.black ?? false,
  };
}

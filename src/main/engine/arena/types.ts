/**
 * An arena (RULES.md R14) as plain facts: entrants, games with their start and end times, the
 * boosts (R14.4). Points, streaks and the ranking are never stored: they are derived from these
 * facts (points.ts), so that a corrected result recomputes everything from that game on.
 * Times are milliseconds since the epoch, always passed in by the caller (the transport's clock).
 */

/** The four results an arena game can have: played (R8.1) or ruled drawn at the close (R15.1, R8.5). */
export const ARENA_RESULTS = ['white-wins', 'draw', 'black-wins', 'ruled-draw'] as const;
export type ArenaResult = (typeof ARENA_RESULTS)[number];

export type ArenaEntrant = {
  id: number;
  /** Orders the ranking before any game is played (the strongest first). */
  rating: number | null;
  /** A paused entrant is not paired (R14.1: entrants come and go). */
  paused: boolean;
  /** When the entrant joined or last came back from a pause. */
  availableSince: number;
};

export type ArenaGame = {
  id: number;
  white: number;
  black: number;
  startedAt: number;
  /** null while the game is running. */
  endedAt: number | null;
  result: ArenaResult | null;
  whiteBoosted: boolean;
  blackBoosted: boolean;
};

/** The clock of the arena's games, in seconds (R14.4 halves the base and drops the increment). */
export type ArenaClock = { baseSeconds: number; incrementSeconds: number };

import type { TournamentKind, TournamentStatus } from '../shared/api/tournaments';
/** The screens of PRODUCT.md, in the order the navigation lists them. */
export const SCREENS = [
  'events',
  'settings',
  'entrants',
  'teams',
  'ratings',
  'pairings',
  'results',
  'standings',
  'crosstable',
  'arena',
  'reports',
  'log',
] as const;
export type Screen = (typeof SCREENS)[number];

/** Screens that exist today; the others are listed, disabled, with what brings them. */
export const BUILT: ReadonlySet<Screen> = new Set([
  'events',
  'teams',
  'settings',
  'entrants',
  'ratings',
  'pairings',
  'results',
  'standings',
  'crosstable',
  'arena',
  'reports',
  'log',
]);

/** Built screens that work on one tournament and need it chosen first. */
export const NEEDS_TOURNAMENT: ReadonlySet<Screen> = new Set([
  'settings',
  'teams',
  'entrants',
  'pairings',
  'results',
  'standings',
  'crosstable',
  'arena',
  'reports',
  'log',
]);

/**
 * The screens a tournament of this kind uses: an arena has no rounds to pair or enter (R14), a
 * tournament in rounds no arena, and a team tournament is paired, entered and ranked on the Teams
 * screen (R16.1). With no tournament chosen every screen is listed.
 */
export function screensFor(t: { kind: TournamentKind; teams: boolean } | null): readonly Screen[] {
  if (t === null) return SCREENS;
  const hidden: ReadonlySet<Screen> =
    t.kind === 'arena'
      ? new Set(['teams', 'pairings', 'results', 'crosstable'])
      : t.teams
        ? new Set(['pairings', 'results', 'standings', 'crosstable', 'arena'])
        : new Set(['teams', 'arena']);
  return SCREENS.filter((s) => !hidden.has(s));
}

/**
 * The screen a tournament opens on from the Events list: where the arbiter works at that moment.
 * Registration (or a cancelled start, R2.1) is on Entrants; a running tournament in rounds on
 * Results, a finished one on its Standings; an arena on its own screen once it runs (R14), a team
 * tournament on Teams, where its rosters, rounds and standings are (R16.1).
 */
export function openingScreen(t: { kind: TournamentKind; teams: boolean; status: TournamentStatus }): Screen {
  if (t.teams) return 'teams';
  if (t.status === 'registration' || t.status === 'cancelled') return 'entrants';
  if (t.kind === 'arena') return 'arena';
  return t.status === 'running' ? 'results' : 'standings';
}

/** Views reached from a screen rather than from the navigation. */
export type View = Screen | 'new-tournament' | 'new-arena';

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

/** Views reached from a screen rather than from the navigation. */
export type View = Screen | 'new-tournament' | 'new-arena';

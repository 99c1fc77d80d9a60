import { describe, expect, it } from 'vitest';
import { openingScreen, SCREENS, screensFor } from '../../src/renderer/screens';

/** Which screens the navigation lists for each kind of tournament (R14, R16.1). */
describe('screensFor', () => {
  it('lists every screen while no tournament is chosen', () => {
    expect(screensFor(null)).toEqual(SCREENS);
  });

  it('gives an arena no rounds to pair, enter or cross and no teams (R14.1: boards pair as they free up)', () => {
    const s = screensFor({ kind: 'arena', teams: false });
    expect(s).toContain('arena');
    expect(s).toContain('entrants');
    expect(s).toContain('standings');
    for (const gone of ['pairings', 'results', 'crosstable', 'teams'] as const) expect(s).not.toContain(gone);
  });

  it('gives a tournament in rounds its pairings, results, standings and crosstable, and no arena or teams', () => {
    const s = screensFor({ kind: 'rounds', teams: false });
    for (const here of ['pairings', 'results', 'standings', 'crosstable'] as const) expect(s).toContain(here);
    expect(s).not.toContain('arena');
    expect(s).not.toContain('teams');
  });

  it('plays a team tournament on the Teams screen (R16.1): no individual pairing, results or standings', () => {
    const s = screensFor({ kind: 'rounds', teams: true });
    expect(s).toContain('teams');
    expect(s).toContain('entrants');
    for (const gone of ['pairings', 'results', 'standings', 'crosstable', 'arena'] as const)
      expect(s).not.toContain(gone);
  });

  it('keeps the order of the navigation', () => {
    const s = screensFor({ kind: 'rounds', teams: false });
    expect(s).toEqual(SCREENS.filter((x) => s.includes(x)));
  });
});

/** Where a tournament opens when its name is clicked in the Events list: the screen of the moment. */
describe('openingScreen', () => {
  const rounds = { kind: 'rounds', teams: false } as const;
  it('opens a tournament in rounds on its entrants, then its results, then its standings', () => {
    expect(openingScreen({ ...rounds, status: 'registration' })).toBe('entrants');
    expect(openingScreen({ ...rounds, status: 'running' })).toBe('results');
    expect(openingScreen({ ...rounds, status: 'finished' })).toBe('standings');
    expect(openingScreen({ ...rounds, status: 'cancelled' })).toBe('entrants');
  });

  it('opens an arena on the Arena screen once it runs, a team tournament on Teams (R14, R16.1)', () => {
    expect(openingScreen({ kind: 'arena', teams: false, status: 'registration' })).toBe('entrants');
    expect(openingScreen({ kind: 'arena', teams: false, status: 'running' })).toBe('arena');
    expect(openingScreen({ kind: 'arena', teams: false, status: 'finished' })).toBe('arena');
    expect(openingScreen({ kind: 'rounds', teams: true, status: 'running' })).toBe('teams');
    expect(openingScreen({ kind: 'rounds', teams: true, status: 'registration' })).toBe('teams');
  });

  it('always opens a screen the navigation lists for that tournament', () => {
    for (const kind of ['rounds', 'arena'] as const)
      for (const teams of kind === 'arena' ? [false] : [false, true])
        for (const status of ['registration', 'running', 'finished', 'cancelled'] as const)
          expect(screensFor({ kind, teams })).toContain(openingScreen({ kind, teams, status }));
  });
});

/**
 * R6.2, R16.1b: the team pairing with the fewest rematches, worked by hand, for a round the team
 * Swiss cannot pair ("never twice while another combination exists").
 */
import { describe, expect, it } from 'vitest';
import { pairTeamFewestRematches } from '../../../src/main/engine/teams/fewest-rematches';
import { match, sheet } from './sheet';

describe('fewest rematches', () => {
  it('three teams that have all met and all had the bye: one rematch, the bye again to the lowest', () => {
    // R1 1-2 (1 wins), bye 3; R2 3-1 (3 wins), bye 2; R3 2-3 (drawn), bye 1. Match points:
    // 1: 3 + 0 + 3 = 6, 2: 0 + 3 + 1 = 4, 3: 3 + 3 + 1 = 7. Every pair has met and every team
    // had the bye: one rematch, the closest scores (3 and 1, 7 and 6), the bye to 2 (the lowest).
    const r = [
      match(1, 1, 2, 'wd'),
      match(1, 3, null),
      match(2, 3, 1, 'wd'),
      match(2, 2, null),
      match(3, 2, 3, 'dd'),
      match(3, 1, null),
    ];
    const p = pairTeamFewestRematches(sheet(3, 3, r), 4, 'white');
    expect(p.rematches).toEqual([[1, 3]]);
    expect(p.bye).toBe(2);
    expect(p.secondBye).toBe(true);
    // Board 1: 3 had White (R2), then Black (R3) and 1 White (R1), then Black (R2): both want
    // White, neither leans further; the higher-ranked team, 3 (7 points), gets it: 3 at home.
    expect(p.matches.map((m) => [m.home, m.away])).toEqual([[3, 1]]);
  });

  it('a pair that has not met is preferred to a rematch, and the bye to a team without one', () => {
    // Four teams, 4 left after R1. R1 1-3 (1 wins), 2-4 (2 wins); R2 1-2 (drawn), 3 bye.
    // R3 of 1, 2, 3: 1-3 and 1-2 met; 2-3 has not: 2-3, the bye to 1 (the only one without).
    const r = [match(1, 1, 3, 'wd'), match(1, 2, 4, 'wd'), match(2, 1, 2, 'dd'), match(2, 3, null)];
    const s = sheet(4, 2, r);
    const gone = {
      ...s,
      teams: s.teams.map((t) =>
        t.startNo === 4 ? { ...t, left: { kind: 'abandon' as const, afterRound: 1 } } : t,
      ),
    };
    const p = pairTeamFewestRematches(gone, 3, 'white');
    expect(p.rematches).toEqual([]);
    expect(p.bye).toBe(1);
    expect(p.secondBye).toBe(false);
    expect(p.matches.map((m) => [m.home, m.away].sort().join('-'))).toEqual(['2-3']);
  });
});

/**
 * R16.1b team pairing, worked by hand: the team Swiss on match points (round 1 top half against
 * bottom half, score groups, floats, no second meeting while another combination exists, the bye
 * to the lowest-ranked team without one) and the Berger round robin of four teams.
 */
import { describe, expect, it } from 'vitest';
import { pairTeamRoundRobin, pairTeamSwiss, type TeamPairing } from '../../../src/main/engine/teams/pairing';
import { match, sheet } from './sheet';

const show = (p: TeamPairing) => [
  ...p.matches.map((m) => `${m.home}-${m.away}`),
  ...(p.bye ? [`${p.bye}-`] : []),
];
const unordered = (p: TeamPairing) =>
  p.matches.map((m) => [m.home, m.away].sort((a, b) => a - b).join('-')).sort();

describe('team Swiss', () => {
  it('round 1: 1-5, 2-6, 3-7, 4-8; board-1 White to seed 1 by lot, then alternating down the matches', () => {
    expect(show(pairTeamSwiss(sheet(8, 0, []), 1, 4, 'white'))).toEqual(['1-5', '6-2', '3-7', '8-4']);
    expect(show(pairTeamSwiss(sheet(8, 0, []), 1, 4, 'black'))).toEqual(['5-1', '2-6', '7-3', '4-8']);
  });

  it('round 2 by hand: groups on match points, the odd one of the top group floats down', () => {
    // R1: 1 beats 5, 6 beats 2, 3-7 drawn, 8 loses to 4. Match points: 1, 4, 6: 3; 3, 7: 1; 2, 5, 8: 0.
    // Top group 1, 4, 6: 1-4, 6 floats to 3, 7: 6-3, 7 floats to 2, 5, 8: 7-2, then 5-8.
    // Board 1: 1 had White -> 4 (Black) gets it; 6 and 3 both had White, 6 ranks higher and gets
    // its Black; 7 and 2 both had Black, 7 ranks higher and gets White; 5 had Black, 8 White.
    const r1 = [match(1, 1, 5, 'wd'), match(1, 6, 2, 'wd'), match(1, 3, 7, 'dd'), match(1, 8, 4, 'ld')];
    expect(show(pairTeamSwiss(sheet(8, 1, r1), 2, 4, 'white'))).toEqual(['4-1', '3-6', '7-2', '5-8']);
  });

  it('the bye goes to the lowest-ranked team without one, and is worth a win', () => {
    // Seven teams: round 1 1-4, 2-5, 3-6, the bye to 7.
    expect(show(pairTeamSwiss(sheet(7, 0, []), 1, 4, 'white'))).toEqual(['1-4', '5-2', '3-6', '7-']);
    // 1, 2, 3 win; 7 has the bye's 3 match points. Top group 1, 2, 3, 7: 1-3, 2-7; bottom 4, 5, 6:
    // 4-5 and the bye to 6, the lowest without one. Board 1: 1 and 3 both had White, 1 ranks higher
    // and gets Black; 2 had Black; 4 had Black, 5 White.
    const r1 = [match(1, 1, 4, 'ww'), match(1, 5, 2, 'll'), match(1, 3, 6, 'wd'), match(1, 7, null)];
    expect(show(pairTeamSwiss(sheet(7, 1, r1), 2, 4, 'white'))).toEqual(['3-1', '2-7', '4-5', '6-']);
  });

  it('never a second meeting while another combination exists: the leader meets the last team', () => {
    // R1 1-3, 2-4 (1 and 2 win); R2 1-2 (1 wins), 3-4 (3 wins). After R2: 1: 6, 2: 3, 3: 3, 4: 0.
    // 1 has met 2 and 3, so it plays 4; 2-3 is the other match.
    const played = [match(1, 1, 3, 'wd'), match(1, 4, 2, 'll'), match(2, 2, 1, 'lw'), match(2, 3, 4, 'wd')];
    expect(unordered(pairTeamSwiss(sheet(4, 2, played), 3, 3, 'white'))).toEqual(['1-4', '2-3']);
  });

  it('a match lost on forfeits on every board is not a meeting (R6.2)', () => {
    // Two teams: after a match won on forfeits they may meet again; after a played one they may not.
    expect(unordered(pairTeamSwiss(sheet(2, 1, [match(1, 1, 2, '++')]), 2, 3, 'white'))).toEqual(['1-2']);
    expect(() => pairTeamSwiss(sheet(2, 1, [match(1, 1, 2, '+d')]), 2, 3, 'white')).toThrow(
      'pairing:noValidPairing',
    );
  });

  it('a team that has left is no longer paired', () => {
    const s = sheet(4, 1, [match(1, 1, 3, 'wd'), match(1, 2, 4, 'wd')]);
    const left = {
      ...s,
      teams: s.teams.map((t) =>
        t.startNo === 4 ? { ...t, left: { kind: 'abandon' as const, afterRound: 1 } } : t,
      ),
    };
    expect(pairTeamSwiss(left, 2, 3, 'white').bye).toBe(3);
  });

  it("a match won by the opponent's forfeit or abandon does not bar the bye; only an earlier bye does", () => {
    // Five teams, two boards. R1: 1 beats 3, 4 beats 2, the bye to 5. R2: 5 forfeits against 1
    // (every board lost by forfeit), 4 abandons before its match with 3 (both boards to 3 by
    // forfeit), the bye to 2. R3: 1, 2, 3 still in. 2 had the bye; 1 and 3 won without playing,
    // which C.04.1 d would bar from the bye, leaving no team to take it. R16.1b (the seeds: "the
    // lowest-ranked team that has not had one yet"): 1 (6 points) floats to 2 and 3 (3 points);
    // 1 met 3 in R1, so 1 plays 2 and 3, the lowest without a bye, has it.
    const r = [
      match(1, 1, 3, 'wd'),
      match(1, 4, 2, 'wd'),
      match(1, 5, null),
      { ...match(2, 5, 1, '--'), forfeitedBy: 5 },
      match(2, 3, 4, '++'),
      match(2, 2, null),
    ];
    const s = sheet(5, 2, r);
    const gone = {
      ...s,
      teams: s.teams.map((t) =>
        t.startNo === 4
          ? { ...t, left: { kind: 'abandon' as const, afterRound: 2 } }
          : t.startNo === 5
            ? { ...t, left: { kind: 'forfeit' as const, afterRound: 2 } }
            : t,
      ),
    };
    const p = pairTeamSwiss(gone, 3, 4, 'white');
    expect(unordered(p)).toEqual(['1-2']);
    expect(p.bye).toBe(3);
  });

  it('no pairing without a second meeting: refused', () => {
    const played = [match(1, 1, 2, 'wd'), match(2, 1, 2, 'wd')];
    expect(() => pairTeamSwiss(sheet(2, 2, played), 3, 3, 'white')).toThrow('pairing:noValidPairing');
  });
});

describe('team round robin of four (Berger tables, R7.1)', () => {
  it('round 1: 1-4, 2-3; round 2: 4-3, 1-2; round 3: 2-4, 3-1', () => {
    const s = sheet(4, 0, []);
    expect([1, 2, 3].map((r) => show(pairTeamRoundRobin(s, r)))).toEqual([
      ['1-4', '2-3'],
      ['4-3', '1-2'],
      ['2-4', '3-1'],
    ]);
  });

  it('a match against a team that has left is kept and marked as its forfeit', () => {
    const s = sheet(4, 1, []);
    const left = {
      ...s,
      teams: s.teams.map((t) =>
        t.startNo === 3 ? { ...t, left: { kind: 'forfeit' as const, afterRound: 1 } } : t,
      ),
    };
    expect(pairTeamRoundRobin(left, 2).matches).toEqual([
      { home: 4, away: 3, forfeit: [3] },
      { home: 1, away: 2, forfeit: [] },
    ]);
  });
});

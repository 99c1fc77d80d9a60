/**
 * R16.1 team standings worked by hand: match points, then BH, SB (match points of the teams
 * beaten, half for a draw), OWP, DE, initial seed; board points on option; teams that left rank
 * behind every team still in (R10.2); board standings.
 */
import { describe, expect, it } from 'vitest';
import { computeBoardStandings } from '../../../src/main/engine/teams/board-standings';
import { computeTeamStandings, teamSequence, type TeamRow } from '../../../src/main/engine/teams/standings';
import { match, sheet } from './sheet';
import { TEAM_CRITERIA } from '../../../src/shared/api/teams';

/*
 * The order of the criteria as docs/TEAMS.md "Standings" words it: match points, then BH, SB, OWP,
 * DE, the initial seed; board points first (right after match points) or last (before the seed).
 */
describe('team tiebreak sequence (R16.1)', () => {
  it('places board points as the setting says, the seed always last', () => {
    expect(teamSequence('off')).toEqual(['BH', 'SB', 'OWP', 'DE', 'TPN']);
    expect(teamSequence('first')).toEqual(['BP', 'BH', 'SB', 'OWP', 'DE', 'TPN']);
    expect(teamSequence('last')).toEqual(['BH', 'SB', 'OWP', 'DE', 'BP', 'TPN']);
  });
  it('names every criterion the API accepts, and nothing else', () => {
    expect([...new Set([...teamSequence('first'), ...teamSequence('last')])].sort()).toEqual(
      [...TEAM_CRITERIA].sort(),
    );
  });
});

const figures = (r: TeamRow | undefined) =>
  Object.fromEntries((r?.figures ?? []).map((f) => [f.code, f.value]));
const order = (rows: TeamRow[]) => rows.map((r) => `${r.rank}:${r.startNo}`);

/*
 * Six teams, three rounds, two boards a match (board points 2/1/0):
 *   R1: 1-4 ww (4-0), 2-5 wd (3-1), 3-6 dd (2-2)
 *   R2: 3-1 wd (3 wins 3-1), 2-4 ll (4 wins 4-0), 5-6 wd (5 wins 3-1)
 *   R3: 1-5 wd (3-1), 2-6 ww (4-0), 3-4 wl (2-2, drawn)
 * Match points: 1: 3+0+3 = 6; 2: 3+0+3 = 6; 3: 1+3+1 = 5; 4: 0+3+1 = 4; 5: 0+3+0 = 3; 6: 1+0+0 = 1.
 * Teams 1 and 2, tied on 6:
 *   BH  1: 4 (4) + 3 (5) + 5 (3) = 12          2: 5 (3) + 4 (4) + 6 (1) = 8
 *   SB  1: beat 4 (4) + beat 5 (3) = 7          2: beat 5 (3) + beat 6 (1) = 4
 *   OWP 1: 4, 3, 5 each won 1 of 3 -> 33.33     2: 5 (1/3), 4 (1/3), 6 (0/3) -> 22.22
 *   DE  not reached (BH decides): 0             TPN 1 and 2
 *   BP  1: 4 + 1 + 3 = 8                        2: 3 + 0 + 4 = 7
 * BH decides: 1 above 2.
 */
const six = sheet(6, 3, [
  match(1, 1, 4, 'ww'),
  match(1, 2, 5, 'wd'),
  match(1, 3, 6, 'dd'),
  match(2, 3, 1, 'wd'),
  match(2, 2, 4, 'll'),
  match(2, 5, 6, 'wd'),
  match(3, 1, 5, 'wd'),
  match(3, 2, 6, 'ww'),
  match(3, 3, 4, 'wl'),
]);

describe('team standings', () => {
  it('works every tiebreak of two tied teams by hand', () => {
    const rows = computeTeamStandings(six, teamSequence('last'));
    expect(order(rows)).toEqual(['1:1', '2:2', '3:3', '4:4', '5:5', '6:6']);
    expect(rows.map((r) => r.matchPoints)).toEqual([6, 6, 5, 4, 3, 1]);
    expect(figures(rows[0])).toEqual({ BH: 12, SB: 7, OWP: 33.33, DE: 0, BP: 8, TPN: 1 });
    expect(figures(rows[1])).toEqual({ BH: 8, SB: 4, OWP: 22.22, DE: 0, BP: 7, TPN: 2 });
    // BH separated them before DE was reached: DE is then each team's alone, among itself only.
    expect(rows[0]?.figures.find((f) => f.code === 'DE')?.among).toEqual([1]);
    expect(rows[0]).toMatchObject({ boardPoints: 8, played: 3, won: 2, drawn: 0, lost: 1, byes: 0 });
  });

  it('a 4-team round robin: tied teams have equal BH and OWP, SB decides', () => {
    // R1 1-4 (1 wins), 2-3 (2 wins); R2 4-3 (3 wins), 1-2 drawn; R3 2-4 (4 wins), 3-1 (3 wins).
    // 1: 3+1+0 = 4; 2: 3+1+0 = 4; 3: 0+3+3 = 6; 4: 0+0+3 = 3.
    // BH 1 = 3 + 4 + 6 = 13 = BH 2; OWP: both met 4 (1 win in 3), 3 (2 in 3), each other (1 in 3): 44.44.
    // SB 1 = beat 4 (3) + half of 2 (2) = 5; SB 2 = beat 3 (6) + half of 1 (2) = 8: 2 above 1.
    const rr = sheet(4, 3, [
      match(1, 1, 4, 'wd'),
      match(1, 2, 3, 'wd'),
      match(2, 4, 3, 'ld'),
      match(2, 1, 2, 'dd'),
      match(3, 2, 4, 'ld'),
      match(3, 3, 1, 'wd'),
    ]);
    const rows = computeTeamStandings(rr, teamSequence('off'));
    expect(order(rows)).toEqual(['1:3', '2:2', '3:1', '4:4']);
    expect(figures(rows[1])).toMatchObject({ BH: 13, SB: 8, OWP: 44.44 });
    expect(figures(rows[2])).toMatchObject({ BH: 13, SB: 5, OWP: 44.44 });
  });

  it('never a lot: when nothing else separates, the initial seed does', () => {
    // 1 beats 2, 2 beats 3, 3 beats 1, all beat 4: 1, 2, 3 on 6 with BH 0 + 6 + 6 = 12, SB 6 (the
    // team beaten among them), OWP (0 + 66.67 + 66.67) / 3 = 44.44, DE 3 each (all met: decisive, no split).
    const cycle = sheet(4, 3, [
      match(1, 1, 4, 'wd'),
      match(1, 2, 3, 'wd'),
      match(2, 4, 3, 'ld'),
      match(2, 1, 2, 'wd'),
      match(3, 2, 4, 'wd'),
      match(3, 3, 1, 'wd'),
    ]);
    const rows = computeTeamStandings(cycle, teamSequence('off'));
    expect(order(rows)).toEqual(['1:1', '2:2', '3:3', '4:4']);
    for (const r of rows.slice(0, 3)) expect(figures(r)).toMatchObject({ BH: 12, SB: 6, OWP: 44.44, DE: 3 });
    expect(rows[0]?.figures.find((f) => f.code === 'DE')).toMatchObject({ among: [1, 2, 3], decisive: true });
  });

  it('board points, when chosen first, come before BH', () => {
    // The same matches with 2-5 won 4-0 and 2-4 lost 1-3: match points unchanged, but team 2 now
    // has 4 + 1 + 4 = 9 board points against 8 for team 1.
    const more = {
      ...six,
      matches: six.matches.map((m) =>
        m.round === 1 && m.home === 2
          ? match(1, 2, 5, 'ww')
          : m.round === 2 && m.home === 2
            ? match(2, 2, 4, 'ld')
            : m,
      ),
    };
    expect(order(computeTeamStandings(more, teamSequence('off'))).slice(0, 2)).toEqual(['1:1', '2:2']);
    const first = computeTeamStandings(more, teamSequence('first'));
    expect(first[0]?.figures.map((f) => f.code)).toEqual(['BP', 'BH', 'SB', 'OWP', 'DE', 'TPN']);
    expect(order(first).slice(0, 2)).toEqual(['1:2', '2:1']);
    expect([first[0]?.boardPoints, first[1]?.boardPoints]).toEqual([9, 8]);
  });

  it('the bye counts a win and every board won, and enters no tiebreak (R16.1b)', () => {
    const withBye = sheet(3, 1, [match(1, 1, 2, 'wd'), match(1, 3, null)]);
    const rows = computeTeamStandings(withBye, teamSequence('off'));
    const three = rows.find((r) => r.startNo === 3);
    expect(three).toMatchObject({ matchPoints: 3, boardPoints: 4, byes: 1, played: 0 });
    expect(figures(three)).toMatchObject({ BH: 0, SB: 0, OWP: 0 });
  });

  it('teams that left rank behind every team still in, and say when they left (R10.2)', () => {
    const s = {
      ...six,
      teams: six.teams.map((t) =>
        t.startNo === 1
          ? { ...t, left: { kind: 'abandon' as const, afterRound: 3 } }
          : t.startNo === 3
            ? { ...t, left: { kind: 'forfeit' as const, afterRound: 2 } }
            : t,
      ),
    };
    const rows = computeTeamStandings(s, teamSequence('off'));
    // Still in: 2 (6), 4 (4), 5 (3), 6 (1); then 1 (6) and 3 (5), in order of points.
    expect(order(rows)).toEqual(['1:2', '2:4', '3:5', '4:6', '5:1', '6:3']);
    expect(rows[4]?.left).toEqual({ kind: 'abandon', afterRound: 3 });
    expect(rows[5]?.left).toEqual({ kind: 'forfeit', afterRound: 2 });
    // The setting off: they keep their place by points.
    expect(order(computeTeamStandings(s, teamSequence('off'), false)).slice(0, 2)).toEqual(['1:1', '2:2']);
  });
});

describe('board standings', () => {
  it('ranks the players of each board by points, then percentage', () => {
    const boards = computeBoardStandings(six);
    // Board 1 (home White): R1 101 w, 201 w, 301 d/601 d; R2 301 w, 201 l (401 w), 501 w;
    // R3 101 w, 201 w, 301 w.  Player keys: team*100 + board-1.
    const b1 = boards[0]?.rows ?? [];
    expect(boards.map((b) => b.board)).toEqual([1, 2]);
    // 300 (team 3, board 1): d + w + w = 5 in 3 games (83.33 %); 100: w + l + w = 4 (66.67 %);
    // 200: w + l + w = 4 (66.67 %).
    expect(b1.slice(0, 3).map((r) => [r.rank, r.player, r.points, r.games, r.percentage])).toEqual([
      [1, 300, 5, 3, 83.33],
      [2, 100, 4, 3, 66.67],
      [2, 200, 4, 3, 66.67],
    ]);
  });
});

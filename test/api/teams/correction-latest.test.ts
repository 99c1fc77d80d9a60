/**
 * R6.7 for teams: a correction re-pairs the latest round without results, also when the rounds
 * between have results (issue 28: only round k+1 was looked at).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../harness';
import { refusal, teamTournament } from './setup';
import type { TeamRound } from '../../../src/shared/api/teams';
import type { GameResult } from '../../../src/shared/domain';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const unordered = (lines: { home: { seed: number | null }; away: { seed: number | null } | null }[]) =>
  lines.map((m) => [m.home.seed ?? 0, m.away?.seed ?? 0].sort((a, b) => a - b).join('-')).sort();

/** The board-1 result by which the team with the lower seed wins the match (one board a match). */
const lowerSeedWins = (m: TeamRound['matches'][number]): GameResult => {
  const homeWins = (m.home.seed ?? 0) < (m.away.seed ?? 0);
  return (m.boards[0]?.homeColour === 'white') === homeWins ? 'white-wins' : 'black-wins';
};

async function lowerSeedsWin(t: number, round: number) {
  const r = await h.api['team.round']({ tournamentId: t, round });
  for (const m of r.matches)
    await h.api['team.result']({
      tournamentId: t,
      round,
      match: m.matchNo,
      board: 1,
      result: lowerSeedWins(m),
    });
  return r;
}

/*
 * Eight teams of one board, Swiss on match points; colours never restrict a team pairing. Round 1:
 * 1-5, 2-6, 3-7, 4-8, the lower seed winning each. Round 2: {1, 2, 3, 4} on 3 points, S1 {1, 2}
 * against S2 {3, 4}: 1-3, 2-4; likewise 5-7, 6-8; lower seeds win. After round 2: 1, 2 on 6;
 * 3, 4, 5, 6 on 3; 7, 8 on 0; round 3: 1-2, 3-5, 4-6, 7-8.
 * Correcting round 1 so that 5 beats 1: after round 2, 2 and 5 on 6; 1, 3, 4, 6 on 3 (S1 {1, 3},
 * S2 {4, 6}: 1-4 and 3-6 have not met); 7, 8 on 0. New round 3: 2-5, 1-4, 3-6, 7-8.
 */
describe('R6.7 for teams: the latest round without results is re-paired', () => {
  it('rounds 1-2 complete, round 3 paired: correcting round 1 re-pairs round 3 once confirmed', async () => {
    const { t } = await teamTournament(h, {
      teams: 8,
      boards: 1,
      players: 1,
      settings: { formatMode: 'force-swiss' },
    });
    await h.api['team.start']({ tournamentId: t, seed: 1 });
    const r1 = await lowerSeedsWin(t, 1);
    expect(unordered(r1.matches)).toEqual(['1-5', '2-6', '3-7', '4-8']);
    await h.api['team.pairNext']({ tournamentId: t });
    expect(unordered((await lowerSeedsWin(t, 2)).matches)).toEqual(['1-3', '2-4', '5-7', '6-8']);
    const r3 = await h.api['team.pairNext']({ tournamentId: t });
    expect(unordered(r3.matches)).toEqual(['1-2', '3-5', '4-6', '7-8']);

    const m15 = r1.matches.find((m) => m.home.seed === 1 || m.away.seed === 1);
    if (!m15) throw new Error('1 is not paired');
    const fiveWins: GameResult = lowerSeedWins(m15) === 'white-wins' ? 'black-wins' : 'white-wins';
    const at = { tournamentId: t, round: 1, match: m15.matchNo, board: 1, result: fiveWins };
    const ask = await refusal(h, 'team.correct', at);
    expect(ask.code).toBe('teams:errors.confirmRepair');
    expect(ask.message).toContain('Round 3');
    const repair = (ask.details as { repair: { round: number; old: never[]; new: never[] } }).repair;
    expect(repair.round).toBe(3);
    expect(unordered(repair.old)).toEqual(['1-2', '3-5', '4-6', '7-8']);
    expect(unordered(repair.new)).toEqual(['1-4', '2-5', '3-6', '7-8']);
    // refused: round 3 as it was
    expect(unordered((await h.api['team.round']({ tournamentId: t, round: 3 })).matches)).toEqual([
      '1-2',
      '3-5',
      '4-6',
      '7-8',
    ]);

    const done = await h.api['team.correct']({ ...at, confirm: true });
    expect(done.repair).toMatchObject({ round: 3, changed: true });
    expect(unordered((await h.api['team.round']({ tournamentId: t, round: 3 })).matches)).toEqual([
      '1-4',
      '2-5',
      '3-6',
      '7-8',
    ]);
    // round 2 has results: its pairing stays
    expect(unordered((await h.api['team.round']({ tournamentId: t, round: 2 })).matches)).toEqual([
      '1-3',
      '2-4',
      '5-7',
      '6-8',
    ]);
  });
});

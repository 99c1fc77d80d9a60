/**
 * A team Swiss played through the API (R16.1b): round 1 and 2 worked by hand, board results with
 * the individual codes, the correction that re-pairs the next round (R6.7), the bye, and every
 * refusal of pairing and result entry.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../harness';
import { enterMatch, homeResults, matchOf, pairs, refusal, teamTournament } from './setup';
import type { TeamRound } from '../../../src/shared/api/teams';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const unordered = (r: TeamRound) =>
  r.matches.map((m) => [m.home.seed, m.away.seed].sort((a, b) => (a ?? 0) - (b ?? 0)).join('-')).sort();

/** Eight teams of four boards; round 1 played: 1 beats 5, 6 beats 2, 3-7 drawn, 4 beats 8 (5-3 each). */
async function roundOnePlayed() {
  const { t, ids } = await teamTournament(h, { teams: 8, boards: 4 });
  const start = await h.api['team.start']({ tournamentId: t, seed: 1 });
  const r1 = start.round;
  const winner = (seeds: number[], w: number | null) => {
    const m = r1.matches.find((x) => seeds.includes(x.home.seed ?? 0));
    if (!m) throw new Error('no match');
    return { no: m.matchNo, results: homeResults(w === null ? 'wldd' : m.home.seed === w ? 'wwdl' : 'llwd') };
  };
  for (const { no, results } of [
    winner([1, 5], 1),
    winner([2, 6], 6),
    winner([3, 7], null),
    winner([4, 8], 4),
  ])
    await enterMatch(h, t, 1, no, results);
  return { t, ids, start };
}

describe('a team Swiss of eight teams', () => {
  it('round 1: 1-5, 2-6, 3-7, 4-8, board-1 White alternating down the matches, 4 boards', async () => {
    const { t } = await teamTournament(h, { teams: 8, boards: 4 });
    const { event, round } = await h.api['team.start']({ tournamentId: t, seed: 1 });
    expect(event).toMatchObject({ currentRound: 1, roundsPlanned: 4, initialColour: 'white' });
    expect(event.decision?.reason.key).toBe('teams:decision.swiss');
    expect(pairs(round)).toEqual(['1-5', '6-2', '3-7', '8-4']);
    const m1 = round.matches[0];
    expect(m1?.boards.map((b) => [b.board, b.homeColour, b.home.name, b.away.name])).toEqual([
      [1, 'white', 'A1, Player', 'E1, Player'],
      [2, 'black', 'A2, Player', 'E2, Player'],
      [3, 'white', 'A3, Player', 'E3, Player'],
      [4, 'black', 'A4, Player', 'E4, Player'],
    ]);
    // Players numbered team by team in seed order (TRF 013): A1..A5 are 1..5.
    const list = await h.api['entrant.list']({ tournamentId: t });
    expect(list.find((e) => e.name === 'B1, Player')?.startNo).toBe(6);
  });

  it('scores board results into match points and pairs round 2 by hand', async () => {
    const { t } = await roundOnePlayed();
    const st = await h.api['team.standings']({ tournamentId: t });
    expect(st.rows.map((r) => [r.team.seed, r.matchPoints, r.boardPoints])).toEqual([
      [1, 3, 5],
      [4, 3, 5],
      [6, 3, 5],
      [3, 1, 4],
      [7, 1, 4],
      [2, 0, 3],
      [5, 0, 3],
      [8, 0, 3],
    ]);
    const r2 = await h.api['team.pairNext']({ tournamentId: t });
    expect(pairs(r2)).toEqual(['4-1', '3-6', '7-2', '5-8']);
    expect(r2.matches[0]?.before).toEqual({ home: 3, away: 3 });
  });

  it('refuses pairing before every board has a result, and results outside the latest round', async () => {
    const { t } = await teamTournament(h, { teams: 8, boards: 4 });
    await h.api['team.start']({ tournamentId: t, seed: 1 });
    await h.api['team.result']({ tournamentId: t, round: 1, match: 1, board: 1, result: 'draw' });
    expect((await refusal(h, 'team.pairNext', { tournamentId: t })).message).toBe(
      'Round 1 still has 15 boards without a result.',
    );
    const at = (round: number, match: number, board: number) =>
      refusal(h, 'team.result', { tournamentId: t, round, match, board, result: 'draw' });
    expect((await at(2, 1, 1)).message).toBe('Round 2 is not paired.');
    expect((await at(1, 9, 1)).message).toBe('Round 1 has no match number 9.');
    expect((await at(1, 1, 5)).message).toBe('Match 1 of round 1 has no board 5.');
    // Cleared again with null.
    const cleared = await h.api['team.result']({
      tournamentId: t,
      round: 1,
      match: 1,
      board: 1,
      result: null,
    });
    expect(cleared.matches[0]?.boards[0]?.result).toBeNull();
    expect((await refusal(h, 'team.round', { tournamentId: t, round: 3 })).code).toBe(
      'teams:errors.roundNotFound',
    );
  });

  it('a result of an earlier round goes through the correction', async () => {
    const { t } = await roundOnePlayed();
    await h.api['team.pairNext']({ tournamentId: t });
    await h.api['team.result']({ tournamentId: t, round: 2, match: 1, board: 1, result: 'draw' });
    expect(
      (await refusal(h, 'team.result', { tournamentId: t, round: 1, match: 1, board: 1, result: 'draw' }))
        .message,
    ).toBe('Round 1 is not the latest round (2): correct its results instead.');
    // Round 2 has a result: the correction changes the standings only.
    const c = await h.api['team.correct']({
      tournamentId: t,
      round: 1,
      match: 1,
      board: 1,
      result: 'black-wins',
    });
    expect(c.repair).toBeNull();
  });

  it('a correction that changes round 1 re-pairs round 2 once confirmed (R6.7)', async () => {
    const { t } = await roundOnePlayed();
    await h.api['team.pairNext']({ tournamentId: t });
    // Match 1 (1-5, 1 at home with White on board 1): board 1 becomes a Black win, 3-5: 5 wins.
    const ask = await refusal(h, 'team.correct', {
      tournamentId: t,
      round: 1,
      match: 1,
      board: 1,
      result: 'black-wins',
    });
    expect(ask.code).toBe('teams:errors.confirmRepair');
    const repair = (
      ask.details as { repair: { old: unknown[]; new: { home: { seed: number }; away: { seed: number } }[] } }
    ).repair;
    expect(repair.new.map((m) => [m.home.seed, m.away.seed].sort().join('-')).sort()).toEqual([
      '1-7',
      '2-8',
      '3-6',
      '4-5',
    ]);
    const done = await h.api['team.correct']({
      tournamentId: t,
      round: 1,
      match: 1,
      board: 1,
      result: 'black-wins',
      confirm: true,
    });
    expect(done.repair?.changed).toBe(true);
    // 5 now leads with 4 and 6: 4-5, 6 floats to 3, 7 to 1, 2, 8.
    expect(unordered(await h.api['team.round']({ tournamentId: t, round: 2 }))).toEqual([
      '1-7',
      '2-8',
      '3-6',
      '4-5',
    ]);
  });

  it('pairs every planned round, then refuses another', async () => {
    const { t } = await teamTournament(h, {
      teams: 4,
      boards: 1,
      players: 1,
      settings: { formatMode: 'force-swiss' },
    });
    await h.api['team.start']({ tournamentId: t, seed: 3 });
    for (let r = 1; r <= 3; r++) {
      if (r > 1) await h.api['team.pairNext']({ tournamentId: t });
      for (const m of (await h.api['team.round']({ tournamentId: t, round: r })).matches)
        await h.api['team.result']({ tournamentId: t, round: r, match: m.matchNo, board: 1, result: 'draw' });
    }
    expect((await refusal(h, 'team.pairNext', { tournamentId: t })).message).toBe('All 3 rounds are paired.');
    const ev = await h.api['team.event']({ tournamentId: t });
    expect(ev).toMatchObject({
      finished: true,
      pairNext: { ok: false, reason: { key: 'teams:pairNext.done' } },
    });
    expect(ev.tournament.status).toBe('finished');
  });

  it('refuses pairing and results before the start', async () => {
    const { t } = await teamTournament(h, { teams: 4, boards: 1, players: 1 });
    expect((await refusal(h, 'team.pairNext', { tournamentId: t })).code).toBe('teams:errors.notStarted');
    expect(
      (await refusal(h, 'team.result', { tournamentId: t, round: 1, match: 1, board: 1, result: 'draw' }))
        .code,
    ).toBe('teams:errors.notStarted');
  });
});

describe('the team bye', () => {
  it('goes to the lowest seed, worth a win and every board won', async () => {
    const { t } = await teamTournament(h, { teams: 7, boards: 4 });
    const { round } = await h.api['team.start']({ tournamentId: t, seed: 1 });
    expect(round.bye?.seed).toBe(7);
    const st = await h.api['team.standings']({ tournamentId: t, breakdown: true });
    const seven = st.rows.find((r) => r.team.seed === 7);
    expect(seven).toMatchObject({ matchPoints: 3, boardPoints: 8, byes: 1, played: 0 });
    expect(seven?.tiebreaks.find((f) => f.code === 'BH')).toMatchObject({ value: 0, contributions: [] });
    const cross = await h.api['team.crosstable']({ tournamentId: t });
    expect(cross.rows.find((r) => r.team.seed === 7)?.rounds[0]).toMatchObject({
      kind: 'bye',
      boardPoints: 8,
      matchPoints: 3,
    });
  });
});

describe('a team round robin of four', () => {
  it('follows the Berger table: 1-4, 2-3 / 4-3, 1-2 / 2-4, 3-1', async () => {
    const { t } = await teamTournament(h, {
      teams: 4,
      boards: 2,
      settings: { formatMode: 'force-round-robin' },
    });
    const { event, round } = await h.api['team.start']({ tournamentId: t, seed: 1 });
    expect(event.decision).toMatchObject({ format: 'round-robin', rounds: 3 });
    const seen = [pairs(round)];
    for (let r = 1; r <= 2; r++) {
      for (const m of (await h.api['team.round']({ tournamentId: t, round: r })).matches)
        await enterMatch(h, t, r, m.matchNo, ['draw', 'draw']);
      seen.push(pairs(await h.api['team.pairNext']({ tournamentId: t })));
    }
    expect(seen).toEqual([
      ['1-4', '2-3'],
      ['4-3', '1-2'],
      ['2-4', '3-1'],
    ]);
    const cross = await h.api['team.crosstable']({ tournamentId: t, afterRound: 2 });
    const one = cross.rows.find((r) => r.team.seed === 1);
    expect(one?.grid?.map((c) => c?.matchPoints ?? null)).toEqual([null, 1, null, 1]);
    expect(matchOf(round, 1)).toBe(1);
  });
});

/**
 * Line-ups (R16.1b): the first N roster players unless the arbiter chooses; board order follows
 * roster order; changes until the match has a result. Every refusal is triggered here.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../harness';
import { refusal, teamTournament } from './setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

/** Four teams of two boards with three players (one reserve), before the start. */
async function setup() {
  const { t, ids } = await teamTournament(h, { teams: 4, boards: 2, players: 3 });
  const teams = await h.api['team.list']({ tournamentId: t });
  const roster = (k: number) => teams[k]?.roster.map((p) => p.entrantId) ?? [];
  return { t, ids, roster };
}

describe('line-ups', () => {
  it('are the first N roster players by default, then the arbiter’s choice', async () => {
    const { t, ids, roster } = await setup();
    const a = ids[0] ?? 0;
    const first = await h.api['team.lineup']({ tournamentId: t, round: 1, teamId: a });
    expect(first).toMatchObject({ chosen: false, locked: false });
    expect(first.players.map((p) => [p.board, p.name, p.position])).toEqual([
      [1, 'A1, Player', 1],
      [2, 'A2, Player', 2],
    ]);
    // The reserve A3 replaces A2: A1 on board 1, A3 on board 2.
    const chosen = await h.api['team.setLineup']({
      tournamentId: t,
      round: 1,
      teamId: a,
      players: [roster(0)[0] ?? 0, roster(0)[2] ?? 0],
    });
    expect(chosen.players.map((p) => p.name)).toEqual(['A1, Player', 'A3, Player']);
    expect(chosen.chosen).toBe(true);
    // The start pairs round 1 with it.
    const { round } = await h.api['team.start']({ tournamentId: t, seed: 1 });
    const m = round.matches.find((x) => x.home.id === a || x.away.id === a);
    const side = m?.home.id === a ? 'home' : 'away';
    expect(m?.boards.map((b) => b[side].name)).toEqual(['A1, Player', 'A3, Player']);
  });

  it('a paired match follows a change of line-up until a board has a result, then it is locked', async () => {
    const { t, ids, roster } = await setup();
    const { round } = await h.api['team.start']({ tournamentId: t, seed: 1 });
    const b = ids[1] ?? 0;
    const m = round.matches.find((x) => x.home.id === b || x.away.id === b);
    const side = m?.home.id === b ? 'home' : 'away';
    await h.api['team.setLineup']({
      tournamentId: t,
      round: 1,
      teamId: b,
      players: [roster(1)[1] ?? 0, roster(1)[2] ?? 0],
    });
    const after = await h.api['team.round']({ tournamentId: t, round: 1 });
    const again = after.matches.find((x) => x.matchNo === m?.matchNo);
    expect(again?.boards.map((x) => x[side].name)).toEqual(['B2, Player', 'B3, Player']);
    // Back to the first two.
    const reset = await h.api['team.setLineup']({ tournamentId: t, round: 1, teamId: b, players: null });
    expect(reset).toMatchObject({ chosen: false });
    expect(reset.players.map((p) => p.name)).toEqual(['B1, Player', 'B2, Player']);
    await h.api['team.result']({
      tournamentId: t,
      round: 1,
      match: m?.matchNo ?? 0,
      board: 2,
      result: 'draw',
    });
    expect((await h.api['team.lineup']({ tournamentId: t, round: 1, teamId: b })).locked).toBe(true);
    const locked = await refusal(h, 'team.setLineup', {
      tournamentId: t,
      round: 1,
      teamId: b,
      players: null,
    });
    expect(locked.message).toBe(
      'The match of Team B in round 1 has a result: its line-up can no longer change.',
    );
  });

  it('refuses a line-up of the wrong size, a player twice, out of roster order, or not on the roster', async () => {
    const { t, ids, roster } = await setup();
    const a = ids[0] ?? 0;
    const set = (players: number[]) =>
      refusal(h, 'team.setLineup', { tournamentId: t, round: 1, teamId: a, players });
    const [a1, a2, a3] = roster(0) as [number, number, number];
    expect((await set([a1])).message).toBe('A line-up of Team A has 2 players, one per board; you gave 1.');
    expect((await set([a1, a1])).message).toBe('A1, Player is in the line-up twice.');
    expect((await set([a3, a2])).message).toBe(
      'The line-up must follow the roster of Team A: A2, Player (number 2) cannot play on board 2 below A3, Player (number 3). Swap them.',
    );
    expect((await set([a1, roster(1)[0] ?? 0])).message).toBe('B1, Player is not on the roster of Team A.');
  });

  it('refuses a round beyond the tournament and a team that has left', async () => {
    const { t, ids } = await setup();
    await h.api['team.start']({ tournamentId: t, seed: 1 });
    const a = ids[0] ?? 0;
    expect(
      (await refusal(h, 'team.setLineup', { tournamentId: t, round: 4, teamId: a, players: null })).message,
    ).toBe('Round 4 is beyond the 3 rounds of the tournament.');
    await h.api['team.abandon']({ teamId: a });
    expect(
      (await refusal(h, 'team.setLineup', { tournamentId: t, round: 2, teamId: a, players: null })).message,
    ).toBe('Team A left the tournament after round 1.');
  });
});

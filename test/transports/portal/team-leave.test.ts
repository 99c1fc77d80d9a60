import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { phone, scene, tokens } from './setup';
import { teamScene } from './team-setup';

/*
 * A captain forfeits his team's match or withdraws the team from his phone (R16.1b, R16.2;
 * issue 32.3). Five teams, four boards, a round robin: round 1 is match 1 Team B (home, White on
 * boards 1 and 3) – Team E, match 2 Team C – Team D, and Team A has the bye. Each captain has the
 * link of his slip; the tournament's password is "cup-2026".
 */
let s: Awaited<ReturnType<typeof teamScene>>;
let tk: Map<string, string>;
beforeEach(async () => {
  s = await teamScene(5, { password: 'cup-2026' });
  const links = await s.api['portal.invite']({ tournamentId: s.tournamentId });
  tk = new Map(links.map((l) => [l.name, new URL(l.url).hash.slice(3)]));
});
afterEach(() => s.close());

const leave = (team: string, input: unknown, token = tk.get(team), device = `phone-of-${team}`) =>
  phone(s.portalUrl, 'leave', input, token, undefined, device);
const refusal = async (p: ReturnType<typeof leave>) => {
  const a = await p;
  return { status: a.status, code: a.body.error?.code, message: a.body.error?.message };
};
const matchNo = async (no: number, round = 1) =>
  (await s.api['team.round']({ tournamentId: s.tournamentId, round })).matches.find((m) => m.matchNo === no)!;
const teamOf = async (name: string) =>
  (await s.api['team.list']({ tournamentId: s.tournamentId })).find((t) => t.name === name)!;
const enter = (match: number, board: number, result: 'white-wins' | 'black-wins' | 'draw') =>
  s.api['team.result']({ tournamentId: s.tournamentId, round: 1, match, board, result });

describe("a captain's forfeit and withdrawal from the phone (R16.1b)", () => {
  it('forfeits the match he sees: unplayed boards become forfeits, the played one stays; logged; the arbiter can undo it', async () => {
    await enter(1, 1, 'draw'); // board 1 played over the board
    const ok = await leave('Team E', { round: 1, match: 1, kind: 'forfeit' });
    expect(ok.body).toEqual({ ok: true, value: { kind: 'forfeit', afterRound: 1 } });
    const m = await matchNo(1);
    // Team B wins boards 2 (Black) and 4 (Black) and 3 (White) by forfeit; board 1 keeps its draw.
    expect(m.boards.map((b) => b.result)).toEqual([
      'draw',
      'black-wins-forfeit',
      'white-wins-forfeit',
      'black-wins-forfeit',
    ]);
    expect(m.forfeitedBy).toBe(s.teamIds.get('Team E'));
    expect((await teamOf('Team E')).left).toEqual({ kind: 'forfeit', afterRound: 1 });
    // The arbiter's Teams screen reads the declaration: by the captain, with his link, which phone.
    const [declared] = await s.api['team.leaves']({ tournamentId: s.tournamentId });
    expect(declared).toMatchObject({
      team: 'Team E',
      kind: 'forfeit',
      by: 'captain',
      channel: 'link',
      matchNo: 1,
      boards: [2, 3, 4],
      undoable: true,
    });
    expect(declared?.phone).toMatch(/^[0-9A-F]{6}$/);
    const row = (await s.api['activity.list']({ tournamentId: s.tournamentId })).find(
      (x) => x.action === 'portal.leave',
    );
    expect(row?.summary).toMatchObject({
      team: 'Team E',
      kind: 'forfeit',
      round: 1,
      match: 1,
      opponent: 'Team B',
      boards: [2, 3, 4],
      channel: 'link',
      address: '127.0.0.1',
    });
    // The captain's phone says what happened and that the arbiter can still undo it.
    expect((await phone(s.portalUrl, 'board', {}, tk.get('Team E'))).body.value).toMatchObject({
      left: { kind: 'forfeit', afterRound: 1, byCaptain: true },
    });
    // A second declaration is refused: the team has already left.
    expect(await refusal(leave('Team E', { round: 1, match: 1, kind: 'abandon' }))).toMatchObject({
      code: 'portal:withdraw.alreadyLeft',
      message: 'Team E left the tournament during round 1: there is nothing more to declare.',
    });
    await s.api['team.undoLeave']({ teamId: s.teamIds.get('Team E') ?? 0 });
    expect((await matchNo(1)).boards.map((b) => b.result)).toEqual(['draw', null, null, null]);
    expect((await teamOf('Team E')).left).toBeNull();
  });

  it('a report waiting on the match does not overwrite the forfeit when its ten minutes pass', async () => {
    // Team B's captain reports boards 1-4 as won, lost, draw, won; then Team E forfeits.
    await phone(
      s.portalUrl,
      'report',
      { round: 1, requestKey: 'leave-key-0001', kind: 'result', outcomes: ['win', 'loss', 'draw', 'win'] },
      tk.get('Team B'),
      undefined,
      'phone-of-Team B',
    );
    expect((await leave('Team E', { round: 1, match: 1, kind: 'forfeit' })).body.ok).toBe(true);
    s.clock.add(11);
    await phone(s.portalUrl, 'board', {}, tk.get('Team B'));
    // Every board of the match was open: all four are Team B's wins by forfeit, as the forfeit wrote.
    expect((await matchNo(1)).boards.map((b) => b.result)).toEqual([
      'white-wins-forfeit',
      'black-wins-forfeit',
      'white-wins-forfeit',
      'black-wins-forfeit',
    ]);
  });

  it('withdraws the team with the personal code too; a team with the bye withdraws with no board to lose', async () => {
    const slips = await s.api['portal.invite']({
      tournamentId: s.tournamentId,
      teamIds: [s.teamIds.get('Team A') ?? 0],
    });
    const id = await phone(s.portalUrl, 'identify', {
      tournamentId: s.tournamentId,
      teamId: s.teamIds.get('Team A'),
      code: slips[0]!.code,
    });
    const token = (id.body.value as { token: string }).token;
    const ok = await leave('Team A', { round: 1, match: null, kind: 'abandon' }, token);
    expect(ok.body).toEqual({ ok: true, value: { kind: 'abandon', afterRound: 1 } });
    expect(await s.api['team.leaves']({ tournamentId: s.tournamentId })).toMatchObject([
      { team: 'Team A', kind: 'abandon', by: 'captain', channel: 'code', matchNo: null, boards: [] },
    ]);
  });

  it('is refused with the tournament password, and nothing changes', async () => {
    const id = await phone(s.portalUrl, 'identify', {
      tournamentId: s.tournamentId,
      teamId: s.teamIds.get('Team C'),
      password: 'cup-2026',
    });
    const token = (id.body.value as { token: string }).token;
    expect(await refusal(leave('Team C', { round: 1, match: 2, kind: 'abandon' }, token))).toEqual({
      status: 409,
      code: 'portal:withdraw.bySlipOnly',
      message:
        "The tournament password cannot forfeit a match or withdraw a team: open the link of your captain's slip or enter with its personal code, or tell the arbiter.",
    });
    expect((await teamOf('Team C')).left).toBeNull();
    expect(await s.api['team.leaves']({ tournamentId: s.tournamentId })).toEqual([]);
  });

  it("is refused for another team's match", async () => {
    expect(await refusal(leave('Team B', { round: 1, match: 2, kind: 'forfeit' }))).toMatchObject({
      code: 'portal:withdraw.notYourMatch',
      message: 'Match 2 is not the match of Team B in this round. Refresh the page and try again.',
    });
    expect((await matchNo(2)).boards.every((b) => b.result === null)).toBe(true);
    expect((await teamOf('Team B')).left).toBeNull();
  });

  it('is refused once the round is complete, and for a round the phone is behind on', async () => {
    for (const [match, results] of [
      [1, ['white-wins', 'draw', 'black-wins', 'draw']],
      [2, ['draw', 'draw', 'draw', 'draw']],
    ] as const)
      for (const [i, r] of results.entries()) await enter(match, i + 1, r);
    expect(await refusal(leave('Team D', { round: 1, match: 2, kind: 'abandon' }))).toMatchObject({
      code: 'portal:withdraw.roundComplete',
      message: 'Round 1 is complete: every board has a result. To withdraw your team now, tell the arbiter.',
    });
    await s.api['team.pairNext']({ tournamentId: s.tournamentId });
    expect(await refusal(leave('Team D', { round: 1, match: 2, kind: 'abandon' }))).toMatchObject({
      code: 'portal:roundClosed',
    });
    expect((await teamOf('Team D')).left).toBeNull();
  });

  it('a forfeit is refused when every board of the match has a result (the round still running)', async () => {
    for (const b of [1, 2, 3, 4]) await enter(2, b, 'draw');
    expect(await refusal(leave('Team C', { round: 1, match: 2, kind: 'forfeit' }))).toMatchObject({
      code: 'portal:withdraw.nothingToForfeit',
      message:
        'Every board of match 2 already has a result: there is nothing left to forfeit. To leave the tournament, withdraw the team.',
    });
    // Withdrawing is still possible: no board is lost, the match stands as played.
    expect((await leave('Team C', { round: 1, match: 2, kind: 'abandon' })).body.ok).toBe(true);
    expect((await matchNo(2)).boards.map((b) => b.result)).toEqual(['draw', 'draw', 'draw', 'draw']);
  });
});

describe('the leave method for players', () => {
  it("is refused to a player's link in an individual tournament", async () => {
    const p = await scene(4);
    try {
      const [token] = [...(await tokens(p)).values()];
      const a = await phone(p.portalUrl, 'leave', { round: 1, match: 1, kind: 'abandon' }, token);
      expect(a.body.error).toEqual({
        code: 'portal:withdraw.captainsOnly',
        message: 'Only a team captain can forfeit a match or withdraw a team, and only in a team tournament.',
      });
    } finally {
      await p.close();
    }
  });
});

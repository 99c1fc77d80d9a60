/**
 * The arbiter undoes a team's abandon or forfeit while the next round is not paired (R10.2,
 * R16.1b; issue 32.3): exactly what the leave wrote is taken back, and once the next round is
 * paired the undo is refused with the reason.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../harness';
import { enterMatch, homeResults, refusal, teamTournament } from './setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

/** Four teams of four boards, a Swiss; round 1 paired by seed: 1–3 (match 1) and 2–4 (match 2). */
async function roundOne() {
  const { t, ids } = await teamTournament(h, {
    teams: 4,
    boards: 4,
    settings: { formatMode: 'force-swiss' },
  });
  const { round } = await h.api['team.start']({ tournamentId: t, seed: 1 });
  return { t, ids, round };
}

describe('undoing a team leaving (R10.2, R16.1b)', () => {
  it('a forfeit undone: the boards it scored are open again, a result entered since stays, the team is paired again', async () => {
    const { t, round } = await roundOne();
    const m = round.matches.find((x) => x.matchNo === 1)!;
    const away = m.away!.id;
    // Board 1 played over the board (a draw) before the away team forfeits.
    await h.api['team.result']({ tournamentId: t, round: 1, match: 1, board: 1, result: 'draw' });
    await h.api['team.forfeit']({ teamId: away });
    const forfeited = (await h.api['team.round']({ tournamentId: t, round: 1 })).matches[0]!;
    // The home team has White on boards 1 and 3 (boards alternate), so it wins 2 and 4 with Black.
    expect(forfeited.boards.map((b) => b.result)).toEqual([
      'draw',
      'black-wins-forfeit',
      'white-wins-forfeit',
      'black-wins-forfeit',
    ]);
    expect(forfeited.forfeitedBy).toBe(away);
    expect(await h.api['team.leaves']({ tournamentId: t })).toMatchObject([
      {
        teamId: away,
        kind: 'forfeit',
        afterRound: 1,
        by: 'arbiter',
        channel: null,
        boards: [2, 3, 4],
        undoable: true,
      },
    ]);
    // The arbiter corrects board 4 to a real result before he undoes: that one stays.
    await h.api['team.result']({ tournamentId: t, round: 1, match: 1, board: 4, result: 'white-wins' });
    const back = await h.api['team.undoLeave']({ teamId: away });
    expect(back.left).toBeNull();
    const undone = (await h.api['team.round']({ tournamentId: t, round: 1 })).matches[0]!;
    expect(undone.boards.map((b) => b.result)).toEqual(['draw', null, null, 'white-wins']);
    expect(undone.forfeitedBy).toBeNull();
    expect(await h.api['team.leaves']({ tournamentId: t })).toEqual([]);
    // Round 1 completed: the team that came back is paired in round 2 (four teams, two matches).
    await enterMatch(h, t, 1, 1, homeResults('dwdw'));
    await enterMatch(h, t, 1, 2, homeResults('wwww'));
    const r2 = await h.api['team.pairNext']({ tournamentId: t });
    expect(r2.matches.some((x) => x.home.id === away || x.away?.id === away)).toBe(true);
    const log = await h.api['activity.list']({ tournamentId: t });
    const row = log.find((x) => x.action === 'team.undoLeave');
    expect(row?.summary).toEqual({
      team: m.away!.name,
      kind: 'forfeit',
      round: 1,
      by: 'arbiter',
      boards: [2, 3, 4],
    });
  });

  it('an abandon of the last match left open finishes the round; undone, the round runs again', async () => {
    const { t, round } = await roundOne();
    await enterMatch(h, t, 1, 2, homeResults('wwww'));
    const home = round.matches[0]!.home.id;
    await h.api['team.abandon']({ teamId: home });
    expect((await h.api['team.event']({ tournamentId: t })).pairNext.ok).toBe(true);
    await h.api['team.undoLeave']({ teamId: home });
    const ev = await h.api['team.event']({ tournamentId: t });
    expect(ev.pairNext.ok).toBe(false);
    expect(
      (await h.api['team.round']({ tournamentId: t, round: 1 })).matches[0]!.boards.every(
        (b) => b.result === null,
      ),
    ).toBe(true);
  });

  it('is refused once the next round is paired, saying why', async () => {
    const { t, round } = await roundOne();
    const away = round.matches[0]!.away!;
    await h.api['team.abandon']({ teamId: away.id });
    await enterMatch(h, t, 1, 2, homeResults('wwww'));
    await h.api['team.pairNext']({ tournamentId: t });
    const r = await refusal(h, 'team.undoLeave', { teamId: away.id });
    expect(r.code).toBe('teams:errors.undoLeaveAfterPairing');
    expect(r.message).toBe(
      `Round 2 is already paired without ${away.name}: its withdrawal during round 1 can no longer be undone. It stays out of the tournament.`,
    );
    expect((await h.api['team.leaves']({ tournamentId: t }))[0]?.undoable).toBe(false);
  });

  it('is refused for a team that has not left', async () => {
    const { round } = await roundOne();
    const team = round.matches[0]!.home;
    const r = await refusal(h, 'team.undoLeave', { teamId: team.id });
    expect(r).toMatchObject({
      code: 'teams:errors.undoLeaveNotLeft',
      message: `${team.name} has not left the tournament: there is nothing to undo.`,
    });
  });

  it('is refused for a leave an earlier version kept no record of', async () => {
    const { round } = await roundOne();
    const team = round.matches[0]!.home;
    await h.api['team.abandon']({ teamId: team.id });
    // A file written before migration 024: the team is marked as left, nothing says what changed.
    h.session.db!.prepare('DELETE FROM team_leaves').run();
    const r = await refusal(h, 'team.undoLeave', { teamId: team.id });
    expect(r.code).toBe('teams:errors.undoLeaveUnrecorded');
    expect(r.message).toContain(`${team.name} left after round 1 in an earlier version`);
  });
});

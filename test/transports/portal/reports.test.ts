import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { phone, scene, tokens, type Scene } from './setup';

/*
 * Eight entrants, Swiss, round 1 paired at 10:00 on a replayed clock. Each board's two players
 * have invitation links; they report through the portal's own listener (RULES.md R16.2).
 */
let s: Scene;
let tk: Map<string, string>;
let boards: { boardNo: number; white: string; black: string }[];
beforeEach(async () => {
  s = await scene(8);
  tk = await tokens(s);
  const r = await s.api['round.get']({ tournamentId: s.tournamentId, round: 1 });
  boards = r.boards.map((b) => ({ boardNo: b.boardNo, white: b.white.name, black: b.black.name }));
});
afterEach(() => s.close());

const key = (n: number) => `request-key-${String(n).padStart(4, '0')}`;
const say = (name: string, outcome: 'win' | 'draw' | 'loss', n: number) =>
  phone(
    s.portalUrl,
    'report',
    { round: 1, requestKey: key(n), kind: 'result', outcomes: [outcome] },
    tk.get(name),
  );
const board = (name: string) => phone(s.portalUrl, 'board', {}, tk.get(name));
const stored = async (no: number) =>
  (await s.api['round.get']({ tournamentId: s.tournamentId, round: 1 })).boards.find((b) => b.boardNo === no)
    ?.games[0]?.result;
const b = (i: number) => boards[i] ?? { boardNo: 0, white: '', black: '' };

describe('R16.2 through the portal', () => {
  it('two matching reports validate the game at once, and both are in the activity log', async () => {
    const { boardNo, white, black } = b(0);
    expect((await say(white, 'win', 1)).body.value).toMatchObject({ status: 'waiting', minutesLeft: 10 });
    s.clock.add(2);
    expect((await say(black, 'loss', 2)).body.value).toMatchObject({ status: 'confirmed' });
    expect(await stored(boardNo)).toBe('white-wins');
    const log = await s.api['activity.list']({ tournamentId: s.tournamentId });
    const actions = log.map((r) => r.action);
    expect(actions.filter((a) => a === 'portal.report')).toHaveLength(2);
    expect(actions).toContain('portal.validate');
  });

  it('a report whose text holds a control character is a malformed request: nothing is stored', async () => {
    const { boardNo, white } = b(0);
    const forged = { round: 1, requestKey: 'request\nkey-0001', kind: 'result', outcomes: ['win'] };
    const res = await phone(s.portalUrl, 'report', forged, tk.get(white));
    expect(res.body.error?.code).toBe('portal:badRequest');
    expect(await stored(boardNo)).toBeNull();
    const log = await s.api['activity.list']({ tournamentId: s.tournamentId });
    expect(log.map((r) => r.action)).not.toContain('portal.report');
  });

  it('one report stands after ten minutes: waiting 1 min before, confirmed at 10:10', async () => {
    const { boardNo, white, black } = b(1);
    await say(black, 'draw', 3);
    s.clock.at('2026-12-05T10:09:01Z');
    const before = (await board(white)).body.value as { board: { status: string; minutesLeft: number } };
    expect(before.board).toMatchObject({ status: 'waiting', minutesLeft: 1 });
    expect(await stored(boardNo)).toBeNull();
    s.clock.at('2026-12-05T10:10:00Z');
    const after = (await board(white)).body.value as { board: { status: string; results: string[] } };
    expect(after.board).toMatchObject({ status: 'confirmed', results: ['draw'] });
    expect(await stored(boardNo)).toBe('draw');
    // R16.2: after the window a contradiction is refused with the time it stood.
    const late = await say(white, 'win', 4);
    expect(late.status).toBe(409);
    expect(late.body.error?.message).toBe(
      `The result of board ${boardNo} was accepted at 10:10, ten minutes after it was reported. Ask the arbiter to correct it.`,
    );
  });

  it('contradicting reports are a dispute, shown first, until the arbiter accepts a side', async () => {
    const { boardNo, white, black } = b(2);
    await say(white, 'win', 5);
    await say(black, 'win', 6);
    expect(await stored(boardNo)).toBeNull();
    // Black's phone says White's report in White's words: "I won", not "I lost".
    const seen = (await board(black)).body.value as { board: { mine: unknown; theirs: unknown } };
    expect(seen.board.mine).toEqual({ kind: 'result', outcomes: ['win'], channel: 'link' });
    expect(seen.board.theirs).toEqual({ kind: 'result', outcomes: ['win'], channel: 'link' });
    const view = await s.api['portal.round']({ tournamentId: s.tournamentId });
    expect(view.boards[0]).toMatchObject({ boardNo, status: 'disputed' });
    expect(view.boards[0]?.reports.map((r) => [r.name, r.results])).toEqual([
      [white, ['white-wins']],
      [black, ['black-wins']],
    ]);
    await s.api['portal.decide']({
      tournamentId: s.tournamentId,
      round: 1,
      board: boardNo,
      decision: 'accept-black',
    });
    expect(await stored(boardNo)).toBe('black-wins');
    // A report never overwrites the arbiter's result.
    const after = await phone(
      s.portalUrl,
      'report',
      { round: 1, requestKey: key(7), kind: 'contest', outcomes: null },
      tk.get(white),
    );
    expect(after.body.error?.code).toBe('portal:arbiterEntered');
  });

  it('a retry with the same request key is answered again and stored once; a repeat too', async () => {
    const { white } = b(3);
    await say(white, 'win', 8);
    const retry = await say(white, 'win', 8);
    expect(retry.body.value).toMatchObject({ duplicate: true, status: 'waiting' });
    const again = await say(white, 'win', 9);
    expect(again.body.value).toMatchObject({ duplicate: true });
    const changed = await say(white, 'loss', 10);
    expect(changed.body.error?.code).toBe('portal:alreadyReported');
    const view = await s.api['portal.round']({ tournamentId: s.tournamentId });
    expect(view.boards.find((x) => x.boardNo === b(3).boardNo)?.reports).toHaveLength(1);
  });

  it('reject takes the reports back and the board takes reports again', async () => {
    const { boardNo, white, black } = b(0);
    await say(white, 'win', 11);
    await say(black, 'draw', 12);
    await s.api['portal.decide']({
      tournamentId: s.tournamentId,
      round: 1,
      board: boardNo,
      decision: 'reject',
    });
    const view = await s.api['portal.round']({ tournamentId: s.tournamentId });
    expect(view.boards.find((x) => x.boardNo === boardNo)).toMatchObject({ status: 'open', reports: [] });
    expect((await say(black, 'loss', 13)).body.value).toMatchObject({ status: 'waiting' });
  });

  it('the arbiter refuses to decide a board without reports, and confirm on a dispute asks for a side', async () => {
    const { boardNo, white, black } = b(1);
    await expect(
      s.api['portal.decide']({ tournamentId: s.tournamentId, round: 1, board: boardNo, decision: 'confirm' }),
    ).rejects.toThrow(`Board ${boardNo} has no report to decide.`);
    await say(white, 'draw', 14);
    await say(black, 'win', 15);
    await expect(
      s.api['portal.decide']({ tournamentId: s.tournamentId, round: 1, board: boardNo, decision: 'confirm' }),
    ).rejects.toThrow(/is disputed/);
  });

  it('a result the arbiter entered first is never overwritten by a report', async () => {
    const { boardNo, white } = b(2);
    await s.api['result.set']({ tournamentId: s.tournamentId, round: 1, board: boardNo, result: 'draw' });
    const r = await say(white, 'win', 16);
    expect(r.body.error?.message).toBe(
      `The arbiter has entered the result of board ${boardNo}: a report cannot change it. Ask the arbiter.`,
    );
    expect(await stored(boardNo)).toBe('draw');
  });

  it('a report after the round is closed (round 2 paired) is refused', async () => {
    for (const x of boards)
      await s.api['result.set']({
        tournamentId: s.tournamentId,
        round: 1,
        board: x.boardNo,
        result: 'white-wins',
      });
    await s.api['round.pairNext']({ tournamentId: s.tournamentId });
    const r = await say(b(0).white, 'win', 17);
    expect(r.body.error?.message).toBe('Round 1 is closed: it takes no more reports. Ask the arbiter.');
  });

  it('an individual tournament has no captains: links named by team are refused', async () => {
    await expect(
      s.api['portal.invite']({ tournamentId: s.tournamentId, teamIds: [1] }),
    ).rejects.toMatchObject({
      code: 'portal:notTeamEvent',
      message: 'This tournament has no teams: name the players.',
    });
  });
});

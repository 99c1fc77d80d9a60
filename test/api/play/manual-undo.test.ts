import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { field, harness, idsByStartNo, tournament, type Harness } from '../../services/rounds/setup';
import { listActivity } from '../../../src/main/db/repos/activity';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const pairs = (r: { boards: { white: { startNo: number }; black: { startNo: number } }[] }) =>
  r.boards.map((b) => [b.white.startNo, b.black.startNo]);

/** Eight entrants; round 1 (R6.4) pairs 1-5, 2-6, 3-7, 4-8; every game drawn. */
async function roundTwo() {
  const t = await tournament(h, field(8));
  const start = await h.api['tournament.start']({ tournamentId: t, seed: 5 });
  for (const b of start.round?.boards ?? [])
    await h.api['result.set']({ tournamentId: t, round: 1, board: b.boardNo, result: 'draw' });
  const r2 = await h.api['round.pairNext']({ tournamentId: t });
  return { t, r2, ids: await idsByStartNo(h, t) };
}

describe('R6.6: a manual edit that creates a rematch', () => {
  it('is refused until confirmed, then applied and logged; undo puts the pairing back', async () => {
    const { t, r2, ids } = await roundTwo();
    const id = (n: number) => ids.get(n) ?? 0;
    const edit = { kind: 'pair' as const, board: 1, white: id(1), black: id(5) };
    const { warnings } = await h.api['round.previewEdit']({ tournamentId: t, round: 2, edit });
    expect(warnings).toContainEqual({
      code: 'rematch',
      params: { board: 1, white: 'Player 01', black: 'Player 05', round: 1 },
    });

    const logged = listActivity(h.session.requireDb(), t).length;
    const refused = await h.dispatch('round.edit', { tournamentId: t, round: 2, edit }, 'nl');
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.code).toBe('play:confirmEdit');
    expect(refused.error.message).toContain(
      'bord 1: Player 01 en Player 05 speelden al tegen elkaar in ronde 1 (R6.2).',
    );
    expect(pairs(await h.api['round.get']({ tournamentId: t, round: 2 }))).toEqual(pairs(r2));
    expect(listActivity(h.session.requireDb(), t)).toHaveLength(logged);

    const done = await h.api['round.edit']({ tournamentId: t, round: 2, edit, confirm: true });
    expect(done.round.boards[0]).toMatchObject({ white: { startNo: 1 }, black: { startNo: 5 } });
    // Still everyone on a board exactly once.
    const seated = done.round.boards.flatMap((b) => [b.white.startNo, b.black.startNo]).sort((a, b) => a - b);
    expect(seated).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const [last] = await h.api['activity.list']({ tournamentId: t, limit: 1 });
    expect(last).toMatchObject({ action: 'round.edit', summary: { round: 2, warnings } });

    await h.api['activity.undo']({ tournamentId: t });
    expect(pairs(await h.api['round.get']({ tournamentId: t, round: 2 }))).toEqual(pairs(r2));
    const [undo, edited] = await h.api['activity.list']({ tournamentId: t, limit: 2 });
    expect(undo?.action).toBe('activity.undo');
    expect(edited).toMatchObject({ action: 'round.edit', undone: true });
  });

  it('exchanges colours on a board without a warning after one game', async () => {
    const { t, r2 } = await roundTwo();
    const out = await h.api['round.edit']({ tournamentId: t, round: 2, edit: { kind: 'colours', board: 2 } });
    const before = r2.boards[1];
    expect(out.warnings).toEqual([]);
    expect(out.round.boards[1]).toMatchObject({
      white: { startNo: before?.black.startNo },
      black: { startNo: before?.white.startNo },
    });
  });
});

describe('undo of the last action', () => {
  it('undoes a result, an absence and a pairing without results; refuses once a result is in', async () => {
    const { t, r2, ids } = await roundTwo();
    const board = r2.boards[0]?.boardNo ?? 1;
    await h.api['result.set']({ tournamentId: t, round: 2, board, result: 'white-wins' });
    await h.api['activity.undo']({ tournamentId: t });
    expect((await h.api['round.get']({ tournamentId: t, round: 2 })).boards[0]?.games[0]?.result).toBeNull();

    // R10.1 for round 3, then undone: round 3 pairs everyone.
    await h.api['round.absence']({ tournamentId: t, round: 3, entrantId: ids.get(8) ?? 0, absent: true });
    await h.api['activity.undo']({ tournamentId: t });
    for (const b of r2.boards)
      await h.api['result.set']({ tournamentId: t, round: 2, board: b.boardNo, result: 'black-wins' });
    const r3 = await h.api['round.pairNext']({ tournamentId: t });
    expect(r3.boards).toHaveLength(4);
    expect(r3.absences).toEqual([]);

    // A round without results: the undo unpairs it; paired again, it is the same round.
    expect(await h.api['activity.undo']({ tournamentId: t })).toMatchObject({ action: 'round.pairNext' });
    expect((await h.api['round.list']({ tournamentId: t })).map((r) => r.number)).toEqual([1, 2]);
    expect(pairs(await h.api['round.pairNext']({ tournamentId: t }))).toEqual(pairs(r3));
    await h.api['result.set']({ tournamentId: t, round: 3, board: 1, result: 'draw' });
    await h.api['activity.undo']({ tournamentId: t });
    await h.api['result.set']({ tournamentId: t, round: 3, board: 2, result: 'draw' });
    const refused = await h.dispatch('round.unpair', { tournamentId: t, round: 3 }, 'pl');
    expect(refused).toMatchObject({ ok: false, error: { code: 'play:unpairHasResults' } });
    if (!refused.ok) expect(refused.error.message).toContain('Runda 3 ma już 1 wynik:');
    // An absence for a paired round is a forfeit on the board instead (R10.1).
    expect(
      await h.dispatch('round.absence', {
        tournamentId: t,
        round: 3,
        entrantId: ids.get(8) ?? 0,
        absent: true,
      }),
    ).toMatchObject({ ok: false, error: { code: 'play:absenceRoundPaired' } });
  });
});

describe('undo before the start', () => {
  it('takes back a registration, a settings change, and the start (registration opens again)', async () => {
    const t = await tournament(h, field(7));
    await h.api['tournament.updateSettings']({ id: t, settings: { threshold: 9 } });
    await h.api['entrant.add']({ tournamentId: t, name: 'Late, Eve' });
    expect(await h.api['activity.undo']({ tournamentId: t })).toMatchObject({ action: 'entrant.add' });
    expect((await h.api['entrant.list']({ tournamentId: t })).map((e) => e.name)).not.toContain('Late, Eve');
    expect(await h.api['activity.undo']({ tournamentId: t })).toMatchObject({
      action: 'tournament.updateSettings',
    });
    expect((await h.api['tournament.get']({ id: t })).settings.threshold).toBe(7);
    // 7 present, threshold 7 again: a Swiss (R2.2).
    const start = await h.api['tournament.start']({ tournamentId: t, seed: 2 });
    expect(start.decision.format).toBe('swiss');
    expect(await h.api['activity.undo']({ tournamentId: t })).toMatchObject({ action: 'tournament.start' });
    expect((await h.api['tournament.get']({ id: t })).status).toBe('registration');
    expect((await h.api['tournament.progress']({ tournamentId: t })).decision).toBeNull();
  });
});

/*
 * R6.2 with no valid pairing. Five entrants a..e (1..5), force Swiss, 4 rounds, every game drawn.
 * Round 1 (R6.4): 1-3, 2-4, bye 5. Rounds 2 and 3 edited by hand (R6.6): 1-5, 2-3, bye 4; then
 * 1-4, 2-5, bye 3. Met: 1-3 2-4 1-5 2-3 1-4 2-5; the bye went to 5, 4, 3 (R4.3: never again).
 * Round 4: the bye can go to 1 or 2 only. Bye 1 leaves 2 with 3, 4, 5, all met; bye 2 leaves
 * 1 likewise: no valid pairing. 1-2 and 3-4 with the bye to 5 again would have no rematch, but a
 * second bye (R4.3) is kept out first; then the fewest rematches is one: the bye to 1 or 2, the
 * other in a rematch, and two of 3, 4, 5 (who never met) on the other board.
 */
describe('R6.2: no valid pairing', () => {
  it('is refused with the reason, then paired with the fewest rematches when the arbiter confirms', async () => {
    const t = await tournament(h, field(5), { formatMode: 'force-swiss', swissRounds: 4 });
    await h.api['tournament.start']({ tournamentId: t, seed: 8 });
    const ids = await idsByStartNo(h, t);
    const id = (n: number) => ids.get(n) ?? 0;
    const play = async (round: number) => {
      const r = await h.api['round.get']({ tournamentId: t, round });
      for (const b of r.boards)
        await h.api['result.set']({ tournamentId: t, round, board: b.boardNo, result: 'draw' });
    };
    const r1 = await h.api['round.get']({ tournamentId: t, round: 1 });
    expect(r1.boards.map((b) => [b.white.startNo, b.black.startNo].sort())).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(r1.bye?.startNo).toBe(5);
    await play(1);
    for (const [round, a, b] of [
      [2, [1, 5], [2, 3]],
      [3, [1, 4], [2, 5]],
    ] as const) {
      await h.api['round.pairNext']({ tournamentId: t });
      for (const [board, [w, bl]] of [a, b].entries())
        await h.api['round.edit']({
          tournamentId: t,
          round,
          edit: { kind: 'pair', board: board + 1, white: id(w), black: id(bl) },
          confirm: true,
        });
      await play(round);
    }
    const refused = await h.dispatch('round.pairNext', { tournamentId: t });
    expect(refused).toMatchObject({ ok: false, error: { code: 'play:noValidPairing' } });
    expect(await h.api['round.list']({ tournamentId: t })).toHaveLength(3);

    const r4 = await h.api['round.pairNext']({ tournamentId: t, acceptRematches: true });
    expect([1, 2]).toContain(r4.bye?.startNo);
    const met = new Set(['1-3', '2-4', '1-5', '2-3', '1-4', '2-5']);
    const rematches = r4.boards.filter((b) =>
      met.has([b.white.startNo, b.black.startNo].sort((x, y) => x - y).join('-')),
    );
    expect(rematches).toHaveLength(1);
    expect(r4.boards.flatMap((b) => [b.white.startNo, b.black.startNo])).toHaveLength(4);
  });
});

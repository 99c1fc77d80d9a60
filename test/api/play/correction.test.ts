import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { field, harness, idsByStartNo, tournament, type Harness } from '../../services/rounds/setup';
import type { RoundView } from '../../../src/shared/api/rounds';
import { listActivity } from '../../../src/main/db/repos/activity';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

/** Pairs of a round as unordered starting-number pairs, sorted: colours aside. */
const pairSet = (lines: { white: { startNo: number }; black: { startNo: number } | null }[]) =>
  lines
    .filter((l) => l.black !== null)
    .map((l) => [l.white.startNo, l.black?.startNo ?? 0].sort((a, b) => a - b).join('-'))
    .sort();

/** The board where `startNo` plays, and whether as White. */
const seat = (r: RoundView, startNo: number) => {
  const b = r.boards.find((x) => x.white.startNo === startNo || x.black.startNo === startNo);
  if (!b) throw new Error(`${startNo} not paired`);
  return { board: b.boardNo, white: b.white.startNo === startNo };
};

/*
 * Eight entrants, Swiss, 5 rounds. Round 1 (R6.4): 1-5, 2-6, 3-7, 4-8, colours alternating from
 * the lot: 1 and 3 have colour c, 2 and 4 the other; 5 and 7 the other, 6 and 8 colour c.
 * Every board won by the higher-ranked entrant: 1, 2, 3, 4 on 2 points, 5-8 on 0.
 * Round 2 (C.04.3): top bracket S1 {1, 2} against S2 {3, 4}; 1-3 and 2-4 would both give two
 * entrants of the same colour preference, 1-4 and 2-3 none: {1-4, 2-3}; likewise {5-8, 6-7}.
 * Correcting round 1 to 5 beating 1 makes {2, 3, 4, 5} the top bracket: 2-4 and 3-5 break one
 * preference (2 and 4), 2-5 and 3-4 one too (2 and 5), so the natural order stays: {2-4, 3-5};
 * bottom {1, 6, 7, 8}: 1-7 with 6-8 and 1-8 with 6-7 break one each: {1-7, 6-8}.
 */
describe('R6.7: correcting round 1 while round 2 is paired without results', () => {
  it('shows old against new, refuses without confirmation, re-pairs with it, and undoes', async () => {
    const t = await tournament(h, field(8), { swissRounds: 5 });
    const start = await h.api['tournament.start']({ tournamentId: t, seed: 3 });
    const r1 = start.round;
    if (!r1) throw new Error('no round 1');
    for (const b of r1.boards)
      await h.api['result.set']({
        tournamentId: t,
        round: 1,
        board: b.boardNo,
        result: b.white.startNo < b.black.startNo ? 'white-wins' : 'black-wins',
      });
    const r2 = await h.api['round.pairNext']({ tournamentId: t });
    expect(pairSet(r2.boards)).toEqual(['1-4', '2-3', '5-8', '6-7']);

    const one = seat(r1, 1);
    const correction = {
      tournamentId: t,
      round: 1,
      board: one.board,
      result: one.white ? ('black-wins' as const) : ('white-wins' as const),
    };
    const { repair } = await h.api['result.previewCorrection'](correction);
    expect(repair?.round).toBe(2);
    expect(repair?.changed).toBe(true);
    expect(pairSet(repair?.old ?? [])).toEqual(['1-4', '2-3', '5-8', '6-7']);
    expect(pairSet(repair?.new ?? [])).toEqual(['1-7', '2-4', '3-5', '6-8']);

    const logBefore = listActivity(h.session.requireDb(), t).length;
    const refused = await h.dispatch('result.correct', correction, 'fr');
    expect(refused).toMatchObject({ ok: false, error: { code: 'play:confirmRepair', details: { repair } } });
    if (!refused.ok) expect(refused.error.message).toContain('ronde 2');
    // Refused: nothing changed, nothing logged.
    expect(pairSet((await h.api['round.get']({ tournamentId: t, round: 2 })).boards)).toEqual(
      pairSet(r2.boards),
    );
    expect(listActivity(h.session.requireDb(), t)).toHaveLength(logBefore);

    const done = await h.api['result.correct']({ ...correction, confirm: true });
    expect(done.repair?.changed).toBe(true);
    const newR2 = await h.api['round.get']({ tournamentId: t, round: 2 });
    expect(newR2.boards.map((b) => [b.white.startNo, b.black.startNo])).toEqual(
      repair?.new.map((l) => [l.white.startNo, l.black?.startNo]),
    );
    const s = await h.api['standings.get']({ tournamentId: t, afterRound: 1 });
    const ids = await idsByStartNo(h, t);
    expect(s.rows.find((r) => r.entrant.id === ids.get(5))?.points).toBe(2);
    expect(s.rows.find((r) => r.entrant.id === ids.get(1))?.points).toBe(0);
    const log = await h.api['activity.list']({ tournamentId: t });
    expect(log[0]).toMatchObject({ action: 'result.correct', undone: false });

    // Undo puts back the old result and the old pairing of round 2.
    expect(await h.api['activity.undo']({ tournamentId: t })).toMatchObject({ action: 'result.correct' });
    expect(pairSet((await h.api['round.get']({ tournamentId: t, round: 2 })).boards)).toEqual([
      '1-4',
      '2-3',
      '5-8',
      '6-7',
    ]);
    const back = await h.api['standings.get']({ tournamentId: t, afterRound: 1 });
    expect(back.rows.find((r) => r.entrant.id === ids.get(1))?.points).toBe(2);

    // Once round 2 has a result, a correction of round 1 changes only the standings.
    await h.api['result.set']({ tournamentId: t, round: 2, board: 1, result: 'draw' });
    const late = await h.api['result.correct']({ ...correction });
    expect(late.repair).toBeNull();
    expect(pairSet((await h.api['round.get']({ tournamentId: t, round: 2 })).boards)).toEqual([
      '1-4',
      '2-3',
      '5-8',
      '6-7',
    ]);
    // result.set is for the current round only.
    expect(await h.dispatch('result.set', { ...correction, result: 'draw' })).toMatchObject({
      ok: false,
      error: { code: 'play:useCorrection' },
    });
  });
});

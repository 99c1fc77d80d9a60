import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { field, harness, tournament, type Harness } from '../services/rounds/setup';

/**
 * The activity rows keep what the log needs to speak the arbiter's language (defect: the log
 * showed "entrant.add", "result: white-wins", "undid: 179"): names, starting numbers, the board,
 * old and new result, and with an undo the row it undid.
 */
let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const latest = async (t: number) => {
  const [row] = await h.api['activity.list']({ tournamentId: t, limit: 1 });
  if (!row) throw new Error('no activity row');
  return row;
};

describe('activity rows: who, which board, old and new result', () => {
  it('keeps names, numbers and results from registration to undo', async () => {
    const t = await tournament(h, field(8));
    const added = await h.api['entrant.add']({
      tournamentId: t,
      name: 'Łęcki, Paweł',
      federation: 'POL',
      rating: 1850,
    });
    expect((await latest(t)).summary).toMatchObject({
      name: 'Łęcki, Paweł',
      federation: 'POL',
      rating: 1850,
    });

    await h.api['entrant.update']({ id: added.id, fields: { name: 'Łęcki, Paweł', rating: 1875 } });
    // the name was sent unchanged: only the rating is a change
    expect((await latest(t)).summary).toMatchObject({
      changes: [{ field: 'rating', before: 1850, after: 1875 }],
    });

    // nine present, threshold 7: a Swiss; the lowest rated (no. 9) has the bye of round 1 (R4.2)
    const start = await h.api['tournament.start']({ tournamentId: t, seed: 5 });
    expect(start.round?.bye).toMatchObject({ name: 'Łęcki, Paweł', startNo: 9 });
    const board1 = start.round?.boards[0];
    if (!board1) throw new Error('round 1 has no board 1');
    // R6.4: round 1 pairs the top half with the bottom half, no. 1 against no. 5
    expect([board1.white.startNo, board1.black.startNo].sort()).toEqual([1, 5]);

    await h.api['result.set']({ tournamentId: t, round: 1, board: 1, result: 'draw' });
    await h.api['result.set']({ tournamentId: t, round: 1, board: 1, result: 'white-wins' });
    expect((await latest(t)).summary).toMatchObject({
      round: 1,
      board: 1,
      result: 'white-wins',
      before: 'draw',
      white: { name: board1.white.name, startNo: board1.white.startNo },
      black: { name: board1.black.name, startNo: board1.black.startNo },
    });

    for (const b of start.round?.boards.slice(1) ?? [])
      await h.api['result.set']({ tournamentId: t, round: 1, board: b.boardNo, result: 'draw' });
    const r2 = await h.api['round.pairNext']({ tournamentId: t });
    expect(r2.bye).not.toBeNull();
    expect((await latest(t)).summary).toMatchObject({
      round: 2,
      boards: 4,
      byeEntrant: { name: r2.bye?.name, startNo: r2.bye?.startNo },
    });

    await h.api['round.absence']({ tournamentId: t, round: 3, entrantId: added.id, absent: true });
    const absence = (await latest(t)).summary;
    expect(absence).toMatchObject({ name: 'Łęcki, Paweł', startNo: 9, round: 3, absent: true });

    const undone = await h.api['activity.undo']({ tournamentId: t });
    expect(undone).toMatchObject({ action: 'round.absence', summary: absence });
    expect((await latest(t)).summary).toMatchObject({ action: 'round.absence', summary: absence });
  });

  it('names who had White in game 2 of a two-leg round robin (R5.1: colours reversed)', async () => {
    const t = await tournament(h, field(4), { formatMode: 'force-round-robin', twoLegs: true });
    const start = await h.api['tournament.start']({ tournamentId: t, seed: 3 });
    const b = start.round?.boards[0];
    if (!b) throw new Error('round 1 has no board 1');
    await h.api['result.set']({ tournamentId: t, round: 1, board: b.boardNo, leg: 2, result: 'black-wins' });
    expect((await latest(t)).summary).toMatchObject({
      leg: 2,
      white: { name: b.black.name },
      black: { name: b.white.name },
    });
  });

  it('names the action it cannot undo in the arbiter’s words, not the method', async () => {
    const t = await tournament(h, field(8));
    const start = await h.api['tournament.start']({ tournamentId: t, seed: 5 });
    for (const b of start.round?.boards ?? [])
      await h.api['result.set']({ tournamentId: t, round: 1, board: b.boardNo, result: 'draw' });
    await h.api['round.pairNext']({ tournamentId: t });
    // unpairing is not undone: the round is paired again instead
    await h.api['round.unpair']({ tournamentId: t, round: 2 });
    const refused = await h.dispatch('activity.undo', { tournamentId: t }, 'pl');
    expect(refused).toMatchObject({ ok: false, error: { code: 'play:undoNotSupported' } });
    if (refused.ok) return;
    expect(refused.error.message).toContain(
      'Ostatniego działania (Kojarzenie rundy cofnięte) nie można tu cofnąć',
    );
    expect(refused.error.message).not.toContain('round.unpair');
  });
});

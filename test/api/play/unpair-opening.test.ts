import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { field, harness, tournament, type Harness } from '../../services/rounds/setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

async function drawAll(t: number, round: number) {
  const r = await h.api['round.get']({ tournamentId: t, round });
  for (const b of r.boards)
    await h.api['result.set']({ tournamentId: t, round, board: b.boardNo, result: 'draw' });
}

/*
 * Issue 28 (6): a round unpaired and paired again kept none of its opening: a new one was drawn.
 * R11.2: the opening is drawn as the round is paired and stays the round's; unpairing (a
 * latecomer) keeps it for the next pairing unless the arbiter asks for a new one.
 */
describe('unpairing keeps the round opening for its next pairing (R11.2)', () => {
  it('round 2 unpaired and paired again plays the same opening; asked, a new one', async () => {
    const t = await tournament(h, field(8), { swissRounds: 5, openingMode: 'random-2' });
    await h.api['tournament.start']({ tournamentId: t, seed: 3 });
    await drawAll(t, 1);
    const first = (await h.api['round.pairNext']({ tournamentId: t })).opening?.moves;
    expect(first).toHaveLength(2);

    const out = await h.api['round.unpair']({ tournamentId: t, round: 2 });
    expect(out).toMatchObject({ round: 2, kept: first });
    const again = await h.api['round.pairNext']({ tournamentId: t });
    expect(again.opening?.moves).toEqual(first);

    // the arbiter asks for a new opening: nothing is kept, the next pairing draws
    const asked = await h.api['round.unpair']({ tournamentId: t, round: 2, newOpening: true });
    expect(asked.kept).toBeNull();
    const drawn = await h.api['round.pairNext']({ tournamentId: t });
    expect(drawn.opening?.moves).toHaveLength(2);
    // R11.2 in a Swiss: not round 1's opening
    const r1 = await h.api['round.get']({ tournamentId: t, round: 1 });
    expect(drawn.opening?.moves).not.toEqual(r1.opening?.moves);
  });

  it('round 1 unpaired: the start taken back keeps it, unless the opening mode changed meanwhile', async () => {
    const t = await tournament(h, field(8), { swissRounds: 5, openingMode: 'random-2' });
    const r1 = (await h.api['tournament.start']({ tournamentId: t, seed: 3 })).round;
    await h.api['round.unpair']({ tournamentId: t, round: 1 });
    const again = (await h.api['tournament.start']({ tournamentId: t, seed: 3 })).round;
    expect(again?.opening?.moves).toEqual(r1?.opening?.moves);

    await h.api['round.unpair']({ tournamentId: t, round: 1 });
    const tour = await h.api['tournament.get']({ id: t });
    await h.api['tournament.updateSettings']({
      id: t,
      settings: { ...tour.settings, openingMode: 'random-3' },
    });
    const other = (await h.api['tournament.start']({ tournamentId: t, seed: 3 })).round;
    // drawn for the three-move mode, not the two moves kept
    expect(other?.opening?.moves).toHaveLength(3);
  });
});

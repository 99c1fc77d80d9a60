import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { field, harness, idsByStartNo, tournament, type Harness } from '../../services/rounds/setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

/** Scores every board of a round for White, so that the next round can be paired. */
async function finish(t: number, round: number) {
  const r = await h.api['round.get']({ tournamentId: t, round });
  for (const b of r.boards)
    await h.api['result.set']({ tournamentId: t, round, board: b.boardNo, result: 'white-wins' });
}

/*
 * Eight entrants, Swiss. 3 and 6 are marked absent for round 2, 6 again present before it is
 * paired; round 2 then leaves out 3 alone (R6.5), and 3's absence can no longer be taken back.
 */
describe('round.absences (R10.1): absences marked for rounds not yet paired', () => {
  it('lists them as kept, drops one marked present again, and no longer once the round is paired', async () => {
    const t = await tournament(h, field(8));
    await h.api['tournament.start']({ tournamentId: t, seed: 7 });
    const id = await idsByStartNo(h, t);
    const three = id.get(3) ?? 0;
    const six = id.get(6) ?? 0;
    expect(await h.api['round.absences']({ tournamentId: t })).toEqual([]);
    await h.api['round.absence']({ tournamentId: t, round: 2, entrantId: three, absent: true });
    await h.api['round.absence']({ tournamentId: t, round: 2, entrantId: six, absent: true });
    await h.api['round.absence']({ tournamentId: t, round: 4, entrantId: six, absent: true });
    expect(await h.api['round.absences']({ tournamentId: t })).toEqual([
      { round: 2, entrantId: three },
      { round: 2, entrantId: six },
      { round: 4, entrantId: six },
    ]);

    await h.api['round.absence']({ tournamentId: t, round: 2, entrantId: six, absent: false });
    expect(await h.api['round.absences']({ tournamentId: t })).toEqual([
      { round: 2, entrantId: three },
      { round: 4, entrantId: six },
    ]);

    await finish(t, 1);
    const r2 = await h.api['round.pairNext']({ tournamentId: t });
    expect(r2.absences.map((a) => [a.entrant.startNo, a.kind])).toEqual([[3, 'absent']]);
    expect(r2.boards.some((b) => b.white.startNo === 6 || b.black.startNo === 6)).toBe(true);
    // round 2's absence now belongs to the round; round 4's is still to come
    expect(await h.api['round.absences']({ tournamentId: t })).toEqual([{ round: 4, entrantId: six }]);
  });

  it('refuses to mark present again for a round already paired, saying why', async () => {
    const t = await tournament(h, field(8));
    await h.api['tournament.start']({ tournamentId: t, seed: 7 });
    const three = (await idsByStartNo(h, t)).get(3) ?? 0;
    await h.api['round.absence']({ tournamentId: t, round: 2, entrantId: three, absent: true });
    await finish(t, 1);
    await h.api['round.pairNext']({ tournamentId: t });
    const refused = await h.dispatch('round.absence', {
      tournamentId: t,
      round: 2,
      entrantId: three,
      absent: false,
    });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'play:absenceUnmarkPaired',
        message:
          'Round 2 is already paired: Player 03 can no longer be marked present again for it (R10.1). From the next round on, Player 03 is paired as usual.',
      },
    });
    // nothing changed: round 2 still leaves 3 out
    const r2 = await h.api['round.get']({ tournamentId: t, round: 2 });
    expect(r2.absences.map((a) => a.entrant.startNo)).toEqual([3]);
  });
});

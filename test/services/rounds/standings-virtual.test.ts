/**
 * The standings show the Baku acceleration (FIDE C.04.5.1, issue 30) as what it is: the virtual
 * points the next round is paired with, beside the points and never in them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { field, harness, tournament, type Harness } from './setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

/** Pairs the next round (the start for round 1) and draws every game of it. */
async function playRound(t: number, round: number): Promise<void> {
  const r =
    round === 1
      ? (await h.api['tournament.start']({ tournamentId: t, seed: 1 })).round
      : await h.api['round.pairNext']({ tournamentId: t });
  for (const b of r?.boards ?? [])
    await h.api['result.set']({ tournamentId: t, round, board: b.boardNo, leg: 1, result: 'draw' });
}

const virtualByStartNo = (rows: { entrant: { startNo: number }; virtualPoints?: number }[]) =>
  Object.fromEntries(rows.map((r) => [r.entrant.startNo, r.virtualPoints ?? 0]));

describe('virtual points on the standings', () => {
  it('after round 1 of 8 entrants and 5 rounds: 1-4 are paired in round 2 with 2 virtual points, not in their points', async () => {
    // Baku for 8 entrants, 5 rounds: GA = 2 x ceil(8/4) = 4; ceil(5/2) = 3 accelerated rounds,
    // a win's 2 points before rounds 1-2, a draw's 1 before round 3, none after.
    const t = await tournament(h, field(8), { swissRounds: 5, acceleration: 'baku' });
    await playRound(t, 1);
    const s1 = await h.api['standings.get']({ tournamentId: t, afterRound: 1 });
    expect(s1.acceleration).toEqual({ round: 2, lastAccelerated: 4, points: 2 });
    expect(virtualByStartNo(s1.rows)).toEqual({ 1: 2, 2: 2, 3: 2, 4: 2, 5: 0, 6: 0, 7: 0, 8: 0 });
    // Every game drawn: 1 point each, the virtual points nowhere in them.
    expect(s1.rows.map((r) => r.points)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    await playRound(t, 2);
    const s2 = await h.api['standings.get']({ tournamentId: t, afterRound: 2 });
    expect(s2.acceleration).toEqual({ round: 3, lastAccelerated: 4, points: 1 });
    await playRound(t, 3);
    const s3 = await h.api['standings.get']({ tournamentId: t, afterRound: 3 });
    expect(s3.acceleration).toBeNull();
    expect(Object.values(virtualByStartNo(s3.rows)).every((v) => v === 0)).toBe(true);
  });

  it('says nothing of virtual points without acceleration', async () => {
    const t = await tournament(h, field(8), { swissRounds: 5 });
    await playRound(t, 1);
    const s = await h.api['standings.get']({ tournamentId: t, afterRound: 1 });
    expect(s.acceleration).toBeNull();
    expect(Object.values(virtualByStartNo(s.rows)).every((v) => v === 0)).toBe(true);
  });
});

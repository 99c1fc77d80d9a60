/**
 * R6.2 with forbidden pairs (issue 30): the pairing with the fewest rematches, confirmed by the
 * arbiter when no pairing respects the absolute rules, still never pairs a forbidden pair; when no
 * pairing can keep them apart, the round is refused and nothing is saved.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { field, harness, idsByStartNo, tournament, type Harness } from './setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

/** Four entrants, three rounds; round 1 is S1 against S2 (1-3, 2-4, C.04.3), all drawn. */
async function afterRound1(): Promise<{ t: number; id: (n: number) => number }> {
  const t = await tournament(h, field(4), { formatMode: 'force-swiss', swissRounds: 3 });
  const start = await h.api['tournament.start']({ tournamentId: t, seed: 1 });
  const boards = start.round?.boards ?? [];
  expect(boards.map((b) => [b.white.startNo, b.black.startNo].sort().join('-')).sort()).toEqual([
    '1-3',
    '2-4',
  ]);
  for (const b of boards)
    await h.api['result.set']({ tournamentId: t, round: 1, board: b.boardNo, leg: 1, result: 'draw' });
  const ids = await idsByStartNo(h, t);
  return { t, id: (n) => ids.get(n) ?? 0 };
}

const pairsOf = (r: { boards: { white: { startNo: number }; black: { startNo: number } }[] }): string[] =>
  r.boards.map((b) => [b.white.startNo, b.black.startNo].sort().join('-')).sort();

describe('the fewest rematches keep forbidden pairs apart', () => {
  it('1 kept from 2 and 4 in round 2 can only meet 3 again: 1-3 and 2-4, two rematches, not 1-2 3-4', async () => {
    const { t, id } = await afterRound1();
    for (const other of [2, 4])
      await h.api['forbidden.add']({ tournamentId: t, a: id(1), b: id(other), firstRound: 2, lastRound: 2 });
    // No pairing without a rematch exists (1's only allowed opponent is 3, met in round 1).
    const refused = await h.dispatch('round.pairNext', { tournamentId: t });
    expect(refused).toMatchObject({ ok: false, error: { code: 'play:noValidPairing' } });
    // Without the forbidden pairs, 1-2 3-4 or 1-4 2-3 would have no rematch at all; with them the
    // only pairing left is 1-3 (rematch) and so 2-4 (rematch).
    const r2 = await h.api['round.pairNext']({ tournamentId: t, acceptRematches: true });
    expect(pairsOf(r2)).toEqual(['1-3', '2-4']);
  });

  it('refuses the round when even rematches cannot keep the forbidden pairs apart, and saves nothing', async () => {
    const { t, id } = await afterRound1();
    for (const other of [2, 3, 4])
      await h.api['forbidden.add']({ tournamentId: t, a: id(1), b: id(other), firstRound: 2 });
    const r = await h.dispatch('round.pairNext', { tournamentId: t, acceptRematches: true });
    expect(r).toMatchObject({ ok: false, error: { code: 'play:noPairingForbidden' } });
    expect(JSON.stringify(r)).toContain('no pairing of round 2 keeps the forbidden pairs apart');
    expect(await h.api['round.list']({ tournamentId: t })).toHaveLength(1);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TIEBREAK_CODES, type TiebreakCode } from '../../../src/shared/domain';
import { enter, field, harness, idsByStartNo, tournament, type Harness } from './setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

/**
 * RULES.md R9.4: by default a bye enters no tiebreak; the "FIDE 2023" setting evaluates an
 * unplayed round against a virtual opponent with the entrant's own score (FIDE C.07 Art. 16).
 * Nine entrants: round 1 pairs 1-5, 2-6, 3-7, 4-8 and gives 9 the bye (R6.4, R4.2); every game
 * is drawn, so 9 has 2 points (the bye) and the rest 1.
 */
async function afterRoundOne(
  policy: 'recorded' | 'fide-2023' | 'fide-2026',
  tiebreaks: TiebreakCode[] | null = null,
) {
  const t = await tournament(h, field(9), { unplayedPolicy: policy, ...(tiebreaks ? { tiebreaks } : {}) });
  const start = await h.api['tournament.start']({ tournamentId: t, seed: 3 });
  for (const b of start.round?.boards ?? []) await enter(h, t, 1, b.boardNo, 'draw');
  const nine = (await idsByStartNo(h, t)).get(9) ?? 0;
  const why = await h.api['standings.explain']({ tournamentId: t, entrantId: nine });
  return { row: why.row, bh: why.row.tiebreaks.find((f) => f.code === 'BH') };
}

describe('unplayed rounds in tiebreaks (R9.4)', () => {
  it('leaves the bye out of Buchholz as recorded', async () => {
    const { row, bh } = await afterRoundOne('recorded');
    expect(row.points).toBe(2);
    expect(bh?.value).toBe(0);
    expect(bh?.contributions).toEqual([]);
  });

  it('counts the bye against a virtual opponent with the entrant’s own score under FIDE 2023', async () => {
    const { row, bh } = await afterRoundOne('fide-2023');
    expect(row.points).toBe(2);
    expect(bh?.value).toBe(2);
    expect(bh?.contributions).toEqual([
      expect.objectContaining({ round: 1, opponent: null, virtual: true, opponentPoints: 2 }),
    ]);
  });

  // FIDE C.07 as changed in March 2026 (16.4.2): with no opponent the dummy's score is capped at a
  // draw in every round, here 1 after one round (2/1/0), below 9's own 2.
  it('caps the virtual opponent at a draw per round under the 2026 edition', async () => {
    const { row, bh } = await afterRoundOne('fide-2026');
    expect(row.points).toBe(2);
    expect(bh?.value).toBe(1);
    expect(bh?.contributions).toEqual([
      expect.objectContaining({ round: 1, opponent: null, virtual: true, opponentPoints: 1 }),
    ]);
  });

  // R9.6: every code of the catalogue explains the bye round, opponent-less lines included.
  it('explains every catalogue code for the entrant with the bye', async () => {
    const { row } = await afterRoundOne('fide-2026', [...TIEBREAK_CODES]);
    const of = (code: string) => row.tiebreaks.find((f) => f.code === code);
    expect(row.tiebreaks.map((f) => f.code)).toEqual(expect.arrayContaining([...TIEBREAK_CODES]));
    // PS: the running score after round 1 is the bye's 2; GE: a bye is a round elected to play.
    expect(of('PS')?.value).toBe(2);
    expect(of('PS')?.contributions).toEqual([expect.objectContaining({ opponent: null, value: 2 })]);
    expect(of('GE')?.value).toBe(1);
    // WON and BPG count games over the board only: none.
    expect([of('WON')?.value, of('BPG')?.value]).toEqual([0, 0]);
  });
});

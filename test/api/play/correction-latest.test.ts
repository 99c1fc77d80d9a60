import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameResult } from '../../../src/shared/domain';
import { field, harness, idsByStartNo, tournament, type Harness } from '../../services/rounds/setup';

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

/** Scores every board of a round for the entrant with the lower starting number. */
async function higherWins(t: number, round: number) {
  const r = await h.api['round.get']({ tournamentId: t, round });
  for (const b of r.boards)
    await h.api['result.set']({
      tournamentId: t,
      round,
      board: b.boardNo,
      result: b.white.startNo < b.black.startNo ? 'white-wins' : 'black-wins',
    });
  return r;
}

/*
 * Eight entrants, Swiss, 5 rounds, a random two-move opening per round (R11.2). Round 1 as in the
 * R6.7 correction test: 1-5, 2-6, 3-7, 4-8, the higher-ranked entrant winning each board; round 2
 * {1-4, 2-3, 5-8, 6-7} (C.04.3), won likewise. After round 2: 1 and 2 on 4 points, 3, 4, 5, 6 on 2,
 * 7 and 8 on 0; round 3 pairs 1-2 (the only pair of the top score group, not met yet).
 *
 * Correcting round 1 to 5 beating 1: after round 2, 2 and 5 on 4 points, 1, 3, 4, 6 on 2, 7 and 8
 * on 0. Every score group can be paired inside itself (2-5 and 7-8 have not met; in {1, 3, 4, 6}
 * only 1-4 have met, which leaves {1-3, 4-6} or {1-6, 3-4}), so the Dutch system pairs no floater:
 * the new round 3 has 2-5 and 7-8, and 1-2 (now 2 points against 4) is gone.
 */
describe('R6.7: a correction re-pairs the latest round without results, not only round k+1', () => {
  it('rounds 1-2 complete, round 3 paired: correcting round 1 offers round 3 and re-pairs it, opening kept', async () => {
    const t = await tournament(h, field(8), { swissRounds: 5, openingMode: 'random-2' });
    await h.api['tournament.start']({ tournamentId: t, seed: 3 });
    const r1 = await higherWins(t, 1);
    expect(pairSet(r1.boards)).toEqual(['1-5', '2-6', '3-7', '4-8']);
    await h.api['round.pairNext']({ tournamentId: t });
    await higherWins(t, 2);
    const r3 = await h.api['round.pairNext']({ tournamentId: t });
    expect(pairSet(r3.boards)).toContain('1-2');
    const opening = r3.opening?.moves;
    expect(opening).toHaveLength(2);

    const b1 = r1.boards.find((b) => b.white.startNo === 1 || b.black.startNo === 1);
    if (!b1) throw new Error('1 is not paired');
    const lost: GameResult = b1.white.startNo === 1 ? 'black-wins' : 'white-wins';
    const correction = { tournamentId: t, round: 1, board: b1.boardNo, result: lost };

    const { repair, impact } = await h.api['result.previewCorrection'](correction);
    // only round 2 has results; round 3 is the one re-paired
    expect(impact.later).toEqual([
      { round: 2, pairing: 'played' },
      { round: 3, pairing: 'repaired' },
    ]);
    expect(repair?.round).toBe(3);
    expect(repair?.changed).toBe(true);
    expect(repair?.opening).toEqual(opening);
    expect(pairSet(repair?.old ?? [])).toEqual(pairSet(r3.boards));
    const fresh = pairSet(repair?.new ?? []);
    expect(fresh).toContain('2-5');
    expect(fresh).toContain('7-8');
    expect(fresh).not.toContain('1-2');
    expect([
      ['1-3', '2-5', '4-6', '7-8'],
      ['1-6', '2-5', '3-4', '7-8'],
    ]).toContainEqual(fresh);

    // without confirmation refused, naming round 3
    const refused = await h.dispatch('result.correct', correction, 'en');
    expect(refused).toMatchObject({ ok: false, error: { code: 'play:confirmRepair' } });
    if (!refused.ok) expect(refused.error.message).toContain('round 3');

    const done = await h.api['result.correct']({ ...correction, confirm: true });
    expect(done.repair?.round).toBe(3);
    const now3 = await h.api['round.get']({ tournamentId: t, round: 3 });
    expect(pairSet(now3.boards)).toEqual(fresh);
    // the drawn opening stays with the re-paired round (R11.2)
    expect(now3.opening?.moves).toEqual(opening);
    // round 2 keeps its pairing
    expect(pairSet((await h.api['round.get']({ tournamentId: t, round: 2 })).boards)).toEqual([
      '1-4',
      '2-3',
      '5-8',
      '6-7',
    ]);
    const ids = await idsByStartNo(h, t);
    const s = await h.api['standings.get']({ tournamentId: t, afterRound: 2 });
    expect(s.rows.find((r) => r.entrant.id === ids.get(5))?.points).toBe(4);
    expect(s.rows.find((r) => r.entrant.id === ids.get(1))?.points).toBe(2);

    // Undo: the old result and the old round 3 back
    expect(await h.api['activity.undo']({ tournamentId: t })).toMatchObject({ action: 'result.correct' });
    expect(pairSet((await h.api['round.get']({ tournamentId: t, round: 3 })).boards)).toEqual(
      pairSet(r3.boards),
    );
  });

  it('a new opening for the re-paired round only when asked, and undo brings the old one back', async () => {
    const t = await tournament(h, field(8), { swissRounds: 5, openingMode: 'random-2' });
    await h.api['tournament.start']({ tournamentId: t, seed: 3 });
    const r1 = await higherWins(t, 1);
    await h.api['round.pairNext']({ tournamentId: t });
    await higherWins(t, 2);
    const r3 = await h.api['round.pairNext']({ tournamentId: t });
    const opening = r3.opening?.moves;
    const b1 = r1.boards.find((b) => b.white.startNo === 1 || b.black.startNo === 1);
    if (!b1) throw new Error('1 is not paired');
    const lost: GameResult = b1.white.startNo === 1 ? 'black-wins' : 'white-wins';
    await h.api['result.correct']({
      tournamentId: t,
      round: 1,
      board: b1.boardNo,
      result: lost,
      confirm: true,
      newOpening: true,
    });
    const now3 = await h.api['round.get']({ tournamentId: t, round: 3 });
    expect(now3.opening?.moves).toHaveLength(2);
    // R11.2 in a Swiss: no opening twice, the replaced one included
    expect(now3.opening?.moves).not.toEqual(opening);
    await h.api['activity.undo']({ tournamentId: t });
    expect((await h.api['round.get']({ tournamentId: t, round: 3 })).opening?.moves).toEqual(opening);
  });

  it('round 3 with a result keeps its pairing: rounds 2 and 3 are said to have results', async () => {
    const t = await tournament(h, field(8), { swissRounds: 5 });
    await h.api['tournament.start']({ tournamentId: t, seed: 3 });
    const r1 = await higherWins(t, 1);
    await h.api['round.pairNext']({ tournamentId: t });
    await higherWins(t, 2);
    const r3 = await h.api['round.pairNext']({ tournamentId: t });
    await h.api['result.set']({ tournamentId: t, round: 3, board: 1, result: 'draw' });
    const b1 = r1.boards.find((b) => b.white.startNo === 1 || b.black.startNo === 1);
    if (!b1) throw new Error('1 is not paired');
    const lost: GameResult = b1.white.startNo === 1 ? 'black-wins' : 'white-wins';
    const ref = { tournamentId: t, round: 1, board: b1.boardNo, result: lost };
    const { repair, impact } = await h.api['result.previewCorrection'](ref);
    expect(repair).toBeNull();
    expect(impact.later).toEqual([
      { round: 2, pairing: 'played' },
      { round: 3, pairing: 'played' },
    ]);
    await h.api['result.correct'](ref);
    expect(pairSet((await h.api['round.get']({ tournamentId: t, round: 3 })).boards)).toEqual(
      pairSet(r3.boards),
    );
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameResult } from '../../../src/shared/domain';
import { field, harness, tournament, type Harness } from '../../services/rounds/setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

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

/** The result stored on a board of round 1. */
async function resultOn(t: number, board: number) {
  const r = await h.api['round.get']({ tournamentId: t, round: 1 });
  return r.boards.find((b) => b.boardNo === board)?.games[0]?.result ?? null;
}

const flip = (r: GameResult | null | undefined): GameResult =>
  r === 'white-wins' ? 'black-wins' : 'white-wins';

/*
 * Eight entrants, Swiss, 5 rounds; every board of round 1 won by the higher-ranked entrant. As in
 * the R6.7 correction test, 1 losing round 1 re-pairs round 2 while it has no result; once round 2
 * has one, and later with rounds 2 and 3 played, the same correction only moves the standings.
 */
describe('result.previewCorrection: what a correction touches (R6.7, R9.1)', () => {
  it('round k+1 without results: re-paired, or the same boards; with results: kept', async () => {
    const t = await tournament(h, field(8), { swissRounds: 5 });
    await h.api['tournament.start']({ tournamentId: t, seed: 3 });
    const r1 = await higherWins(t, 1);
    await h.api['round.pairNext']({ tournamentId: t });
    const b1 = r1.boards.find((b) => b.white.startNo === 1 || b.black.startNo === 1);
    if (!b1) throw new Error('1 is not paired');
    const now = await resultOn(t, b1.boardNo);
    const ref = { tournamentId: t, round: 1, board: b1.boardNo };

    const losing = await h.api['result.previewCorrection']({ ...ref, result: flip(now) });
    expect(losing.impact).toEqual({
      round: 1,
      before: now,
      after: flip(now),
      standings: { from: 1, to: 2 },
      later: [{ round: 2, pairing: 'repaired' }],
    });
    // the result it already has re-pairs round 2 into the same boards
    const same = await h.api['result.previewCorrection']({ ...ref, result: now ?? 'draw' });
    expect(same.repair?.changed).toBe(false);
    expect(same.impact.later).toEqual([{ round: 2, pairing: 'same' }]);

    await h.api['result.set']({ tournamentId: t, round: 2, board: 1, result: 'draw' });
    const afterOne = await h.api['result.previewCorrection']({ ...ref, result: flip(now) });
    expect(afterOne.repair).toBeNull();
    expect(afterOne.impact.later).toEqual([{ round: 2, pairing: 'played' }]);

    await higherWins(t, 2);
    await h.api['round.pairNext']({ tournamentId: t });
    await h.api['result.set']({ tournamentId: t, round: 3, board: 2, result: 'draw' });
    const back = await h.api['result.previewCorrection']({ ...ref, result: flip(now) });
    expect(back.impact).toMatchObject({
      standings: { from: 1, to: 3 },
      later: [
        { round: 2, pairing: 'played' },
        { round: 3, pairing: 'played' },
      ],
    });
    // a preview changes nothing
    expect(await resultOn(t, b1.boardNo)).toBe(now);
  });

  it('a round robin: the next round comes from the Berger table and stays (R7.1)', async () => {
    const t = await tournament(h, field(6));
    await h.api['tournament.start']({ tournamentId: t, seed: 3 });
    await higherWins(t, 1);
    await h.api['round.pairNext']({ tournamentId: t });
    const p = await h.api['result.previewCorrection']({
      tournamentId: t,
      round: 1,
      board: 1,
      result: 'draw',
    });
    expect(p.repair).toBeNull();
    expect(p.impact).toMatchObject({
      standings: { from: 1, to: 2 },
      later: [{ round: 2, pairing: 'table' }],
    });
  });
});

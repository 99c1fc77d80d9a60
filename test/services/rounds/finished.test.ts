import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RoundRow } from '../../../src/main/db/repos/rounds';
import { isFinished } from '../../../src/main/services/rounds/state';
import type { GameResult } from '../../../src/shared/domain';
import { enter, field, harness, idsByStartNo, tournament, type Harness } from './setup';

/** A round as the state holds it, reduced to what the status reads: one list of results per board. */
const round = (number: number, boards: (GameResult | null)[][]): RoundRow =>
  ({
    number,
    boards: boards.map((games, i) => ({
      boardNo: i + 1,
      games: games.map((result, leg) => ({ leg: leg + 1, result })),
    })),
  }) as unknown as RoundRow;

describe('isFinished: every planned round paired, every game with a result', () => {
  const done = round(1, [['draw'], ['white-wins']]);
  it.each([
    ['nothing paired', [], 3, false],
    ['two of three rounds complete', [done, round(2, [['draw'], ['black-wins']])], 3, false],
    [
      'the last round with one game open',
      [done, round(2, [['draw'], ['draw']]), round(3, [['draw'], [null]])],
      3,
      false,
    ],
    [
      'all three complete',
      [done, round(2, [['draw'], ['draw']]), round(3, [['draw'], ['double-forfeit']])],
      3,
      true,
    ],
    ['a one-round event complete', [done], 1, true],
    ['two legs, the second open', [round(1, [['draw', null]])], 1, false],
    ['two legs, both in', [round(1, [['draw', 'white-wins-forfeit']])], 1, true],
    ['no rounds planned (not started)', [done], null, false],
  ] as const)('%s', (_, rounds, planned, expected) => {
    expect(isFinished({ rounds: [...rounds] }, planned)).toBe(expected);
  });
});

let h: Harness;
beforeEach(() => {
  // The day after the tournament of 5 December 2026: ruling open games drawn needs the announced
  // duration to be over (R15.1).
  h = harness('en', () => new Date(2026, 11, 6, 12, 0));
});
afterEach(() => h.done());

/*
 * Four present: a round robin of 3 rounds, two legs each (R3.2), table numbers by rating, so
 * Player 01..04 are 1..4. Berger for 4: R1 {1-4, 2-3}, R2 {4-3, 1-2}, R3 {2-4, 3-1}: two boards,
 * four games a round, twelve in all.
 */
async function fourOfAKind() {
  const t = await tournament(h, field(4), { tableNumbers: 'rating' });
  await h.api['tournament.start']({ tournamentId: t, seed: 5 });
  const status = async () => (await h.api['tournament.get']({ id: t })).status;
  const progress = () => h.api['tournament.progress']({ tournamentId: t });
  const all = async (n: number, result: GameResult = 'draw') => {
    for (const board of [1, 2]) for (const leg of [1, 2] as const) await enter(h, t, n, board, result, leg);
  };
  return { t, status, progress, all };
}

describe('the tournament status follows the results of the last planned round', () => {
  it('is finished with the last result, stays so through a correction, runs again when one is taken back', async () => {
    const { t, status, progress, all } = await fourOfAKind();
    expect((await progress()).roundsPlanned).toBe(3);
    await all(1);
    await h.api['round.pairNext']({ tournamentId: t });
    await all(2);
    await h.api['round.pairNext']({ tournamentId: t });
    expect(await status()).toBe('running');
    // round 3: three of its four games in
    await enter(h, t, 3, 1, 'draw', 1);
    await enter(h, t, 3, 1, 'draw', 2);
    await enter(h, t, 3, 2, 'draw', 1);
    expect(await status()).toBe('running');
    expect((await progress()).pairNext.reason?.key).toBe('play:unfinishedRound');

    await enter(h, t, 3, 2, 'white-wins', 2);
    expect(await status()).toBe('finished');
    const p = await progress();
    expect(p.finished).toBe(true);
    expect(p.pairNext).toEqual({
      ok: false,
      reason: { key: 'play:tournamentFinished', params: { rounds: 3 } },
      withRematches: false,
    });
    expect(await h.dispatch('round.pairNext', { tournamentId: t })).toMatchObject({
      ok: false,
      error: { code: 'play:tournamentFinished' },
    });

    // R6.7: a correction of round 1 keeps every game with a result
    await h.api['result.correct']({ tournamentId: t, round: 1, board: 1, leg: 1, result: 'black-wins' });
    expect(await status()).toBe('finished');

    // clearing the last result opens the round again; entering it finishes again
    await enter(h, t, 3, 2, null as unknown as GameResult, 2);
    expect(await status()).toBe('running');
    expect((await progress()).finished).toBe(false);
    await enter(h, t, 3, 2, 'black-wins', 2);
    expect(await status()).toBe('finished');

    // undo of that last result: running again, the game open
    await h.api['activity.undo']({ tournamentId: t });
    expect(await status()).toBe('running');
    const r3 = await h.api['round.get']({ tournamentId: t, round: 3 });
    expect(r3.unfinished).toBe(1);
  });

  it('is finished by the ruled draws of R15 and by the forfeit of a withdrawal in the last round', async () => {
    const { t, status, all } = await fourOfAKind();
    await all(1);
    await h.api['round.pairNext']({ tournamentId: t });
    await all(2);
    await h.api['round.pairNext']({ tournamentId: t });
    // round 3: board 1 complete, board 2 (3 against 1) open in both games
    await enter(h, t, 3, 1, 'draw', 1);
    await enter(h, t, 3, 1, 'draw', 2);
    await h.api['result.rule']({ tournamentId: t, round: 3 });
    expect(await status()).toBe('finished');
    await h.api['activity.undo']({ tournamentId: t });
    expect(await status()).toBe('running');

    // R10.2: 3 withdraws with both games of round 3 open: both are forfeits for 1, all in
    const ids = await idsByStartNo(h, t);
    await h.api['entrant.withdraw']({ id: ids.get(3) ?? 0 });
    expect(await status()).toBe('finished');
    const r3 = await h.api['round.get']({ tournamentId: t, round: 3 });
    expect(
      r3.boards.find((b) => b.white.startNo === 3 || b.black.startNo === 3)?.games.map((g) => g.result),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/-wins-forfeit$/)]));
    // and its undo opens the round again
    await h.api['activity.undo']({ tournamentId: t });
    expect(await status()).toBe('running');
  });
});

describe('result.set with the standings in the same answer', () => {
  /*
   * Round 1 {1-4, 2-3}, every game drawn but the last: 1, 2, 3, 4 on 2 points each; then the
   * second game of board 2 won by its White: that game's White gains 1, its Black loses 1.
   */
  it('stores the result and answers with the standings after it, as standings.get reads them', async () => {
    const { t } = await fourOfAKind();
    for (const [board, leg] of [
      [1, 1],
      [1, 2],
      [2, 1],
    ] as const)
      await enter(h, t, 1, board, 'draw', leg);
    const out = await h.api['result.set']({
      tournamentId: t,
      round: 1,
      board: 2,
      leg: 2,
      result: 'white-wins',
      standings: true,
    });
    expect(out.unfinished).toBe(0);
    const board2 = out.boards.find((b) => b.boardNo === 2);
    // leg 2 has the colours reversed (R5.1): its White is the board's Black
    const winner = board2?.black.startNo ?? 0;
    const loser = board2?.white.startNo ?? 0;
    const points = new Map(out.standings?.rows.map((r) => [r.entrant.startNo, r.points]));
    expect(Object.fromEntries(points)).toEqual({ 1: 2, 4: 2, [winner]: 3, [loser]: 1 });
    expect(out.standings?.afterRound).toBe(1);
    expect(out.standings).toEqual(await h.api['standings.get']({ tournamentId: t }));
    // without the flag the answer is the round alone
    const plain = await h.api['result.set']({ tournamentId: t, round: 1, board: 2, leg: 2, result: 'draw' });
    expect(plain.standings).toBeUndefined();
  });
});

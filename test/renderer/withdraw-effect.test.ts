import { describe, expect, it } from 'vitest';
import type { RoundView } from '../../src/shared/api/rounds';
import { withdrawEffect } from '../../src/renderer/components/entrants/withdraw-open';

// Round 3 by hand: board 1 Ann (id 1) - Bob (id 2), board 2 Cy (id 3) - Dee (id 4); Eve (id 5) has the bye.
const ref = (id: number, name: string) => ({ id, startNo: id, name, rating: null, title: null });
function round3(board1: RoundView['boards'][number]['games'][number]['result'], legs: 1 | 2 = 1): RoundView {
  const games = (w: number, b: number, result: typeof board1) =>
    Array.from({ length: legs }, (_, i) => ({
      id: w * 10 + i,
      leg: (i + 1) as 1 | 2,
      whiteId: i === 0 ? w : b,
      blackId: i === 0 ? b : w,
      result: i === 0 ? result : null,
    }));
  return {
    boards: [
      {
        boardNo: 1,
        white: ref(1, 'Ann'),
        black: ref(2, 'Bob'),
        whitePoints: 4,
        blackPoints: 4,
        games: games(1, 2, board1),
        finished: board1 !== null,
      },
      {
        boardNo: 2,
        white: ref(3, 'Cy'),
        black: ref(4, 'Dee'),
        whitePoints: 2,
        blackPoints: 2,
        games: games(3, 4, 'draw'),
        finished: true,
      },
    ],
  } as unknown as RoundView;
}

describe('the withdraw dialog says only what the withdrawal does to the current round (R10.2, R8.3)', () => {
  it('a game of the round still without a result: a forfeit win for the opponent, named', () => {
    expect(withdrawEffect(round3(null), 2)).toEqual({ kind: 'open', opponent: 'Ann' });
    expect(withdrawEffect(round3(null), 1)).toEqual({ kind: 'open', opponent: 'Bob' });
  });
  it('every result of the round is in: no forfeit is announced', () => {
    expect(withdrawEffect(round3('white-wins'), 2)).toEqual({ kind: 'decided' });
    expect(withdrawEffect(round3('white-wins'), 3)).toEqual({ kind: 'decided' });
  });
  it('two legs: one leg without a result is still open (R5)', () => {
    expect(withdrawEffect(round3('white-wins', 2), 1)).toEqual({ kind: 'open', opponent: 'Bob' });
  });
  it('no board in the round (the bye), or no round: nothing to say', () => {
    expect(withdrawEffect(round3(null), 5)).toEqual({ kind: 'none' });
    expect(withdrawEffect(null, 1)).toEqual({ kind: 'none' });
  });
});

import { describe, expect, it } from 'vitest';
import { gamePoints, scoreArena } from '../../../src/main/engine/arena/points';
import { entrant, game } from './build';

const summary = (s: ReturnType<typeof scoreArena>) =>
  s.map((r) => [r.id, r.place, r.points, r.wins, r.streak]);

describe('arena points (R14.3)', () => {
  it('win 2, draw 1, loss 0; the third win in a row and every one after it is 3', () => {
    // Player 1: W W W W D W. By hand: 2 + 2 + 3 + 3 + 1 + 2 = 13.
    const g = [
      game(1, 2, 'white-wins', 0, 5),
      game(3, 1, 'black-wins', 6, 10),
      game(1, 4, 'white-wins', 11, 15),
      game(2, 1, 'black-wins', 16, 20),
      game(1, 3, 'draw', 21, 25),
      game(4, 1, 'black-wins', 26, 30),
    ];
    const s = scoreArena(
      [1, 2, 3, 4].map((id) => entrant(id)),
      g,
    );
    const one = s.find((r) => r.id === 1)!;
    expect(one.history.map((h) => h.points)).toEqual([2, 2, 3, 3, 1, 2]);
    expect(one.points).toBe(13);
    expect(one.streak).toBe(1);
    expect(one.history.map((h) => h.onStreak)).toEqual([false, false, true, true, false, false]);
  });

  it('a loss ends the streak like a draw', () => {
    const g = [
      game(1, 2, 'white-wins', 0, 5),
      game(1, 3, 'white-wins', 6, 10),
      game(1, 4, 'black-wins', 11, 15),
      game(1, 2, 'white-wins', 16, 20),
      game(1, 3, 'white-wins', 21, 25),
    ];
    const one = scoreArena(
      [1, 2, 3, 4].map((id) => entrant(id)),
      g,
    ).find((r) => r.id === 1)!;
    expect(one.history.map((h) => h.points)).toEqual([2, 2, 0, 2, 2]);
  });

  it('streaks follow the order the games ended, not the order they started', () => {
    // The game started first ends last: its win is the third in a row.
    const g = [
      game(1, 2, 'white-wins', 0, 30),
      game(1, 3, 'white-wins', 1, 5),
      game(4, 1, 'black-wins', 6, 10),
    ];
    const one = scoreArena(
      [1, 2, 3, 4].map((id) => entrant(id)),
      g,
    ).find((r) => r.id === 1)!;
    expect(one.history.map((h) => [h.gameId, h.points])).toEqual([
      [g[1]!.id, 2],
      [g[2]!.id, 2],
      [g[0]!.id, 3],
    ]);
  });

  it('a corrected result recomputes the streak from that game on', () => {
    const g = [
      game(1, 2, 'white-wins', 0, 5),
      game(1, 3, 'white-wins', 6, 10),
      game(1, 4, 'white-wins', 11, 15),
    ];
    const before = scoreArena(
      [1, 2, 3, 4].map((id) => entrant(id)),
      g,
    ).find((r) => r.id === 1)!;
    expect(before.points).toBe(7);
    g[1] = { ...g[1]!, result: 'draw' };
    const after = scoreArena(
      [1, 2, 3, 4].map((id) => entrant(id)),
      g,
    ).find((r) => r.id === 1)!;
    // 2 + 1 + 2: the third game is no longer on a streak.
    expect(after.history.map((h) => h.points)).toEqual([2, 1, 2]);
    expect(after.points).toBe(5);
  });

  it('a ruled draw at the close counts 1 and ends the streak (R15.1, R8.5)', () => {
    const g = [
      game(1, 2, 'white-wins', 0, 5),
      game(1, 3, 'white-wins', 6, 10),
      game(1, 4, 'ruled-draw', 11, 70),
    ];
    const one = scoreArena(
      [1, 2, 3, 4].map((id) => entrant(id)),
      g,
    ).find((r) => r.id === 1)!;
    expect(one.history.map((h) => h.points)).toEqual([2, 2, 1]);
    expect(one.streak).toBe(0);
  });

  it('running games score nothing yet', () => {
    const s = scoreArena([entrant(1), entrant(2)], [game(1, 2, null, 0, null)]);
    expect(s.map((r) => r.games)).toEqual([0, 0]);
  });
});

describe('arena boost (R14.4)', () => {
  it('a boosted win is 4, 6 on a streak; a boosted draw or loss is unchanged', () => {
    expect([gamePoints('win', 0, true), gamePoints('win', 2, true), gamePoints('win', 5, true)]).toEqual([
      4, 6, 6,
    ]);
    expect([gamePoints('draw', 3, true), gamePoints('loss', 3, true)]).toEqual([1, 0]);
  });

  it('only the player who boosted gets the double', () => {
    const g = [
      game(1, 2, 'white-wins', 0, 5, { white: true, black: true }),
      game(2, 1, 'white-wins', 6, 10, { white: true }),
    ];
    const s = scoreArena([entrant(1), entrant(2)], g);
    expect(s.find((r) => r.id === 1)!.history.map((h) => h.points)).toEqual([4, 0]);
    expect(s.find((r) => r.id === 2)!.history.map((h) => h.points)).toEqual([0, 4]);
  });
});

describe('arena ranking (R14.5)', () => {
  it('points, then wins; equal on both share the place', () => {
    // 1: two draws = 2 points, 0 wins. 2: one win = 2 points, 1 win. 3: win + loss = 2 points, 1 win.
    // 4: draw + loss = 1. 5: loss + draw + loss = 1. 6: nothing.
    const g = [
      game(1, 4, 'draw', 0, 5),
      game(1, 5, 'draw', 6, 10),
      game(2, 5, 'white-wins', 0, 5),
      game(3, 6, 'white-wins', 0, 4),
      game(4, 3, 'white-wins', 6, 9),
      game(6, 5, 'white-wins', 11, 15),
    ];
    const s = scoreArena(
      [1, 2, 3, 4, 5, 6].map((id) => entrant(id, 2000 - id)),
      g,
    );
    // 6 beat 5 too: 6 has win + loss = 2 points, 1 win. 4: draw + win = 3 points.
    expect(summary(s)).toEqual([
      [4, 1, 3, 1, 1],
      [2, 2, 2, 1, 1],
      [3, 2, 2, 1, 0],
      [6, 2, 2, 1, 1],
      [1, 5, 2, 0, 0],
      [5, 6, 1, 0, 0],
    ]);
  });

  it('before any game the ranking is by rating, unrated last', () => {
    const s = scoreArena([entrant(1, 1500), entrant(2, null), entrant(3, 1900)], []);
    expect(s.map((r) => [r.id, r.place])).toEqual([
      [3, 1],
      [1, 1],
      [2, 1],
    ]);
  });
});

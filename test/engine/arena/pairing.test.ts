import { describe, expect, it } from 'vitest';
import {
  allowedAgainAt,
  batchIsDue,
  colours,
  freeEntrants,
  pairArena,
} from '../../../src/main/engine/arena/pairing';
import type { ArenaEntrant, ArenaGame } from '../../../src/main/engine/arena/types';
import { at, entrant, game, T0 } from './build';

const SEC = 1000;
const input = (entrants: ArenaEntrant[], games: ArenaGame[], ranking: number[], now: number) => ({
  entrants,
  games,
  ranking,
  now,
  waitMs: 15 * SEC,
});

describe('arena cooldown (R14.2, R14.6)', () => {
  it('after k games together the pair waits 5 x k minutes from the end of the last, exactly', () => {
    const once = [game(1, 2, 'draw', 0, 7)];
    expect(allowedAgainAt(once, 1, 2)).toBe(at(12));
    const twice = [...once, game(2, 1, 'white-wins', 20, 26)];
    // k = 2: 10 minutes after minute 26.
    expect(allowedAgainAt(twice, 2, 1)).toBe(at(36));
    const thrice = [...twice, game(1, 2, 'draw', 40, 41)];
    expect(allowedAgainAt(thrice, 1, 2)).toBe(at(56));
    expect(allowedAgainAt(thrice, 1, 3)).toBe(-Infinity);
  });

  it('pairs them again at exactly 5 x k minutes, not a second before', () => {
    const es = [entrant(1), entrant(2)];
    const g = [game(1, 2, 'draw', 0, 7)];
    expect(pairArena(input(es, g, [1, 2], at(12) - SEC))).toEqual([]);
    expect(pairArena(input(es, g, [1, 2], at(12)))).toHaveLength(1);
  });
});

describe('who is free (R14.1)', () => {
  it('not on a board, not paused; free since the later of joining and the last game end', () => {
    const es = [
      entrant(1),
      entrant(2),
      entrant(3, null, true),
      entrant(4),
      { ...entrant(5), availableSince: at(9) },
    ];
    const g = [game(1, 2, 'draw', 0, 6), game(4, 1, null, 7, null)];
    expect(freeEntrants(es, g)).toEqual([
      { id: 2, freeSince: at(6) },
      { id: 5, freeSince: at(9) },
    ]);
  });
});

describe('arena batches (lichess waiting rule)', () => {
  const field = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => entrant(id));
  const ranking = field.map((e) => e.id);
  // Boards 1-2 ... 9-10 played; 3-4 ended at minute 5, 7-8 at minute 5 + 10 s; others still play.
  const games = [
    game(1, 2, null, 0, null),
    game(3, 4, 'draw', 0, 5),
    game(5, 6, null, 0, null),
    game(7, 8, 'draw', 0, 5 + 10 / 60),
    game(9, 10, null, 0, null),
  ];

  it('the first pairing is at once', () => {
    expect(batchIsDue(input(field, [], ranking, T0), freeEntrants(field, []))).toBe(true);
  });

  it('freed players wait until two of them have waited the wait time', () => {
    const free = freeEntrants(field, games);
    expect(batchIsDue(input(field, games, ranking, at(5) + 14 * SEC), free)).toBe(false);
    // 3 and 4 have waited 15 s: the batch of four free entrants is paired by rank.
    expect(batchIsDue(input(field, games, ranking, at(5) + 15 * SEC), free)).toBe(true);
    const boards = pairArena(input(field, games, ranking, at(5) + 15 * SEC));
    // Nearest in rank without a rematch inside the cooldown: 3-7 and 4-8 (3-4 and 7-8 just met).
    expect(boards.map((b) => [b.white, b.black].sort((x, y) => x - y))).toEqual([
      [3, 7],
      [4, 8],
    ]);
  });

  it('a small field pairs at once when the free are a large share of it', () => {
    const four = [1, 2, 3, 4].map((id) => entrant(id));
    const g = [game(1, 2, 'draw', 0, 5), game(3, 4, null, 0, null)];
    // Active 4 <= 1.5 x 2 free? No (3): wait.
    expect(pairArena(input(four, g, [1, 2, 3, 4], at(5)))).toEqual([]);
    const g2 = [game(1, 2, 'draw', 0, 5), game(3, 4, 'draw', 0, 5)];
    // 4 active, 4 free: at once; 1-2 and 3-4 are in their cooldown, so 1-3 and 2-4.
    const boards = pairArena(input(four, g2, [1, 2, 3, 4], at(5)));
    expect(boards.map((b) => [b.white, b.black].sort((x, y) => x - y))).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it('with an odd batch the one freed last waits', () => {
    const es = [1, 2, 3].map((id) => entrant(id));
    const g = [game(1, 2, 'draw', 0, 1), { ...game(3, 9, 'draw', 0, 2) }];
    const boards = pairArena(input([...es, entrant(9, null, true)], g, [3, 1, 2, 9], at(3)));
    // 1 and 2 met less than 5 minutes ago, so 3 (freed last) is needed: 1-3 or 2-3, 1 nearer.
    expect(boards.map((b) => [b.white, b.black].sort((x, y) => x - y))).toEqual([[1, 3]]);
    const g2 = [game(1, 4, 'draw', 0, 1), game(2, 5, 'draw', 0, 1), game(3, 9, 'draw', 0, 2)];
    const boards2 = pairArena(
      input(
        [...es, entrant(4, null, true), entrant(5, null, true), entrant(9, null, true)],
        g2,
        [3, 1, 2, 4, 5, 9],
        at(3),
      ),
    );
    // 3 was freed last: 1-2 play although 3 ranks above both.
    expect(boards2.map((b) => [b.white, b.black].sort((x, y) => x - y))).toEqual([[1, 2]]);
  });

  it('pairs by rank: the leader meets the next free entrant in the ranking', () => {
    const es = [1, 2, 3, 4, 5, 6].map((id) => entrant(id));
    const boards = pairArena(input(es, [], [6, 5, 4, 3, 2, 1], T0));
    expect(boards.map((b) => [b.white, b.black].sort((x, y) => x - y))).toEqual([
      [5, 6],
      [3, 4],
      [1, 2],
    ]);
  });

  it('a paused entrant is not paired', () => {
    const es = [entrant(1), entrant(2, null, true), entrant(3)];
    const boards = pairArena(input(es, [], [1, 2, 3], T0));
    expect(boards.map((b) => [b.white, b.black].sort((x, y) => x - y))).toEqual([[1, 3]]);
  });
});

describe('arena colours', () => {
  it('the player who had more whites takes black', () => {
    const g = [game(1, 3, 'draw', 0, 5), game(1, 4, 'draw', 6, 10), game(2, 3, 'draw', 0, 5)];
    expect(colours(1, 2, g)).toEqual({ white: 2, black: 1 });
  });
  it('on equal balance, the colour alternates from the last game', () => {
    // Balances 0 and 0; 1 last had white, 2 last had black.
    const g = [
      game(3, 1, 'draw', 0, 5),
      game(1, 4, 'draw', 6, 10),
      game(2, 3, 'draw', 0, 5),
      game(4, 2, 'draw', 6, 10),
    ];
    expect(colours(1, 2, g)).toEqual({ white: 2, black: 1 });
    expect(colours(2, 1, g)).toEqual({ white: 2, black: 1 });
  });
  it('first game of both: the better ranked takes white', () => {
    expect(colours(7, 3, [])).toEqual({ white: 7, black: 3 });
  });
});

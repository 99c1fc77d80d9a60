import { describe, expect, it } from 'vitest';
import { handPairingRefusal, type HandPairing } from '../../../src/main/engine/arena/by-hand';
import { arenaTime } from '../../../src/main/engine/arena/clock';
import type { ArenaGame } from '../../../src/main/engine/arena/types';
import { at, entrant, game, T0 } from './build';

// An arena of 14:00-14:30 (the close at 14:40); entrant 4 left at 14:06.
const END = at(30);
const field = [entrant(1), entrant(2), entrant(3), { ...entrant(4, null, true), availableSince: at(6) }];
const ask = (
  white: number,
  black: number,
  games: ArenaGame[],
  now: number,
): ReturnType<typeof handPairingRefusal> =>
  handPairingRefusal({
    entrants: field,
    games,
    time: arenaTime(now, T0, END),
    startsAt: T0,
    now,
    white,
    black,
  } satisfies HandPairing);

describe('pairing by hand (R14.1, R14.2, R14.6)', () => {
  it('lets two free entrants sit down whatever the live pairing would choose', () => {
    expect(ask(3, 1, [], at(0))).toBeNull();
    expect(ask(1, 3, [game(1, 2, 'draw', 0, 4)], at(29.99))).toBeNull();
  });

  it('refuses the same entrant twice, and an entrant not of this arena', () => {
    expect(ask(2, 2, [], at(1))).toEqual({ why: 'same' });
    expect(ask(1, 9, [], at(1))).toEqual({ why: 'unknown', id: 9 });
  });

  it('refuses before the start (until the start) and from the announced end on (R14.6)', () => {
    expect(ask(1, 2, [], at(-0.5))).toEqual({ why: 'beforeStart', startsAt: T0 });
    expect(ask(1, 2, [], END)).toEqual({ why: 'afterEnd', endsAt: END });
    expect(ask(1, 2, [], at(45))).toEqual({ why: 'afterEnd', endsAt: END });
  });

  it('refuses a paused entrant (since they left) and one on a board (since the game began)', () => {
    expect(ask(4, 1, [], at(7))).toEqual({ why: 'paused', id: 4, since: at(6) });
    const running = game(3, 2, null, 5, null);
    expect(ask(1, 2, [running], at(7))).toEqual({ why: 'playing', id: 2, gameId: running.id, since: at(5) });
  });

  it('refuses a pair in its 5 x k minutes until exactly that time, and says when it runs past the end', () => {
    const once = [game(1, 2, 'draw', 0, 3.5)];
    expect(ask(2, 1, once, at(8.49))).toEqual({
      why: 'cooldown',
      games: 1,
      lastEnd: at(3.5),
      until: at(8.5),
      pastEnd: false,
    });
    expect(ask(2, 1, once, at(8.5))).toBeNull();
    // Three games, the last ended 14:25: 15 minutes, 14:40, after the end at 14:30.
    const thrice = [...once, game(2, 1, 'white-wins', 9, 12), game(1, 2, 'draw', 22, 25)];
    expect(ask(1, 2, thrice, at(27))).toMatchObject({
      why: 'cooldown',
      games: 3,
      until: at(40),
      pastEnd: true,
    });
  });
});

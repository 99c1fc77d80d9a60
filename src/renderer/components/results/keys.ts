import type { RoundView } from '../../../shared/api/rounds';
import type { GameResult } from '../../../shared/domain';

/** One key per result (R8); digits and symbols as on a numeric keypad, letters for the rest. */
export const RESULT_KEYS: readonly { keys: string[]; result: GameResult | null }[] = [
  { keys: ['1'], result: 'white-wins' },
  { keys: ['=', '5'], result: 'draw' },
  { keys: ['0'], result: 'black-wins' },
  { keys: ['+'], result: 'white-wins-forfeit' },
  { keys: ['-'], result: 'black-wins-forfeit' },
  { keys: ['d'], result: 'double-forfeit' },
  { keys: ['n'], result: 'white-wins-no-show' },
  { keys: ['m'], result: 'black-wins-no-show' },
  { keys: ['r'], result: 'ruled-draw' },
  { keys: ['Delete'], result: null },
];

/** The result a key stands for; undefined when the key is not a result key. */
export function resultOfKey(key: string): GameResult | null | undefined {
  const k = key.length === 1 ? key.toLowerCase() : key;
  return RESULT_KEYS.find((x) => x.keys.includes(k))?.result;
}

export type GamePos = { board: number; leg: 1 | 2 };

/** Every game of a round in board order, leg 1 before leg 2. */
export function games(round: RoundView): (GamePos & { done: boolean })[] {
  return round.boards.flatMap((b) =>
    b.games
      .slice()
      .sort((x, y) => x.leg - y.leg)
      .map((g) => ({ board: b.boardNo, leg: g.leg, done: g.result !== null })),
  );
}

/** The next game without a result after `from` (wrapping round), or null when all are in. */
export function nextUnfinished(round: RoundView, from: GamePos | null): GamePos | null {
  const list = games(round);
  const at = from ? list.findIndex((g) => g.board === from.board && g.leg === from.leg) : -1;
  const order = [...list.slice(at + 1), ...list.slice(0, at + 1)];
  const found = order.find((g) => !g.done);
  return found ? { board: found.board, leg: found.leg } : null;
}

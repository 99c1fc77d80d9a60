import { describe, expect, it } from 'vitest';
import { keyMeaning, resultOfKey, type KeyGame } from '../../src/renderer/components/results/keys';
import { resultCode } from '../../src/renderer/components/results/format';
import { DRAUGHTS_POINTS, type Colour, type GameResult } from '../../src/shared/domain';
import { createI18n } from '../../src/shared/i18n';

const en = createI18n('en').getFixedT('en', 'day');
const pl = createI18n('pl').getFixedT('pl', 'day');
const code = (t: typeof en) => (r: GameResult, side: Colour) => resultCode(r, DRAUGHTS_POINTS, t, side);

/** Board 3 lists Kowalski as White, Nowak as Black; game 2 has the colours reversed (R5.1). */
const board = { board: 3, legs: 2, white: 'Kowalski', black: 'Nowak' } as const;
const game1: KeyGame = { ...board, leg: 1 };
const game2: KeyGame = { ...board, leg: 2 };
const says = (key: string, game: KeyGame | null, t = en) =>
  keyMeaning(resultOfKey(key) ?? null, game, code(t), t);

describe('result keys say whose win they give, per game (issue: "1" shown as 0–2 on game 2)', () => {
  it('game 1: "1" is a win of the board’s White, 2–0 from his side', () => {
    expect(says('1', game1)).toEqual({ code: '2–0', meaning: 'Kowalski wins with White' });
    expect(says('0', game1)).toEqual({ code: '0–2', meaning: 'Nowak wins with Black' });
  });

  it('game 2: "1" is a win of Nowak, who has White there, and reads 0–2 in Kowalski’s row', () => {
    expect(says('1', game2)).toEqual({ code: '0–2', meaning: 'Nowak wins with White' });
    expect(says('0', game2)).toEqual({ code: '2–0', meaning: 'Kowalski wins with Black' });
    expect(says('+', game2)).toEqual({ code: '−/+', meaning: 'Forfeit, Nowak (White) wins' });
    expect(says('n', game2)).toEqual({ code: '−/+ ns', meaning: 'No-show of Kowalski (Black)' });
    expect(says('=', game2)).toEqual({ code: '1–1', meaning: 'Draw' });
    expect(says('Delete', game2)).toEqual({ code: '', meaning: 'Clear the result' });
  });

  it('speaks the screen’s language', () => {
    expect(says('1', game2, pl)).toEqual({ code: '0–2', meaning: 'Wygrywa Nowak białymi' });
  });

  it('without a game, gives the key’s plain meaning read from White', () => {
    expect(says('1', null)).toEqual({ code: '2–0', meaning: 'White wins' });
  });
});

import type { TFunction } from 'i18next';
import type { RoundView } from '../../../shared/api/rounds';
import type { Colour, GameResult } from '../../../shared/domain';
import { isLanguage, type Language } from '../../../shared/i18n';
import { otherGame, type EntryRules } from '../../hooks/entry-keys';

/**
 * The letter keys of the results that have no digit or symbol, in each interface language: a
 * letter must not read as another result in the arbiter's language (issue 33). French reads "n"
 * as "nulle" (a draw), so its no-shows take "a" and "z" (side by side on AZERTY, like "n" and "m"
 * on QWERTY); Dutch and Polish read "r" as "remise"/"remis", so their ruled draw takes "a"
 * ("arbitrale remise") and "s" ("remis sędziowski").
 */
export const RESULT_LETTERS: Record<
  Language,
  Record<'double-forfeit' | 'white-wins-no-show' | 'black-wins-no-show' | 'ruled-draw', string>
> = {
  en: { 'double-forfeit': 'd', 'white-wins-no-show': 'n', 'black-wins-no-show': 'm', 'ruled-draw': 'r' },
  fr: { 'double-forfeit': 'd', 'white-wins-no-show': 'a', 'black-wins-no-show': 'z', 'ruled-draw': 'r' },
  nl: { 'double-forfeit': 'd', 'white-wins-no-show': 'n', 'black-wins-no-show': 'm', 'ruled-draw': 'a' },
  pl: { 'double-forfeit': 'd', 'white-wins-no-show': 'n', 'black-wins-no-show': 'm', 'ruled-draw': 's' },
};

export type ResultKey = { keys: string[]; result: GameResult | null };

/**
 * One key per result (R8); digits and symbols as on a numeric keypad, the same in every language,
 * letters for the rest in the interface language (RESULT_LETTERS).
 */
export function resultKeys(lng: Language = 'en'): readonly ResultKey[] {
  const l = RESULT_LETTERS[isLanguage(lng) ? lng : 'en'];
  return [
    { keys: ['1'], result: 'white-wins' },
    { keys: ['=', '5'], result: 'draw' },
    { keys: ['0'], result: 'black-wins' },
    { keys: ['+'], result: 'white-wins-forfeit' },
    { keys: ['-'], result: 'black-wins-forfeit' },
    { keys: [l['double-forfeit']], result: 'double-forfeit' },
    { keys: [l['white-wins-no-show']], result: 'white-wins-no-show' },
    { keys: [l['black-wins-no-show']], result: 'black-wins-no-show' },
    { keys: [l['ruled-draw']], result: 'ruled-draw' },
    { keys: ['Delete'], result: null },
  ];
}

/** The result keys of the English interface. */
export const RESULT_KEYS: readonly ResultKey[] = resultKeys('en');

/** The result a key stands for in `lng`; undefined when the key is not a result key there. */
export function resultOfKey(key: string, lng: Language = 'en'): GameResult | null | undefined {
  const k = key.length === 1 ? key.toLowerCase() : key;
  return resultKeys(lng).find((x) => x.keys.includes(k))?.result;
}

export type GamePos = { board: number; leg: 1 | 2 };

/**
 * The keyboard field of the results screen: a board number, then Enter or at once a result key
 * (a symbol or letter right after the number scores that board); with two games a board (R5.1)
 * Enter or an arrow key moves to the board's other game.
 */
export function boardEntryRules(round: RoundView, lng: Language, t: TFunction): EntryRules<GamePos> {
  return {
    resultOf: (key) => resultOfKey(key, lng),
    targetChar: /^\d$/,
    choose: (text) => {
      const n = Number(text);
      if (round.boards.some((b) => b.boardNo === n)) return { pos: { board: n, leg: 1 } };
      return { error: t('results.noBoard', { board: text, round: round.number }) };
    },
    scoreTyped: true,
    moveTo: round.gamesPerRound === 2 ? otherGame : undefined,
  };
}

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

/**
 * The game a key will score: its board, its leg of the round's `legs` games (R5), and the board's
 * White and Black as the board table lists them.
 */
export type KeyGame = { board: number; leg: 1 | 2; legs: 1 | 2; white: string; black: string };

/** The game a key will score at `at` in `round`, or null when the round has no such board. */
export function boardGame(round: RoundView, at: GamePos | null): KeyGame | null {
  const b = at ? round.boards.find((x) => x.boardNo === at.board) : undefined;
  if (!at || !b) return null;
  return {
    board: at.board,
    leg: at.leg,
    legs: round.gamesPerRound,
    white: b.white.name,
    black: b.black.name,
  };
}

/**
 * The side every game of a board is read from on the result screen: the board's first-listed
 * entrant. Game 2 has the colours reversed (R5.1), so there that entrant has Black.
 */
export const readFrom = (leg: 1 | 2): Colour => (leg === 2 ? 'black' : 'white');

/** Whose win a key gives: the names the result concerns, by their colour in THIS game. */
const NAMED: ReadonlySet<GameResult> = new Set([
  'white-wins',
  'black-wins',
  'white-wins-forfeit',
  'black-wins-forfeit',
  'white-wins-no-show',
  'black-wins-no-show',
]);

/**
 * What a key does to `game`, said so that the arbiter never reads 0–2 where he typed 1: the code
 * as the board table will show it (read from the board's first-listed entrant), and who wins,
 * named with the colour he has in this game. Without a game, the key's plain meaning.
 */
export function keyMeaning(
  result: GameResult | null,
  game: KeyGame | null,
  code: (result: GameResult, side: Colour) => string,
  t: TFunction,
): { code: string; meaning: string } {
  if (result === null) return { code: '', meaning: t('results.key.clear') };
  if (!game) return { code: code(result, 'white'), meaning: t(`results.key.${result}`) };
  // R5.1: in game 2 the board's Black has White.
  const [white, black] = game.leg === 2 ? [game.black, game.white] : [game.white, game.black];
  return {
    code: code(result, readFrom(game.leg)),
    meaning: NAMED.has(result) ? t(`results.keyFor.${result}`, { white, black }) : t(`results.key.${result}`),
  };
}

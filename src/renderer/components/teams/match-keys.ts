/**
 * Match entry by keyboard (R16.1b: each board is a game scored as usual): the same result keys as
 * individual entry (results/keys.ts), on a position that is a match and one of its boards. The
 * arbiter types "3" Enter (match 3, its first board without a result) or "3.2" Enter (match 3,
 * board 2), then one key; the next board without a result is chosen, in match then board order.
 */
import type { TeamRound } from '../../../shared/api/teams';
import type { Colour, GameResult } from '../../../shared/domain';
import type { TFunction } from 'i18next';
import type { Language } from '../../../shared/i18n';
import type { EntryRules } from '../../hooks/entry-keys';
import { resultOfKey, type KeyGame } from '../results/keys';

export type BoardPos = { match: number; board: number };

/** Every board of the round, match by match, with whether it has a result. */
export function boardsOf(round: TeamRound): (BoardPos & { done: boolean })[] {
  return [...round.matches]
    .sort((a, b) => a.matchNo - b.matchNo)
    .flatMap((m) =>
      [...m.boards]
        .sort((a, b) => a.board - b.board)
        .map((b) => ({ match: m.matchNo, board: b.board, done: b.result !== null })),
    );
}

/** The next board without a result after `from` (wrapping round), or null when all are in. */
export function nextOpenBoard(
  round: TeamRound,
  from: BoardPos | null,
  sent: readonly BoardPos[] = [],
): BoardPos | null {
  const list = boardsOf(round);
  const at = from ? list.findIndex((b) => b.match === from.match && b.board === from.board) : -1;
  // a board whose result is on its way counts as done, so that keys typed fast go to the next boards
  const open = (b: { match: number; board: number; done: boolean }) =>
    !b.done && !sent.some((x) => x.match === b.match && x.board === b.board);
  const found = [...list.slice(at + 1), ...list.slice(0, at + 1)].find(open);
  return found ? { match: found.match, board: found.board } : null;
}

export type Target =
  | { ok: true; pos: BoardPos }
  | { ok: false; error: 'noMatch' | 'noBoard' | 'format'; match: number; board: number };

/**
 * What a typed "3" or "3.2" names: match 3 at its first board without a result (board 1 when all
 * are in, for a correction), or board 2 of match 3. Refused when the round has no such match or
 * board, so that a key never scores a board the arbiter did not mean.
 */
export function parseTarget(text: string, round: TeamRound): Target {
  const m = /^(\d+)(?:[.,/ ](\d+))?$/.exec(text.trim());
  if (!m) return { ok: false, error: 'format', match: 0, board: 0 };
  const matchNo = Number(m[1]);
  const match = round.matches.find((x) => x.matchNo === matchNo);
  if (!match) return { ok: false, error: 'noMatch', match: matchNo, board: 0 };
  if (m[2] !== undefined) {
    const board = Number(m[2]);
    if (!match.boards.some((b) => b.board === board))
      return { ok: false, error: 'noBoard', match: matchNo, board };
    return { ok: true, pos: { match: matchNo, board } };
  }
  const open = [...match.boards].sort((a, b) => a.board - b.board).find((b) => b.result === null);
  return { ok: true, pos: { match: matchNo, board: open?.board ?? match.boards[0]?.board ?? 1 } };
}

/**
 * The keyboard field of a team round: digits and the separator build the target ("3", "3.2"),
 * Enter selects it, then one result key; a result key while typing is not typed.
 */
export function matchEntryRules(round: TeamRound, lng: Language, t: TFunction): EntryRules<BoardPos> {
  return {
    resultOf: (key) => resultOfKey(key, lng),
    targetChar: /^[\d.]$/,
    choose: (text) => {
      const target = parseTarget(text, round);
      if (target.ok) return { pos: target.pos };
      const params = { text, match: target.match, board: target.board, round: round.round };
      return { error: t(`entry.${target.error}`, params) };
    },
    scoreTyped: false,
  };
}

/**
 * The game a key will score, named as the individual key map names it: White and Black of THIS
 * board (colours alternate down the boards, so the home team's player has Black on board 2).
 */
export function keyGameAt(round: TeamRound, pos: BoardPos | null): KeyGame | null {
  const match = pos ? round.matches.find((m) => m.matchNo === pos.match) : undefined;
  const board = match?.boards.find((b) => b.board === pos?.board);
  if (!pos || !match || !board) return null;
  const home = `${board.home.name} (${match.home.name})`;
  const away = `${board.away.name} (${match.away.name})`;
  const [white, black] = board.homeColour === 'white' ? [home, away] : [away, home];
  return { board: board.board, leg: 1, legs: 1, white, black };
}

/** The side a board's result is read from in the match table: the home team's player. */
export const homeSide = (round: TeamRound, pos: BoardPos): Colour =>
  round.matches.find((m) => m.matchNo === pos.match)?.boards.find((b) => b.board === pos.board)?.homeColour ??
  'white';

/** A board's current result, to tell a correction from a first entry. */
export const resultAt = (round: TeamRound, pos: BoardPos): GameResult | null =>
  round.matches.find((m) => m.matchNo === pos.match)?.boards.find((b) => b.board === pos.board)?.result ??
  null;

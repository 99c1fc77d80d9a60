/**
 * PDN game headers (Portable Draughts Notation, the FMJD standard at pdn.fmjd.org), the facts
 * checked against its published pages:
 * - pdntags.html: the seven tags Event, Site, Date ("YYYY.MM.DD"), Round, White, Black, Result;
 *   user tags are allowed when their key starts with a capital (Board, WhiteFmjdId ...).
 *   Result values by result type: "Default" 1-0, 0-1, 1/2-1/2, 0-0, *; "International" 2-0,
 *   0-2, 1-1, 0-0, *; "The result codes are given from the perspective of the 1st side to move".
 * - gametype.html: GameType numbers and result types: 20 international (10x10, White first,
 *   International), 21 English (Black first, Default), 22 Italian, 23 American pool (Black first),
 *   25 Russian, 26 Brazilian, 27 Canadian (12x12, International), 30 Turkish, 40 Frisian, all
 *   Default but 20 and 27. The numbers live with each variant's rules (engine/draughts/variants).
 * Tag values follow PGN: a backslash and a double quote are escaped with a backslash, and a tag
 * pair is one line (PGN 8.1.1: no control characters in a tag value), so the value is written on
 * one line (shared/plain-text.ts) whatever the name holds.
 */
import type { GameResult } from '../../shared/domain';
import { oneLine } from '../../shared/plain-text';

export type PdnResultType = 'default' | 'international';

/** pdn.fmjd.org gametype.html: only 10x10 international (20) and Canadian (27) count 2-1-0. */
export const resultTypeOf = (gameType: number): PdnResultType =>
  gameType === 20 || gameType === 27 ? 'international' : 'default';

const CODES: Record<PdnResultType, { first: string; draw: string; second: string }> = {
  default: { first: '1-0', draw: '1/2-1/2', second: '0-1' },
  international: { first: '2-0', draw: '1-1', second: '0-2' },
};

/**
 * The Result tag of a game: "*" before a result; "0-0" for a double forfeit (R8.4, both lose);
 * a forfeit or no-show (R8.2, R8.3) as the win it is scored; read from the side that moves first
 * (Black in English draughts and pool checkers), as the standard says.
 */
export function pdnResult(result: GameResult | null, gameType: number, first: 'white' | 'black'): string {
  if (result === null) return '*';
  if (result === 'double-forfeit') return '0-0';
  const c = CODES[resultTypeOf(gameType)];
  if (result === 'draw' || result === 'ruled-draw') return c.draw;
  const whiteWon = result.startsWith('white-wins');
  return whiteWon === (first === 'white') ? c.first : c.second;
}

export type PdnHeader = { tags: readonly (readonly [string, string])[]; result: string };

const quote = (v: string): string => `"${oneLine(v).replace(/[\\"]/g, (ch) => `\\${ch}`)}"`;

/**
 * Games with their tags and no moves: the movetext of each is its result alone, which is what a
 * game without moves is in PDN. Tags without a value are left out (pdntags.html).
 */
export function writePdn(games: readonly PdnHeader[]): string {
  return games
    .map((g) => {
      const tags = g.tags.filter(([, v]) => oneLine(v) !== '').map(([k, v]) => `[${k} ${quote(v)}]`);
      return `${tags.join('\n')}\n\n${g.result}\n`;
    })
    .join('\n');
}

/** "2026.05.01": PDN's date, from the moment the round was paired (UTC, as stored). */
export const pdnDate = (iso: string): string =>
  /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10).replaceAll('-', '.') : '????.??.??';

/** One game of a round as the export names it, an individual board or a board of a team match. */
export type PdnGame = {
  /** When the round was paired (an ISO instant): the Date tag. */
  pairedAt: string;
  /** "3", or "3.2" for the second leg (R5.1). */
  round: string;
  white: string;
  black: string;
  result: GameResult | null;
  /** "4", or "table.board" in a team match ("2.3"). */
  board: string;
  /** The FMJD IDs, '' when the player has none (the tag is then left out). */
  whiteFmjdId: string;
  blackFmjdId: string;
  /** The round's drawn opening (R11.2) and the position it starts from, or null. */
  opening: { moves: readonly string[]; fen: string } | null;
};

/**
 * The headers of one game, individual or team: Event, Site, Date, Round, White, Black and Result,
 * then GameType of the variant, Board, the FMJD IDs and the opening when there is one.
 */
export function pdnHeader(
  event: { name: string; city: string },
  rules: { gameType: number; first: 'white' | 'black' },
  g: PdnGame,
): PdnHeader {
  const result = pdnResult(g.result, rules.gameType, rules.first);
  return {
    result,
    tags: [
      ['Event', event.name],
      ['Site', event.city || '?'],
      ['Date', pdnDate(g.pairedAt)],
      ['Round', g.round],
      ['White', g.white],
      ['Black', g.black],
      ['Result', result],
      ['GameType', String(rules.gameType)],
      ['Board', g.board],
      ['WhiteFmjdId', g.whiteFmjdId],
      ['BlackFmjdId', g.blackFmjdId],
      ['Opening', g.opening ? g.opening.moves.join(' ') : ''],
      ['SetUp', g.opening ? '1' : ''],
      ['FEN', g.opening ? g.opening.fen : ''],
    ],
  };
}

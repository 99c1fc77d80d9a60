/**
 * The text of a crosstable cell, the same on screen and in print (RULES.md R8: every code is shown
 * the same way): the opponent's starting number, the colour letter, each game's code from the
 * entrant's side ("12w 2–0", two legs "12w 2–0 1–1", "…" for a game without result); a round off
 * the boards as its short name and its points ("bye 2", "abs 0"), so that the cells of a row add
 * up to the points column. Pure: the translator is passed in (i18next's `t`, the reports' own).
 */
import type { CrosstableCell } from './api/standings';
import type { PointSystem } from './domain';
import { points } from './figure-text';
import { resultNotation, type NotationKey } from './result-notation';

/** Asked for `reports:colour.*`, `reports:absenceShort.*` and the notation's keys. */
export type CellT = (key: string) => string;

export const NO_RESULT = '…';

export function crosstableCellText(cell: CrosstableCell, t: CellT, ps: PointSystem): string {
  if (cell.kind !== 'board')
    return `${t(`reports:absenceShort.${cell.kind}`)} ${points(cell.points, ps.scale)}`;
  const colour = cell.colour ? t(`reports:colour.${cell.colour}`) : '';
  const codes = cell.games.map((g) =>
    g.result === null ? NO_RESULT : resultNotation(g.result, (key: NotationKey) => t(key), g.colour, ps),
  );
  return [`${cell.opponent ?? ''}${colour}`, ...codes].join(' ');
}

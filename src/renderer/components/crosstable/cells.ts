import type { TFunction } from 'i18next';
import type { CrosstableView } from '../../../shared/api/standings';
import type { PointSystem } from '../../../shared/domain';
import { crosstableCellText } from '../../../shared/crosstable';
import { pts } from '../results/format';

export type Crosstable = CrosstableView;
export type Row = Crosstable['rows'][number];

/**
 * One line of the Swiss list as the screen shows it: the cells written by the notation the printed
 * crosstable uses (shared/crosstable.ts), from the model crosstable.get answers; the opponent in a
 * cell is already a starting number. '' for a round the line has nothing in.
 */
export function swissCells(row: Row, rounds: number, ps: PointSystem, t: TFunction): string[] {
  const cells = Array.from({ length: rounds }, () => '');
  for (const cell of row.rounds) {
    if (cell.round >= 1 && cell.round <= rounds)
      cells[cell.round - 1] = crosstableCellText(cell, (key) => t(key), ps);
  }
  return cells;
}

/** The running total after each round, as a cell's hint says it. */
export const runningHint = (row: Row, round: number, scale: number, t: TFunction): string => {
  const cell = row.rounds.find((c) => c.round === round);
  return cell ? t('crosstable.running', { round, points: pts(cell.running, scale) }) : '';
};

/**
 * A double round robin (R7): which rounds make each cycle, as the printed crosstable and grid say
 * it; null for a single round robin or a Swiss.
 */
export function cyclesLine(c: Crosstable, t: TFunction): string | null {
  if (c.cycles !== 2) return null;
  const cycle = c.roundsPlanned / 2;
  return t('crosstable.cycles', { cycle, next: cycle + 1, rounds: c.roundsPlanned });
}

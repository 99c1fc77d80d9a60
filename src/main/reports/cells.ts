/**
 * What an entrant did in each round, as the crosstable prints it: the engine's crosstable model
 * (engine/crosstable.ts, the one the screen reads through crosstable.get) written by the one cell
 * notation of screens and print (shared/crosstable.ts): "12w 2–0", "12b −/+", "bye 2", "abs 0".
 */
import { crosstableCellText } from '../../shared/crosstable';
import { crosstableLines, type CrosstableLine } from '../engine/crosstable';
import type { StartNo } from '../engine/types';
import type { Ctx } from './layout';

/** The model's lines after `rounds` rounds, in standings order. */
export const linesOf = (c: Ctx, rounds: number): CrosstableLine[] =>
  crosstableLines(c.m.sheet, c.m.standings, rounds);

/** Per entrant, one cell per round 1..rounds ('' where the sheet has nothing). */
export function roundCells(c: Ctx, rounds: number): Map<StartNo, string[]> {
  const out = new Map<StartNo, string[]>();
  for (const line of linesOf(c, rounds)) {
    const cells = Array.from({ length: rounds }, () => '');
    for (const cell of line.cells) cells[cell.round - 1] = crosstableCellText(cell, c.tAny, c.m.sheet.points);
    out.set(line.startNo, cells);
  }
  return out;
}

/**
 * The crosstable (PRODUCT.md): the Swiss list per round and the round-robin grid, in standings
 * order. The lines are the engine's crosstable model (engine/crosstable.ts), the one the printed
 * crosstable reads too; only the entrant of each line is named here.
 */
import type { CrosstableView } from '../../../shared/api/standings';
import { cycleOfRound, type GridGame } from '../../../shared/result-notation';
import { crosstableLines } from '../../engine/crosstable';
import type { Db } from '../../db/connection';
import { compute, entrantByStartNo } from './standings';
import { ref, type Running } from './state';

/** The cycle of a round in a double round robin (R7); nothing in a single one or a Swiss. */
export const cycleOf = (s: Running, round: number): 1 | 2 | undefined =>
  s.decision.cycles === 2 ? cycleOfRound(round, s.roundsPlanned) : undefined;

export function crosstable(db: Db, tournamentId: number, afterRound?: number): CrosstableView {
  const c = compute(db, tournamentId, afterRound);
  const byNo = entrantByStartNo(c.s);
  const n = c.s.entrants.length;
  return {
    afterRound: c.afterRound,
    format: c.s.format,
    roundsPlanned: c.s.roundsPlanned,
    cycles: c.s.decision.cycles ?? 1,
    scale: c.standings.points.scale,
    rows: crosstableLines(c.sheet, c.standings, c.afterRound).map((line) => {
      let grid: GridGame[][] | null = null;
      if (c.s.format === 'round-robin') {
        // R7: against each table number, every game of every meeting from this line's side.
        grid = Array.from({ length: n }, (): GridGame[] => []);
        for (const cell of line.cells) {
          if (cell.kind !== 'board' || cell.opponent === null) continue;
          const cycle = cycleOf(c.s, cell.round);
          grid[cell.opponent - 1]?.push(
            ...cell.games.map((g) => ({ points: g.points, played: g.played, ...(cycle ? { cycle } : {}) })),
          );
        }
      }
      return {
        rank: line.rank,
        entrant: ref(byNo(line.startNo)),
        points: line.points,
        withdrawn: line.withdrawn,
        rounds: line.cells,
        grid,
      };
    }),
  };
}

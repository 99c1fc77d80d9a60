/** The crosstable (PRODUCT.md): the Swiss list per round and the round-robin grid, in standings order. */
import type { z } from 'zod';
import type { CrosstableSchema } from '../../../shared/api/standings';
import { isPlayed } from '../../../shared/domain';
import type { GridGame } from '../../../shared/result-notation';
import { sides } from '../../engine/sheet';
import type { Db } from '../../db/connection';
import { compute, entrantByStartNo } from './standings';
import { ref, type Running } from './state';

type Crosstable = z.output<typeof CrosstableSchema>;
type Cell = Crosstable['rows'][number]['rounds'][number];

function cellsOf(s: Running, id: number, last: number): Cell[] {
  const ps = s.tournament.settings.pointSystem;
  const gpr = s.decision.gamesPerRound;
  return s.rounds
    .filter((r) => r.number <= last)
    .map((r): Cell => {
      const board = r.boards.find((b) => b.white === id || b.black === id);
      if (board && board.black === null)
        return {
          round: r.number,
          kind: 'bye',
          opponent: null,
          colour: null,
          games: [],
          points: ps.bye * gpr,
        };
      if (board) {
        const white = board.white === id;
        const games = board.games.map((g) => {
          if (g.result === null) return { result: null, points: null };
          const [w, b] = sides(g.result, ps);
          return { result: g.result, points: (g.white === id ? w : b).points };
        });
        const opp = s.byId.get(white ? (board.black ?? 0) : board.white);
        return {
          round: r.number,
          kind: 'board',
          opponent: opp?.startNo ?? null,
          colour: white ? 'white' : 'black',
          games,
          points: games.reduce((n, g) => n + (g.points ?? 0), 0),
        };
      }
      const a = r.absences.find((x) => x.entrantId === id);
      const kind = a?.kind ?? 'absent';
      const per = {
        bye: ps.bye,
        'half-bye': ps.halfBye,
        'full-bye': ps.fullBye,
        absent: ps.zeroBye,
        withdrawn: ps.zeroBye,
      }[kind];
      return { round: r.number, kind, opponent: null, colour: null, games: [], points: per * gpr };
    });
}

export function crosstable(db: Db, tournamentId: number, afterRound?: number): Crosstable {
  const c = compute(db, tournamentId, afterRound);
  const byNo = entrantByStartNo(c.s);
  const n = c.s.entrants.length;
  return {
    afterRound: c.afterRound,
    format: c.s.format,
    scale: c.standings.points.scale,
    rows: c.standings.rows.map((row) => {
      const e = byNo(row.startNo);
      const rounds = cellsOf(c.s, e.id, c.afterRound);
      let grid: GridGame[][] | null = null;
      if (c.s.format === 'round-robin') {
        grid = Array.from({ length: n }, (): GridGame[] => []);
        for (const cell of rounds) {
          if (cell.kind !== 'board' || cell.opponent === null) continue;
          grid[cell.opponent - 1]?.push(
            ...cell.games.map((g) => ({
              points: g.points,
              played: g.result !== null && isPlayed(g.result),
            })),
          );
        }
      }
      return { rank: row.rank, entrant: ref(e), points: row.points, rounds, grid };
    }),
  };
}

/**
 * Board standings (R16.1): for each board number, the players who played on it, by the points
 * they scored there (their side of each board game, R8), then by percentage. Unplayed games count
 * as recorded, as in the board points.
 */
import { boardPoints } from './match';
import type { StartNo, TeamSheet } from './model';

export type BoardRow = {
  rank: number;
  player: number;
  team: StartNo;
  points: number;
  games: number;
  percentage: number;
};

export function computeBoardStandings(sheet: TeamSheet): { board: number; rows: BoardRow[] }[] {
  const per = new Map<number, Map<number, Omit<BoardRow, 'rank' | 'percentage'>>>();
  for (const m of sheet.matches) {
    if (m.round > sheet.rounds || m.away === null) continue;
    for (const b of m.boards) {
      const p = boardPoints(b, sheet.game);
      if (!p) continue;
      const rows = per.get(b.board) ?? new Map<number, Omit<BoardRow, 'rank' | 'percentage'>>();
      per.set(b.board, rows);
      const add = (player: number, team: StartNo, points: number) => {
        const r = rows.get(player) ?? { player, team, points: 0, games: 0 };
        r.points += points;
        r.games += 1;
        rows.set(player, r);
      };
      add(b.home, m.home, p.home);
      add(b.away, m.away, p.away);
    }
  }
  const win = sheet.game.win;
  return [...per.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([board, rows]) => {
      const list = [...rows.values()]
        .map((r) => ({ ...r, percentage: Math.round((10000 * r.points) / (r.games * win)) / 100 }))
        .sort((a, b) => b.points - a.points || b.percentage - a.percentage || a.team - b.team);
      const ranked: BoardRow[] = [];
      list.forEach((r, i) => {
        const prev = ranked[i - 1];
        const tied = prev && prev.points === r.points && prev.percentage === r.percentage;
        ranked.push({ ...r, rank: tied ? prev.rank : i + 1 });
      });
      return { board, rows: ranked };
    });
}

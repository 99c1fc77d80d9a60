/**
 * The round-robin grid (R7): entrants by table number down and across, each cell the points the
 * entrant of the row scored against the one of the column (the two games of a round side by side,
 * a double round robin's cycles one above the other), then points, the figures that decide or
 * inform (R9.3: SB shown, BH never) and the rank. Lines part the opponents' columns; the name
 * column is as wide as the longest name and the opponents' columns share the rest of the page.
 */
import type {
  Content,
  CustomTableLayout,
  PageOrientation,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import { AppError } from '../../shared/errors';
import type { TiebreakCode } from '../../shared/domain';
import type { Standings, StandingsRow } from '../engine/types';
import { context, document, table, textWidth, usableWidth, type Column, type Ctx } from './layout';
import { columnHead, infoNote } from '../../shared/standings-legend';
import { figureText } from '../../shared/figure-text';
import type { ReportModel } from './model';
import { linesOf } from './cells';
import { cycleOfRound, gridCell, type GridGame } from '../../shared/result-notation';

/** R9.3: never BH in a round robin; the starting number is already the first column. */
const HIDDEN: ReadonlySet<TiebreakCode> = new Set(['BH', 'BH/C1', 'BH/M1', 'TPN']);

/** The tiebreak columns a round-robin grid shows (R9.3), in the standings' order. */
export const gridColumns = (s: Standings): TiebreakCode[] => s.columns.filter((code) => !HIDDEN.has(code));

/**
 * The grid in table-number order: grid[i][j] is what row i scored against column j, one figure
 * per game (two legs or two meetings side by side), from the crosstable model the screen's grid
 * reads too (engine/crosstable.ts), in the notation of shared/result-notation.ts. The printed
 * grid and the website's read it from here.
 */
export function gridGames(c: Ctx): { order: StandingsRow[]; grid: GridGame[][][] } {
  const order = [...c.m.standings.rows].sort((a, b) => a.startNo - b.startNo);
  const n = order.length;
  const index = new Map(order.map((r, i) => [r.startNo, i]));
  const grid = order.map(() => Array.from({ length: n }, () => [] as GridGame[]));
  const rounds = c.m.cycles === 2 ? (c.m.totalRounds ?? 0) : 0;
  for (const line of linesOf(c, c.m.round)) {
    const i = index.get(line.startNo) ?? 0;
    for (const e of line.cells) {
      const j = e.opponent === null ? undefined : index.get(e.opponent);
      // A double round robin: each game with its cycle, so the cell writes one line per cycle.
      const cycle = rounds > 0 ? { cycle: cycleOfRound(e.round, rounds) } : {};
      if (e.kind === 'board' && j !== undefined)
        grid[i]?.[j]?.push(...e.games.map((g) => ({ points: g.points, played: g.played, ...cycle })));
    }
  }
  return { order, grid };
}

/** Whether a round of the tournament plays two games (R5.1), whose figures the cells set side by side. */
export const twoGameRounds = (c: Ctx): boolean => c.m.sheet.rounds.some((r) => r.gamesPerRound === 2);

/** Lines between the opponents' columns, so that the figures of two cells never run together. */
function gridLayout(first: number, n: number): CustomTableLayout {
  return {
    hLineWidth: (i, node) => (i === 0 || i === 1 || i === node.table.body.length ? 0.7 : 0),
    hLineColor: () => '#555555',
    vLineWidth: (i) => (i >= first && i <= first + n ? 0.4 : 0),
    vLineColor: () => '#9a9a9a',
    fillColor: (row) => (row === 0 ? '#e4e4e4' : row % 2 === 0 ? '#f3f3f3' : null),
    paddingLeft: () => 3,
    paddingRight: () => 3,
    paddingTop: () => 1.5,
    paddingBottom: () => 1.5,
  };
}

/** A double round robin's subtitle: which rounds make each cycle (R7); nothing otherwise. */
export function cyclesSubtitle(c: Ctx): string[] {
  const rounds = c.m.totalRounds ?? 0;
  if (c.m.cycles !== 2 || rounds === 0) return [];
  return [c.t('header.cycles', { cycle: rounds / 2, next: rounds / 2 + 1, rounds })];
}

export function gridReport(m: ReportModel): TDocumentDefinitions {
  const c = context(m);
  if (m.format !== 'round-robin') throw new AppError('reports:error.notRoundRobin');
  const s = m.standings;
  const { order, grid } = gridGames(c);
  const n = order.length;
  const shown = gridColumns(s);
  const cell = (games: GridGame[]): string => gridCell(games, s.points.scale);
  const fontSize = n > 14 ? 7.5 : 8.5;
  const rows: (string | TableCell)[][] = order.map((r, i) => {
    const e = c.entrant(r.startNo);
    return [
      String(r.startNo),
      e.name,
      e.rating === null ? '' : String(e.rating),
      ...Array.from({ length: n }, (_, j): string | TableCell =>
        i === j
          ? { text: '', fillColor: '#9a9a9a' }
          : // A double round robin's cell is a line per cycle, the first above: a stack, since
            // every printed text is kept on one line (render.ts).
            { stack: cell(grid[i]?.[j] ?? []).split('\n'), alignment: 'center' },
      ),
      { text: c.pts(r.points), bold: true, alignment: 'right' },
      ...shown.map((code) => {
        const f = r.tiebreaks.find((x) => x.code === code);
        return f ? figureText(f, s.points.scale) : '';
      }),
      { text: String(r.rank), bold: true, alignment: 'right' },
    ];
  });
  // The name takes what the longest name needs; the opponents' columns share the rest equally.
  const columns: Column[] = [
    { head: c.t('col.startNo'), width: 'auto', align: 'right' },
    { head: c.t('col.name'), width: 'auto' },
    { head: c.t('col.rating'), width: 'auto', align: 'right' },
    ...order.map((r): Column => ({ head: String(r.startNo), width: '*', align: 'center' })),
    { head: c.t('col.points'), width: 'auto', align: 'right' },
    ...shown.map((code): Column => ({
      head: columnHead(c.tr, m.standings, code),
      width: 'auto',
      align: 'right',
    })),
    { head: c.t('col.rank'), width: 'auto', align: 'right' },
  ];
  const lines = grid.flat().map((x) => cell(x).split('\n'));
  const cellChars = Math.max(3, ...lines.flat().map((l) => l.length));
  const nameChars = Math.max(4, ...order.map((r) => c.entrant(r.startNo).name.length));
  const fixed =
    textWidth(nameChars, fontSize) +
    n * (textWidth(cellChars, fontSize) + 6) +
    (4 + shown.length) * (textWidth(5, fontSize) + 6);
  const orientation: PageOrientation = usableWidth(m.paper, 'portrait') < fixed ? 'landscape' : 'portrait';
  const legend = [
    c.t('legend.grid'),
    ...(twoGameRounds(c) ? [c.t('legend.gridTwoGames')] : []),
    ...(m.cycles === 2 ? [c.t('legend.gridCycles')] : []),
    // The `*` of a figure for information only (R9.3).
    ...infoNote(c.tr, { sequence: m.standings.sequence, columns: shown }),
  ].join(' ');
  return document(c, {
    kind: 'grid',
    orientation,
    subtitle: m.round > 0 ? [c.t('header.afterRound', { round: m.round })] : [],
    content: [
      ...cyclesSubtitle(c).map((text): Content => ({ text, fontSize: 9.5, margin: [0, 0, 0, 4] })),
      { ...table(columns, rows, { fontSize }), layout: gridLayout(3, n) },
      { text: legend, fontSize: 7, color: '#444444', margin: [0, 8, 0, 0] },
    ],
  });
}

/**
 * The team crosstable (R16.1b): for every team in standings order, each round's opponent, the
 * team's colour on board 1 and the board points of both sides, then match points, board points
 * and the tiebreaks. Landscape when the rounds leave the team names too little room.
 */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { teamCrossCells, teamCrossText } from '../../../shared/team-crosstable';
import { document, table, textWidth, usableWidth, type Column } from '../layout';
import { nameWithLeft, teamContext } from './context';
import { figuresOf } from './figures';
import type { TeamReportModel } from './model';

const MIN_NAME_WIDTH = 120;

/**
 * A round's cell stays on one line ("4b 4–4"): a no-break space joins the opponent to the score and
 * the cell does not wrap, so pdfmake never breaks it at the space or after the dash (issue 32.5).
 */
const whole = (text: string) => ({ text: text.replace(/ /g, '\u00a0'), noWrap: true });

export function teamCrosstableReport(m: TeamReportModel): TDocumentDefinitions {
  const c = teamContext(m);
  const s = m.standings;
  const rounds = m.rounds.filter((r) => r.number <= s.round);
  const bye = c.tt('bye');
  const rows = s.rows.map((r) => [
    String(r.rank),
    String(r.team),
    nameWithLeft(c, c.team(r.team), s.round),
    ...teamCrossCells(rounds, r.team).map((cell) => {
      // R16.1b: a round after the team left is marked, as on screen
      const left = c.team(r.team).left;
      if (cell.kind === 'none' && left && cell.round > left.round) return '–';
      return whole(teamCrossText(cell, c.colourLetter, bye, m.boardPoints.scale));
    }),
    { text: c.mp(r.matchPoints), bold: true, alignment: 'right' as const },
    c.bp(r.boardPoints),
    ...figuresOf(c, r, s.sequence),
  ]);
  const columns: Column[] = [
    { head: c.t('col.rank'), width: 'auto', align: 'right' },
    { head: c.t('col.startNo'), width: 'auto', align: 'right' },
    { head: c.tt('col.team'), width: '*' },
    ...rounds.map((r): Column => ({
      head: c.t('col.roundNo', { round: r.number }),
      width: 'auto',
      align: 'right',
    })),
    { head: c.tt('col.matchPoints'), width: 'auto', align: 'right' },
    { head: c.tt('col.boardPoints'), width: 'auto', align: 'right' },
    ...s.sequence.map((code): Column => ({ head: c.tiebreakShort(code), width: 'auto', align: 'right' })),
  ];
  const longest = columns.map((col, i) =>
    Math.max(
      col.head.length,
      ...rows.map((row) => {
        const cell = row[i];
        return typeof cell === 'string' ? cell.length : String(cell?.text ?? '').length;
      }),
    ),
  );
  const fixed = longest.reduce((sum, chars, i) => (i === 2 ? sum : sum + textWidth(chars, 9) + 6), 0);
  const orientation = usableWidth(m.paper, 'portrait') - fixed >= MIN_NAME_WIDTH ? 'portrait' : 'landscape';
  return document(c, {
    title: c.title('team-crosstable'),
    orientation,
    subtitle: s.round > 0 ? [c.t('header.afterRound', { round: s.round })] : [],
    content: [
      table(columns, rows, { fontSize: 9 }),
      { text: c.tt('legend.crosstable'), fontSize: 7, color: '#444444', margin: [0, 8, 0, 0] },
    ],
  });
}

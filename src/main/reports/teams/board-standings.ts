/**
 * Board standings (issue 14: the best individual score per board): for each board number, the
 * players who played on it, ranked by the points they scored there, with their team, games and
 * percentage. Each board's table stays whole on a page where it fits.
 */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { valueText } from '../../../shared/figure-text';
import { document, table, type Column } from '../layout';
import { teamContext } from './context';
import type { TeamReportModel } from './model';

export function teamBoardStandingsReport(m: TeamReportModel): TDocumentDefinitions {
  const c = teamContext(m);
  const columns: Column[] = [
    { head: c.t('col.rank'), width: 'auto', align: 'right' },
    { head: c.tt('col.player'), width: '*' },
    { head: c.t('col.rating'), width: 'auto', align: 'right' },
    { head: c.tt('col.team'), width: '*' },
    { head: c.tt('col.games'), width: 'auto', align: 'right' },
    { head: c.t('col.points'), width: 'auto', align: 'right' },
    { head: c.tt('col.percent'), width: 'auto', align: 'right' },
  ];
  const content: Content[] = m.boardStandings.map((b) => ({
    unbreakable: b.rows.length <= 30,
    margin: [0, 0, 0, 10],
    stack: [
      { text: c.t('pairings.board', { board: b.board }), bold: true, fontSize: 11, margin: [0, 0, 0, 3] },
      table(
        columns,
        b.rows.map((r) => [
          String(r.rank),
          r.player.name,
          r.player.rating === null ? '' : String(r.player.rating),
          `${r.team} ${c.team(r.team).name}`,
          String(r.games),
          { text: c.bp(r.points), bold: true, alignment: 'right' as const },
          valueText('percent', r.percent, 1),
        ]),
        { fontSize: 9 },
      ),
    ],
  }));
  content.push({ text: c.tt('legend.boards'), fontSize: 7.5, color: '#444444' });
  return document(c, {
    title: c.title('team-board-standings'),
    subtitle: m.standings.round > 0 ? [c.t('header.afterRound', { round: m.standings.round })] : [],
    content,
  });
}

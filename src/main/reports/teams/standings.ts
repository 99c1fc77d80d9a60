/**
 * The team standings after a round (R16.1): rank, team, club, match points, board points, matches
 * won/drawn/lost, and the tiebreaks in the seeds' order (Buchholz, Sonneborn-Berger on match
 * points, opponents' win percentage, direct encounter, starting number; board points when
 * chosen), then the team rating (docs/TEAMS.md). A team that left says when (R10.2, on by default for teams: it ranks behind).
 */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { document, table, type Column } from '../layout';
import { nameWithLeft, teamContext } from './context';
import { figuresOf } from './figures';
import type { TeamReportModel } from './model';

export function teamStandingsReport(m: TeamReportModel): TDocumentDefinitions {
  const c = teamContext(m);
  const s = m.standings;
  const rated = s.rows.some((r) => r.teamRating !== undefined);
  const columns: Column[] = [
    { head: c.t('col.rank'), width: 'auto', align: 'right' },
    { head: c.t('col.startNo'), width: 'auto', align: 'right' },
    { head: c.tt('col.team'), width: '*' },
    { head: c.tt('col.club'), width: 'auto' },
    { head: c.tt('col.matchPoints'), width: 'auto', align: 'right' },
    { head: c.tt('col.boardPoints'), width: 'auto', align: 'right' },
    { head: c.tt('col.won'), width: 'auto', align: 'right' },
    { head: c.tt('col.drawn'), width: 'auto', align: 'right' },
    { head: c.tt('col.lost'), width: 'auto', align: 'right' },
    ...s.sequence.map((code): Column => ({ head: c.tiebreakShort(code), width: 'auto', align: 'right' })),
    ...(rated ? [{ head: c.tt('col.teamRating'), width: 'auto', align: 'right' } satisfies Column] : []),
  ];
  const rows = s.rows.map((r) => {
    const team = c.team(r.team);
    return [
      String(r.rank),
      String(r.team),
      nameWithLeft(c, team, s.round),
      team.club,
      { text: c.mp(r.matchPoints), bold: true, alignment: 'right' as const },
      c.bp(r.boardPoints),
      String(r.won),
      String(r.drawn),
      String(r.lost),
      ...figuresOf(c, r, s.sequence),
      ...(rated ? [String(r.teamRating ?? '')] : []),
    ];
  });
  const sequence = s.sequence.map((code) => c.tiebreakLong(code)).join(', ');
  return document(c, {
    title: c.title('team-standings'),
    subtitle: s.round > 0 ? [c.t('header.afterRound', { round: s.round })] : [],
    content: [
      table(columns, rows, { fontSize: 9.5 }),
      {
        text: c.tt('legend.standings', { ...m.matchPoints, sequence }),
        fontSize: 7.5,
        color: '#444444',
        margin: [0, 8, 0, 0],
      },
    ],
  });
}

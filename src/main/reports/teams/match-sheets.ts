/**
 * The match sheets of a round (R16.1b), one page per match, handed to the captains and collected
 * by the arbiter: both teams with their captains, every board with both players, ratings and
 * colours (alternating down the boards), a box per board for the result (filled when it is
 * already known), the board points and match points boxes, and three signature lines: both
 * captains and the arbiter.
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { boxed, document, table, type Column } from '../layout';
import { teamChosenRound, teamContext, teamRoundLabel, type TeamCtx } from './context';
import type { TeamMatch, TeamPlayer, TeamReportModel } from './model';

const OTHER = { white: 'black', black: 'white' } as const;

const rating = (p: TeamPlayer | null): string => (p?.rating == null ? '' : String(p.rating));

function signature(label: string): Content {
  return {
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 150, y2: 0, lineWidth: 0.7 }], margin: [0, 26, 0, 2] },
      { text: label, fontSize: 8.5 },
    ],
  };
}

function matchPage(c: TeamCtx, match: TeamMatch, first: boolean): Content[] {
  const home = c.team(match.home);
  const away = c.team(match.away);
  const columns: Column[] = [
    { head: c.t('col.board'), width: 'auto', align: 'right' },
    { head: c.t('col.colour'), width: 'auto', align: 'center' },
    { head: home.name, width: '*' },
    { head: c.t('col.rating'), width: 'auto', align: 'right' },
    { head: c.t('col.colour'), width: 'auto', align: 'center' },
    { head: away.name, width: '*' },
    { head: c.t('col.rating'), width: 'auto', align: 'right' },
    { head: c.t('sheet.resultBox'), width: 62, align: 'center' },
  ];
  const rows: (string | TableCell)[][] = match.games.map((g) => [
    String(g.board),
    c.colourLetter(g.homeColour),
    g.home?.name ?? '',
    rating(g.home),
    c.colourLetter(OTHER[g.homeColour]),
    g.away?.name ?? '',
    rating(g.away),
    // read from the first-listed team's side, as the line reads left to right
    g.result === null ? '' : c.code(g.result, g.homeColour),
  ]);
  // Before any result the boxes stay empty for the captains to fill in.
  const started = match.games.some((g) => g.result !== null);
  const done = match.matchPoints;
  const box = (text: string): TableCell => ({ text: started ? text : '', alignment: 'center' });
  const totals: TableCell[][] = [
    [
      { text: c.tt('sheet.total'), bold: true },
      box(c.bp(match.boardPoints[0])),
      box(c.bp(match.boardPoints[1])),
    ],
    [
      { text: c.tt('sheet.matchPoints'), bold: true },
      box(done ? c.mp(done[0]) : ''),
      box(done ? c.mp(done[1]) : ''),
    ],
  ];
  const captains = [home, away].map((team) =>
    team.captain ? c.tt('sheet.captain', { name: team.captain }) : '',
  );
  return [
    {
      text: `${c.tt('sheet.match', { table: match.table })}  ·  ${c.tt('sheet.versus', {
        home: `${home.startNo} ${home.name}`,
        away: `${away.startNo} ${away.name}`,
      })}`,
      fontSize: 12,
      bold: true,
      margin: [0, 0, 0, 2],
      ...(first ? {} : { pageBreak: 'before' as const }),
    },
    {
      columns: [
        { text: [home.club, captains[0]].filter((s) => s).join('  ·  '), width: '*' },
        { text: [away.club, captains[1]].filter((s) => s).join('  ·  '), width: '*', alignment: 'right' },
      ],
      fontSize: 9,
      margin: [0, 0, 0, 8],
    },
    table(columns, rows, { fontSize: 10, layout: boxed }),
    {
      margin: [0, 10, 0, 0],
      columns: [
        { text: '', width: '*' },
        {
          width: 'auto',
          ...table(
            [
              { head: '', width: 'auto' },
              { head: home.name, width: 90, align: 'center' },
              { head: away.name, width: 90, align: 'center' },
            ],
            totals,
            { fontSize: 10, layout: boxed },
          ),
        },
      ],
    },
    {
      unbreakable: true,
      margin: [0, 18, 0, 0],
      columnGap: 18,
      columns: [
        signature(c.tt('sheet.signCaptain', { team: home.name })),
        signature(c.tt('sheet.signCaptain', { team: away.name })),
        signature(c.tt('sheet.signArbiter')),
      ],
    },
  ];
}

export function teamMatchSheetsReport(m: TeamReportModel): TDocumentDefinitions {
  const c = teamContext(m);
  const number = teamChosenRound(c, 'team-match-sheets');
  const round = m.rounds.find((r) => r.number === number);
  const matches = [...(round?.matches ?? [])].sort((a, b) => a.table - b.table);
  const content: Content[] = matches.flatMap((match, i) => matchPage(c, match, i === 0));
  if (round?.bye) {
    const team = c.team(round.bye.team);
    content.push({
      text: c.tt('byeLine', {
        team: `${team.startNo} ${team.name}`,
        matchPoints: c.mp(round.bye.matchPoints),
        boardPoints: c.bp(round.bye.boardPoints),
      }),
      margin: [0, 14, 0, 0],
    });
  }
  if (matches.length === 0) content.push({ text: c.tt('sheet.noMatch') });
  return document(c, {
    title: c.title('team-match-sheets'),
    subtitle: [teamRoundLabel(c, number), ...(round?.date ? [c.t('header.date', { date: round.date })] : [])],
    content,
  });
}

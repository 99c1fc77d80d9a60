/**
 * The team pairings of a round for the wall (R16.1b): each match with its number, both teams
 * (the first-listed has White on board 1, colours alternating down the boards), the board points
 * and match points once results come, then the team bye and the teams no longer paired.
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { document, table, type Column } from '../layout';
import { nameWithLeft, teamChosenRound, teamContext, teamRoundLabel } from './context';
import type { TeamReportModel } from './model';

export function teamPairingsReport(m: TeamReportModel): TDocumentDefinitions {
  const c = teamContext(m);
  const number = teamChosenRound(c, 'team-pairings');
  const round = m.rounds.find((r) => r.number === number);
  const columns: Column[] = [
    { head: c.tt('col.table'), width: 'auto', align: 'right' },
    { head: c.t('col.startNo'), width: 'auto', align: 'right' },
    { head: c.tt('col.team'), width: '*' },
    { head: c.t('col.colour'), width: 'auto', align: 'center' },
    { head: c.tt('col.boardPoints'), width: 'auto', align: 'center' },
    { head: c.tt('col.matchPoints'), width: 'auto', align: 'center' },
    { head: c.t('col.startNo'), width: 'auto', align: 'right' },
    { head: c.tt('col.team'), width: '*' },
  ];
  const rows: (string | TableCell)[][] = [...(round?.matches ?? [])]
    .sort((a, b) => a.table - b.table)
    .map((match) => {
      const started = match.games.some((g) => g.result !== null);
      const mp = match.matchPoints;
      return [
        { text: String(match.table), bold: true, alignment: 'right' },
        String(match.home),
        c.team(match.home).name,
        c.colourLetter(match.homeColour),
        started ? `${c.bp(match.boardPoints[0])}–${c.bp(match.boardPoints[1])}` : '',
        mp ? `${c.mp(mp[0])}–${c.mp(mp[1])}` : '',
        String(match.away),
        c.team(match.away).name,
      ];
    });
  const content: Content[] = [table(columns, rows, { fontSize: 11 })];
  const notes: string[] = [];
  if (round?.bye) {
    const team = c.team(round.bye.team);
    notes.push(
      c.tt('byeLine', {
        team: `${team.startNo} ${team.name}`,
        matchPoints: c.mp(round.bye.matchPoints),
        boardPoints: c.bp(round.bye.boardPoints),
      }),
    );
  }
  // R16.1b: a team that left is no longer paired; it is named with the round it left.
  const paired = new Set((round?.matches ?? []).flatMap((x) => [x.home, x.away]));
  for (const team of m.teams)
    if (team.left && !paired.has(team.startNo) && round?.bye?.team !== team.startNo)
      notes.push(`${team.startNo} ${nameWithLeft(c, team, number)}`);
  for (const note of notes) content.push({ text: note, fontSize: 10, margin: [0, 6, 0, 0] });
  return document(c, {
    title: c.title('team-pairings'),
    subtitle: [teamRoundLabel(c, number), ...(round?.date ? [c.t('header.date', { date: round.date })] : [])],
    content,
  });
}

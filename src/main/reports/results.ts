/**
 * The results of one round (R8): board, both entrants, each result in the one notation of screens
 * and print (src/shared/result-notation.ts) with its legend; with two legs
 * (R5) both games of the board. Boards without a result yet stay blank.
 */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { chosenRound, context, document, roundLabel, table, type Column, type Ctx } from './layout';
import type { Game } from '../engine/types';
import type { ReportModel } from './model';

/**
 * One game's score from the board's White. The second leg's result names its own colours (engine
 * `Game`), where the board's White has Black (R5.1): `flip` prints it the board's way round.
 */
function gameText(c: Ctx, g: Game | undefined, flip = false): string {
  if (!g?.result) return '';
  return c.code(g.result, flip ? 'black' : 'white');
}

export function resultsReport(m: ReportModel): TDocumentDefinitions {
  const c = context(m);
  const number = chosenRound(c, 'results');
  const round = m.sheet.rounds.find((r) => r.number === number);
  const twoLegs = (round?.gamesPerRound ?? 1) === 2;
  const columns: Column[] = [
    { head: c.t('col.board'), width: 'auto', align: 'right' },
    { head: c.t('col.startNo'), width: 'auto', align: 'right' },
    { head: c.t('col.white'), width: '*' },
    ...(twoLegs
      ? [1, 2].map((leg): Column => ({ head: c.t('col.game', { leg }), width: 'auto', align: 'center' }))
      : [{ head: c.t('col.result'), width: 'auto', align: 'center' } satisfies Column]),
    { head: c.t('col.startNo'), width: 'auto', align: 'right' },
    { head: c.t('col.black'), width: '*' },
  ];
  const rows = (round?.boards ?? []).map((b, i) => [
    String(i + 1),
    String(b.white),
    c.entrant(b.white).name,
    ...(twoLegs ? [gameText(c, b.games[0]), gameText(c, b.games[1], true)] : [gameText(c, b.games[0])]),
    String(b.black),
    c.entrant(b.black).name,
  ]);
  const content: Content[] = [table(columns, rows, { fontSize: 9.5 })];
  const off = [...(round?.absences ?? [])].sort((x, y) => x.startNo - y.startNo);
  for (const a of off) {
    content.push({
      text: `${a.startNo}  ${c.entrant(a.startNo).name}  –  ${c.t(`absence.${a.kind}`)}`,
      margin: [0, off[0] === a ? 8 : 0, 0, 0],
    });
  }
  content.push({
    text: [c.t('legend.results'), ...(twoLegs ? [c.t('legend.resultsTwoGames')] : []), c.codeLegend()].join(
      ' ',
    ),
    fontSize: 7.5,
    color: '#444444',
    margin: [0, 8, 0, 0],
  });
  return document(c, { kind: 'results', subtitle: [roundLabel(c, number)], content });
}

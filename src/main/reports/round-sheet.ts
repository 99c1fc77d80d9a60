/**
 * The round sheet the arbiter hands out and collects (PRODUCT.md step 4): dated with the day the
 * round was paired (not the day it is printed, which the footer gives), boards with starting
 * numbers, names, each entrant's points before the round, ratings and colours, the opening of the
 * round (R11.2), an empty box per game to write the result in, and the arbiter's signature. With two legs (R5.1) each board has two lines,
 * one per game, the second with the colours reversed, on the same opening (R11.3).
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  boxed,
  usableWidth,
  chosenRound,
  context,
  document,
  roundLabel,
  table,
  type Column,
  type Ctx,
} from './layout';
import { pointsBefore } from '../engine/crosstable';
import { linesOf } from './cells';
import type { ReportModel } from './model';
import { pairedTable } from './paired-table';
import { portalBlock } from './portal-code';

type Side = [string, string, string, string];

/**
 * Number, name, points before the round, rating. The points are those the round was paired on
 * (R6.7: a later correction moves the standings, not this sheet); for a round paired before they
 * were stored, the crosstable model's running total.
 */
function sider(c: Ctx, number: number, pairedOn?: Record<number, number>): (startNo: number) => Side {
  const before = pointsBefore(linesOf(c, number), number);
  return (startNo) => {
    const e = c.entrant(startNo);
    return [
      String(startNo),
      e.name,
      c.pts(pairedOn?.[startNo] ?? before.get(startNo) ?? 0),
      e.rating === null ? '' : String(e.rating),
    ];
  };
}

export function roundSheetReport(m: ReportModel): TDocumentDefinitions {
  const c = context(m);
  const number = chosenRound(c, 'round-sheet');
  const round = m.sheet.rounds.find((r) => r.number === number);
  const info = m.roundInfo.find((r) => r.number === number);
  const twoLegs = (round?.gamesPerRound ?? 1) === 2;
  const side = sider(c, number, info?.pairedOn);

  const columns: Column[] = [
    { head: c.t('col.board'), width: 'auto', align: 'right' },
    ...(twoLegs ? [{ head: c.t('col.leg'), width: 'auto' as const, align: 'center' as const }] : []),
    { head: c.t('col.startNo'), width: 'auto', align: 'right' },
    { head: c.t('col.white'), width: '*' },
    { head: c.t('col.points'), width: 'auto', align: 'right' },
    { head: c.t('col.rating'), width: 'auto', align: 'right' },
    { head: c.t('col.startNo'), width: 'auto', align: 'right' },
    { head: c.t('col.black'), width: '*' },
    { head: c.t('col.points'), width: 'auto', align: 'right' },
    { head: c.t('col.rating'), width: 'auto', align: 'right' },
    { head: c.t('sheet.resultBox'), width: 62, align: 'center' },
  ];
  const rows: (string | TableCell)[][] = [];
  (round?.boards ?? []).forEach((b, i) => {
    const legs = twoLegs
      ? [[b.white, b.black] as const, [b.black, b.white] as const]
      : [[b.white, b.black] as const];
    legs.forEach(([w, bl], leg) => {
      rows.push([String(i + 1), ...(twoLegs ? [String(leg + 1)] : []), ...side(w), ...side(bl), '']);
    });
  });

  const content: Content[] = [];
  const meta = [
    info?.date ? c.t('header.date', { date: info.date }) : '',
    info?.opening ? c.t('header.opening', { opening: info.opening }) : '',
  ].filter((s) => s !== '');
  if (meta.length && info?.diagram)
    // R11.2: the opening as moves and as the board the games start from
    content.push({
      columns: [
        { svg: info.diagram, width: 120 },
        { stack: meta, fontSize: 10.5, bold: true, margin: [12, 4, 0, 0], width: '*' },
      ],
      margin: [0, 0, 0, 8],
    });
  else if (meta.length)
    content.push({ text: meta.join('     '), fontSize: 10.5, bold: true, margin: [0, 0, 0, 6] });
  content.push(
    twoLegs
      ? pairedTable(columns, rows, usableWidth(m.paper, 'portrait'))
      : table(columns, rows, { fontSize: 10, layout: boxed }),
  );

  if (m.portalUrl) content.push(portalBlock(m.language, m.portalUrl));

  const off = round?.absences ?? [];
  if (off.length) {
    content.push({ text: c.t('sheet.pausing'), bold: true, margin: [0, 10, 0, 2] });
    for (const a of [...off].sort((x, y) => x.startNo - y.startNo)) {
      content.push({ text: `${a.startNo}  ${c.entrant(a.startNo).name}  –  ${c.t(`absence.${a.kind}`)}` });
    }
  }
  // The signature block stays on one page with the line it belongs to.
  content.push({
    unbreakable: true,
    margin: [0, 28, 0, 0],
    columns: [
      { text: m.header.arbiter ? c.t('header.arbiter', { name: m.header.arbiter }) : '', width: '*' },
      {
        width: 220,
        stack: [
          { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.7 }], margin: [0, 14, 0, 2] },
          { text: c.t('sheet.signature'), fontSize: 8.5 },
        ],
      },
    ],
  });
  // The appendix on request (issue 30 part 1): why this pairing, on a page of its own.
  if (m.explanation?.length)
    content.push(
      { text: c.t('sheet.appendix'), bold: true, fontSize: 12, pageBreak: 'before', margin: [0, 0, 0, 6] },
      ...m.explanation.map((text) => ({
        text,
        fontSize: 9,
        margin: [0, 0, 0, 2] as [number, number, number, number],
      })),
    );
  return document(c, { kind: 'round-sheet', subtitle: [roundLabel(c, number)], content });
}

/**
 * The pairing list for the wall (PRODUCT.md step 4): every entrant by name, alphabetical in the
 * language of the report, with board, colour and opponent, in a size readable from a step back.
 * Entrants off the boards (bye, absent ...) are listed in their place with the reason.
 */
import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { chosenRound, context, document, roundLabel, table, type Column } from './layout';
import { collator } from './format';
import type { ReportModel } from './model';

type Line = { name: string; cells: (string | TableCell)[] };

export function pairingsWallReport(m: ReportModel): TDocumentDefinitions {
  const c = context(m);
  const number = chosenRound(c, 'pairings-wall');
  const round = m.sheet.rounds.find((r) => r.number === number);
  const lines: Line[] = [];
  (round?.boards ?? []).forEach((b, i) => {
    for (const [me, opp, colour] of [
      [b.white, b.black, 'white'],
      [b.black, b.white, 'black'],
    ] as const) {
      const e = c.entrant(me);
      const o = c.entrant(opp);
      lines.push({
        name: e.name,
        // The board is what a player looks for on the wall: bold.
        cells: [
          e.name,
          String(me),
          { text: String(i + 1), bold: true, alignment: 'right' },
          c.t(`col.${colour}`),
          String(opp),
          o.name,
        ],
      });
    }
  });
  for (const a of round?.absences ?? []) {
    const e = c.entrant(a.startNo);
    lines.push({
      name: e.name,
      cells: [
        e.name,
        String(a.startNo),
        '',
        { text: c.t(`absence.${a.kind}`), colSpan: 3, italics: true },
        '',
        '',
      ],
    });
  }
  const byName = collator(m.language);
  lines.sort((x, y) => byName.compare(x.name, y.name));

  const columns: Column[] = [
    { head: c.t('col.name'), width: '*' },
    { head: c.t('col.startNo'), width: 'auto', align: 'right' },
    { head: c.t('col.board'), width: 'auto', align: 'right' },
    { head: c.t('col.colour'), width: 'auto' },
    { head: c.t('col.startNo'), width: 'auto', align: 'right' },
    { head: c.t('col.opponent'), width: '*' },
  ];
  return document(c, {
    kind: 'pairings-wall',
    subtitle: [roundLabel(c, number)],
    content: [
      table(
        columns,
        lines.map((l) => l.cells),
        { fontSize: 11 },
      ),
    ],
  });
}

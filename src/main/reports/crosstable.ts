/**
 * The Swiss crosstable, the official record (PRODUCT.md step 6): rank, starting number, name,
 * title, federation, rating, for every round the opponent, colour and result, then points and the
 * tiebreak figures (R9.2: BH and SB). Printed landscape when the rounds leave a name too little
 * room in portrait; the header row repeats on every page and no entrant's line is split.
 */
import type { Content, PageOrientation, TDocumentDefinitions } from 'pdfmake/interfaces';
import { context, document, table, textWidth, usableWidth, type Column } from './layout';
import { roundCells } from './cells';
import { cyclesSubtitle } from './grid';
import { columnHead, infoNote } from '../../shared/standings-legend';
import { figureText } from '../../shared/figure-text';
import type { ReportModel } from './model';

/** Below this a name of 25 letters wraps onto a second line: turn the page. */
const MIN_NAME_WIDTH = 125;
const PADDING = 6;

export function crosstableReport(m: ReportModel): TDocumentDefinitions {
  const c = context(m);
  const s = m.standings;
  const rounds = Math.min(m.round, m.sheet.rounds.length);
  const cells = roundCells(c, rounds);

  const rows = s.rows.map((r) => {
    const e = c.entrant(r.startNo);
    return [
      String(r.rank),
      String(r.startNo),
      r.withdrawn ? `${e.name} (${c.t('absence.withdrawn')})` : e.name,
      e.title,
      e.federation,
      e.rating === null ? '' : String(e.rating),
      ...(cells.get(r.startNo) ?? []),
      c.pts(r.points),
      ...s.columns.map((code) => {
        const f = r.tiebreaks.find((x) => x.code === code);
        return f ? figureText(f, s.points.scale) : '';
      }),
    ];
  });
  const columns: Column[] = [
    { head: c.t('col.rank'), width: 'auto', align: 'right' },
    { head: c.t('col.startNo'), width: 'auto', align: 'right' },
    { head: c.t('col.name'), width: '*' },
    { head: c.t('col.title'), width: 'auto' },
    { head: c.t('col.federation'), width: 'auto' },
    { head: c.t('col.rating'), width: 'auto', align: 'right' },
    ...Array.from({ length: rounds }, (_, i): Column => ({
      head: c.t('col.roundNo', { round: i + 1 }),
      width: 'auto',
      // Right-aligned, colour letters and points line up down the column.
      align: 'right',
    })),
    { head: c.t('col.points'), width: 'auto', align: 'right' },
    ...s.columns.map((code): Column => ({
      head: columnHead(c.tr, m.standings, code),
      width: 'auto',
      align: 'right',
    })),
  ];

  // The largest type that leaves the name room, portrait first (one sheet, easier to file).
  const longest = columns.map((col, i) =>
    Math.max(col.head.length, ...rows.map((r) => String(r[i] ?? '').length)),
  );
  const fixed = (size: number): number =>
    longest.reduce((sum, chars, i) => (i === 2 ? sum : sum + textWidth(chars, size) + PADDING), 0);
  const fits = (o: PageOrientation, size: number): boolean =>
    usableWidth(m.paper, o) - fixed(size) >= MIN_NAME_WIDTH;
  const choices = [
    ...[8.5, 8].map((size) => ({ o: 'portrait' as const, size })),
    ...[8.5, 8, 7.5, 7].map((size) => ({ o: 'landscape' as const, size })),
  ];
  const choice = choices.find(({ o, size }) => fits(o, size)) ?? { o: 'landscape' as const, size: 6.5 };
  const orientation: PageOrientation = choice.o;
  const fontSize = choice.size;

  const bold = rows.map((r) =>
    r.map((cell, i) => (i === 6 + rounds ? { text: cell, bold: true, alignment: 'right' as const } : cell)),
  );
  return document(c, {
    kind: 'crosstable',
    orientation,
    subtitle: m.round > 0 ? [c.t('header.afterRound', { round: m.round })] : [],
    content: [
      ...cyclesSubtitle(c).map((text): Content => ({ text, fontSize: 9.5, margin: [0, 0, 0, 4] })),
      table(columns, bold, { fontSize }),
      {
        // The `*` of a figure for information only, said as under the standings (R9.2, R9.3).
        text: [c.t('legend.crosstable'), c.codeLegend(), ...infoNote(c.tr, s)].join(' '),
        fontSize: 7,
        color: '#444444',
        margin: [0, 8, 0, 0],
      },
    ],
  });
}

/**
 * A boxed table whose rows come in pairs that must stay on one page: the two games of a board
 * with two legs (R5.1). pdfmake keeps a row whole (dontBreakRows) but not two rows together, so
 * each pair is one outer row holding an inner two-row table; both use the same fixed column
 * widths, the header row repeats on every page, and a page never ends between the two games.
 */
import type { Content, CustomTableLayout, TableCell } from 'pdfmake/interfaces';
import { boxed, textWidth, type Column } from './layout';

const FONT = 10;
const PAD = 4;
/** Columns that are not '*' get the width of their longest text. */
const fitted = (col: Column, texts: string[]): number =>
  typeof col.width === 'number'
    ? col.width
    : // Heads are bold and often capitals: a fifth wider than body text.
      Math.max(
        textWidth(col.head.length, FONT) * 1.2,
        textWidth(Math.max(0, ...texts.map((t) => t.length)), FONT),
      ) + 4;

const outer: CustomTableLayout = {
  hLineWidth: (i) => (i === 0 ? 0.5 : 0),
  vLineWidth: () => 0,
  hLineColor: () => '#444444',
  fillColor: (row) => (row === 0 ? '#e4e4e4' : null),
  paddingLeft: () => 0,
  paddingRight: () => 0,
  paddingTop: () => 0,
  paddingBottom: () => 0,
};
const inner: CustomTableLayout = {
  ...boxed,
  hLineWidth: (i) => (i === 1 ? 0.5 : 1),
  vLineWidth: () => 0.5,
  fillColor: () => null,
};

export function pairedTable(
  columns: readonly Column[],
  rows: readonly (string | TableCell)[][],
  width: number,
): Content {
  const text = (cell: string | TableCell | undefined): string => (typeof cell === 'string' ? cell : '');
  const fixed = columns.map((col, i) =>
    col.width === '*'
      ? 0
      : fitted(
          col,
          rows.map((r) => text(r[i])),
        ),
  );
  const stars = columns.filter((col) => col.width === '*').length;
  // What is left after the fixed columns, the paddings and the vertical lines goes to the names.
  const left =
    width - fixed.reduce((a, b) => a + b, 0) - columns.length * 2 * PAD - (columns.length + 1) * 0.5;
  const widths = columns.map((col, i) =>
    col.width === '*' ? Math.max(60, left / Math.max(1, stars)) : (fixed[i] ?? 0),
  );
  const cell = (value: string | TableCell, i: number): TableCell => {
    const align = columns[i]?.align ?? 'left';
    return typeof value === 'string' ? { text: value, alignment: align } : value;
  };
  const body: TableCell[][] = [
    columns.map((col) => ({
      text: col.head,
      bold: true,
      alignment: col.align ?? 'left',
      margin: [PAD + 0.5, 5, PAD, 5],
    })),
  ];
  for (let k = 0; k < rows.length; k += 2) {
    const pair = [rows[k] ?? [], rows[k + 1] ?? []].map((r) => r.map(cell));
    body.push([
      { colSpan: columns.length, table: { widths, body: pair, dontBreakRows: true }, layout: inner },
      ...columns.slice(1).map(() => ({})),
    ]);
  }
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: widths.map((w) => w + 2 * PAD + 0.5), body },
    layout: outer,
    fontSize: FONT,
  };
}

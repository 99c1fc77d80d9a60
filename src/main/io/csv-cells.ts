/**
 * The one writer of CSV cells: every CSV file Diagonal writes (the FMJD rating report, and any
 * export to come) builds its rows here, so that no text, whatever it holds, changes the number of
 * cells of a row or of rows of a file, and no cell runs in a spreadsheet (docs/TEXT.md).
 * - One line: a cell is first made one line (shared/plain-text.ts), a record ends at its line end.
 * - RFC 4180: a cell holding the delimiter or a double quote is quoted, its quotes doubled.
 * - Formulas (OWASP "CSV Injection"): a cell starting with = + - @ tab or carriage return is
 *   read by spreadsheets as a formula (`=HYPERLINK(...)`, `=cmd|...` for DDE); a leading
 *   apostrophe, the spreadsheets' own mark of "text", makes it inert while the name stays
 *   readable. A plain number ("-2", "+31") is a value, not a formula, and is left alone. A text
 *   that starts with apostrophes before such a sign gets one more, so that `csvValue` can tell
 *   the added apostrophe from one that belongs to the text.
 */
import { oneLine } from '../../shared/plain-text';

const FORMULA = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

export type CsvValue = string | number | null;

/** One cell as it is written between delimiters. */
export function csvCell(value: CsvValue, delimiter = ';'): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = oneLine(value);
  const safe = FORMULA.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return safe.includes(delimiter) || safe.includes('"') ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One row: its cells, each written by `csvCell`, between delimiters. */
export const csvRow = (values: readonly CsvValue[], delimiter = ';'): string =>
  values.map((v) => csvCell(v, delimiter)).join(delimiter);

/** A whole file: one row a line, each line ended by CRLF (RFC 4180). */
export const csvText = (rows: readonly (readonly CsvValue[])[], delimiter = ';'): string =>
  rows.map((r) => csvRow(r, delimiter) + '\r\n').join('');

/**
 * The text of a cell as our importers read it back, once unquoted: the apostrophe `csvCell` put
 * before a formula sign is taken off again; any other apostrophe belongs to the text.
 */
export const csvValue = (cell: string): string => (NEUTRALISED.test(cell) ? cell.slice(1) : cell);

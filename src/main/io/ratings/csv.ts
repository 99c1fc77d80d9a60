import type { RawRow } from './types';

export const DELIMITERS = [';', '\t', ',', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/** One record's cells; quotes as RFC 4180 ("" inside a quoted field is one quote). */
export function splitRecord(text: string, delimiter: string): string[] {
  if (!text.includes('"')) return text.split(delimiter);
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

/**
 * Whether every quote of a record is where RFC 4180 puts one: opening a field, and closing it
 * just before a delimiter or the end. A record that runs over several lines is only taken when it
 * is; otherwise a stray quote and another one lines later would glue those lines into one value.
 */
export function wellQuoted(text: string, delimiter: string): boolean {
  let i = 0;
  for (;;) {
    if (text[i] === '"') {
      for (i++; ; i++) {
        if (i >= text.length) return false;
        if (text[i] !== '"') continue;
        if (text[i + 1] === '"') i++;
        else break;
      }
      i++;
      if (i >= text.length) return true;
      if (text[i] !== delimiter) return false;
    } else {
      const next = text.indexOf(delimiter, i);
      const end = next < 0 ? text.length : next;
      if (text.slice(i, end).includes('"')) return false;
      if (next < 0) return true;
      i = next;
    }
    i++;
  }
}

const MAX_RECORD_LINES = 20;

const oddQuotes = (s: string): boolean => {
  let n = 0;
  for (let i = s.indexOf('"'); i >= 0; i = s.indexOf('"', i + 1)) n++;
  return n % 2 === 1;
};

/**
 * How many fields a row of the list has: at least up to its last headed column, and perhaps
 * empty ones after it (a header or rows ending in separators).
 */
export type FieldCount = { min: number; max: number };

export function fieldCount(headers: string[]): FieldCount {
  let min = headers.length;
  while (min > 0 && (headers[min - 1] ?? '').trim() === '') min--;
  return { min, max: headers.length };
}

/** The last non-empty field + 1 (trailing empty fields do not count). */
export function usedFields(cells: string[]): number {
  let n = cells.length;
  while (n > 0 && (cells[n - 1] ?? '').trim() === '') n--;
  return n;
}

export const fitsFields = (cells: string[], f: FieldCount): boolean =>
  cells.length >= f.min && (cells.length <= f.max || usedFields(cells) <= f.max);

/**
 * Streaming CSV: text goes in by chunks, records come out with the line they start on. A quoted
 * field may hold a line break; the record then spans lines and keeps its first line's number.
 * Blank lines are skipped but counted, so line numbers match what an editor shows.
 *
 * A quote that opens and is not closed within a few lines, or whose record closes with another
 * number of fields than `fields` (the header's, once known), is a stray: its line comes out as a
 * broken row, to be reported, and the lines after it are read again on their own, so that one
 * stray quote costs one row and never swallows the rows after it in silence.
 */
export class CsvTokenizer {
  private pending = '';
  /** The lines of a record whose quote is open, from its first line on. */
  private open: string[] | null = null;
  private openLine = 0;
  private line = 0;
  constructor(
    private readonly delimiter: string,
    private readonly fields: FieldCount | null = null,
  ) {}

  push(text: string, out: RawRow[]): void {
    const buf = this.pending + text;
    let start = 0;
    for (let nl = buf.indexOf('\n', start); nl >= 0; nl = buf.indexOf('\n', start)) {
      this.feed(buf.slice(start, buf[nl - 1] === '\r' ? nl - 1 : nl), ++this.line, out);
      start = nl + 1;
    }
    this.pending = buf.slice(start);
  }

  end(out: RawRow[]): void {
    if (this.pending !== '') this.feed(this.pending.replace(/\r$/, ''), ++this.line, out);
    this.pending = '';
    // A quote still open at the end of the file: the record is reported, not guessed at.
    while (this.open !== null) this.giveUp(out);
  }

  /** The line where a quote is open after the text pushed so far, or null. */
  get openQuoteLine(): number | null {
    return this.open === null ? null : this.openLine;
  }

  private feed(lineText: string, line: number, out: RawRow[]): void {
    if (this.open !== null) {
      this.open.push(lineText);
      if (oddQuotes(lineText)) {
        const text = this.open.join('\n');
        const cells = splitRecord(text, this.delimiter);
        if (!wellQuoted(text, this.delimiter) || (this.fields !== null && !fitsFields(cells, this.fields)))
          this.giveUp(out);
        else {
          out.push({ line: this.openLine, cells });
          this.open = null;
        }
      } else if (this.open.length > MAX_RECORD_LINES) this.giveUp(out);
      return;
    }
    if (lineText.length === 0 || !/\S/.test(lineText)) return;
    if (lineText.includes('"') && oddQuotes(lineText)) {
      this.open = [lineText];
      this.openLine = line;
      return;
    }
    out.push({ line, cells: splitRecord(lineText, this.delimiter) });
  }

  /** The open quote's line is a broken row; the lines it took are read again from the next one. */
  private giveUp(out: RawRow[]): void {
    const lines = this.open ?? [];
    const first = this.openLine;
    this.open = null;
    out.push({ line: first, cells: [], broken: true });
    for (let i = 1; i < lines.length; i++) this.feed(lines[i] ?? '', first + i, out);
  }
}

/**
 * The delimiter that splits the first lines into the most columns, consistently (the same count
 * on at least 80% of them). A comma inside "Surname, Given" gives two columns on every line of a
 * semicolon file, which the semicolon beats by its count. Null when no candidate splits at all.
 */
export function detectDelimiter(lines: string[]): { delimiter: Delimiter; columns: number } | null {
  let best: { delimiter: Delimiter; columns: number } | null = null;
  // A line with an odd number of quotes cannot be split on its own (a stray quote, or a line break
  // inside a quoted field): it says nothing about the delimiter.
  const sample = lines.filter((l) => l.trim() !== '' && !oddQuotes(l)).slice(0, 50);
  for (const delimiter of DELIMITERS) {
    const counts = new Map<number, number>();
    for (const l of sample) {
      const n = splitRecord(l, delimiter).length;
      counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    let mode = 1;
    let freq = 0;
    for (const [n, f] of counts) if (f > freq || (f === freq && n > mode)) [mode, freq] = [n, f];
    if (mode >= 2 && freq >= 0.8 * sample.length && (!best || mode > best.columns))
      best = { delimiter, columns: mode };
  }
  return best;
}

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

const MAX_RECORD_LINES = 20;

const oddQuotes = (s: string): boolean => {
  let n = 0;
  for (let i = s.indexOf('"'); i >= 0; i = s.indexOf('"', i + 1)) n++;
  return n % 2 === 1;
};

/**
 * Streaming CSV: text goes in by chunks, records come out with the line they start on. A quoted
 * field may hold a line break; the record then spans lines and keeps its first line's number.
 * Blank lines are skipped but counted, so line numbers match what an editor shows.
 */
export class CsvTokenizer {
  private pending = '';
  private open: string | null = null;
  private openLine = 0;
  private line = 0;
  constructor(private readonly delimiter: string) {}

  push(text: string, out: RawRow[]): void {
    const buf = this.pending + text;
    let start = 0;
    for (let nl = buf.indexOf('\n', start); nl >= 0; nl = buf.indexOf('\n', start)) {
      this.take(buf.slice(start, buf[nl - 1] === '\r' ? nl - 1 : nl), out);
      start = nl + 1;
    }
    this.pending = buf.slice(start);
  }

  end(out: RawRow[]): void {
    if (this.pending !== '') this.take(this.pending.replace(/\r$/, ''), out);
    this.pending = '';
    // A quote still open at the end of the file: the record is reported, not guessed at.
    if (this.open !== null) out.push({ line: this.openLine, cells: [], broken: true });
    this.open = null;
  }

  private take(lineText: string, out: RawRow[]): void {
    this.line++;
    if (this.open !== null) {
      this.open += '\n' + lineText;
      // A stray quote must not swallow the rest of a million-row file: past a few lines the
      // record ends here, and its row is reported like any other that does not parse.
      if (oddQuotes(lineText)) {
        out.push({ line: this.openLine, cells: splitRecord(this.open, this.delimiter) });
        this.open = null;
      } else if (this.line - this.openLine >= MAX_RECORD_LINES) {
        out.push({ line: this.openLine, cells: [], broken: true });
        this.open = null;
      }
      return;
    }
    if (lineText.length === 0 || !/\S/.test(lineText)) return;
    if (lineText.includes('"') && oddQuotes(lineText)) {
      this.open = lineText;
      this.openLine = this.line;
      return;
    }
    out.push({ line: this.line, cells: splitRecord(lineText, this.delimiter) });
  }
}

/**
 * The delimiter that splits the first lines into the most columns, consistently (the same count
 * on at least 80% of them). A comma inside "Surname, Given" gives two columns on every line of a
 * semicolon file, which the semicolon beats by its count. Null when no candidate splits at all.
 */
export function detectDelimiter(lines: string[]): { delimiter: Delimiter; columns: number } | null {
  let best: { delimiter: Delimiter; columns: number } | null = null;
  const sample = lines.filter((l) => l.trim() !== '').slice(0, 50);
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

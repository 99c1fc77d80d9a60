import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { AppError, isAppError } from '../../../shared/errors';
import type { RawRow } from './types';
import type { Attrs, XmlHandler } from './xml';
import { readBook, scanPart, type Book } from './xlsx-book';
import { Zip, workbookError } from './zip';

/**
 * The rows of the first worksheet of an XLSX, read from the zip with bounded work (`zip.ts`) and
 * scanned as it inflates, so that a big workbook is never held in memory. Every cell comes out as
 * the text the spreadsheet shows for it, near enough for a list: numbers without a trailing
 * ".0", dates as ISO dates, shared, inline and rich text joined. `line` is the sheet's row number.
 */

/** A 1,048,576-row sheet of a dozen columns is some 600 MB of XML. */
const SHEET_LIMIT = 2 ** 30;
/** Excel's limits (ECMA-376 Part 1 §18.3.1.4): a reference beyond them is damage. */
const MAX_ROW = 1_048_576;
const MAX_COLUMN = 16_384;
const DAY_MS = 86_400_000;
/** Days from the spreadsheet epoch (1899-12-30, 1900 system) to 1970-01-01. */
const EPOCH_1900 = 25_569;
const EPOCH_1904 = EPOCH_1900 - 1_462;

type Cell = { type: string; style: number; v: string; inline: string; ref: string | undefined };

/** Column letters to a 1-based column: A → 1, Z → 26, AA → 27, XFD → 16384. */
const columnOf = (letters: string): number => {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + ch.charCodeAt(0) - 64;
  return n;
};

/** The reference of a cell written without one, for the message: 28, 3 → AB3. */
const refOf = (column: number, line: number): string => {
  let letters = '';
  for (let c = column; c > 0; c = Math.floor((c - 1) / 26))
    letters = String.fromCharCode(65 + ((c - 1) % 26)) + letters;
  return `${letters}${line}`;
};

class SheetRows implements XmlHandler {
  private rows: RawRow[] = [];
  private readonly path: string[] = [];
  private line = 0;
  /** Set while a row without `r` has no cell yet: its first cell's reference may tell its number. */
  private after: number | null = null;
  private column = 0;
  private cells: string[] = [];
  private cell: Cell | null = null;

  constructor(
    private readonly book: Book,
    private readonly file: string,
  ) {}

  take(): RawRow[] {
    const out = this.rows;
    this.rows = [];
    return out;
  }

  private bad(ref: string): AppError {
    return workbookError('badCell', this.file, { part: this.book.sheet, cell: ref });
  }

  open(name: string, a: Attrs): void {
    const parent = this.path.at(-1);
    this.path.push(name);
    if (name === 'row' && parent === 'sheetData') {
      // A row without `r` follows the one before it (ECMA-376 Part 1 §18.3.1.73).
      const line = a.r === undefined ? this.line + 1 : /^\d{1,7}$/.test(a.r) ? Number(a.r) : NaN;
      if (!(line > this.line && line <= MAX_ROW)) throw this.bad(a.r ?? String(line));
      this.after = a.r === undefined ? this.line : null;
      this.line = line;
      this.column = 0;
      this.cells = [];
    } else if (name === 'c' && parent === 'row') {
      // A cell without `r` sits just right of the one before it (§18.3.1.4).
      let column = this.column + 1;
      const ref = a.r;
      if (ref !== undefined) {
        const m = /^([A-Z]{1,3})(\d{1,7})$/i.exec(ref);
        const line = Number(m?.[2]);
        if (this.after !== null && this.column === 0 && line > this.after && line <= MAX_ROW)
          this.line = line;
        if (!m?.[1] || line !== this.line) throw this.bad(ref);
        column = columnOf(m[1]);
      }
      if (column <= this.column || column > MAX_COLUMN) throw this.bad(ref ?? refOf(column, this.line));
      this.column = column;
      this.cell = { type: a.t ?? 'n', style: Number(a.s ?? 0), v: '', inline: '', ref };
    }
  }

  text(text: string): void {
    const c = this.cell;
    if (!c) return;
    const p = this.path;
    const n = p.length;
    if (p[n - 1] === 'v' && p[n - 2] === 'c') c.v += text;
    // Inline strings: <is><t> or rich text runs <is><r><t>; phonetic runs are not shown.
    else if (p[n - 1] === 't' && (p[n - 2] === 'is' || (p[n - 2] === 'r' && p[n - 3] === 'is')))
      c.inline += text;
  }

  close(name: string): void {
    this.path.pop();
    if (name === 'c' && this.cell && this.path.at(-1) === 'row') {
      this.cells[this.column - 1] = this.value(this.cell);
      this.cell = null;
    } else if (name === 'row' && this.path.at(-1) === 'sheetData') {
      const cells = this.cells;
      let end = cells.length;
      while (end > 0 && !cells[end - 1]) end--;
      cells.length = end;
      let shown = false;
      for (let i = 0; i < end; i++) {
        const c = cells[i];
        if (c === undefined) cells[i] = '';
        else if (!shown && /\S/.test(c)) shown = true;
      }
      if (shown) this.rows.push({ line: this.line, cells });
    }
  }

  /** The cell's text by its type (ECMA-376 Part 1 §18.18.11). */
  private value(c: Cell): string {
    const v = c.v.trim();
    switch (c.type) {
      case 's': {
        if (v === '') return '';
        const text = /^\d{1,10}$/.test(v) ? this.book.strings?.[Number(v)] : undefined;
        if (text === undefined) throw this.bad(c.ref ?? refOf(this.column, this.line));
        return text;
      }
      case 'inlineStr':
        return c.inline || c.v;
      case 'str':
      case 'd':
        return c.v;
      case 'b':
        return v === '' ? '' : String(Number(v) !== 0);
      case 'e':
        // #N/A, #REF! ...: no value, rather than a name or a rating that reads "#N/A".
        return '';
      case 'n':
        return this.number(c, v);
      default:
        throw this.bad(c.ref ?? refOf(this.column, this.line));
    }
  }

  private number(c: Cell, v: string): string {
    if (v === '') return '';
    const n = Number(v);
    if (!Number.isFinite(n)) return v;
    if (this.book.dateStyles[c.style]) {
      const epoch = this.book.date1904 ? EPOCH_1904 : EPOCH_1900;
      const date = new Date(Math.round((n - epoch) * DAY_MS));
      if (!Number.isNaN(date.getTime())) return date.toISOString().slice(0, 10);
    }
    return String(n);
  }
}

/** Errors of the file system are the arbiter's "cannot read"; everything else is already typed. */
function typed(e: unknown, file: string): unknown {
  if (isAppError(e)) return e;
  const code = (e as NodeJS.ErrnoException).code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code))
    return new AppError('ratings:cannotRead', { file, detail: code });
  return e;
}

async function* read(
  path: string,
  onBytes?: (bytes: number) => void,
  head = Infinity,
): AsyncGenerator<RawRow> {
  const file = basename(path);
  let fh;
  try {
    fh = await open(path, 'r');
  } catch (e) {
    throw typed(e, file);
  }
  try {
    const zip = await Zip.open(fh, (await fh.stat()).size, file);
    const book = await readBook(zip);
    const sheet = new SheetRows(book, file);
    const feed = { scan: true };
    let given = 0;
    for await (const _ of scanPart(zip, book.sheet, SHEET_LIMIT, sheet, onBytes, feed)) {
      for (const row of sheet.take()) {
        if (!feed.scan) break;
        yield row;
        feed.scan = ++given < head;
      }
    }
    if (feed.scan) yield* sheet.take();
  } catch (e) {
    throw typed(e, file);
  } finally {
    await fh.close();
  }
}

/** Every row of the first worksheet, as it is read. */
export const xlsxRows = (path: string, onBytes?: (bytes: number) => void): AsyncGenerator<RawRow> =>
  read(path, onBytes);

/**
 * The first `count` rows, for the preview. The rest of the sheet is inflated too (not scanned):
 * damage anywhere in the workbook is found here, not after the arbiter has mapped the columns.
 */
export async function xlsxHead(path: string, count: number): Promise<RawRow[]> {
  const rows: RawRow[] = [];
  for await (const row of read(path, undefined, count)) rows.push(row);
  return rows;
}

/** An XLSX is a zip: it starts with "PK\x03\x04". */
export const isZip = (head: Buffer): boolean =>
  head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;

/** An .xls, or an XLSX with a password: both are OLE compound files (MS-CFB 2.2). */
export const isCompoundFile = (head: Buffer): boolean =>
  head.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));

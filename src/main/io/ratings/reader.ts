import { open, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { AppError } from '../../../shared/errors';
import { CsvTokenizer, detectDelimiter, fieldCount, type Delimiter } from './csv';
import { detectEncoding, createDecoder, textChunks } from './encoding';
import { detectFixedColumns, looksFixedWidth, sliceFixed, straddledColumn } from './fixedWidth';
import { headerScore } from './headers';
import type { ListEncoding, ListFormat, RawRow } from './types';
import { isCompoundFile, isZip, xlsxHead, xlsxRows } from './xlsx';

const HEAD_BYTES = 64 * 1024;
/** The header may sit under a title line or two ("FMJD rating list, January 2026"). */
const HEADER_SEARCH = 10;
export const SAMPLE_ROWS = 20;

/** A list file, sniffed: its shape, header and first rows; `rows` streams the rest. */
export type OpenedList = {
  format: ListFormat;
  encoding: ListEncoding | null;
  delimiter: Delimiter | null;
  headerLine: number;
  headers: string[];
  sample: RawRow[];
  size: number;
  /** Every data row after the header, in batches; `onBytes` follows the file for a progress bar. */
  rows: (onBytes?: (bytes: number) => void) => AsyncGenerator<RawRow[]>;
};

const notAList = (file: string): AppError => new AppError('ratings:notAList', { file: basename(file) });

/** The first row with the most recognised headers among the first rows (none: the first row). */
function findHeader(rows: RawRow[]): number {
  let best = 0;
  let score = -1;
  rows.slice(0, HEADER_SEARCH).forEach((r, i) => {
    const s = headerScore(r.cells);
    if (s > score) [best, score] = [i, s];
  });
  return best;
}

async function openXlsx(path: string, size: number): Promise<OpenedList> {
  // A damaged workbook says what is wrong with it (ratings:workbook.*), here and in `rows`.
  const head = await xlsxHead(path, HEADER_SEARCH + SAMPLE_ROWS);
  const h = findHeader(head);
  const header = head[h];
  if (!header) throw notAList(path);
  return {
    format: 'xlsx',
    encoding: null,
    delimiter: null,
    headerLine: header.line,
    headers: header.cells,
    sample: head.slice(h + 1, h + 1 + SAMPLE_ROWS),
    size,
    async *rows(onBytes) {
      let batch: RawRow[] = [];
      let cells = 0;
      for await (const row of xlsxRows(path, onBytes)) {
        if (row.line <= header.line) continue;
        batch.push(row);
        cells += row.cells.length;
        // Rows of a sheet may be 16,384 cells wide: a batch is bounded by cells, not only rows.
        if (batch.length >= 5000 || cells >= 200_000) {
          yield batch;
          batch = [];
          cells = 0;
        }
      }
      if (batch.length > 0) yield batch;
    },
  };
}

/**
 * Opens a rating list: XLSX, or text (CSV with comma, semicolon, tab or bar; fixed-width) in
 * UTF-8 (with or without BOM), UTF-16LE with BOM, Windows-1250 or Windows-1252. Refuses a file
 * that is none of these (issue 7: a file that is not a list is refused). `encoding`, when the
 * arbiter chose one, is taken instead of the detection (an XLSX has none).
 */
export async function openList(path: string, chosen?: ListEncoding): Promise<OpenedList> {
  const size = (await stat(path)).size;
  const file = await open(path, 'r');
  let head: Buffer;
  let encoding: ListEncoding;
  try {
    const buf = Buffer.alloc(Math.min(HEAD_BYTES, size));
    const { bytesRead } = await file.read(buf, 0, buf.length, 0);
    head = buf.subarray(0, bytesRead);
    if (isZip(head)) return await openXlsx(path, size);
    if (isCompoundFile(head)) throw new AppError('ratings:workbook.compoundFile', { file: basename(path) });
    encoding = chosen ?? (await detectEncoding(file, head));
  } finally {
    await file.close();
  }
  // Binary files (NUL bytes outside UTF-16) are not lists.
  if (size === 0 || (encoding !== 'utf-16le' && head.includes(0))) throw notAList(path);
  let text = createDecoder(encoding).write(head);
  if (size > head.length) text = text.slice(0, text.lastIndexOf('\n') + 1);
  const lines = text.split(/\r?\n/);
  const found = detectDelimiter(lines);
  const fixedHeader = looksFixedWidth(lines) ? bestFixedHeader(lines) : null;
  // "Surname, Given" in an aligned list splits in two at the comma: more aligned columns win.
  const fixed = fixedHeader !== null && fixedHeader.starts.length > (found?.columns ?? 1);
  if (fixed) return fixedWidthList(path, size, encoding, lines, fixedHeader);
  if (!found) throw notAList(path);
  const delimiter = found.delimiter;
  const headRows: RawRow[] = [];
  const tok = new CsvTokenizer(delimiter);
  tok.push(text, headRows);
  if (size <= head.length) tok.end(headRows);
  const h = findHeader(headRows);
  const header = headRows[h];
  quoteBeforeHeader(path, headRows, h, tok.openQuoteLine);
  if (!header) throw notAList(path);
  const fields = fieldCount(header.cells.map((c) => c.trim()));
  return {
    format: 'csv',
    encoding,
    delimiter,
    headerLine: header.line,
    headers: header.cells.map((c) => c.trim()),
    sample: headRows.slice(h + 1, h + 1 + SAMPLE_ROWS),
    size,
    async *rows(onBytes) {
      const f = await open(path, 'r');
      try {
        const t = new CsvTokenizer(delimiter, fields);
        for await (const chunk of textChunks(f, encoding, onBytes)) {
          const out: RawRow[] = [];
          t.push(chunk, out);
          yield out.filter((r) => r.line > header.line);
        }
        const out: RawRow[] = [];
        t.end(out);
        yield out.filter((r) => r.line > header.line);
      } finally {
        await f.close();
      }
    },
  };
}

/**
 * A quote opened and never closed where the header should be: without it no header is found, and
 * "no header row" would send the arbiter looking for the wrong thing. The error names the line
 * where the quote opens.
 */
function quoteBeforeHeader(path: string, rows: RawRow[], h: number, openLine: number | null): void {
  const header = rows[h];
  if (header && !header.broken && headerScore(header.cells) > 0) return;
  const broken = rows.slice(0, HEADER_SEARCH).find((r) => r.broken)?.line ?? null;
  const line = broken ?? (rows.length < HEADER_SEARCH ? openLine : null);
  if (line !== null) throw new AppError('ratings:unclosedQuote', { file: basename(path), line });
}

type FixedHeader = { index: number; starts: number[]; score: number };

/** Each of the first lines tried as the header; the columns are found again from there down. */
function bestFixedHeader(lines: string[]): FixedHeader | null {
  let best: FixedHeader | null = null;
  for (let i = 0; i < Math.min(HEADER_SEARCH, lines.length); i++) {
    const starts = detectFixedColumns(
      lines[i] ?? '',
      lines.slice(i + 1).filter((l) => l.trim() !== ''),
    );
    if (!starts) continue;
    const score = headerScore(sliceFixed(lines[i] ?? '', starts));
    if (!best || score > best.score) best = { index: i, starts, score };
  }
  return best;
}

function fixedWidthList(
  path: string,
  size: number,
  encoding: ListEncoding,
  lines: string[],
  { index, starts }: FixedHeader,
): OpenedList {
  const headerLine = index + 1;
  const sample: RawRow[] = [];
  for (let i = index + 1; i < lines.length && sample.length < SAMPLE_ROWS; i++) {
    const l = lines[i] ?? '';
    if (l.trim() !== '') sample.push({ line: i + 1, cells: sliceFixed(l, starts) });
  }
  return {
    format: 'fixed-width',
    encoding,
    delimiter: null,
    headerLine,
    headers: sliceFixed(lines[index] ?? '', starts),
    sample,
    size,
    async *rows(onBytes) {
      const f = await open(path, 'r');
      try {
        let pending = '';
        const counter = { line: 0 };
        for await (const chunk of textChunks(f, encoding, onBytes)) {
          const parts = (pending + chunk).split('\n');
          pending = parts.pop() ?? '';
          yield fixedRows(parts, counter, headerLine, starts);
        }
        yield fixedRows(pending === '' ? [] : [pending], counter, headerLine, starts);
      } finally {
        await f.close();
      }
    },
  };
}

function fixedRows(
  lines: string[],
  counter: { line: number },
  headerLine: number,
  starts: number[],
): RawRow[] {
  const out: RawRow[] = [];
  for (const raw of lines) {
    const line = ++counter.line;
    const l = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line <= headerLine || l.trim() === '') continue;
    const row: RawRow = { line, cells: sliceFixed(l, starts) };
    const k = straddledColumn(l, starts);
    if (k >= 0) row.straddles = k;
    out.push(row);
  }
  return out;
}

import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import type { RawRow } from './types';

type CellValue = ExcelJS.CellValue;

/** A cell as text: shared strings, rich text, hyperlinks and formula results flattened. */
function cellText(v: CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('result' in v) return cellText(v.result as CellValue);
  if ('text' in v && typeof v.text === 'string') return v.text;
  return '';
}

/**
 * The rows of the first worksheet of an XLSX, streamed (exceljs WorkbookReader), so that a big
 * workbook is never held in memory. `line` is the sheet's row number.
 */
export async function* xlsxRows(path: string, onBytes?: (bytes: number) => void): AsyncGenerator<RawRow> {
  const stream = createReadStream(path);
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? (row.values as CellValue[]) : [];
        // exceljs rows are 1-based: index 0 is always empty.
        const cells = Array.from(values.slice(1), cellText);
        onBytes?.(stream.bytesRead);
        if (cells.some((c) => c.trim() !== '')) yield { line: row.number, cells };
      }
      break;
    }
  } finally {
    stream.destroy();
  }
}

/** An XLSX is a zip: it starts with "PK\x03\x04". */
export const isZip = (head: Buffer): boolean =>
  head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;

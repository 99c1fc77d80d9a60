/**
 * Fixed-width text lists (the FIDE players_list.txt shape, and national lists printed from old
 * programs). Columns are found from the alignment: a character position that is blank on the
 * header and on every sampled row separates two columns. A run of positions that holds data but
 * no header text (a right-aligned number under a wider header, a long name) belongs to the
 * column on its left.
 */
export function detectFixedColumns(header: string, rows: string[]): number[] | null {
  const lines = [header, ...rows].map((l) => l.replace(/\t/g, ' '));
  const width = Math.max(...lines.map((l) => l.length));
  const used = new Uint8Array(width);
  for (const l of lines) for (let i = 0; i < l.length; i++) if (l.charCodeAt(i) !== 32) used[i] = 1;
  const h = lines[0] ?? '';
  const starts: number[] = [];
  let i = 0;
  while (i < width) {
    if (!used[i]) {
      i++;
      continue;
    }
    const start = i;
    while (i < width && used[i]) i++;
    const labelled = h.slice(start, i).trim() !== '';
    if (labelled || starts.length === 0) starts.push(start);
  }
  return starts.length >= 2 ? starts : null;
}

export function sliceFixed(line: string, starts: number[]): string[] {
  const l = line.includes('\t') ? line.replace(/\t/g, ' ') : line;
  return starts.map((s, k) => l.slice(s, starts[k + 1] ?? l.length).trim());
}

/**
 * The column whose start a value runs across ("Dvořák, Jiří MaximiliánCZE": a name too long for
 * its column), or -1. The columns were found where the first rows leave a gap, so a later row
 * without that gap does not line up: its cells would be cut in the wrong places.
 */
export function straddledColumn(line: string, starts: number[]): number {
  for (let k = 1; k < starts.length; k++) {
    const s = starts[k] ?? 0;
    if (s >= line.length) break;
    const before = line.charCodeAt(s - 1);
    const at = line.charCodeAt(s);
    if (before !== 32 && before !== 9 && at !== 32 && at !== 9) return k;
  }
  return -1;
}

/** Lines that look aligned: at least two gaps of two or more spaces inside the text. */
export const looksFixedWidth = (lines: string[]): boolean => {
  const sample = lines.filter((l) => l.trim() !== '').slice(0, 20);
  return (
    sample.length > 0 &&
    sample.filter((l) => (l.trim().match(/\S {2,}\S/g) ?? []).length >= 2).length >= 0.8 * sample.length
  );
};

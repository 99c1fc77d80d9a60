import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { recogniseColumns } from '../../src/main/io/ratings/headers';
import { openList } from '../../src/main/io/ratings/reader';
import { planRows, RowReader } from '../../src/main/io/ratings/records';
import type { RowProblem } from '../../src/main/io/ratings/types';
import { workbook } from '../io/ratings/workbook';
import { budget, fuzzTimeout } from './budget';
import { fraction, mutateBytes, mutation, Tally } from './mutate';

/**
 * The rating-list readers (CSV, fixed width, XLSX) on arbitrary bytes and on mutated valid lists:
 * every file ends, within the run's time limit, in rows that the importer turns into players or
 * row errors, or in a typed, translated error (issue 5: nothing hangs).
 */

const dir = mkdtempSync(join(tmpdir(), 'fuzz-ratings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const FIXTURES = join(__dirname, '../fixtures/ratings');
const TEXT_LISTS = readdirSync(FIXTURES)
  .filter((f) => !f.endsWith('.xlsx'))
  .map((f) => readFileSync(join(FIXTURES, f)));
const XLSX = readFileSync(join(FIXTURES, 'world-multi.xlsx'));

let n = 0;
/** What the import does with a file: open (the preview), map the columns, read every row. */
async function importLike(bytes: Buffer): Promise<void> {
  const file = join(dir, `list-${++n}`);
  writeFileSync(file, bytes);
  try {
    const list = await openList(file);
    const plan = planRows(
      recogniseColumns(
        list.headers,
        list.sample.map((r) => r.cells),
      ),
      { year: 2026, countFields: list.format === 'csv' },
    );
    const reader = new RowReader(plan);
    const problems: RowProblem[] = [];
    for await (const batch of list.rows())
      for (const row of batch) {
        if (!row.cells.every((c) => typeof c === 'string'))
          throw new Error(`line ${row.line}: a cell is not text`);
        const r = reader.read(row, problems);
        if (r !== null && r.name.trim() === '') throw new Error(`line ${row.line}: a player without a name`);
      }
  } finally {
    rmSync(file, { force: true });
  }
}

const b = (s: string): Buffer => Buffer.from(s, 'latin1');
const PREFIXES = [
  '',
  '\xef\xbb\xbf',
  '\xff\xfe',
  'PK\x03\x04',
  '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1',
  'Name;Rating\n',
].map(b);
const LIST_TOKENS = fc.constantFrom(
  ...[
    ';',
    ',',
    '\t',
    '|',
    '"',
    '""',
    '\n',
    '\r\n',
    '\r',
    ' ',
    '   ',
    '0',
    '1994',
    '2339',
    'A 2100',
    '-',
    'n/a',
  ].map(b),
  ...['Name', 'Surname', 'Rating', 'FMJD-id', 'Fed', 'Title', 'Birth', 'MI', 'GMI 64'].map(b),
  ...['Świątek, Łukasz', 'Öztürk, İsmail', 'Sørensen, Bjørn'].map((s) => Buffer.from(s, 'utf8')),
  ...[[0], [0xff], [0xfe], [0xc5], [0x80], [0xa3]].map((x) => Buffer.from(x)),
);
const ZIP_TOKENS = fc.oneof(
  fc.uint8Array({ minLength: 1, maxLength: 4 }).map((x) => Buffer.from(x)),
  fc.constantFrom(...['PK\x01\x02', 'PK\x03\x04', 'PK\x05\x06', '\xff\xff\xff\xff', '\x00\x00'].map(b)),
);

/** Flipped bits at positions given as fractions of the length. */
const flips = fc.array(fc.record({ at: fraction, bit: fc.nat(7) }), {
  minLength: 1,
  maxLength: 4,
});
const flip = (src: Buffer, fs: { at: number; bit: number }[]): Buffer => {
  const out = Buffer.from(src);
  for (const f of fs) {
    const i = Math.floor(f.at * out.length);
    out[i] = (out[i] ?? 0) ^ (1 << f.bit);
  }
  return out;
};

/** Sheet XML from pieces that a reader must take or refuse: cells with and without references... */
const SHEET_PIECES = fc.constantFrom(
  '<row>',
  '<row r="2">',
  '<row r="1048576">',
  '</row>',
  '<row/>',
  '<c>',
  '<c r="B2">',
  '<c r="A1" t="s">',
  '<c t="inlineStr">',
  '<c t="b">',
  '<c t="e">',
  '<c s="1">',
  '<c t="str">',
  '<c r="XFD3" t="d">',
  '</c>',
  '<c/>',
  '<v>',
  '</v>',
  '<is><t>',
  '</t></is>',
  '<r><t>',
  '</t></r>',
  '0',
  '1',
  '7',
  '2339',
  '1.5E3',
  '-1e999',
  'Łukasz',
  '&amp;',
  '&#x141;',
  '&bad;',
  '&',
  '<![CDATA[x]]>',
  '<!-- c -->',
  '<?pi?>',
  ' ',
  '<',
  '>',
  '"',
  '<x:c>',
  '</x:c>',
);
const sheetXml = fc.array(SHEET_PIECES, { maxLength: 60 }).map((pieces) =>
  workbook({
    sheets: [{ name: 'A', data: pieces.join('') }],
    strings: ['<t>Name</t>', '<r><t>Świą</t></r><r><t>tek</t></r>'],
    styles: '<styleSheet><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>',
  }),
);

describe('the rating-list readers under fuzzing', () => {
  it(
    'arbitrary bytes, mutated text lists and mutated workbooks: rows or a typed error',
    async () => {
      const tally = new Tally();
      const check = (what: string, bytes: Buffer) => tally.run(what, () => importLike(bytes));
      const opts = (runs: number, seed: number) => ({ ...budget(runs, seed), timeout: 10_000 });

      const anyBytes = fc.tuple(
        fc.constantFrom(...PREFIXES),
        fc.oneof(
          fc.uint8Array({ maxLength: 2000 }).map((x) => Buffer.from(x)),
          fc.array(LIST_TOKENS, { maxLength: 200 }).map((x) => Buffer.concat(x)),
        ),
      );
      await fc.assert(
        fc.asyncProperty(anyBytes, ([p, x]) => check(`bytes ${p.toString('hex')}…`, Buffer.concat([p, x]))),
        opts(150, 5_2026),
      );
      const textMutant = fc.tuple(fc.constantFrom(...TEXT_LISTS.keys()), mutation(LIST_TOKENS));
      await fc.assert(
        fc.asyncProperty(textMutant, ([i, m]) => check(`list ${i}`, mutateBytes(TEXT_LISTS[i] ?? b(''), m))),
        opts(200, 6_2026),
      );
      const xlsxMutant = fc.oneof(
        flips.map((fs) => flip(XLSX, fs)),
        mutation(ZIP_TOKENS).map((m) => mutateBytes(XLSX, { ...m, lines: [] })),
      );
      await fc.assert(
        fc.asyncProperty(xlsxMutant, (x) => check('xlsx mutant', x)),
        opts(150, 7_2026),
      );
      await fc.assert(
        fc.asyncProperty(sheetXml, (x) => check('xlsx sheet', x)),
        opts(200, 8_2026),
      );
      console.log(tally.report('Rating-list fuzz'));
      expect(tally.accepted).toBeGreaterThan(0);
      expect(tally.typedCount).toBeGreaterThan(0);
    },
    fuzzTimeout(),
  );
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openList } from '../../../src/main/io/ratings/reader';
import { inlineRows, workbook, workbookParts, zip, type Part } from './workbook';

/** Each way a workbook can be damaged ends in its own typed error, never in a wait (issue 5). */

const dir = mkdtempSync(join(tmpdir(), 'xlsx-damage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SHEET = 'xl/worksheets/sheet1.xml';
const LIST = [
  ['Name', 'Rating'],
  ...Array.from({ length: 60 }, (_, i) => [`Kowalski ${i}, Jan`, `${1500 + i}`]),
];
const good = (): Part[] => workbookParts({ sheets: [{ name: 'List', data: inlineRows(LIST) }] });

/** Opens (the preview) and reads every row (the import); the error of whichever fails. */
async function outcome(bytes: Buffer): Promise<unknown> {
  const file = join(dir, 'list.xlsx');
  writeFileSync(file, bytes);
  try {
    const list = await openList(file);
    for await (const _ of list.rows());
    return 'imported';
  } catch (e) {
    return e;
  }
}

const refused = (code: string, params: Record<string, unknown> = {}) =>
  expect.objectContaining({
    name: 'AppError',
    code: `ratings:workbook.${code}`,
    params: { file: 'list.xlsx', ...params },
  });

/** The central directory record of a part: its fields are patched in place. */
const central = (bytes: Buffer, name: string): number => bytes.lastIndexOf(Buffer.from(name)) - 46;
/** Where a part's data start, after its local header. */
const dataOf = (bytes: Buffer, name: string): number => bytes.indexOf(Buffer.from(name)) + name.length;
const without = (name: string): Part[] => good().filter((p) => p.name !== name);
const withPart = (name: string, data: string | Buffer): Part[] =>
  good().map((p) => (p.name === name ? { ...p, data } : p));

describe('damage to the zip', () => {
  it('a file cut short, or with no zip directory', async () => {
    const bytes = zip(good());
    expect(await outcome(bytes.subarray(0, bytes.length >> 1))).toEqual(refused('badDirectory'));
    expect(await outcome(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100, 7)]))).toEqual(
      refused('badDirectory'),
    );
  });

  it('a wrong CRC-32, data that do not inflate, a part longer than it says', async () => {
    const crc = zip(good());
    crc.writeUInt32LE(crc.readUInt32LE(central(crc, SHEET) + 16) ^ 1, central(crc, SHEET) + 16);
    expect(await outcome(crc)).toEqual(refused('damagedPart', { part: SHEET }));
    const deflate = zip(good());
    // BTYPE 11 is reserved (RFC 1951 §3.2.3): no inflater takes it.
    deflate[dataOf(deflate, SHEET)] = 0x07;
    expect(await outcome(deflate)).toEqual(refused('damagedPart', { part: SHEET }));
    const longer = zip(good());
    longer.writeUInt32LE(100, central(longer, SHEET) + 24);
    expect(await outcome(longer)).toEqual(refused('damagedPart', { part: SHEET }));
  });

  it('a part that declares more than a list can take, a zip bomb that lies about its size', async () => {
    const huge = zip(good());
    huge.writeUInt32LE(0xf0000000, central(huge, SHEET) + 24);
    expect(await outcome(huge)).toEqual(refused('tooLarge', { part: SHEET, size: 3840, limit: 1024 }));
    // 64 MB of spaces in 64 KB, declared as 1 KB: stopped after the first chunk.
    const bomb = zip(withPart(SHEET, Buffer.alloc(64 * 2 ** 20, 0x20)));
    bomb.writeUInt32LE(1024, central(bomb, SHEET) + 24);
    const started = performance.now();
    expect(await outcome(bomb)).toEqual(refused('damagedPart', { part: SHEET }));
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('an encrypted part, a compression method that workbooks do not use', async () => {
    const encrypted = zip(good());
    encrypted.writeUInt16LE(0x801, central(encrypted, SHEET) + 8);
    expect(await outcome(encrypted)).toEqual(refused('encrypted', { part: SHEET }));
    const bzip2 = zip(good());
    bzip2.writeUInt16LE(12, central(bzip2, SHEET) + 10);
    expect(await outcome(bzip2)).toEqual(refused('unsupported', { part: SHEET }));
  });

  it('an old .xls or a password-protected workbook (an OLE compound file)', async () => {
    const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
    expect(await outcome(ole)).toEqual(refused('compoundFile'));
  });
});

describe('damage to the workbook', () => {
  it('a missing package relationship, workbook, workbook relationship or sheet part', async () => {
    for (const part of ['_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', SHEET])
      expect(await outcome(zip(without(part)))).toEqual(refused('missingPart', { part }));
  });

  it('a workbook without a worksheet', async () => {
    expect(await outcome(workbook({ sheets: [] }))).toEqual(refused('noSheet'));
  });

  it('XML that is not well formed, not UTF-8, or declares entities', async () => {
    const sheet = (data: string | Buffer) => zip(withPart(SHEET, data));
    const laughs =
      '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>' +
      '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&lol2;</t></is></c></row></sheetData></worksheet>';
    for (const data of [
      '<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></row></sheetData></worksheet>',
      '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&nbsp;</t></is></c></row>',
      '<worksheet><sheetData/></worksheet><worksheet/>',
      '<worksheet><sheetData><row r="1"><c r="A1" t=inlineStr/></row></sheetData></worksheet>',
      Buffer.from(
        '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Gärtner</t></is></c></row></sheetData></worksheet>',
        'latin1',
      ),
      laughs,
    ])
      expect(await outcome(sheet(data))).toEqual(refused('badXml', { part: SHEET }));
  });

  it('cells out of place or pointing to a shared string that is not there', async () => {
    const cases: [string, string][] = [
      ['<row r="1"><c r="B1"><v>1</v></c><c r="A1"><v>2</v></c></row>', 'A1'],
      ['<row r="2"><c r="A2"><v>1</v></c></row><row r="1"><c r="A1"><v>2</v></c></row>', '1'],
      ['<row r="1"><c r="A2"><v>1</v></c></row>', 'A2'],
      ['<row r="1"><c r="XFE1"><v>1</v></c></row>', 'XFE1'],
      ['<row r="1"><c r="A1" t="s"><v>1</v></c></row>', 'A1'],
      ['<row r="1"><c r="A1" t="q"><v>1</v></c></row>', 'A1'],
      ['<row r="1048577"><c r="A1048577"><v>1</v></c></row>', '1048577'],
    ];
    for (const [data, cell] of cases) {
      const bytes = workbook({ sheets: [{ name: 'A', data }], strings: ['<t>only one</t>'] });
      expect(await outcome(bytes)).toEqual(refused('badCell', { part: SHEET, cell }));
    }
  });

  it('a whitespace flood is refused by the token limit, rows without `r` past the last row of a sheet', async () => {
    const flood = `<worksheet><sheetData>${' '.repeat(8 * 2 ** 20)}</sheetData></worksheet>`;
    expect(await outcome(zip(withPart(SHEET, flood)))).toEqual(refused('badXml', { part: SHEET }));
    const rows = '<row r="1048576"><c><v>1</v></c></row><row><c><v>2</v></c></row>';
    expect(await outcome(workbook({ sheets: [{ name: 'A', data: rows }] }))).toEqual(
      refused('badCell', { part: SHEET, cell: '1048577' }),
    );
  });
});

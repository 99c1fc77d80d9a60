import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openList } from '../../../src/main/io/ratings/reader';
import { xlsxRows } from '../../../src/main/io/ratings/xlsx';
import type { RawRow } from '../../../src/main/io/ratings/types';
import { inlineRows, workbook, workbookParts, zip, type Part } from './workbook';

const dir = mkdtempSync(join(tmpdir(), 'xlsx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const save = (bytes: Buffer): string => {
  const file = join(dir, `list-${++n}.xlsx`);
  writeFileSync(file, bytes);
  return file;
};

async function rows(bytes: Buffer): Promise<[number, string[]][]> {
  const out: RawRow[] = [];
  for await (const r of xlsxRows(save(bytes))) out.push(r);
  return out.map((r) => [r.line, r.cells]);
}

const STYLES =
  '<styleSheet><numFmts count="1"><numFmt numFmtId="164" formatCode="dd&quot;.&quot;mm&quot;.&quot;yyyy"/></numFmts>' +
  '<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>' +
  '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="2"/></cellXfs></styleSheet>';

describe('cells as the spreadsheet shows them', () => {
  it('places cells and rows without `r` after the ones before them (ECMA-376 §18.3.1.4, §18.3.1.73)', async () => {
    const data =
      '<row><c t="inlineStr"><is><t>ID</t></is></c><c t="inlineStr"><is><t>Name</t></is></c></row>' +
      '<row r="3"><c><v>16095</v></c><c r="D3" t="inlineStr"><is><t>POL</t></is></c><c><v>2339</v></c></row>' +
      '<row><c r="B4" t="inlineStr"><is><t>Nowak</t></is></c></row>' +
      // A row without `r` whose first cell says where it is: rows 5 and 6 are not in the file.
      '<row><c r="A7"><v>7</v></c></row>';
    expect(await rows(workbook({ sheets: [{ name: 'List', data }] }))).toEqual([
      [1, ['ID', 'Name']],
      [3, ['16095', '', '', 'POL', '2339']],
      [4, ['', 'Nowak']],
      [7, ['7']],
    ]);
  });

  it('joins rich text runs of shared and inline strings, without the phonetic runs', async () => {
    const strings = [
      '<t>Name</t>',
      '<r><t>Świą</t></r><r><rPr><b/></rPr><t>tek</t></r><rPh sb="0" eb="1"><t>シ</t></rPh>',
      '<t xml:space="preserve"> Łukasz </t>',
    ];
    const data =
      '<row r="1"><c r="A1" t="s"><v>0</v></c></row>' +
      '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" t="s"><v>2</v></c>' +
      '<c r="C2" t="inlineStr"><is><r><t>Öz</t></r><r><rPr><i/></rPr><t>türk</t></r></is></c>' +
      '<c r="D2" t="str"><f>UPPER("mf")</f><v>MF</v></c><c r="E2" t="b"><v>1</v></c>' +
      '<c r="F2" t="e"><v>#N/A</v></c><c r="G2" t="inlineStr"><is><t>Ağaoğlu &amp; Søn &#x130;&#246;</t></is></c></row>';
    expect(await rows(workbook({ sheets: [{ name: 'A', data }], strings }))).toEqual([
      [1, ['Name']],
      [2, ['Świątek', ' Łukasz ', 'Öztürk', 'MF', 'true', '', 'Ağaoğlu & Søn İö']],
    ]);
  });

  it('writes numbers without a trailing .0 and dates (built-in and custom formats) as ISO dates', async () => {
    const data =
      '<row r="1"><c r="A1"><v>2339</v></c><c r="B1"><v>2339.0</v></c><c r="C1"><v>1.5E3</v></c>' +
      '<c r="D1" s="1"><v>34405</v></c><c r="E1" s="2"><v>36526</v></c><c r="F1" s="3"><v>2101.5</v></c>' +
      '<c r="G1" t="n"><v> 17 </v></c></row>';
    expect(await rows(workbook({ sheets: [{ name: 'A', data }], styles: STYLES }))).toEqual([
      // 34405 is 1994-03-12 and 36526 is 2000-01-01 in the 1900 date system.
      [1, ['2339', '2339', '1500', '1994-03-12', '2000-01-01', '2101.5', '17']],
    ]);
    const in1904 = workbook({
      sheets: [{ name: 'A', data: '<row r="1"><c r="A1" s="1"><v>0</v></c></row>' }],
      styles: STYLES,
      date1904: true,
    });
    expect(await rows(in1904)).toEqual([[1, ['1904-01-01']]]);
  });

  it('leaves out empty rows and the empty cells at the end of a row', async () => {
    const data =
      '<row r="1"><c r="A1" s="1"/><c r="B1" t="inlineStr"><is><t> </t></is></c></row>' +
      '<row r="2"><c r="A2" t="inlineStr"><is><t>x</t></is></c><c r="C2" s="1"/><c r="XFD2" t="s"/></row>' +
      '<row r="3"/>';
    expect(await rows(workbook({ sheets: [{ name: 'A', data }], strings: [] }))).toEqual([[2, ['x']]]);
  });
});

describe('which sheet', () => {
  it('reads the first sheet the arbiter sees: workbook order, hidden sheets passed over', async () => {
    const bytes = workbook({
      sheets: [
        { name: 'Notes', data: inlineRows([['hidden']]), state: 'hidden' },
        { name: 'List', data: inlineRows([['Name'], ['Øster, Bjørn']]), part: 'sheet9.xml' },
        { name: 'Old', data: inlineRows([['Name'], ['Old list']]) },
      ],
    });
    expect(await rows(bytes)).toEqual([
      [1, ['Name']],
      [2, ['Øster, Bjørn']],
    ]);
  });

  it('reads prefixed elements, absolute targets, stored parts, ZIP64 records and UTF-16 parts', async () => {
    const parts = workbookParts({ sheets: [{ name: 'A', data: '' }] }).map((p): Part => {
      if (p.name === 'xl/worksheets/sheet1.xml')
        return {
          name: p.name,
          store: true,
          data:
            '<x:worksheet xmlns:x="urn:main"><x:sheetData><x:row x:r="1"><x:c r="A1" t="inlineStr">' +
            '<x:is><x:t>Dupré</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>',
        };
      if (p.name === 'xl/_rels/workbook.xml.rels')
        return {
          ...p,
          data: String(p.data).replace('"worksheets/sheet1.xml"', '"/xl/worksheets/sheet1.xml"'),
        };
      if (p.name === 'xl/workbook.xml')
        return {
          ...p,
          data: Buffer.concat([
            Buffer.from([0xff, 0xfe]),
            Buffer.from(String(p.data).replace('UTF-8', 'UTF-16'), 'utf16le'),
          ]),
        };
      return p;
    });
    expect(await rows(zip(parts, { zip64: true }))).toEqual([[1, ['Dupré']]]);
  });
});

describe('a workbook as a rating list', () => {
  it('gives the importer the header and rows of a list with names in every script', async () => {
    const list = [
      ['FMJD ID', 'Surname', 'First name', 'Fed', 'Rating'],
      ['16095', 'Świątek', 'Łukasz', 'POL', '2339'],
      ['17842', 'Öztürk', 'İsmail', 'TUR', '2105'],
      ['16630', 'Dupré', 'Anaëlle', 'FRA', '2101'],
      ['15310', 'Sørensen', 'Bjørn', 'DEN', '1800'],
      ['18001', 'Ağaoğlu', 'Ayşe', 'TUR', '1750'],
    ];
    const data = '<row><c t="inlineStr"><is><t>World list 2026</t></is></c></row>' + inlineRows(list, 2);
    const opened = await openList(save(workbook({ sheets: [{ name: 'A', data }] })));
    expect(opened.format).toBe('xlsx');
    expect(opened.headers).toEqual(list[0]);
    expect(opened.headerLine).toBe(2);
    const got: string[][] = [];
    for await (const b of opened.rows()) got.push(...b.map((r) => r.cells));
    expect(got).toEqual(list.slice(1));
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recogniseColumns } from '../../../src/main/io/ratings/headers';
import { openList } from '../../../src/main/io/ratings/reader';
import { planRows, RowReader } from '../../../src/main/io/ratings/records';
import type { RatingRecord, RowProblem } from '../../../src/main/io/ratings/types';

const fixture = (name: string): string => join(__dirname, '../../fixtures/ratings', name);

async function readAll(name: string) {
  const list = await openList(fixture(name));
  const mapping = recogniseColumns(
    list.headers,
    list.sample.map((r) => r.cells),
  );
  const reader = new RowReader(planRows(mapping, { year: 2026, countFields: list.format === 'csv' }));
  const records: RatingRecord[] = [];
  const problems: RowProblem[] = [];
  for await (const batch of list.rows())
    for (const row of batch) {
      const r = reader.read(row, problems);
      if (r) records.push(r);
    }
  // Line, message key and parameters: what the arbiter is told.
  const errors = problems.map(({ line, code, params }) => ({ line, code, params }));
  return { list, mapping, records, errors, problems };
}

const fields = (m: { meaning: { field: string | null } }[]) => m.map((c) => c.meaning.field);

describe('FMJD export: UTF-8 with BOM, semicolons, a title line above the header', () => {
  it('finds the header under the title line and reads class-letter ratings and 64 titles', async () => {
    const { list, mapping, records, errors } = await readAll('fmjd-bom-semicolon.csv');
    expect(list.format).toBe('csv');
    expect(list.encoding).toBe('utf-8-bom');
    expect(list.delimiter).toBe(';');
    expect(list.headerLine).toBe(2);
    expect(list.headers[0]).toBe('FMJD-id');
    expect(fields(mapping)).toEqual([
      'id',
      'name',
      'federation',
      'title',
      'rating',
      'games',
      'birthYear',
      'sex',
    ]);
    expect(records.map((r) => r.name)).toEqual([
      'Świątek, Łukasz',
      'Georgiev, Alexander',
      'Öztürk, İsmail',
      'Sørensen, Bjørn',
      'Dupré, Anaëlle',
      'Kowalczyk, Zofia',
      'Nowak, Jan',
    ]);
    const swiatek = records[0];
    expect(swiatek).toMatchObject({
      line: 3,
      playerId: '16095',
      federation: 'POL',
      title: 'MI',
      birthYear: 1994,
      sex: 'm',
    });
    expect(swiatek?.ratings).toEqual([{ variant: null, timeControl: null, rating: 2339, games: 412 }]);
    expect(records[2]?.title).toBe('MF 64');
    expect(records[3]?.title).toBeNull();
    expect(records[4]?.sex).toBe('f');
    expect(records[5]).toMatchObject({ title: 'GMIF 64', ratings: [{ rating: 2150 }] });
    // An empty rating is an unrated player, not a bad row.
    expect(records[6]?.ratings).toEqual([{ variant: null, timeControl: null, rating: null, games: null }]);
    expect(errors).toEqual([
      { line: 8, code: 'ratings:row.missingName', params: {} },
      { line: 9, code: 'ratings:row.badRating', params: { value: 'abc' } },
    ]);
  });
});

describe('KNDB-style list: Windows-1252, tabs, Dutch headers with a tussenvoegsel', () => {
  it('decodes ë and ø and joins "van der Wal, Jan"', async () => {
    const { list, mapping, records, errors } = await readAll('kndb-1252-tab.txt');
    expect(list.encoding).toBe('windows-1252');
    expect(list.delimiter).toBe('\t');
    expect(fields(mapping)).toEqual([
      'id',
      'surname',
      'infix',
      'givenName',
      'club',
      'rating',
      'games',
      'birthYear',
      'sex',
    ]);
    expect(records.map((r) => r.name)).toEqual([
      'van der Wal, Jan',
      'Boëtius, Zoë',
      'Sørensen, Bjørn',
      'Bakker, Emma',
    ]);
    expect(records[0]).toMatchObject({
      playerId: '1023456',
      club: 'Damclub Ons Genoegen',
      birthYear: 1965,
      sex: 'm',
    });
    expect(records[1]?.sex).toBe('f');
    // 1433,6 with a decimal comma, rounded with a warning; a birth date rather than a year.
    expect(records[3]).toMatchObject({ birthYear: 2008, ratings: [{ rating: 1434, games: 12 }] });
    expect(errors).toEqual([
      { line: 5, code: 'ratings:row.badRating', params: { value: 'veel' } },
      { line: 6, code: 'ratings:row.missingName', params: {} },
      { line: 7, code: 'ratings:row.decimalRating', params: { value: '1433,6', rating: 1434 } },
    ]);
  });
});

describe('French list: UTF-8, commas, quoted fields', () => {
  it('reads a comma and a line break inside quotes as one field, and numbers lines as an editor does', async () => {
    const { list, mapping, records, errors } = await readAll('ffjd-utf8-comma.csv');
    expect(list.encoding).toBe('utf-8');
    expect(list.delimiter).toBe(',');
    expect(fields(mapping)).toEqual([
      'id',
      'surname',
      'givenName',
      'federation',
      'title',
      'rating',
      'games',
      'birthYear',
      'sex',
      'club',
    ]);
    expect(errors).toEqual([]);
    expect(records.map((r) => [r.line, r.name, r.club])).toEqual([
      [2, 'Dupré, Anaëlle', 'Damier Lyonnais, section jeunes'],
      // The club's line break is a space: text comes in on one line (docs/TEXT.md).
      [3, 'Ndiaye, Moussa', 'Club de Dames de Paris'],
      [5, 'Lefèvre, Élodie', 'Cercle Niçois'],
      [6, 'Lefèvre, Éric', 'Cercle Niçois'],
    ]);
    expect(records[1]).toMatchObject({
      playerId: 'F-2202',
      title: 'GMI',
      sex: 'm',
      ratings: [{ rating: 2390 }],
    });
  });
});

describe('Polish list: fixed-width text under a title line', () => {
  it('finds the columns from their alignment', async () => {
    const { list, mapping, records, errors } = await readAll('pzwarc-fixed.txt');
    expect(list.format).toBe('fixed-width');
    expect(list.headerLine).toBe(3);
    expect(list.headers).toEqual([
      'Nr licencji',
      'Nazwisko i imię',
      'Kraj',
      'Tytuł',
      'Ranking',
      'Partii',
      'Rok urodzenia',
      'Płeć',
      'Klub',
    ]);
    expect(fields(mapping)).toEqual([
      'id',
      'name',
      'federation',
      'title',
      'rating',
      'games',
      'birthYear',
      'sex',
      'club',
    ]);
    expect(errors).toEqual([]);
    expect(
      records.map((r) => [r.line, r.playerId, r.name, r.title, r.ratings[0]?.rating, r.sex, r.club]),
    ).toEqual([
      [4, 'PL-0101', 'Świątek, Łukasz', 'MI', 2339, 'm', 'KS Warcaby Łódź'],
      [5, 'PL-0102', 'Wiśniewska, Małgorzata', 'MFF', 1911, 'f', 'UKS Ślęza'],
      [6, 'PL-0103', 'Öztürk, İsmail', 'MF 64', 2105, 'm', null],
      [7, 'PL-0104', 'Żółkiewski, Paweł', null, 1650, 'm', 'KS Warcaby Łódź'],
    ]);
  });
});

describe('XLSX with a rating per time control', () => {
  it('reads the first sheet, rich text included, one rating per time control', async () => {
    const { list, mapping, records, errors } = await readAll('world-multi.xlsx');
    expect(list.format).toBe('xlsx');
    expect(mapping.map((c) => c.meaning)).toEqual([
      { field: 'id' },
      { field: 'surname' },
      { field: 'givenName' },
      { field: 'federation' },
      { field: 'title' },
      { field: 'rating', timeControl: 'classical' },
      { field: 'rating', timeControl: 'rapid' },
      { field: 'rating', timeControl: 'blitz' },
      { field: 'games' },
      { field: 'birthYear' },
      { field: 'sex' },
      { field: 'club' },
    ]);
    expect(records[0]).toMatchObject({ line: 2, playerId: '16095', name: 'Świątek, Łukasz', title: 'MI' });
    expect(records[0]?.ratings.map((r) => [r.timeControl, r.rating])).toEqual([
      ['classical', 2339],
      ['rapid', 2290],
      ['blitz', 2250],
    ]);
    // No rapid rating: two values only.
    expect(records[1]?.ratings.map((r) => r.timeControl)).toEqual(['classical', 'blitz']);
    expect(errors).toEqual([
      { line: 5, code: 'ratings:row.badRating', params: { value: 'n.v.t.' } },
      { line: 6, code: 'ratings:row.missingName', params: {} },
    ]);
  });
});

describe('files that are not lists', () => {
  it('refuses a letter', async () => {
    await expect(openList(fixture('not-a-list.txt'))).rejects.toMatchObject({ code: 'ratings:notAList' });
  });
  it('refuses a binary file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ratings-'));
    const file = join(dir, 'photo.png');
    writeFileSync(
      file,
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
    );
    await expect(openList(file)).rejects.toMatchObject({
      code: 'ratings:notAList',
      params: { file: 'photo.png' },
    });
    rmSync(dir, { recursive: true });
  });
});

describe('a stray quote', () => {
  it('costs its own row only: the rows after it are read on their own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ratings-'));
    const file = join(dir, 'quote.csv');
    const rows = ['Name;Rating', '"Łęcki, Paweł;1500'];
    for (let i = 0; i < 40; i++) rows.push(`Nowak${i}, Jan;${1400 + i}`);
    writeFileSync(file, rows.join('\n') + '\n');
    const list = await openList(file);
    const reader = new RowReader(
      planRows(recogniseColumns(list.headers, []), { year: 2026, countFields: true }),
    );
    const problems: RowProblem[] = [];
    const lines: number[] = [];
    for await (const b of list.rows()) for (const r of b) if (reader.read(r, problems)) lines.push(r.line);
    rmSync(dir, { recursive: true });
    // The quote of line 2 is given up at line 22; lines 3-22 were swallowed with it in silence.
    expect(problems.map((p) => [p.line, p.code, p.outcome])).toEqual([
      [2, 'ratings:row.unclosedQuote', 'skipped'],
    ]);
    expect(lines).toEqual(Array.from({ length: 40 }, (_, i) => 3 + i));
  });

  it('closed by another stray quote lines later: both rows reported, the rows between read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ratings-'));
    const file = join(dir, 'quotes.csv');
    const text = [
      'ID;Name;Rating',
      '1;"Łęcki, Paweł;1712',
      '2;Dvořák, Jiří;1905',
      '3;Yılmaz, Ayşe;1650',
      '4;Øvergård "Ståle;1820',
      '5;İnce, Emre;1702',
    ];
    writeFileSync(file, text.join('\n') + '\n');
    const list = await openList(file);
    const reader = new RowReader(
      planRows(recogniseColumns(list.headers, []), { year: 2026, countFields: true }),
    );
    const problems: RowProblem[] = [];
    const names: string[] = [];
    for await (const b of list.rows())
      for (const r of b) {
        const rec = reader.read(r, problems);
        if (rec) names.push(rec.name);
      }
    rmSync(dir, { recursive: true });
    // Lines 2 to 5 would make one record of two fields: given up, and read again line by line.
    expect(problems.map((p) => [p.line, p.code])).toEqual([
      [2, 'ratings:row.unclosedQuote'],
      [5, 'ratings:row.unclosedQuote'],
    ]);
    expect(names).toEqual(['Dvořák, Jiří', 'Yılmaz, Ayşe', 'İnce, Emre']);
  });
});

describe('FIDE-style fixed-width list with a rating per time control', () => {
  it('reads SRtng/RRtng/BRtng with their game counts', async () => {
    const { list, mapping, records, errors } = await readAll('fide-style-fixed.txt');
    expect(list.format).toBe('fixed-width');
    expect(mapping.map((c) => [c.header, c.meaning])).toEqual([
      ['ID Number', { field: 'id' }],
      ['Name', { field: 'name' }],
      ['Fed', { field: 'federation' }],
      ['Sex', { field: 'sex' }],
      ['Tit', { field: 'title' }],
      ['WTit', { field: null }],
      ['SRtng', { field: 'rating', timeControl: 'classical' }],
      ['SGm', { field: 'games', timeControl: 'classical' }],
      ['RRtng', { field: 'rating', timeControl: 'rapid' }],
      ['RGm', { field: 'games', timeControl: 'rapid' }],
      ['BRtng', { field: 'rating', timeControl: 'blitz' }],
      ['BGm', { field: 'games', timeControl: 'blitz' }],
      ['B-day', { field: 'birthYear' }],
      ['Flag', { field: null }],
    ]);
    expect(errors).toEqual([]);
    const summary = records.map((r) => [
      r.name,
      r.title,
      r.sex,
      r.birthYear,
      r.ratings.map((v) => `${v.timeControl} ${v.rating}/${v.games}`).join(', '),
    ]);
    expect(summary).toEqual([
      ['Świątek, Łukasz', 'MI', 'm', 1994, 'classical 2339/412, rapid 2290/35, blitz 2250/60'],
      ['Dupré, Anaëlle', null, 'f', 1999, 'classical 2101/230, blitz 2040/12'],
      ['Öztürk, İsmail', 'MF 64', 'm', 2001, 'classical 2105/88, rapid 2010/9'],
      ['Sørensen, Bjørn', null, 'm', 1988, 'classical 1960/40'],
    ]);
  });
});

describe('a fixed-width row that does not line up with the header', () => {
  it('is skipped with the column it runs into, where the first rows set the columns', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ratings-'));
    const file = join(dir, 'long.txt');
    const names = ['Łęcki, Paweł', 'Świątek, Łukasz', 'Dvořák, Jiří', 'Øvergård, Ståle', 'Yılmaz, Ayşe'];
    const lines = ['ID      Name                     Fed   Rating'];
    // More than the 64 KB the columns are found from.
    for (let i = 0; i < 1500; i++)
      lines.push(`${String(50000 + i).padEnd(8)}${(names[i % 5] ?? '').padEnd(25)}POL     ${1500 + i}`);
    lines.push('59998   İnce, Emre               TUR     1702');
    lines.push('59999   Dvořák, Jiří Maximilián SrCZE     1905');
    writeFileSync(file, lines.join('\n') + '\n');
    const list = await openList(file);
    expect(list.format).toBe('fixed-width');
    const reader = new RowReader(planRows(recogniseColumns(list.headers, []), { year: 2026 }));
    const problems: RowProblem[] = [];
    const kept: RatingRecord[] = [];
    for await (const b of list.rows())
      for (const r of b) {
        const rec = reader.read(r, problems);
        if (rec) kept.push(rec);
      }
    rmSync(dir, { recursive: true });
    // Cut at the columns, this row was "Dvořák, Jiří Maximilián S" of federation "RCZE".
    expect(problems.map((p) => [p.line, p.code, p.params, p.outcome])).toEqual([
      [1503, 'ratings:row.misaligned', { column: 'Fed' }, 'skipped'],
    ]);
    expect(kept).toHaveLength(1501);
    expect(kept.at(-1)).toMatchObject({ line: 1502, name: 'İnce, Emre', federation: 'TUR' });
  });
});

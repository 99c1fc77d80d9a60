import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recogniseColumns } from '../../../src/main/io/ratings/headers';
import { openList } from '../../../src/main/io/ratings/reader';
import { isRowError, planRows, toRecord } from '../../../src/main/io/ratings/records';
import type { RatingRecord, RowError } from '../../../src/main/io/ratings/types';

const fixture = (name: string): string => join(__dirname, '../../fixtures/ratings', name);

async function readAll(name: string) {
  const list = await openList(fixture(name));
  const mapping = recogniseColumns(
    list.headers,
    list.sample.map((r) => r.cells),
  );
  const plan = planRows(mapping);
  const records: RatingRecord[] = [];
  const errors: RowError[] = [];
  for await (const batch of list.rows())
    for (const row of batch) {
      const r = toRecord(row, plan);
      if (isRowError(r)) errors.push(r);
      else records.push(r);
    }
  return { list, mapping, records, errors };
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
    // 1433,6 with a decimal comma, a birth date rather than a year.
    expect(records[3]).toMatchObject({ birthYear: 2008, ratings: [{ rating: 1434, games: 12 }] });
    expect(errors).toEqual([
      { line: 5, code: 'ratings:row.badRating', params: { value: 'veel' } },
      { line: 6, code: 'ratings:row.missingName', params: {} },
    ]);
  });
});

describe('French list: UTF-8, commas, quoted fields', () => {
  it('keeps a comma and a line break inside quotes and numbers lines as an editor does', async () => {
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
      [3, 'Ndiaye, Moussa', 'Club de Dames\nde Paris'],
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
  it('does not swallow the rows after it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ratings-'));
    const file = join(dir, 'quote.csv');
    const rows = ['Name;Rating', '"Kowalski, Jan;1500'];
    for (let i = 0; i < 40; i++) rows.push(`Nowak${i}, Jan;${1400 + i}`);
    writeFileSync(file, rows.join('\n') + '\n');
    const list = await openList(file);
    const plan = planRows(recogniseColumns(list.headers, []));
    const got: (RatingRecord | RowError)[] = [];
    for await (const b of list.rows()) for (const r of b) got.push(toRecord(r, plan));
    rmSync(dir, { recursive: true });
    // The quote of line 2 is given up at line 22; lines 23-42 are read as usual.
    expect(got[0]).toEqual({ line: 2, code: 'ratings:row.unclosedQuote', params: {} });
    expect(got.slice(1).map((r) => r.line)).toEqual(Array.from({ length: 20 }, (_, i) => 23 + i));
    expect(got.slice(1).every((r) => !isRowError(r))).toBe(true);
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

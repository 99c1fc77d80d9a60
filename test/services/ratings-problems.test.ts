import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RatingRowProblem } from '../../src/shared/api/ratings';
import type { Envelope } from '../../src/shared/api/envelope';
import { t } from '../../src/shared/i18n/index';
import { harness, type Harness } from '../api/harness';

/**
 * Rating lists that are read silently wrong no more: thousands separators are numbers, and every
 * row-level problem comes back with its line (as an editor or Excel numbers it), its column, what
 * was found and what was done: the row skipped, or imported without that value.
 */
const FIXTURES = join(__dirname, '../fixtures/ratings');
let h: Harness;
let data: string;

beforeEach(async () => {
  h = harness();
  await h.api['event.create']({ file: 'event', name: 'Memoriał Łęckiego' });
  data = join(h.dir, 'data');
  mkdirSync(data, { recursive: true });
  for (const f of ['problems-utf8-semicolon.csv', 'problems-fixed.txt', 'problems.xlsx'])
    copyFileSync(join(FIXTURES, f), join(data, f));
});
afterEach(() => h.done());

const fail = (res: Envelope<unknown>) => (res.ok ? { code: 'ok', message: '' } : res.error);

/** A problem as the arbiter reads it: line, column, what was found, what was done, the message. */
const read = (p: RatingRowProblem) => [p.line, p.column, p.value, p.outcome, t('en', p.code, p.params)];

/** The player as the search finds him on the latest lists: rating, birth year, title. */
async function player(text: string) {
  const hits = await h.api['ratings.search']({ text });
  return hits.map((x) => [x.id, x.name, x.rating, x.birthYear, x.title]);
}

describe('a CSV list with thousands separators and bad rows', () => {
  it('reads 1,850 as 1850 and lists every problem with its line, column and outcome', async () => {
    const r = await h.api['ratings.import']({ file: 'problems-utf8-semicolon.csv', source: 'PZWarc' });
    expect({ imported: r.imported, skipped: r.skipped, warned: r.warned }).toEqual({
      imported: 8,
      skipped: 5,
      warned: 4,
    });
    expect(r.problems.map(read)).toEqual([
      [
        3,
        'Born',
        '19x5',
        'imported',
        'The birth year "19x5" cannot be a year of birth: imported without birth year.',
      ],
      [
        6,
        'Rating',
        '1850,5',
        'imported',
        'The rating "1850,5" has decimals, and ratings are whole numbers: imported as 1851.',
      ],
      [
        7,
        'ID',
        '20011',
        'skipped',
        'The ID 20011 is already on line 2: row skipped, the player of line 2 is kept.',
      ],
      [
        8,
        null,
        '',
        'skipped',
        'The row has 4 fields where the header has 8: a separator is missing, so values would land in the wrong columns. Row skipped.',
      ],
      [9, 'Rating', '18,50', 'skipped', 'The rating "18,50" is not a number: row skipped.'],
      [11, 'Title', 'GM', 'imported', 'The title "GM" is not an FMJD title: imported without title.'],
      [11, 'Sex', 'X', 'imported', 'The sex "X" is not M or F: imported without it.'],
      [12, 'Name', '', 'skipped', 'No name: row skipped.'],
      [
        13,
        null,
        '',
        'skipped',
        'The row has 9 fields where the header has 8 (a separator inside a value that is not in quotes?): row skipped.',
      ],
      [
        15,
        'Games',
        'abc',
        'imported',
        'The number of games "abc" is not a whole number: imported without it.',
      ],
    ]);
    expect(r.problems[0]?.field).toBe('birthYear');
    // Comma, point, space, no-break space and narrow no-break space as thousands separators.
    expect(await player('lecki pawel')).toEqual([['20011', 'Łęcki, Paweł', 1850, 1987, 'MI']]);
    expect(await player('swiatek')).toEqual([['20012', 'Świątek, Łukasz', 1912, null, null]]);
    expect(await player('dvorak jiri')).toEqual([['20013', 'Dvořák, Jiří', 2004, 1979, 'MF']]);
    expect(await player('overgard')).toEqual([['20014', 'Øvergård, Ståle', 1733, 1990, null]]);
    expect(await player('yilmaz')).toEqual([['20015', 'Yılmaz, Ayşe', 1851, 2001, 'MIF']]);
    expect(await player('dvorak petr')).toEqual([['20021', 'Dvořák, Petr', 1688, 1994, null]]);
    expect(await player('nowak')).toEqual([['20018', 'Nowak, Jan', 1540, 1988, null]]);
    // The duplicate, the short row, the bad rating and the row split by a stray separator: not there.
    expect(await player('piotr')).toEqual([]);
    expect(await player('ince')).toEqual([]);
    expect(await player('jana')).toEqual([]);
    expect(await player('kowalczyk')).toEqual([]);
    const list = (await h.api['ratings.lists']({}))[0];
    expect([list?.entries, list?.skipped]).toEqual([8, 5]);
  });

  it('shows the problems of the first rows on the preview, as the columns are mapped', async () => {
    const p = await h.api['ratings.preview']({ file: 'problems-utf8-semicolon.csv', source: 'PZWarc' });
    expect(p.problems.map((x) => [x.line, x.column, x.outcome])).toEqual([
      [3, 'Born', 'imported'],
      [6, 'Rating', 'imported'],
      [7, 'ID', 'skipped'],
      [8, null, 'skipped'],
      [9, 'Rating', 'skipped'],
      [11, 'Title', 'imported'],
      [11, 'Sex', 'imported'],
      [12, 'Name', 'skipped'],
      [13, null, 'skipped'],
      [15, 'Games', 'imported'],
    ]);
    // The arbiter ignores the birth-year and games columns: their problems go.
    const ignored = await h.api['ratings.preview']({
      file: 'problems-utf8-semicolon.csv',
      source: 'PZWarc',
      mapping: { Born: { field: null }, Games: { field: null } },
    });
    expect(ignored.mapping.map((c) => c.meaning.field)).toEqual([
      'id',
      'name',
      'federation',
      'title',
      'rating',
      null,
      null,
      'sex',
    ]);
    expect(ignored.problems.map((x) => x.line)).toEqual([6, 7, 8, 9, 11, 11, 12, 13]);
  });
});

describe('a fixed-width list with thousands separators and bad rows', () => {
  it('reads "1 820" and "1.655", keeps the first of two rows with one ID', async () => {
    const r = await h.api['ratings.import']({ file: 'problems-fixed.txt', source: 'Kontrola' });
    expect([r.imported, r.skipped, r.warned]).toEqual([4, 2, 2]);
    expect(r.problems.map(read)).toEqual([
      [
        5,
        'Rok urodzenia',
        '19x5',
        'imported',
        'The birth year "19x5" cannot be a year of birth: imported without birth year.',
      ],
      [
        6,
        'Ranking',
        '1850,5',
        'imported',
        'The rating "1850,5" has decimals, and ratings are whole numbers: imported as 1851.',
      ],
      [
        7,
        'ID',
        '30001',
        'skipped',
        'The ID 30001 is already on line 4: row skipped, the player of line 4 is kept.',
      ],
      [9, 'Ranking', 'abc', 'skipped', 'The rating "abc" is not a number: row skipped.'],
    ]);
    expect(await player('overgard')).toEqual([['30001', 'Øvergård, Ståle', 1820, 1990, null]]);
    expect(await player('yilmaz')).toEqual([['30002', 'Yılmaz, Ayşe', 1655, null, null]]);
    expect(await player('ince')).toEqual([['30003', 'İnce, Emre', 1851, 2001, null]]);
    expect(await player('dvorak')).toEqual([['30004', 'Dvořák, Jiří', 1905, 1979, null]]);
  });
});

describe('an XLSX list with text and number cells', () => {
  it('numbers problems by the sheet row, as Excel shows it', async () => {
    const r = await h.api['ratings.import']({ file: 'problems.xlsx', source: 'Arkusz' });
    expect([r.imported, r.skipped, r.warned]).toEqual([4, 2, 1]);
    expect(r.problems.map(read)).toEqual([
      [
        4,
        'Rating',
        '1655.5',
        'imported',
        'The rating "1655.5" has decimals, and ratings are whole numbers: imported as 1656.',
      ],
      [
        4,
        'Born',
        '19x5',
        'imported',
        'The birth year "19x5" cannot be a year of birth: imported without birth year.',
      ],
      [
        5,
        'ID',
        '40001',
        'skipped',
        'The ID 40001 is already on line 3: row skipped, the player of line 3 is kept.',
      ],
      [7, 'Rating', 'n.v.t.', 'skipped', 'The rating "n.v.t." is not a number: row skipped.'],
    ]);
    expect(await player('overgard')).toEqual([['40001', 'Øvergård, Ståle', 1820, 1990, null]]);
    expect(await player('dvorak')).toEqual([['40003', 'Dvořák, Jiří', 1905, 1979, null]]);
    expect(await player('swiatek')).toEqual([['40005', 'Świątek, Łukasz', 2339, 1994, null]]);
  });
});

describe('an unclosed quotation mark', () => {
  it('in the header row: the error names the line where the quote opens', async () => {
    writeFileSync(
      join(data, 'quote-header.csv'),
      '"ID;Name;Rating\n1;Łęcki, Paweł;1712\n2;Dvořák, Jiří;1905\n',
    );
    const e = fail(await h.dispatch('ratings.preview', { file: 'quote-header.csv' }));
    expect(e.code).toBe('ratings:unclosedQuote');
    expect(e.message).toBe(
      'A quotation mark opens on line 1 of "quote-header.csv" and is never closed, so the header row cannot be read. Close or remove that quotation mark, then import the list again.',
    );
    expect(fail(await h.dispatch('ratings.import', { file: 'quote-header.csv' })).code).toBe(
      'ratings:unclosedQuote',
    );
  });

  it('in a row of a short list: that row is reported by its line, the others are read', async () => {
    writeFileSync(
      join(data, 'quote-row.csv'),
      'ID;Name;Rating\n1;"Łęcki, Paweł;1712\n2;Dvořák, Jiří;1905\n3;Yılmaz, Ayşe;1,650\n',
    );
    const r = await h.api['ratings.import']({ file: 'quote-row.csv', source: 'Club' });
    expect([r.imported, r.skipped]).toEqual([2, 1]);
    expect(r.problems.map(read)).toEqual([
      [
        2,
        null,
        '',
        'skipped',
        'A quotation mark opens on this line and is not closed: row skipped. Check the quotes of this line; the lines after it are read on their own.',
      ],
    ]);
    expect(await player('yilmaz')).toEqual([['3', 'Yılmaz, Ayşe', 1650, null, null]]);
  });
});

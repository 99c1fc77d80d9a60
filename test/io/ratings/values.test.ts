import { describe, expect, it } from 'vitest';
import { fold, searchKey, searchWords } from '../../../src/main/io/ratings/fold';
import { recogniseColumns, recogniseHeader } from '../../../src/main/io/ratings/headers';
import {
  joinName,
  parseBirthYear,
  parseDecimalRating,
  parseGames,
  parseRating,
  parseSex,
  parseTitle,
} from '../../../src/main/io/ratings/values';

describe('search key', () => {
  it('drops diacritics, including letters Unicode does not decompose', () => {
    expect(fold('Świątek, Łukasz')).toBe('swiatek, lukasz');
    expect(fold('Øystein Søren Straße')).toBe('oystein soren strasse');
    expect(fold('İsmail Işık Doğan')).toBe('ismail isik dogan');
    expect(fold('Anaëlle Boëtius Żółkiewski')).toBe('anaelle boetius zolkiewski');
  });
  it('keeps words between spaces so that their order does not matter', () => {
    expect(searchKey('Świątek, Łukasz', '16095')).toBe(' swiatek lukasz 16095 ');
    expect(searchWords("O'Neill-Smith, Jean")).toEqual(['oneill', 'smith', 'jean']);
  });
});

describe('values', () => {
  it('reads FMJD titles and their 64 forms, and nothing else', () => {
    expect(['GMI', 'mi', 'MF', 'GMIF', 'MIF', 'MFF', 'CMF', 'CMFF'].map(parseTitle)).toEqual([
      'GMI',
      'MI',
      'MF',
      'GMIF',
      'MIF',
      'MFF',
      'CMF',
      'CMFF',
    ]);
    expect(['GMI 64', 'GMI64', 'mf-64', 'CMFF/64'].map(parseTitle)).toEqual([
      'GMI 64',
      'GMI 64',
      'MF 64',
      'CMFF 64',
    ]);
    expect(['GM', 'IM', 'FM', '', 'MI 100'].map(parseTitle)).toEqual([null, null, null, null, null]);
  });
  it('reads a rating with a class letter, a spreadsheet ".0", or none', () => {
    expect(parseRating('A 2339')).toBe(2339);
    expect(parseRating('b2105')).toBe(2105);
    expect(parseRating('2339.0')).toBe(2339);
    expect(parseRating('2339,00')).toBe(2339);
    expect(parseRating('')).toBeNull();
    expect(parseRating(' - ')).toBeNull();
    expect(parseRating('abc')).toBeUndefined();
    expect(parseRating('AB 2339')).toBeUndefined();
    expect(parseRating('23 39')).toBeUndefined();
  });
  it('reads thousands separators: comma, point, space, no-break and thin spaces, apostrophe', () => {
    // "1,850" was read as 1.85 and rounded to 2.
    expect(parseRating('1,850')).toBe(1850);
    expect(parseRating('1.850')).toBe(1850);
    expect(parseRating('1 850')).toBe(1850);
    expect(parseRating('1\u00A0850')).toBe(1850);
    expect(parseRating('1\u202F850')).toBe(1850);
    expect(parseRating('1\u2009850')).toBe(1850);
    expect(parseRating("1'850")).toBe(1850);
    expect(parseRating('A 2,339')).toBe(2339);
    expect(parseRating('1,000')).toBe(1000);
    // Not one digit and a group of three: no rating has five digits.
    expect(parseRating('18,50')).toBeUndefined();
    expect(parseRating('12,345')).toBeUndefined();
    expect(parseRating('1,85')).toBeUndefined();
    expect(parseRating('1,8500')).toBeUndefined();
  });
  it('leaves a rating with decimals to the caller, who rounds it with a warning', () => {
    expect(parseRating('1850,5')).toBeUndefined();
    expect(parseRating('1433.6')).toBeUndefined();
    expect(parseDecimalRating('1850,5')).toBe(1851);
    expect(parseDecimalRating('1433.4')).toBe(1433);
    expect(parseDecimalRating('A 987,65')).toBe(988);
    // Too few digits before the separator to be a rating with decimals.
    expect(parseDecimalRating('18,50')).toBeUndefined();
    expect(parseDecimalRating('1,85')).toBeUndefined();
    expect(parseDecimalRating('abc')).toBeUndefined();
  });
  it('reads games as whole numbers, thousands separators included', () => {
    expect(['412', '1,520', '1 520', '12.0', '', 'abc', '4,5'].map(parseGames)).toEqual([
      412,
      1520,
      1520,
      12,
      null,
      undefined,
      undefined,
    ]);
  });
  it('reads sex in four languages', () => {
    expect(['M', 'H', 'F', 'V', 'K', 'x'].map(parseSex)).toEqual(['m', 'm', 'f', 'f', 'f', null]);
  });
  it('reads a birth year from a year or a date, and refuses what cannot be a year of birth', () => {
    const year = (raw: string) => parseBirthYear(raw, 2026);
    expect(
      [
        '1994',
        '1994-03-12',
        '12.03.1994',
        '12/3/1994',
        '1994.0',
        '1979-05-04T00:00:00',
        '03/1994',
        '1994-03',
      ].map(year),
    ).toEqual([1994, 1994, 1994, 1994, 1994, 1979, 1994, 1994]);
    // A spreadsheet's date number, as a workbook read without its cell formats gives it.
    expect(['28979', '38718'].map(year)).toEqual([1979, 2006]);
    // Empty, or FIDE's "0000" for unknown: no birth year, nothing wrong.
    expect(['', ' ', '0', '0000'].map(year)).toEqual([null, null, null, null]);
    // "19x5" was dropped without a word; a two-digit year, a future or a 19th-century year too.
    expect(['19x5', '94', '2031', '1887', '12.03.94', '1994-1995', '99999'].map(year)).toEqual(
      Array(7).fill(undefined),
    );
  });
  it('joins names as "Surname, Given"', () => {
    expect(joinName('', 'Świątek', 'Łukasz', '')).toBe('Świątek, Łukasz');
    expect(joinName('', 'Wal', 'Jan', 'van der')).toBe('van der Wal, Jan');
    expect(joinName('Świątek,  Łukasz', '', '', '')).toBe('Świątek, Łukasz');
    expect(joinName('', 'Nowak', '', '')).toBe('Nowak');
    expect(joinName('', '', 'Jan', '')).toBe('');
  });
});

describe('headers', () => {
  it('recognises the four languages', () => {
    const field = (h: string) => {
      const m = recogniseHeader(h);
      return m === null || m === 'ambiguous' ? m : m.field;
    };
    expect(['Nom', 'Naam', 'Nazwisko', 'Imię', 'Voornaam', 'Prénom'].map(field)).toEqual([
      'surname',
      'name',
      'surname',
      'givenName',
      'givenName',
      'givenName',
    ]);
    expect(['Fédération', 'Federatie', 'Kraj', 'Pays', 'Land'].map(field)).toEqual(
      Array(5).fill('federation'),
    );
    expect(['Elo', 'Rating', 'Ranking', 'Ranglijst', 'FMJD|rating'].map(field)).toEqual(
      Array(5).fill('rating'),
    );
    expect(['KNDB-nummer', 'Bondsnummer', 'FMJD-id', 'Nr. KNDB'].map(field)).toEqual(Array(4).fill('id'));
    expect(['Partijen', 'Parties', 'Games'].map(field)).toEqual(Array(3).fill('games'));
    expect(['Geboortejaar', 'Année de naissance', 'Rok urodzenia'].map(field)).toEqual(
      Array(3).fill('birthYear'),
    );
    expect(['Geslacht', 'Sexe', 'Płeć'].map(field)).toEqual(Array(3).fill('sex'));
    expect(['Club', 'Klub', 'Vereniging'].map(field)).toEqual(Array(3).fill('club'));
    expect(['Pl', 'R1', 'Remarks'].map(field)).toEqual([null, null, null]);
  });
  it('reads a variant and a time control from a rating header', () => {
    expect(recogniseHeader('Rating blitz')).toEqual({ field: 'rating', timeControl: 'blitz' });
    expect(recogniseHeader('Elo 64 rapide')).toEqual({
      field: 'rating',
      variant: 'brazilian',
      timeControl: 'rapid',
    });
    expect(recogniseHeader('Ranking klasyczne')).toEqual({ field: 'rating', timeControl: 'classical' });
    expect(recogniseHeader('SRtng')).toEqual({ field: 'rating', timeControl: 'classical' });
  });
  it('settles a bare "FMJD" column from the other columns and the values', () => {
    const f = (headers: string[], rows: string[][]) =>
      recogniseColumns(headers, rows).map((c) => c.meaning.field);
    // DraughtArbiter export: Title;Name;Fed.;FMJD with ratings in it.
    expect(f(['Title', 'Name', 'Fed.', 'FMJD'], [['MI', 'X', 'POL', 'A 2339']])).toEqual([
      'title',
      'name',
      'federation',
      'rating',
    ]);
    expect(f(['Name', 'FMJD'], [['X', '16095']])).toEqual(['name', 'id']);
    expect(f(['Name', 'FMJD', 'Rating'], [['X', '1500']])).toEqual(['name', 'id', 'rating']);
    expect(f(['FMJD-id', 'Name', 'FMJD'], [['16095', 'X', '2339']])).toEqual(['id', 'name', 'rating']);
  });
  it('keeps the first of two columns with one meaning, and a remembered mapping wins', () => {
    expect(recogniseColumns(['Name', 'Naam'], []).map((c) => c.meaning.field)).toEqual(['name', null]);
    const remembered = { pl: { field: 'id' as const } };
    expect(recogniseColumns(['Pl.', 'Name'], [], remembered).map((c) => c.meaning.field)).toEqual([
      'id',
      'name',
    ]);
  });
});

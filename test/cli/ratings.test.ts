import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/main/transports/cli';
import { createDispatcher } from '../../src/main/api/dispatch';
import { EventSession } from '../../src/main/session/session';

const FIXTURES = join(__dirname, '../fixtures/ratings');
const dir = mkdtempSync(join(tmpdir(), 'diagonal-cli-ratings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (s: string) => out.push(s), err: (s: string) => err.push(s) }, out, err };
}

const event = join(dir, 'open.diagonal');
const fmjd = join(FIXTURES, 'fmjd-bom-semicolon.csv');

describe('diagonal ratings', () => {
  it('keeps the variant and time control given for a list whose headers do not say', async () => {
    const other = join(dir, 'brazil.diagonal');
    const c = capture();
    const args = [
      'ratings',
      'import',
      fmjd,
      '--db',
      other,
      '--variant',
      'brazilian',
      '--time-control',
      'rapid',
    ];
    expect(await main(args, c.io)).toBe(0);
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(other, { readonly: true });
    const kinds = db.prepare('SELECT DISTINCT variant, time_control FROM rating_entries').all();
    db.close();
    expect(kinds).toEqual([{ variant: 'brazilian', time_control: 'rapid' }]);
  });

  it('imports a list into a new event file and reports the bad rows as JSON', async () => {
    const c = capture();
    expect(await main(['ratings', 'import', fmjd, '--db', event, '--json'], c.io)).toBe(0);
    expect(c.err).toEqual([]);
    expect(JSON.parse(c.out.join(''))).toEqual({
      imported: 7,
      skipped: 2,
      warned: 0,
      // no --date: the list is named after the day it is imported
      list: { name: expect.stringMatching(/^FMJD \d{4}-\d{2}-\d{2}$/), date: null },
      problems: [
        {
          line: 8,
          column: 'Name',
          field: 'name',
          value: '',
          outcome: 'skipped',
          message: 'No name: row skipped.',
        },
        {
          line: 9,
          column: 'Rating',
          field: 'rating',
          value: 'abc',
          outcome: 'skipped',
          message: 'The rating "abc" is not a number: row skipped.',
        },
      ],
    });
  });

  it("takes the list's date (--date), kept with the list and shown in its name", async () => {
    const dated = join(dir, 'dated.diagonal');
    const c = capture();
    expect(await main(['ratings', 'import', fmjd, '--db', dated, '--date', '2026-07-01'], c.io)).toBe(0);
    expect(c.out[0]).toBe(
      '7 players imported from fmjd-bom-semicolon.csv (FMJD 2026-07-01), 2 rows skipped, 0 imported with a warning.',
    );
    const found = capture();
    await main(['ratings', 'search', '16095', '--db', dated], found.io);
    expect(found.out[0]).toMatch(/ FMJD 2026-07-01$/);
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(dated, { readonly: true });
    expect(db.prepare('SELECT name, list_date FROM rating_lists').all()).toEqual([
      { name: 'FMJD 2026-07-01', list_date: '2026-07-01' },
    ]);
    db.close();
  });

  it('refuses a --date that is not a day of the calendar, before anything is imported', async () => {
    for (const bad of ['2026-02-30', '1/7/2026']) {
      const c = capture();
      expect(
        await main(['ratings', 'import', fmjd, '--db', join(dir, 'x.diagonal'), '--date', bad], c.io),
      ).toBe(2);
      expect(c.err[0]).toContain(
        `The option --date takes a date of the calendar as YYYY-MM-DD (2026-07-01), not "${bad}".`,
      );
    }
  });

  it('searches the imported lists by name without accents, or by ID', async () => {
    const c = capture();
    expect(await main(['ratings', 'search', 'lukasz swiatek', '--db', event, '--json'], c.io)).toBe(0);
    expect(JSON.parse(c.out.join(''))).toEqual([
      { id: '16095', name: 'Świątek, Łukasz', federation: 'POL', title: 'MI', rating: 2339 },
    ]);
    const byId = capture();
    await main(['ratings', 'search', '17842', '--db', event, '--json'], byId.io);
    expect(JSON.parse(byId.out.join(''))).toEqual([
      { id: '17842', name: 'Öztürk, İsmail', federation: 'TUR', title: 'MF 64', rating: 2105 },
    ]);
  });

  it('prints a summary and the skipped lines in the language asked for', async () => {
    const copy = join(dir, 'kndb.txt');
    copyFileSync(join(FIXTURES, 'kndb-1252-tab.txt'), copy);
    const c = capture();
    expect(
      await main(
        [
          'ratings',
          'import',
          copy,
          '--db',
          event,
          '--source',
          'KNDB',
          '--date',
          '2026-06-01',
          '--lang',
          'nl',
        ],
        c.io,
      ),
    ).toBe(0);
    expect(c.out).toEqual([
      '4 spelers geïmporteerd uit kndb.txt (KNDB 2026-06-01), 2 regels overgeslagen, 1 geïmporteerd met een waarschuwing.',
      'regel 5, kolom "Rating": De rating "veel" is geen getal: regel overgeslagen.',
      'regel 6, kolom "Achternaam": Geen naam: regel overgeslagen.',
      'regel 7, kolom "Rating": De rating "1433,6" heeft decimalen, en een rating is een geheel getal: geïmporteerd als 1434.',
    ]);
    const s = capture();
    await main(['ratings', 'search', 'bjorn', '--db', event], s.io);
    expect(s.out).toHaveLength(2);
    expect(s.out.every((l) => l.includes('Sørensen, Bjørn'))).toBe(true);
  });

  it('lists every row problem with its line and column, in Polish, and all of them as JSON', async () => {
    const file = join(FIXTURES, 'problems-utf8-semicolon.csv');
    const c = capture();
    const db = join(dir, 'problems.diagonal');
    expect(
      await main(
        ['ratings', 'import', file, '--db', db, '--source', 'PZWarc', '--date', '2026-05-01', '--lang', 'pl'],
        c.io,
      ),
    ).toBe(0);
    expect(c.out).toEqual([
      'Zaimportowano zawodników z pliku problems-utf8-semicolon.csv (PZWarc 2026-05-01): 8, pominięto wierszy: 5, zaimportowano z ostrzeżeniem: 4.',
      'wiersz 3, kolumna „Born”: „19x5” nie może być rokiem urodzenia: zaimportowano bez roku urodzenia.',
      'wiersz 6, kolumna „Rating”: Ranking „1850,5” ma część dziesiętną, a ranking jest liczbą całkowitą: zaimportowano jako 1851.',
      'wiersz 7, kolumna „ID”: Identyfikator 20011 występuje już w wierszu 2: wiersz pominięty, zachowano zawodnika z wiersza 2.',
      'wiersz 8: Liczba pól w wierszu: 4, w nagłówku: 8. Brakuje separatora, więc wartości trafiłyby do niewłaściwych kolumn. Wiersz pominięty.',
      'wiersz 9, kolumna „Rating”: Ranking „18,50” nie jest liczbą: wiersz pominięty.',
      'wiersz 11, kolumna „Title”: Tytuł „GM” nie jest tytułem FMJD: zaimportowano bez tytułu.',
      'wiersz 11, kolumna „Sex”: Płeć „X” nie jest ani M, ani K: zaimportowano bez niej.',
      'wiersz 12, kolumna „Name”: Brak nazwiska: wiersz pominięty.',
      'wiersz 13: Liczba pól w wierszu: 9, w nagłówku: 8 (separator wewnątrz wartości bez cudzysłowu?): wiersz pominięty.',
      'wiersz 15, kolumna „Games”: Liczba partii „abc” nie jest liczbą całkowitą: zaimportowano bez niej.',
    ]);
    const s = capture();
    await main(['ratings', 'search', 'lecki pawel', '--db', db, '--json'], s.io);
    expect(JSON.parse(s.out.join(''))).toEqual([
      { id: '20011', name: 'Łęcki, Paweł', federation: 'POL', title: 'MI', rating: 1850 },
    ]);
    const j = capture();
    await main(['ratings', 'import', file, '--db', join(dir, 'problems-json.diagonal'), '--json'], j.io);
    const out = JSON.parse(j.out.join('')) as {
      warned: number;
      problems: { line: number; outcome: string }[];
    };
    expect(out.warned).toBe(4);
    expect(out.problems.map((p) => `${p.line} ${p.outcome}`)).toEqual([
      '3 imported',
      '6 imported',
      '7 skipped',
      '8 skipped',
      '9 skipped',
      '11 imported',
      '11 imported',
      '12 skipped',
      '13 skipped',
      '15 imported',
    ]);
  });

  it('imports a Windows-1250 list with its letters, detected or chosen with --encoding', async () => {
    const file = join(FIXTURES, 'pzwarc-1250-semicolon.csv');
    const detected = join(dir, 'pl-detected.diagonal');
    expect(
      await main(['ratings', 'import', file, '--db', detected, '--source', 'PZWarc'], capture().io),
    ).toBe(0);
    const s = capture();
    await main(['ratings', 'search', 'lukasz swiatek', '--db', detected, '--json'], s.io);
    expect(JSON.parse(s.out.join(''))).toEqual([
      { id: '20013', name: 'Świątek, Łukasz', federation: 'POL', title: null, rating: 2339 },
    ]);
    const d = capture();
    await main(['ratings', 'search', 'dvorak', '--db', detected, '--json'], d.io);
    expect(JSON.parse(d.out.join('')).map((h: { name: string }) => h.name)).toEqual(['Dvořák, Jiří']);

    // Chosen the wrong way on purpose: the choice wins over the detection.
    const chosen = join(dir, 'pl-chosen.diagonal');
    const args = [
      'ratings',
      'import',
      file,
      '--db',
      chosen,
      '--source',
      'PZWarc',
      '--encoding',
      'windows-1252',
    ];
    expect(await main(args, capture().io)).toBe(0);
    const w = capture();
    await main(['ratings', 'search', '20011', '--db', chosen, '--json'], w.io);
    expect(JSON.parse(w.out.join('')).map((h: { name: string }) => h.name)).toEqual(['£êcki, Pawe³']);

    const bad = capture();
    expect(await main(['ratings', 'import', file, '--db', chosen, '--encoding', 'latin2'], bad.io)).toBe(2);
    expect(bad.err.join('')).toContain('The option --encoding does not take "latin2"');
  });

  it('refuses a file that is not a list with exit 3, and a bad command line with exit 2', async () => {
    const c = capture();
    expect(await main(['ratings', 'import', join(FIXTURES, 'not-a-list.txt'), '--db', event], c.io)).toBe(3);
    expect(c.err.join('')).toContain('"not-a-list.txt" is not a rating list');
    const u = capture();
    expect(await main(['ratings', 'import', fmjd], u.io)).toBe(2);
    expect(u.err.join('')).toContain('Usage: diagonal ratings import FILE --db EVENT');
    const v = capture();
    expect(await main(['ratings', 'import', fmjd, '--db', event, '--variant', 'checkers'], v.io)).toBe(2);
    expect(v.err.join('')).toContain('The option --variant does not take "checkers"');
    const o = capture();
    expect(await main(['ratings', 'search', 'x', '--db', event, '--fast'], o.io)).toBe(2);
    expect(o.err.join('')).toContain('Unknown option --fast.');
  });

  it('searches an event file a window holds, and refuses an import into it naming the window', async () => {
    const held = join(dir, 'held.diagonal');
    expect(await main(['ratings', 'import', fmjd, '--db', held], capture().io)).toBe(0);
    const window = new EventSession({ access: 'path', dataDir: dir, recentFile: null, app: 'desktop' });
    const dispatch = createDispatcher({ session: window });
    try {
      expect(await dispatch('event.open', { file: held }, 'en')).toMatchObject({ ok: true });
      // A search only reads: it takes no lock and works while the window has the file.
      const s = capture();
      expect(await main(['ratings', 'search', '16095', '--db', held, '--json'], s.io)).toBe(0);
      expect(JSON.parse(s.out.join('')).map((h: { name: string }) => h.name)).toEqual(['Świątek, Łukasz']);
      // An import writes: one file, one writer. Refused with exit 3, the window named.
      const i = capture();
      expect(await main(['ratings', 'import', fmjd, '--db', held], i.io)).toBe(3);
      expect(i.err.join('')).toMatch(
        /^diagonal ratings: "held\.diagonal" is already open in another Diagonal window on this computer \(since \d\d:\d\d\)\./,
      );
      expect(i.out).toEqual([]);
    } finally {
      window.close();
    }
  });
});

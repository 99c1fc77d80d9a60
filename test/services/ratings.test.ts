import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/shared/api/envelope';
import { harness, SETTINGS, type Harness } from '../api/harness';

const FIXTURES = join(__dirname, '../fixtures/ratings');
let h: Harness;
let data: string;

beforeEach(async () => {
  h = harness();
  await h.api['event.create']({ file: 'event', name: 'Festival' });
  data = join(h.dir, 'data');
  mkdirSync(data, { recursive: true });
  for (const f of [
    'fmjd-bom-semicolon.csv',
    'kndb-1252-tab.txt',
    'world-multi.xlsx',
    'not-a-list.txt',
    'no-names.csv',
    'pzwarc-1250-semicolon.csv',
  ])
    copyFileSync(join(FIXTURES, f), join(data, f));
});
afterEach(() => h.done());

const fail = (res: Envelope<unknown>) => (res.ok ? { code: 'ok', message: '' } : res.error);
const count = (table: string): number =>
  (h.session.requireDb().prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('importing a list (issue 7)', () => {
  it('imports the good rows, reports the bad ones by line, and keeps the list with its source', async () => {
    const r = await h.api['ratings.import']({ file: 'fmjd-bom-semicolon.csv', listDate: '2026-01-01' });
    expect(r).toMatchObject({ imported: 7, skipped: 2, warned: 0 });
    expect(r.problems).toEqual([
      {
        line: 8,
        column: 'Name',
        field: 'name',
        value: '',
        code: 'ratings:row.missingName',
        params: {},
        outcome: 'skipped',
      },
      {
        line: 9,
        column: 'Rating',
        field: 'rating',
        value: 'abc',
        code: 'ratings:row.badRating',
        params: { value: 'abc' },
        outcome: 'skipped',
      },
    ]);
    const lists = await h.api['ratings.lists']({});
    expect(lists).toEqual([
      expect.objectContaining({
        id: r.listId,
        source: 'FMJD',
        name: 'FMJD 2026-01-01',
        listDate: '2026-01-01',
        fileName: 'fmjd-bom-semicolon.csv',
        format: 'csv',
        entries: 7,
        skipped: 2,
      }),
    ]);
    const log = h.session
      .requireDb()
      .prepare("SELECT summary FROM activity_log WHERE action = 'ratings.import'")
      .all();
    expect(log).toHaveLength(1);
  });

  it('refuses a file that is not a list, or has no name column, and writes nothing', async () => {
    const letter = fail(await h.dispatch('ratings.import', { file: 'not-a-list.txt' }));
    expect(letter.code).toBe('ratings:notAList');
    expect(letter.message).toContain('"not-a-list.txt" is not a rating list');
    const noNames = fail(await h.dispatch('ratings.import', { file: 'no-names.csv' }));
    expect(noNames.code).toBe('ratings:noNameColumn');
    expect(fail(await h.dispatch('ratings.import', { file: '../secret.csv' })).code).toBe(
      'ratings:badFileName',
    );
    expect(fail(await h.dispatch('ratings.import', { file: 'missing.csv' })).code).toBe('ratings:cannotRead');
    expect(count('rating_lists')).toBe(0);
    expect(count('rating_entries')).toBe(0);
  });

  it('remembers the column mapping per source', async () => {
    writeFileSync(join(data, 'dsb-1.csv'), 'Spieler;Elo\nSchmidt, Jörg;1950\n');
    writeFileSync(join(data, 'dsb-2.csv'), 'Spieler;Elo\nMüller, Grete;1800\n');
    const before = await h.api['ratings.preview']({ file: 'dsb-1.csv', source: 'DSB' });
    expect(before.hasName).toBe(false);
    expect(before.mapping.map((c) => c.meaning.field)).toEqual([null, 'rating']);
    await h.api['ratings.import']({
      file: 'dsb-1.csv',
      source: 'DSB',
      mapping: { Spieler: { field: 'name' } },
    });
    const after = await h.api['ratings.preview']({ file: 'dsb-2.csv', source: 'DSB' });
    expect(after.hasName).toBe(true);
    expect(after.mapping.map((c) => c.meaning.field)).toEqual(['name', 'rating']);
    // Another source does not inherit it.
    expect((await h.api['ratings.preview']({ file: 'dsb-2.csv', source: 'Other' })).hasName).toBe(false);
  });

  it('previews and imports a Windows-1250 list as detected, or as the arbiter chose', async () => {
    const file = 'pzwarc-1250-semicolon.csv';
    const detected = await h.api['ratings.preview']({ file, source: 'PZWarc' });
    expect(detected.encoding).toBe('windows-1250');
    expect(detected.sample.map((r) => r.cells[1])).toEqual(['Łęcki', 'Dvořák', 'Świątek', 'Nowak']);
    const chosen = await h.api['ratings.preview']({ file, source: 'PZWarc', encoding: 'windows-1252' });
    expect(chosen.encoding).toBe('windows-1252');
    expect(chosen.sample[0]?.cells[1]).toBe('£êcki');
    await h.api['ratings.import']({ file, source: 'PZWarc', encoding: 'windows-1250' });
    const hits = await h.api['ratings.search']({ text: 'lecki pawel' });
    expect(hits.map((x) => x.name)).toEqual(['Łęcki, Paweł']);
  });

  it('shows progress and the result of a background import', async () => {
    const { jobId } = await h.api['ratings.startImport']({ file: 'kndb-1252-tab.txt', source: 'KNDB' });
    let status = await h.api['ratings.importStatus']({ jobId });
    for (let i = 0; i < 200 && status.state === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 10));
      status = await h.api['ratings.importStatus']({ jobId });
    }
    // Line 7's "1433,6" is rounded with a warning: imported, not skipped.
    expect(status).toMatchObject({
      state: 'done',
      rows: 6,
      result: { imported: 4, skipped: 2, warned: 1 },
    });
    expect(status.bytes).toBe(status.size);
    expect(fail(await h.dispatch('ratings.importStatus', { jobId: 'nope' })).code).toBe(
      'ratings:jobNotFound',
    );
  });
});

describe('search as you type', () => {
  beforeEach(async () => {
    await h.api['ratings.import']({ file: 'fmjd-bom-semicolon.csv' });
    await h.api['ratings.import']({ file: 'kndb-1252-tab.txt', source: 'KNDB' });
  });
  const names = async (text: string) =>
    (await h.api['ratings.search']({ text })).map((x) => `${x.source} ${x.name}`);

  it('ignores accents and word order', async () => {
    expect(await names('lukasz swiatek')).toEqual(['FMJD Świątek, Łukasz']);
    expect(await names('ŚWIĄT')).toEqual(['FMJD Świątek, Łukasz']);
    expect(await names('ismail oz')).toEqual(['FMJD Öztürk, İsmail']);
    expect(await names('zoe boe')).toEqual(['KNDB Boëtius, Zoë']);
    expect(await names('bjorn')).toEqual(['FMJD Sørensen, Bjørn', 'KNDB Sørensen, Bjørn']);
    expect(await names('wal van')).toEqual(['KNDB van der Wal, Jan']);
    expect(await names('xyz')).toEqual([]);
    expect(await names('  ')).toEqual([]);
  });

  it('finds an ID, and answers with the fields of the list', async () => {
    const [hit] = await h.api['ratings.search']({ text: '16095' });
    expect(hit).toMatchObject({
      id: '16095',
      name: 'Świątek, Łukasz',
      federation: 'POL',
      title: 'MI',
      rating: 2339,
    });
    expect((await h.api['ratings.search']({ text: '1023' })).map((x) => x.name)).toEqual([
      'van der Wal, Jan',
    ]);
  });

  it('searches the latest list of each source only', async () => {
    const text = readFileSync(join(data, 'fmjd-bom-semicolon.csv'))
      .toString('utf8')
      .replace('A 2339', 'A 2351');
    writeFileSync(join(data, 'fmjd-feb.csv'), text);
    await h.api['ratings.import']({ file: 'fmjd-feb.csv', source: 'FMJD' });
    const hits = await h.api['ratings.search']({ text: 'swiatek' });
    expect(hits.map((x) => x.rating)).toEqual([2351]);
  });
});

describe('search by name and federation (or title)', () => {
  // "Polak" and "Polder" have a name word starting with "pol", and fewer than "kowalski": the
  // search once took "pol" as the word to scan the names by, and found no Kowalski of POL.
  const LIST = [
    'ID;Name;Fed;Title;Rating;Born',
    '30001;Kowalski, Jan;POL;MF;2050;1980',
    '30002;Kowalski, Piotr;NED;;1890;1992',
    '30003;Kowalski, Adam;POL;;1700;1990',
    '30004;Polak, Adam;POL;;1700;1990',
    '30005;Świątek, Łukasz;POL;GMI;2412;1994',
    '30006;Łęcki, Paweł;POL;;1712;1988',
    '30007;Polder, Kees;NED;;1650;1970',
  ].join('\n');
  beforeEach(async () => {
    writeFileSync(join(data, 'fmjd-pol-ned.csv'), LIST);
    await h.api['ratings.import']({ file: 'fmjd-pol-ned.csv', source: 'FMJD' });
  });
  const names = async (text: string) => (await h.api['ratings.search']({ text })).map((x) => x.name);

  it('matches each word of the query on a name word or the federation', async () => {
    expect(await names('kowalski pol')).toEqual(['Kowalski, Adam', 'Kowalski, Jan']);
    expect(await names('pol kowalski')).toEqual(['Kowalski, Adam', 'Kowalski, Jan']);
    expect(await names('kowalski ned')).toEqual(['Kowalski, Piotr']);
    expect(await names('jan kowalski pol')).toEqual(['Kowalski, Jan']);
    expect(await names('lecki pol')).toEqual(['Łęcki, Paweł']);
    expect(await names('łęcki ned')).toEqual([]);
    // A federation alone lists its players, with the names that start so.
    expect(await names('ned')).toEqual(['Kowalski, Piotr', 'Polder, Kees']);
    expect(await names('pol')).toEqual([
      'Kowalski, Adam',
      'Kowalski, Jan',
      'Łęcki, Paweł',
      'Polak, Adam',
      'Polder, Kees',
      'Świątek, Łukasz',
    ]);
  });

  it('matches the title too', async () => {
    expect(await names('swiatek gmi')).toEqual(['Świątek, Łukasz']);
    expect(await names('kowalski mf')).toEqual(['Kowalski, Jan']);
    expect(await names('kowalski gmi')).toEqual([]);
  });
});

describe('registering from a list (RULES.md R12.1, R13.1)', () => {
  beforeEach(async () => {
    await h.api['ratings.import']({ file: 'fmjd-bom-semicolon.csv' });
  });
  const entry = async (text: string) => {
    const [hit] = await h.api['ratings.search']({ text });
    if (!hit) throw new Error(`no hit for ${text}`);
    return hit.entryId;
  };

  it('registers with the fields of the list', async () => {
    const t = await h.api['tournament.create']({ settings: SETTINGS });
    const e = await h.api['ratings.register']({ tournamentId: t.id, entryId: await entry('swiatek') });
    expect(e).toMatchObject({
      name: 'Świątek, Łukasz',
      rating: 2339,
      title: 'MI',
      federation: 'POL',
      ratingId: '16095',
      birthYear: 1994,
      sex: 'M',
      present: true,
    });
    const link = h.session.requireDb().prepare('SELECT rating_list_id FROM entrants WHERE id = ?').get(e.id);
    expect(link).toEqual({ rating_list_id: 1 });
  });

  it('checks the rating floor of a rated tournament', async () => {
    const t = await h.api['tournament.create']({ settings: { ...SETTINGS, rated: true, ratingFloor: 2000 } });
    const low = fail(
      await h.dispatch('ratings.register', { tournamentId: t.id, entryId: await entry('sorensen') }),
    );
    expect(low.code).toBe('ratings:belowFloor');
    expect(low.message).toContain('Sørensen, Bjørn is rated 1960, below the rating floor of 2000');
    const unrated = fail(
      await h.dispatch('ratings.register', { tournamentId: t.id, entryId: await entry('nowak') }),
    );
    expect(unrated.code).toBe('ratings:noRatingForFloor');
    // 2101 is above the floor.
    expect(
      (await h.dispatch('ratings.register', { tournamentId: t.id, entryId: await entry('dupre') })).ok,
    ).toBe(true);
    expect((await h.api['entrant.list']({ tournamentId: t.id })).map((e) => e.name)).toEqual([
      'Dupré, Anaëlle',
    ]);
    // A casual tournament has no floor.
    const casual = await h.api['tournament.create']({
      settings: { ...SETTINGS, name: 'Blitz', rated: false },
    });
    expect(
      (await h.dispatch('ratings.register', { tournamentId: casual.id, entryId: await entry('nowak') })).ok,
    ).toBe(true);
  });

  it('takes the rating for the tournament time control when the list has several', async () => {
    await h.api['ratings.import']({ file: 'world-multi.xlsx', source: 'World' });
    const rapid = await h.api['tournament.create']({
      settings: { ...SETTINGS, timeControl: { kind: 'rapid', text: "25'+5''" } },
    });
    const blitz = await h.api['tournament.create']({
      // The next day: one person may not play two tournaments at once (R1.5).
      settings: {
        ...SETTINGS,
        name: 'Blitz',
        scheduledStart: '2026-12-06T10:00',
        closeAtEnd: false,
        timeControl: { kind: 'blitz', text: "5'+3''" },
      },
    });
    const hits = await h.api['ratings.search']({ text: 'swiatek lukasz' });
    const world = hits.find((x) => x.source === 'World');
    expect(world).toBeDefined();
    const a = await h.api['ratings.register']({ tournamentId: rapid.id, entryId: world?.entryId ?? 0 });
    const b = await h.api['ratings.register']({ tournamentId: blitz.id, entryId: world?.entryId ?? 0 });
    expect([a.rating, b.rating]).toEqual([2290, 2250]);
  });
});

describe('re-importing before round 1 (issue 7)', () => {
  it('shows the new ratings as a diff, applies them when accepted, and never after round 1', async () => {
    await h.api['ratings.import']({ file: 'fmjd-bom-semicolon.csv' });
    const t = await h.api['tournament.create']({ settings: SETTINGS });
    for (const text of ['swiatek', 'georgiev', 'dupre']) {
      const [hit] = await h.api['ratings.search']({ text });
      await h.api['ratings.register']({ tournamentId: t.id, entryId: hit?.entryId ?? 0 });
    }
    expect(await h.api['ratings.diff']({ tournamentId: t.id })).toEqual([]);
    const feb = readFileSync(join(data, 'fmjd-bom-semicolon.csv'))
      .toString('utf8')
      .replace('A 2339', 'A 2351')
      .replace('A 2101', 'A 2088');
    writeFileSync(join(data, 'fmjd-feb.csv'), feb);
    const { listId } = await h.api['ratings.import']({ file: 'fmjd-feb.csv', source: 'FMJD' });
    const diff = await h.api['ratings.diff']({ tournamentId: t.id });
    expect(diff.map((c) => [c.name, c.before, c.after, c.listId])).toEqual([
      ['Świątek, Łukasz', 2339, 2351, listId],
      ['Dupré, Anaëlle', 2101, 2088, listId],
    ]);
    // Accept one, then the rest.
    const first = await h.api['ratings.applyDiff']({
      tournamentId: t.id,
      entrantIds: [diff[0]?.entrantId ?? 0],
    });
    expect(first.map((c) => c.name)).toEqual(['Świątek, Łukasz']);
    expect((await h.api['ratings.diff']({ tournamentId: t.id })).map((c) => c.name)).toEqual([
      'Dupré, Anaëlle',
    ]);
    // Round 1 paired: the rest can no longer be applied, and nothing changes.
    h.session
      .requireDb()
      .prepare("INSERT INTO rounds (tournament_id, number, paired_at) VALUES (?, 1, 'now')")
      .run(t.id);
    const late = fail(await h.dispatch('ratings.applyDiff', { tournamentId: t.id }));
    expect(late.code).toBe('ratings:afterStart');
    const ratings = (await h.api['entrant.list']({ tournamentId: t.id })).map((e) => [e.name, e.rating]);
    expect(ratings).toEqual([
      ['Świątek, Łukasz', 2351],
      ['Georgiev, Alexander', 2480],
      ['Dupré, Anaëlle', 2101],
    ]);
  });
});

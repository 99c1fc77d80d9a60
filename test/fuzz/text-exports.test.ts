import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTrf } from '../../src/main/io/trf';
import { readResultsCsv } from '../../src/main/io/results-csv';
import { splitRecord } from '../../src/main/io/ratings/csv';
import { oneLine } from '../../src/shared/plain-text';
import { harness, type Harness } from '../api/harness';
import { enter } from '../services/rounds/setup';
import { budget, fuzzTimeout } from './budget';

/**
 * No text, whatever its characters, changes the number of records of a TRF or PDN export or the
 * number of cells of a row of the FMJD report (CSV), and each export reads back to the same
 * names (docs/TEXT.md). The texts are put straight into the event file, as a file saved before
 * typed text was checked may hold them; the exports are the app's own, read back by the
 * project's own TRF and FMJD-report readers, and PDN by the tag grammar of pdn.fmjd.org
 * (pdntags.html, PGN's: `[Key "value"]` a line, `\` and `"` escaped by a backslash).
 */

const { numRuns, seed } = budget(60, 20261205);

const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0x80 + i)),
  '\u2028',
  '\u2029',
];
/** What breaks records or cells, what a spreadsheet runs, what PDN escapes, and real names' letters. */
const char = fc.oneof(
  { arbitrary: fc.constantFrom(...CONTROLS), weight: 3 },
  {
    arbitrary: fc.constantFrom(';', '"', "'", '=', '+', '-', '@', '\\', '[', ']', ',', ' ', '|', '!'),
    weight: 3,
  },
  { arbitrary: fc.constantFrom('ł', 'ś', 'ğ', 'İ', 'ë', 'Ø', 'ß', 'a', 'Z', '0', '9'), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 2 },
);
/** A stored text is never empty: every entry point requires one, or puts a default. */
const text = fc.string({ unit: char, minLength: 1, maxLength: 45 }).filter((s) => oneLine(s) !== '');

let h: Harness;
let tournamentId = 0;
/** Entrant ids in starting-number order, and the boards of round 1 as [white, black] starting numbers. */
let ids: number[] = [];
let boards: [number, number][] = [];
let baseline: { trf: number; pdn: number };

const exports = async () => ({
  trf: (await h.api['file.exportTrf']({ tournamentId })).text,
  pdn: (await h.api['file.exportPdn']({ tournamentId, round: 1 })).text,
  fmjd: (await h.api['file.exportFmjd']({ tournamentId })).text,
});

beforeAll(async () => {
  h = harness('en', () => new Date('2026-12-05T09:00:00Z'));
  await h.api['event.create']({ file: 'texts', name: 'Texts' });
  const t = await h.api['tournament.create']({
    settings: {
      name: 'Open',
      city: 'Łódź',
      arbiter: 'Nowak',
      scheduledStart: '2026-12-05T10:00',
      closeAtEnd: false,
    },
  });
  tournamentId = t.id;
  for (let i = 0; i < 8; i++)
    await h.api['entrant.add']({
      tournamentId,
      name: `Gracz ${i + 1}`,
      rating: 2000 - 10 * i,
      ratingId: String(16001 + i),
    });
  const { round } = await h.api['tournament.start']({ tournamentId, seed: 1 });
  for (const b of round?.boards ?? []) await enter(h, tournamentId, 1, b.boardNo, 'white-wins');
  const list = await h.api['entrant.list']({ tournamentId });
  ids = [...list].sort((a, b) => (a.startNo ?? 0) - (b.startNo ?? 0)).map((e) => e.id);
  boards = (round?.boards ?? []).map((b) => [b.white.startNo, b.black.startNo]);
  const base = await exports();
  baseline = { trf: base.trf.split('\n').length, pdn: base.pdn.split('\n').length };
});
afterAll(() => h.done());

const PDN_TAG = /^\[([A-Za-z][A-Za-z0-9_]*) "((?:[^"\\]|\\.)*)"\]$/;

/** The PDN games as tag maps, every line checked against the grammar. */
function readPdn(pdn: string): Map<string, string>[] {
  const games: Map<string, string>[] = [];
  for (const line of pdn.split('\n')) {
    if (line === '' || /^(?:2-0|0-2|1-1|0-0|\*)$/.test(line)) continue;
    const m = PDN_TAG.exec(line);
    if (!m) throw new Error(`not a PDN tag pair: ${JSON.stringify(line)}`);
    if (m[1] === 'Event') games.push(new Map());
    games.at(-1)?.set(m[1] ?? '', (m[2] ?? '').replace(/\\(.)/g, '$1'));
  }
  return games;
}

/** A name in the 33 columns of a TRF `001` record: whole when it fits, else the start of it. */
function expectTrfName(read: string, name: string): void {
  const line = oneLine(name);
  if (line.length <= 33) expect(read).toBe(line);
  else {
    expect(line.startsWith(read)).toBe(true);
    expect(read.length).toBeGreaterThanOrEqual(line.slice(0, 32).trimEnd().length);
  }
}

const FORMULA = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

describe('texts in the exports', () => {
  it(
    `${numRuns} sets of names: the same records and cells, the same names read back`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(text, { minLength: 8, maxLength: 8 }),
          fc.tuple(text, text, text),
          async (names, [tname, city, arbiter]) => {
            const db = h.session.requireDb();
            names.forEach((n, i) => db.prepare('UPDATE entrants SET name = ? WHERE id = ?').run(n, ids[i]));
            db.prepare('UPDATE tournaments SET name = ?, city = ?, arbiter = ? WHERE id = ?').run(
              tname,
              city,
              arbiter,
              tournamentId,
            );
            const out = await exports();
            const byStartNo = (no: number) => names[no - 1] ?? '';

            // TRF: as many lines as with plain names, eight 001 records, the names and header back.
            const trfLines = out.trf.split('\n');
            expect(trfLines).toHaveLength(baseline.trf);
            expect(trfLines.filter((l) => l.startsWith('001'))).toHaveLength(8);
            const trf = readTrf(out.trf);
            for (const p of trf.players) expectTrfName(p.name, byStartNo(p.startNumber));
            expect(trf.header).toMatchObject({
              name: oneLine(tname),
              city: oneLine(city),
              chiefArbiter: oneLine(arbiter),
            });

            // PDN: as many lines, one game a board, each tag on its line, the players back.
            expect(out.pdn.split('\n')).toHaveLength(baseline.pdn);
            const games = readPdn(out.pdn);
            expect(games).toHaveLength(boards.length);
            games.forEach((g, i) => {
              const [w, b] = boards[i] ?? [0, 0];
              expect(g.get('White')).toBe(oneLine(byStartNo(w)));
              expect(g.get('Black')).toBe(oneLine(byStartNo(b)));
              expect(g.get('Event')).toBe(oneLine(tname));
              expect(g.get('Site')).toBe(oneLine(city));
            });

            // FMJD report: 2 + 8 lines; every entrant row has the header's cells; no live formula.
            const lines = out.fmjd.split('\r\n');
            expect(lines).toHaveLength(11);
            expect(lines.at(-1)).toBe('');
            const header = splitRecord(lines[1] ?? '', ';');
            expect(splitRecord(lines[0] ?? '', ';')).toHaveLength(2);
            for (const l of lines.slice(2, -1)) {
              const cells = splitRecord(l, ';');
              expect(cells).toHaveLength(header.length);
              for (const c of cells) expect(FORMULA.test(c) && !PLAIN_NUMBER.test(c), c).toBe(false);
            }
            const back = readResultsCsv(out.fmjd, 'fmjd-report');
            expect(back.header.name).toBe(oneLine(tname));
            expect(back.players.map((p) => p.name).sort()).toEqual(names.map(oneLine).sort());
          },
        ),
        { seed, numRuns, timeout: 20_000 },
      );
    },
    fuzzTimeout(),
  );
});

import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../src/shared/api/contract';
import { harness, type Harness } from '../api/harness';
import { field, tournament } from '../services/rounds/setup';
import { budget, fuzzTimeout } from './budget';
import { inputFor } from './zod-arbitrary';

/**
 * Any method name, any input, against a real event file with two tournaments (one under way) and
 * a rating list: every answer is an envelope, a refusal carries a typed, translated code (never
 * `internal`), nothing is logged as unexpected, and a refused call leaves the file's data as they
 * were (one transaction per action, ARCHITECTURE.md).
 */

const { numRuns, seed } = budget(400, 20260605);
const METHODS = Object.keys(contract);

let h: Harness;
let ours: string;

beforeAll(async () => {
  h = harness();
  const t1 = await tournament(h, field(8), { swissRounds: 5 });
  const start = await h.api['tournament.start']({ tournamentId: t1, seed: 7 });
  for (const b of start.round?.boards.slice(0, 3) ?? [])
    await h.api['result.set']({ tournamentId: t1, round: 1, board: b.boardNo, result: 'white-wins' });
  const t2 = await h.api['tournament.create']({
    settings: { name: 'Rapid', scheduledStart: '2026-12-06T10:00', closeAtEnd: false },
  });
  for (const name of ['Świątek, Łukasz', 'Öztürk, İsmail', 'Sørensen, Bjørn', 'Dupré, Anaëlle'])
    await h.api['entrant.add']({ tournamentId: t2.id, name, rating: 1500, present: true });
  const data = join(h.dir, 'data');
  mkdirSync(data, { recursive: true });
  copyFileSync(join(__dirname, '../fixtures/ratings/fmjd-bom-semicolon.csv'), join(data, 'list.csv'));
  const xlsx = readFileSync(join(__dirname, '../fixtures/ratings/world-multi.xlsx'));
  writeFileSync(join(data, 'world.xlsx'), xlsx.subarray(0, xlsx.length - 30));
  await h.api['ratings.import']({ file: 'list.csv', source: 'FMJD' });
  ours = h.session.path ?? '';
});
afterAll(() => h.done());

/** Every row of every table of the open event file. */
function snapshot(): string | null {
  const db = h.session.db;
  if (!db) return null;
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  return JSON.stringify(tables.map((t) => [t, db.prepare(`SELECT * FROM "${t}"`).raw().all()]));
}

const method = fc.oneof(
  { arbitrary: fc.constantFrom(...METHODS), weight: 12 },
  { arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'event', ''), weight: 1 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
);
const call = method.chain((m) =>
  fc.tuple(
    fc.constant(m),
    Object.hasOwn(contract, m) ? inputFor(contract[m as keyof typeof contract].input) : fc.jsonValue(),
    fc.constantFrom('en', 'fr', 'nl', 'pl', 'xx', undefined),
  ),
);

describe('the API under arbitrary calls', () => {
  it(
    `${numRuns} seeded calls: typed answers only, refusals change nothing`,
    async () => {
      const counts = { tried: 0, ok: 0, refused: 0 };
      const codes: Record<string, number> = {};
      await fc.assert(
        fc.asyncProperty(call, async ([name, input, lng]) => {
          // A call may have closed or switched the event file: the next one runs against ours again.
          if (h.session.path !== ours) h.session.open(ours, 'open', { at: new Date('2026-12-05T10:00:00Z') });
          const path = h.session.path;
          const before = snapshot();
          const res = await h.dispatch(name, input, lng);
          counts.tried++;
          expect(h.errors, `${name} ${JSON.stringify(input)}`).toEqual([]);
          if (res.ok) {
            counts.ok++;
            if (name === 'ratings.startImport') {
              const { jobId } = res.value as { jobId: string };
              let status = await h.api['ratings.importStatus']({ jobId });
              for (let i = 0; i < 500 && status.state === 'running'; i++) {
                await new Promise((r) => setTimeout(r, 10));
                status = await h.api['ratings.importStatus']({ jobId });
              }
              expect(status.error?.code).not.toBe('errors:internal');
            }
            return;
          }
          counts.refused++;
          codes[res.error.code] = (codes[res.error.code] ?? 0) + 1;
          expect(res.error.code, `${name} ${JSON.stringify(input)}: ${res.error.message}`).not.toBe(
            'internal',
          );
          // A placeholder left unfilled ({{name}}) or a bare key means an untranslated message; a
          // '{{' the arbiter typed and the message quotes back is not one.
          expect(res.error.message).not.toMatch(/\{\{\s*\w+\s*\}\}|^[a-z]+:[\w.]+$/);
          if (h.session.path === path)
            expect(snapshot(), `${name} refused but changed the file`).toBe(before);
        }),
        { seed, numRuns, timeout: 20_000 },
      );
      console.log('API fuzz:', counts, 'refusals by code:', codes);
      expect(counts.tried).toBe(numRuns);
    },
    fuzzTimeout(),
  );
});

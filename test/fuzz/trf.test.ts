import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairDutch } from '../../src/main/engine/pairing/dutch';
import { readTrf } from '../../src/main/io/trf';
import { trfToPairingInput } from '../../src/main/io/trf-pairing';
import { trfToSheet } from '../../src/main/io/trf-sheet';
import { writeTrf } from '../../src/main/io/trf-write';
import { DUTCH } from '../fixtures/dutch';
import { budget } from './budget';
import { mutateText, mutation, Tally } from './mutate';

/**
 * The TRF reader on arbitrary text and on mutated files of the reference corpus: it returns a
 * tournament or throws a typed, translated error (a line and column), never anything else; and
 * what it returns, the command line can turn into a sheet, a next round and a file again.
 */

// Rounds of the Dutch reference corpus shipped with the tests (test/fixtures/README.md).
const read = (rel: string): string => readFileSync(join(DUTCH, rel), 'utf8');
const readFuzz = (name: string): string => readFileSync(join(__dirname, '../fixtures/fuzz', name), 'utf8');

/** A TRF-2026 file with every record the reader knows, on top of t001 round 3. */
const RECORDS = [
  '142 5',
  '152 W',
  '162  W 2.0 D 1.0 L 0.0 A 0.0 P 2.0',
  '240 F   3    4    5',
  '250 1.0   1.0   1   2    1    4',
  '260   1   3    1    2',
  '### a comment',
].join('\n');
const BASES = [
  read('t001-n007-r05/round-03.trf'),
  readFuzz('t010-n010-r06-round-03.trf'),
  readFuzz('t173-n109-r09-round-05.trf'),
  read('t001-n007-r05/round-03.trf').replace(/^XXR.*$/m, RECORDS),
];

/** What `diagonal pair`, `check` and `standings` do with a file once it is read. */
function readAndUse(text: string): void {
  const trf = readTrf(text);
  trfToSheet(trf);
  const next = trf.totalRounds !== null && trf.pairedRounds < trf.totalRounds;
  // Pairing 109 entrants takes seconds: the big base file stops at the pairing input.
  if (next) {
    const input = trfToPairingInput(trf);
    if (trf.players.length <= 30) pairDutch(input);
  }
  writeTrf(trf);
}

const TOKENS = fc.constantFrom(
  ' ',
  '    ',
  '0',
  '1',
  '9',
  '00',
  '0000',
  '.',
  '.5',
  '-',
  '+',
  '=',
  'w',
  'b',
  'W',
  'B',
  'D',
  'L',
  'U',
  'F',
  'H',
  'Z',
  'X',
  '\n',
  '\r\n',
  '\r',
  '\t',
  '001',
  '240 ',
  '260 ',
  '162 ',
  'XXR ',
  'XXC ',
  'BBW ',
  'ł',
  '#',
  '\u0000',
);

describe('the TRF reader under fuzzing', () => {
  it('reads every base file', () => {
    for (const b of BASES) expect(() => readAndUse(b)).not.toThrow();
    const records = readTrf(BASES[3] ?? '');
    expect([records.byes.length, records.accelerations.length, records.forbidden.length]).toEqual([1, 1, 1]);
    expect(records.accelerations[0]).toMatchObject({
      firstRound: 1,
      lastRound: 2,
      firstPlayer: 1,
      lastPlayer: 4,
    });
  });

  it('arbitrary text and mutated corpus files: a tournament or a typed error', async () => {
    const tally = new Tally();
    const text = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc.string({ unit: TOKENS, maxLength: 200 }),
      fc
        .array(fc.string({ unit: TOKENS, maxLength: 120 }), { maxLength: 12 })
        .map((lines) => lines.map((l) => `001 ${l}`).join('\n')),
    );
    await fc.assert(
      fc.asyncProperty(text, (s) => tally.run(JSON.stringify(s.slice(0, 200)), () => readAndUse(s))),
      budget(500, 16_2026),
    );
    const mutated = fc.tuple(fc.constantFrom(...BASES.keys()), mutation(TOKENS));
    await fc.assert(
      fc.asyncProperty(mutated, ([i, m]) => {
        const s = mutateText(BASES[i] ?? '', m);
        return tally.run(`base ${i} ${JSON.stringify(m)}`, () => readAndUse(s));
      }),
      budget(1500, 26_2026),
    );
    console.log(tally.report('TRF fuzz'));
    expect(tally.accepted).toBeGreaterThan(0);
    expect(tally.typedCount).toBeGreaterThan(0);
  });
});

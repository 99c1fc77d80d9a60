/**
 * A representative subset of the Dutch reference corpus (fixtures/dutch, paired by a FIDE-endorsed
 * engine): every size class, odd and even fields, first, middle and last rounds (topscorers),
 * forfeits, half-point byes, absences and withdrawals. The whole corpus runs in
 * `npm run test:corpus`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pairDutch } from '../../../src/main/engine/pairing/dutch';
import { readTrf } from '../../../src/main/io/trf';
import { trfToPairingInput } from '../../../src/main/io/trf-pairing';
import { DUTCH as corpus } from '../../fixtures/dutch';

/** The reference pairing as a sorted list of `white black` lines, the bye as `n 0`. */
function expected(rel: string): string[] {
  const [count, ...lines] = readFileSync(path.join(corpus, rel.replace(/\.trf$/, '.pairs')), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines.length).toBe(Number(count));
  return lines.map((l) => l.trim().split(/\s+/).join(' ')).sort();
}

function ours(rel: string): string[] {
  const input = trfToPairingInput(readTrf(readFileSync(path.join(corpus, rel), 'utf8')));
  const p = pairDutch(input);
  const num = (i: number): number => input.entrants[i]?.number ?? 0;
  const lines = p.boards.map((b) => `${num(b.white)} ${num(b.black)}`);
  if (p.bye !== null) lines.push(`${num(p.bye)} 0`);
  return lines.sort();
}

const SUBSET = [
  't001-n007-r05/round-01.trf',
  't001-n007-r05/round-05.trf',
  't002-n007-r05/round-03.trf',
  't004-n008-r05/round-04.trf',
  't009-n009-r07/round-05.trf',
  't009-n009-r07/round-07.trf',
  't010-n010-r06/round-06.trf',
  't012-n010-r07/round-02.trf',
  't012-n010-r07/round-04.trf',
  't021-n015-r06/round-05.trf',
  't024-n015-r06/round-06.trf',
  't028-n016-r06/round-04.trf',
  't029-n017-r07/round-07.trf',
  't031-n018-r07/round-05.trf',
  't037-n019-r07/round-03.trf',
  't038-n019-r07/round-07.trf',
  't040-n020-r07/round-04.trf',
  't043-n020-r08/round-08.trf',
  't045-n021-r07/round-02.trf',
  't049-n021-r07/round-05.trf',
  't054-n023-r07/round-06.trf',
  't072-n030-r07/round-07.trf',
  't076-n032-r07/round-04.trf',
  't078-n032-r07/round-06.trf',
  't086-n035-r08/round-05.trf',
  't089-n037-r08/round-08.trf',
  't097-n040-r08/round-03.trf',
  't104-n042-r08/round-01.trf',
  't104-n042-r08/round-02.trf',
  't113-n049-r08/round-07.trf',
  't114-n051-r08/round-08.trf',
  't123-n054-r08/round-06.trf',
  't133-n058-r08/round-04.trf',
  't142-n067-r10/round-10.trf',
  't146-n072-r09/round-05.trf',
  // The largest sizes: a 197-entrant last round and the 500-entrant perf round (the engine's
  // re-solving matching at full scale).
  't202-n197-r10/round-10.trf',
  'perf/perf-n0500-r09/round-09.trf',
];

describe('Dutch pairings identical to the reference engine (corpus subset)', () => {
  for (const rel of SUBSET) {
    it(rel, () => {
      expect(ours(rel)).toEqual(expected(rel));
    });
  }
});

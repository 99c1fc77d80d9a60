/**
 * Forbidden pairs (TRF-26 `260`, the reference engine's `XXP`) and accelerated rounds (TRF-26
 * `250`, per-player `XXA`; FIDE C.04.5 Baku method) held to the reference engine: every round of
 * fixtures/constraints, paired through `diagonal pair`'s code path (readTrf, trfToPairingInput,
 * pairDutch), has the same pairs with the same colours and the same bye as the reference's pairing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pairDutch } from '../../../src/main/engine/pairing/dutch';
import { readTrf } from '../../../src/main/io/trf';
import { trfToPairingInput } from '../../../src/main/io/trf-pairing';
import { CONSTRAINTS as corpus } from '../../fixtures/constraints';

const rounds = readdirSync(corpus, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(path.join(corpus, d.name))
      .filter((f) => /^round-\d+\.trf$/.test(f))
      .map((f) => `${d.name}/${f}`),
  )
  .sort();

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

describe('forbidden pairs and accelerated rounds identical to the reference engine', () => {
  it('holds both kinds of rounds', () => {
    expect(rounds.filter((r) => r.startsWith('forbidden-')).length).toBe(30);
    expect(rounds.filter((r) => r.startsWith('accelerated-')).length).toBe(30);
  });
  for (const rel of rounds) {
    it(rel, () => {
      expect(ours(rel)).toEqual(expected(rel));
    });
  }
});

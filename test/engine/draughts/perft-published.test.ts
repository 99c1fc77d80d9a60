/**
 * R11.5: the generator against published perft figures, deeper and from positions of play
 * (test/fixtures/variants/perft-published.json, each case with its source). Every case runs to
 * the deepest count within a budget of nodes, so that the suite stays quick; `diagonal perft`
 * reaches the rest. A null count is a depth the source did not publish.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Variant } from '../../../src/shared/domain';
import type { Duplicates } from '../../../src/main/engine/draughts/movegen';
import { perft } from '../../../src/main/engine/draughts/perft';
import { initialPosition, parseFen } from '../../../src/main/engine/draughts/position';
import { RULES } from '../../../src/main/engine/draughts/variants';

type Case = {
  variant: Variant;
  name: string;
  fen: string | null;
  duplicates: Duplicates;
  counts: (number | null)[];
  note?: string;
  source: string;
};
const { cases } = JSON.parse(
  readFileSync(join(__dirname, '../../fixtures/variants/perft-published.json'), 'utf8'),
) as { cases: Case[] };

const BUDGET = 700_000;

describe('published perft figures', () => {
  for (const c of cases)
    it(`${c.variant}: ${c.name}`, () => {
      expect(c.source).not.toBe('');
      const pos = c.fen === null ? initialPosition(RULES[c.variant]) : parseFen(RULES[c.variant], c.fen);
      const published = c.counts.filter((n) => n !== null).length;
      const want = c.counts.map((n) => (n !== null && n <= BUDGET ? n : null));
      // full tables are checked to depth 5 at least, short ones wholly
      expect(want.filter((n) => n !== null).length).toBeGreaterThanOrEqual(Math.min(5, published));
      const got = want.map((n, i) => (n === null ? null : perft(pos, i + 1, { duplicates: c.duplicates })));
      expect(got).toEqual(want);
    });

  it('counting equal captures once changes the Gilbert 1 count at depth 10 only', () => {
    const pos = parseFen(RULES.italian, 'W:W30,26,27,22,23,24,17,18,20:B14,15,16,9,11,5,6,1,3');
    // the source counts 164,177 with duplicates kept; four of them are the same capture twice
    expect(perft(pos, 9)).toBe(43_686);
    expect(perft(pos, 10, { duplicates: 'keep' })).toBe(164_177);
    expect(perft(pos, 10)).toBeLessThan(164_177);
  });
});

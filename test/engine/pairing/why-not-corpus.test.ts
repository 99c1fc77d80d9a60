/**
 * An independent property of the Dutch system (C.04.3): the brackets are decided from the top,
 * each pairing the best by the criteria in their order, so a round paired with two entrants
 * forced together can never be better than the round made at the first criterion where they
 * differ. Asked for every pair of every round (2 to the last) of the corpus tournaments of up to
 * 20 entrants, as the arbiter may ask it (issue 30).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPresent } from '../../../src/main/engine/pairing/entrant-state';
import { explainRound } from '../../../src/main/engine/pairing/explain';
import { whyNot } from '../../../src/main/engine/pairing/why-not';
import { withNext, type Naming } from '../../../src/main/engine/pairing/explain-text';
import { readTrf } from '../../../src/main/io/trf';
import { trfToPairingInput } from '../../../src/main/io/trf-pairing';
import { DUTCH as corpus } from '../../fixtures/dutch';

const SMALL = readdirSync(corpus)
  .filter((d) => Number(/^t\d+-n(\d+)-r\d+$/.exec(d)?.[1] ?? Infinity) <= 20)
  .sort();

describe('why not: a forced pairing is never better than the pairing made', () => {
  it('every pair of every round of the tournaments of up to 20 entrants', () => {
    const counts: Record<string, number> = {};
    const better: string[] = [];
    // The answer shows where the two pairings differ: its two figures never read the same.
    const alike: string[] = [];
    const naming: Naming = { name: (i) => `P${i + 1}`, points: (x) => String(x) };
    let rounds = 0;
    for (const t of SMALL) {
      const trf = readTrf(readFileSync(path.join(corpus, t, 'full.trf'), 'utf8'));
      for (let r = 2; r <= Number(/-r(\d+)$/.exec(t)![1]); r++) {
        const input = trfToPairingInput(trf, r);
        const made = explainRound(input);
        rounds++;
        const present = input.entrants.map((_, i) => i).filter((i) => isPresent(input, i));
        for (const a of present)
          for (const b of present) {
            if (b <= a) continue;
            const w = whyNot(input, a, b, made).answer;
            counts[w.kind] = (counts[w.kind] ?? 0) + 1;
            if (w.kind === 'better') better.push(`${t} round ${r}: ${a + 1}-${b + 1} at ${w.criterion}`);
            if (
              w.kind === 'worse' &&
              w.criterion === 'C8' &&
              withNext('en', naming, w.made, w.next?.made) ===
                withNext('en', naming, w.forced, w.next?.forced)
            )
              alike.push(`${t} round ${r}: ${a + 1}-${b + 1}`);
          }
      }
    }
    expect(better).toEqual([]);
    expect(alike).toEqual([]);
    // The corpus as it is: 43 tournaments, 234 rounds, 24,099 pairs asked (every two present).
    expect(rounds).toBe(234);
    expect(Object.values(counts).reduce((s, x) => s + x, 0)).toBe(24099);
    expect(counts).toEqual({
      paired: 1607,
      absolute: 5206,
      impossible: 12,
      worse: 14803,
      equal: 2471,
    });
  }, 60_000);
});

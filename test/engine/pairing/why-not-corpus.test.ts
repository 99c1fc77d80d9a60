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
import { figureWithWeights, type Naming } from '../../../src/main/engine/pairing/explain-text';
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
    // The answer shows where the two pairings differ, at whichever criterion decides: its two
    // figures never read the same (the engine's own fields differ there; the four languages carry
    // the same placeholders, test/shared/i18n.test.ts).
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
              (w.kind === 'worse' || w.kind === 'better') &&
              figureWithWeights('en', naming, w.made, w.weighed.made) ===
                figureWithWeights('en', naming, w.forced, w.weighed.forced)
            )
              alike.push(`${t} round ${r}: ${a + 1}-${b + 1} at ${w.criterion}`);
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

  it('C9 decided above the last bracket: the unplayed games of the PAB assignee, and the ranks the engine adds up', () => {
    // t023 round 6, score group 4: 1, 11, 12, 15 (6 moves down to it). Games played in rounds
    // 1-5: 11 all five; 1 four (a zero-point bye in round 3), 12 and 15 four (a PAB each, so they
    // may not receive it again, C2). The PAB goes to the group's one entrant left over: 11 in the
    // pairing made (6-1, 12-15), no unplayed game; with 6 against 11 it is 1, one unplayed game.
    // The engine's C9 field ranks the games played at that score, most first, a count at the
    // position of its last entrant: 5 games rank 0, 4 games rank 3; it adds up the ranks of
    // those paired, 1 + 12 + 15 = 9 made, 11 + 12 + 15 = 6 forced.
    const t = 't023-n015-r06';
    const input = trfToPairingInput(readTrf(readFileSync(path.join(corpus, t, 'full.trf'), 'utf8')), 6);
    const at = (n: number): number => input.entrants.findIndex((e) => e.number === n);
    const naming: Naming = { name: (i) => `P${input.entrants[i]?.number}`, points: (x) => String(x) };
    const w = whyNot(input, at(6), at(11)).answer;
    expect(w).toMatchObject({ kind: 'worse', criterion: 'C9', bracket: 4 });
    if (w.kind !== 'worse') throw new Error(w.kind);
    expect(w.made.entrants).toEqual([]);
    expect(w.forced).toEqual({ criterion: 'C9', value: [1], entrants: [at(1)] });
    expect(w.weighed.made.map((f) => f.count)).toEqual([9]);
    expect(w.weighed.forced.map((f) => f.count)).toEqual([6]);
    expect(figureWithWeights('en', naming, w.forced, w.weighed.forced)).toBe(
      '1 unplayed game: P1; ranks of the entrants paired at the bye assignee’s score, the fewest games played ranked highest, added up: 6',
    );
  });
});

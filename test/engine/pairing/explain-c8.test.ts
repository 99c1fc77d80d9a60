/**
 * C8 and C9 among the round's criteria not met fully (issue 30), on corpus rounds the reference
 * engine paired, worked by hand from the brackets (scores in the point system's integers, a win 2).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { explainRound } from '../../../src/main/engine/pairing/explain';
import { roundLines, type Naming } from '../../../src/main/engine/pairing/explain-text';
import { readTrf } from '../../../src/main/io/trf';
import { trfToPairingInput } from '../../../src/main/io/trf-pairing';
import { DUTCH as corpus } from '../../fixtures/dutch';

const round = (t: string, r: number) =>
  explainRound(trfToPairingInput(readTrf(readFileSync(path.join(corpus, t, 'full.trf'), 'utf8')), r));
const naming: Naming = { name: (i) => `P${i + 1}`, points: (s) => String(s / 2) };

describe('the round explained: C8 and C9 among the shortfalls', () => {
  it('C8: a downfloater that the next bracket leaves over too (7 entrants, round 4)', () => {
    // Bracket of 2 points: P1 (moved down from 3) and P2, P3, P4. P1-P2 are paired, P3 and P4
    // float down to the bracket of 1 point with P5, P6, P7: five entrants, two pairs (P3-P5,
    // P6-P7), and P4 is left over again: the PAB. Of the two downfloaters of the bracket of 2,
    // the next bracket does not pair one, with 2 points (P5, P6, P7 had the PAB: P4 gets it).
    const r = round('t002-n007-r05', 4);
    expect(r.shortfalls.find((f) => f.criterion === 'C8')).toEqual({
      criterion: 'C8',
      value: [4],
      entrants: [3],
    });
    expect(r.pairing.bye).toBe(3);
    const lines = roundLines('en', naming, r);
    expect(lines.filter((l) => l.trim().startsWith('C8'))).toEqual([
      '  C8 (choose the downfloaters so that the next bracket has as few downfloaters as possible, with the lowest scores (C6, C7 there)): scores 2: P4',
    ]);
  });

  it('C9: the PAB receiver has an unplayed game (9 entrants, round 5)', () => {
    // P7 is alone with 1.5 points, floats down to the bracket of 1 (P5, P8) where P5-P8 are
    // paired: P7 receives the PAB, and missed one game of the four played.
    const r = round('t009-n009-r07', 5);
    expect(r.pairing.bye).toBe(6);
    expect(r.shortfalls.find((f) => f.criterion === 'C9')).toEqual({
      criterion: 'C9',
      value: [1],
      entrants: [6],
    });
  });
});

/*
 * A three-way tie in a round robin after three rounds, two of the tied never having met (RULES.md
 * R9.3, R9.6; FIDE C.07 Art. 6, Direct Encounter, the same in the 2023 and 2026 editions): the
 * direct encounter orders the tied only when all of them met each other; when not, the one who
 * scored more among them than any other could still reach (a win in every encounter not had) is
 * ranked ahead, and the others are decided by the next criterion. Worked by hand, 2/1/0.
 *
 * Berger table for 6 (C.05 Annex 1), rounds 1-3: R1 1-6, 2-5, 3-4; R2 6-4, 5-3, 1-2; R3 2-6,
 * 3-1, 4-5. After three rounds 2 and 3 have not met (they meet in round 4).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeStandings } from '../../src/main/engine/standings';
import { readTrf } from '../../src/main/io/trf';
import { trfToSheet } from '../../src/main/io/trf-sheet';
import { compare } from '../../src/main/services/rounds/standings';
import { figureText } from '../../src/shared/figure-text';

const load = (name: string) =>
  computeStandings(
    trfToSheet(readTrf(readFileSync(new URL(`../fixtures/tiebreaks/${name}`, import.meta.url), 'utf8'))),
    { format: 'round-robin' },
  );

const row = (s: ReturnType<typeof load>, startNo: number) => {
  const r = s.rows.find((x) => x.startNo === startNo);
  if (!r) throw new Error(`no ${startNo}`);
  return r;
};
const de = (s: ReturnType<typeof load>, startNo: number) =>
  row(s, startNo).tiebreaks.find((f) => f.code === 'DE');

describe('direct encounter in a three-way tie where two never met (round robin, 3 rounds)', () => {
  /*
   * round-robin-unmet-none.trf
   * R1: 1-6 1 wins; 2-5 draw; 3-4 3 wins   R2: 6-4 4 wins; 5-3 draw; 1-2 draw
   * R3: 2-6 2 wins; 3-1 draw; 4-5 draw
   * Points: 1 = 2+1+1 = 4, 2 = 1+1+2 = 4, 3 = 2+1+1 = 4; 4 = 0+2+1 = 3; 5 = 1+1+1 = 3; 6 = 0.
   * Wins: 1, 2, 3 one each: still tied. Among 1, 2, 3: 1 drew 2 and 3 (2 points), 2 has 1 (the
   * draw with 1), 3 has 1; 2 and 3 never met, so not all met. 1 is not out of reach: 2 (or 3)
   * could still have 1 + 2 = 3 > 2. DE orders none of them; the starting number does: 1, 2, 3.
   * 4 and 5 (3 points) are separated by wins (1 against 0): DE is not applied to them.
   */
  const none = load('round-robin-unmet-none.trf');

  it('orders none of them by DE and says why: not all met, nobody out of reach', () => {
    expect(none.rows.map((r) => [r.rank, r.startNo])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
      [6, 6],
    ]);
    expect(de(none, 1)).toMatchObject({ value: 2, among: [1, 2, 3], decisive: false, unmet: [[2, 3]] });
    expect(de(none, 2)).toMatchObject({ value: 1, decisive: false, unmet: [[2, 3]] });
    expect(de(none, 3)).toMatchObject({ value: 1, decisive: false });
    // The figure reads in brackets where DE does not decide; blank where it is not applied.
    expect(
      [1, 2, 3, 4, 5, 6].map((n) => figureText(de(none, n) ?? { code: 'DE', value: 0, unit: 'points' }, 1)),
    ).toEqual(['(2)', '(1)', '(1)', '', '', '']);
  });

  it('names wins equal, DE not applying, then the starting number, for 1 above 2', () => {
    const c = compare(none, row(none, 2), row(none, 1), false);
    expect(c.hi.startNo).toBe(1);
    expect(c.by).toBe('TPN');
    expect([c.x, c.y]).toEqual([1, 2]);
    expect(c.before).toEqual([
      { code: 'WIN', x: 1, y: 1, applies: true },
      { code: 'DE', x: 2, y: 1, applies: false, unmet: [[2, 3]] },
    ]);
  });

  /*
   * round-robin-unmet-ahead.trf
   * R1: 1-6 6 wins; 2-5 2 wins; 3-4 3 wins   R2: 6-4 draw; 5-3 3 wins; 1-2 1 wins
   * R3: 2-6 2 wins; 3-1 1 wins; 4-5 draw
   * Points: 1 = 0+2+2 = 4, 2 = 2+0+2 = 4, 3 = 2+2+0 = 4, 6 = 2+1+0 = 3, 4 = 0+1+1 = 2, 5 = 1.
   * Wins: two each. Among 1, 2, 3: 1 beat 2 and 3 (4 points), 2 and 3 have 0 and never met: the
   * most either could reach is 0 + 2 = 2 < 4, so 1 ranks first of them by DE. 2 and 3 are then
   * taken again among themselves: 0 each, never met: DE does not order them, the starting number
   * does. Standings: 1, 2, 3, 6, 4, 5.
   */
  const ahead = load('round-robin-unmet-ahead.trf');

  it('ranks ahead the one the others cannot reach, then the starting number', () => {
    expect(ahead.rows.map((r) => [r.rank, r.startNo])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 6],
      [5, 4],
      [6, 5],
    ]);
    expect(de(ahead, 1)).toMatchObject({ value: 4, among: [1, 2, 3], decisive: true, unmet: [[2, 3]] });
    expect(de(ahead, 2)).toMatchObject({ value: 0, decisive: false });
    expect(figureText(de(ahead, 1) ?? { code: 'DE', value: 0, unit: 'points' }, 1)).toBe('4');
    expect(figureText(de(ahead, 3) ?? { code: 'DE', value: 0, unit: 'points' }, 1)).toBe('(0)');
    const first = compare(ahead, row(ahead, 1), row(ahead, 2), false);
    expect([first.by, first.x, first.y]).toEqual(['DE', 4, 0]);
    expect(first.before).toEqual([{ code: 'WIN', x: 2, y: 2, applies: true }]);
    // Why DE applies although 2 and 3 never met: the group and its unmet pair go with the answer.
    expect(first.de).toEqual({ among: [1, 2, 3], unmet: [[2, 3]] });
    const second = compare(ahead, row(ahead, 3), row(ahead, 2), false);
    expect([second.by, second.x, second.y]).toEqual(['TPN', 2, 3]);
    expect(second.de).toBeUndefined();
    expect(second.before).toEqual([
      { code: 'WIN', x: 2, y: 2, applies: true },
      { code: 'DE', x: 0, y: 0, applies: false, unmet: [[2, 3]] },
    ]);
  });
});

/*
 * round-robin-all-met.trf: the whole round robin (Berger rounds 1-5), 2/1/0.
 * R1: 1-6 1 wins; 2-5 2 wins; 3-4 3 wins   R2: 6-4 draw; 5-3 draw; 1-2 1 wins
 * R3: 2-6 2 wins; 3-1 draw; 4-5 4 wins     R4: 6-5 5 wins; 1-4 draw; 2-3 draw
 * R5: 3-6 draw; 4-2 draw; 5-1 5 wins
 * Points: 1 = 2+2+1+1+0 = 6, 2 = 2+0+2+1+1 = 6, 3 = 2+1+1+1+1 = 6, 4 = 5, 5 = 5, 6 = 2.
 * Wins: 1 two (6, 2), 2 two (5, 6), 3 one (4): 3 is third on wins. 1 and 2, still tied, met:
 * 1 won, so DE (2 against 0, among 1 and 2 alone) puts 1 above 2, every pair of them having met.
 */
describe('direct encounter where all the tied met (round robin, 5 rounds)', () => {
  const all = load('round-robin-all-met.trf');
  it('separates 1 and 2 by their game and says that all of them met', () => {
    expect(all.rows.slice(0, 3).map((r) => r.startNo)).toEqual([1, 2, 3]);
    const c = compare(all, row(all, 2), row(all, 1), false);
    expect([c.hi.startNo, c.by, c.x, c.y]).toEqual([1, 'DE', 2, 0]);
    expect(c.before).toEqual([{ code: 'WIN', x: 2, y: 2, applies: true }]);
    expect(c.de).toEqual({ among: [1, 2], unmet: [] });
  });
});

/**
 * The first matching's short way to C5 (feasibility.ts byeBelowTop): with the lowest ranked PAB
 * candidate below the top score group set aside, are all the others paired with compatible
 * opponents (C1, C3)? Checked against hand-made histories: the answer must be a matching of
 * compatible pairs covering everyone but that candidate, or null when none exists.
 */
import { describe, expect, it } from 'vitest';
import { byeBelowTop } from '../../../src/main/engine/pairing/feasibility';
import type { EntrantState } from '../../../src/main/engine/pairing/model';
import type { WeightContext } from '../../../src/main/engine/pairing/weights';

const SCORES = [2, 2, 2, 1, 1, 1, 0];

function entrants(played: [number, number][]): EntrantState[] {
  const list: EntrantState[] = SCORES.map((score, i) => ({
    index: i,
    number: i + 1,
    score,
    points: score,
    rank: i,
    imbalance: 0,
    preference: null,
    repeated: null,
    absolute: false,
    strong: false,
    byeEligible: true,
    playedGames: 2,
    floats: ['none', 'none'],
    earlierScores: [0, 0],
    forbidden: new Set<number>(),
    colours: [],
  }));
  for (const [a, b] of played) {
    list[a]!.forbidden.add(b);
    list[b]!.forbidden.add(a);
  }
  return list;
}

const ctx = {
  groupBits: 2,
  scoreBits: 6,
  scoreShift: new Map(),
  roundShift: new Map([
    [0, 0],
    [1, 1],
    [2, 3],
  ]),
  roundScoreBits: 5,
  playedRounds: 2,
  topscoreThreshold: null,
  byeScore: null,
  byeIsSingleDownfloater: false,
  playedGamesRank: new Map(),
} satisfies WeightContext;

/** Everyone but the last entrant (the lowest ranked candidate) paired, each pair allowed to meet. */
function expectCovering(list: EntrantState[], mate: Int32Array | null): void {
  expect(mate).not.toBeNull();
  const m = mate!;
  expect(m[6]).toBe(6);
  for (let v = 0; v < 6; v++) {
    const u = m[v]!;
    expect(u === v || u === 6 || u < 0).toBe(false);
    expect(m[u]).toBe(v);
    expect(list[v]!.forbidden.has(u)).toBe(false);
  }
}

describe('byeBelowTop: everyone but the PAB candidate paired (C5 without a weighted solve)', () => {
  it('pairs a field where everyone may meet everyone', () => {
    const list = entrants([]);
    expectCovering(list, byeBelowTop(list, ctx));
  });

  it('covers the two that first-come pairing leaves over through an exchange with a pair', () => {
    // First come: 0-2 (0 has met 1), 1-3; 4 and 5 have met. Then 4-0 and 2-5, say.
    const list = entrants([
      [0, 1],
      [4, 5],
    ]);
    expectCovering(list, byeBelowTop(list, ctx));
  });

  it('finds a cover that takes a matching search (no single exchange reaches it)', () => {
    // Allowed: 0-1, 2-3 (first come), 4-0, 1-2, 3-5; the only cover is 4-0, 1-2, 3-5.
    const list = entrants([
      [0, 2],
      [0, 3],
      [0, 5],
      [1, 3],
      [1, 4],
      [1, 5],
      [2, 4],
      [2, 5],
      [3, 4],
      [4, 5],
    ]);
    const mate = byeBelowTop(list, ctx);
    expectCovering(list, mate);
    expect([mate![4], mate![1], mate![3]]).toEqual([0, 2, 5]);
  });

  it('answers null when someone can meet no one but the candidate set aside', () => {
    const list = entrants([
      [5, 0],
      [5, 1],
      [5, 2],
      [5, 3],
      [5, 4],
    ]);
    expect(byeBelowTop(list, ctx)).toBeNull();
  });
});

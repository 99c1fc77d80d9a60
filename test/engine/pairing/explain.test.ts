/**
 * Issue 30, "why this pairing" and "why not that one": rounds worked by hand from C.04.3 (2026
 * numbering of the criteria, REFERENCES.md), each test's comment giving the regulation's reasons;
 * the explanation must name the same ones. Entrants are written by pairing number (1-based),
 * points in draughts integers (win 2, draw 1, loss 0, PAB 2).
 */
import { describe, expect, it } from 'vitest';
import type { Colour } from '../../../src/shared/domain';
import { explainRound, type RoundExplanation } from '../../../src/main/engine/pairing/explain';
import { roundLines, whyNotText, type Naming } from '../../../src/main/engine/pairing/explain-text';
import type { Entrant, PairingInput, RoundRecord } from '../../../src/main/engine/pairing/model';
import { whyNot } from '../../../src/main/engine/pairing/why-not';

const PS = {
  win: 2,
  draw: 1,
  loss: 0,
  forfeitWin: 2,
  forfeitLoss: 0,
  bye: 2,
  halfBye: 1,
  zeroBye: 0,
  fullBye: 2,
  scale: 1,
};

/** A game of a round: [white, black, white's points] by pairing number; a PAB: [n, 0, 2]. */
type Game = [number, number, number];

function input(n: number, rounds: Game[][], total: number, forbidden: [number, number][] = []): PairingInput {
  const entrants: Entrant[] = Array.from({ length: n }, (_, i) => ({ number: i + 1, rounds: [] }));
  for (const round of rounds) {
    for (const [w, b, pw] of round) {
      const we = entrants[w - 1]!;
      if (b === 0) {
        we.rounds.push({ opponent: null, colour: null, played: false, participated: true, points: pw });
        continue;
      }
      const game = (opponent: number, colour: Colour, points: number): RoundRecord => ({
        opponent: opponent - 1,
        colour,
        played: true,
        participated: true,
        points,
      });
      we.rounds.push(game(b, 'white', pw));
      entrants[b - 1]!.rounds.push(game(w, 'black', 2 - pw));
    }
  }
  return {
    entrants,
    playedRounds: rounds.length,
    totalRounds: total,
    initialColour: 'white',
    pointSystem: PS,
    forbidden: forbidden.map(([a, b]) => [a - 1, b - 1]),
  };
}

/** Boards as "white-black" by pairing number, the bye as "n-bye". */
const boards = (r: RoundExplanation): string[] => [
  ...r.pairing.boards.map((b) => `${b.white + 1}-${b.black + 1}`),
  ...(r.pairing.bye === null ? [] : [`${r.pairing.bye + 1}-bye`]),
];
const side = (r: RoundExplanation, no: number) => {
  const b = r.boards.find((x) => x.white.entrant === no - 1 || x.black.entrant === no - 1)!;
  return { rule: b.rule, ...(b.white.entrant === no - 1 ? b.white : b.black) };
};
const shortfall = (r: RoundExplanation, c: string) => {
  const f = r.shortfalls.find((x) => x.criterion === c);
  return f && { value: f.value, entrants: f.entrants.map((i) => i + 1) };
};
const naming: Naming = { name: (i) => `P${i + 1}`, points: (s) => String(s) };

describe('why this pairing', () => {
  it('an odd bracket: its lowest entrant floats down and is paired with the highest resident possible', () => {
    // Round 1: 1-4, 5-2, 3-6, the higher-ranked of each wins. Scores 2: {1, 2, 3}; 0: {4, 5, 6}.
    // The top bracket is odd (C6: one downfloater). S1 = {1}, S2 = {2, 3}: the first transposition
    // pairs 1 with 2 (1 prefers Black after White, 2 White after Black: C12 met) and leaves 3, the
    // lowest, over. In the bracket of 0, the MDP 3 takes the highest resident it may meet (D.1):
    // 4 (3 played 6); 4 prefers White, 3 Black (E.1). Left: 5 (prefers Black) and 6 (White): 6-5.
    const r = explainRound(
      input(
        6,
        [
          [
            [1, 4, 2],
            [5, 2, 0],
            [3, 6, 2],
          ],
        ],
        5,
      ),
    );
    expect(boards(r)).toEqual(['2-1', '4-3', '6-5']);
    expect(side(r, 3)).toMatchObject({ float: 'down', floatedFrom: [{ score: 2, reason: 'odd' }] });
    expect(side(r, 4)).toMatchObject({ float: 'up', colour: 'white', rule: 'E1', strength: 'strong' });
    expect(side(r, 1)).toMatchObject({ float: 'none', colour: 'black', granted: true });
    // C6 and C7: one downfloater, with 2 points; no other criterion falls short.
    expect(r.shortfalls.map((f) => f.criterion)).toEqual(['C6', 'C7']);
    expect(shortfall(r, 'C6')).toEqual({ value: [1], entrants: [3] });
    expect(shortfall(r, 'C7')).toEqual({ value: [2], entrants: [3] });
  });

  it('a floater chain across two brackets, and exchanges that grant every colour preference', () => {
    // Round 1: 1-6 (1 wins), 7-2 (2 wins), 3-8 (3 wins), 9-4 and 5-10 drawn. Scores 2: {1, 2, 3};
    // 1: {4, 5, 9, 10}; 0: {6, 7, 8}. The arbiter keeps 3 apart from 1, 2, 4, 5, 9 and 10 (C1).
    // Bracket of 2: 3 may meet nobody there: 1-2, and 3 floats down (no compatible opponent).
    // Bracket of 1: 3 may meet nobody there either and floats down again; the residents pair
    // 4-5 and 9-10 (one exchange): the transposition 4-10, 5-9 would leave two preferences
    // unmet (4 and 10 both prefer White, 5 and 9 both Black), and C12 comes before the order of
    // the procedure. Bracket of 0: 3 meets 6, the highest resident it may (3 played 8); 7-8 left.
    const r = explainRound(
      input(
        10,
        [
          [
            [1, 6, 2],
            [7, 2, 0],
            [3, 8, 2],
            [9, 4, 1],
            [5, 10, 1],
          ],
        ],
        5,
        [3, 4, 5, 9, 10, 1, 2].filter((x) => x !== 3).map((x) => [3, x] as [number, number]),
      ),
    );
    expect(boards(r).sort()).toEqual(['2-1', '4-5', '6-3', '8-7', '10-9'].sort());
    expect(side(r, 3)).toMatchObject({
      float: 'down',
      floatedFrom: [
        { score: 2, reason: 'incompatible' },
        { score: 1, reason: 'incompatible' },
      ],
    });
    expect(side(r, 6)).toMatchObject({ float: 'up' });
    expect(side(r, 4)).toMatchObject({ float: 'none', colour: 'white', granted: true });
    expect(shortfall(r, 'C12')).toBeUndefined();
    // 3 left over in two brackets is one downfloater of the round, with its 2 points (C6, C7);
    // each bracket counts it (the bracket of 1 too).
    expect(shortfall(r, 'C6')).toEqual({ value: [1], entrants: [3] });
    expect(shortfall(r, 'C7')).toEqual({ value: [2], entrants: [3] });
    expect(r.brackets.map((b) => b.figures.find((f) => f.criterion === 'C6')?.entrants)).toEqual([
      [2],
      [2],
      undefined,
    ]);
  });

  it('a colour conflict decided by the rank rule (E.4)', () => {
    // Round 1: 1-3 and 2-4, White wins both. Scores 2: {1, 2}; 0: {3, 4}. 1-2 and 3-4 are the only
    // pairs without floats (C6). 1 and 2 both prefer Black, strongly (E.2 cannot decide), with the
    // same colour in every round (E.3 cannot): E.4 gives the higher-ranked 1 its preference, 2
    // gets White. Likewise 3 gets White against 4. C12: 2 and 4 do not get their preference.
    const r = explainRound(
      input(
        4,
        [
          [
            [1, 3, 2],
            [2, 4, 2],
          ],
        ],
        5,
      ),
    );
    expect(boards(r)).toEqual(['2-1', '3-4']);
    expect(side(r, 1)).toMatchObject({ rule: 'E4', colour: 'black', granted: true, strength: 'strong' });
    expect(side(r, 2)).toMatchObject({ rule: 'E4', colour: 'white', granted: false });
    expect(shortfall(r, 'C12')).toEqual({ value: [2], entrants: [2, 4] });
    const text = roundLines('en', naming, r).join('\n');
    expect(text).toContain(
      'White, the rank rule: the higher-ranked entrant’s preference granted (E.4); own preference not granted',
    );
    expect(text).toContain(
      'C12 (minimise the number of players who do not get their colour preference): 2: P2, P4',
    );
  });

  it('the bye: the lowest-ranked entrant who may receive it, those below not eligible (C2)', () => {
    // Round 1: 1-4 (1 wins), 2-5 (2 wins), 3 PAB. Round 2: 3-1 (1 wins), 4-2 (4 wins), 5 PAB.
    // Scores 4: {1}; 2: {2, 3, 4, 5}; 3 and 5 had the PAB (C2), so 2 and 4 may receive it.
    // Bracket of 4: 1 alone floats down. Bracket of 2: 1 may meet 2 or 5 (it played 3 and 4);
    // either way one preference is unmet (C12: 1, 2 and 5 all prefer White) and C13-C21 are
    // equal, so D.1 gives 1 the highest resident, 2. Of 3, 4, 5 only 4 may receive the PAB:
    // 3-5 are paired (5 White, 3 Black: E.1), 4 gets the PAB; 5, ranked below 4, had one.
    // 1 against 2: both prefer White after White-Black; E.3 finds no round with different
    // colours; E.4: the higher-ranked 1 (4 points) gets White.
    const r = explainRound(
      input(
        5,
        [
          [
            [1, 4, 2],
            [2, 5, 2],
            [3, 0, 2],
          ],
          [
            [3, 1, 0],
            [4, 2, 2],
            [5, 0, 2],
          ],
        ],
        5,
      ),
    );
    expect(boards(r)).toEqual(['1-2', '5-3', '4-bye']);
    expect(side(r, 1)).toMatchObject({
      float: 'down',
      floatedFrom: [{ score: 4, reason: 'odd' }],
      rule: 'E4',
    });
    expect(r.bye).toMatchObject({
      entrant: 3,
      score: 2,
      below: [{ entrant: 4, bar: { round: 2, kind: 'pab' } }],
    });
    expect(r.c5?.value).toEqual([2, 2]);
    expect(shortfall(r, 'C5')).toBeUndefined();
    expect(shortfall(r, 'C12')).toEqual({ value: [1], entrants: [2] });
    const text = roundLines('en', naming, r).join('\n');
    expect(text).toContain('Bye: P4, score group 2, the lowest-ranked entrant who may receive it (C2, C5).');
    expect(text).toContain('P5 may not receive it: bye in round 2 (C2).');
  });
  it('a bye to an entrant alone in the lowest score group, and a bracket emptied by completion (C4, C5)', () => {
    // Round 1: 1-4 (1 wins), 2-5 drawn, 3 PAB. Scores 2: {1, 3}; 1: {2, 5}; 0: {4}. 4 may receive
    // the PAB at 0 points (C5) only if 2 and 5 are paired, and they met (C1): so neither 1 nor 3
    // may pair in the bracket of 2 (C4), both float down. Bracket of 1: with 1-2 both would prefer
    // Black (1 after White, 2 after White): 1-5 and 3-2 meet every preference (C12), 3 having
    // none. 4, alone in the last score group, gets the PAB: C5 met fully.
    const r = explainRound(
      input(
        5,
        [
          [
            [1, 4, 2],
            [2, 5, 1],
            [3, 0, 2],
          ],
        ],
        5,
      ),
    );
    expect(boards(r)).toEqual(['5-1', '3-2', '4-bye']);
    expect(side(r, 1)).toMatchObject({ float: 'down', floatedFrom: [{ score: 2, reason: 'best' }] });
    expect(side(r, 3)).toMatchObject({
      float: 'down',
      floatedFrom: [{ score: 2, reason: 'best' }],
      rule: 'E1',
    });
    expect(r.c5?.value).toEqual([0, 0]);
    expect(r.brackets.at(-1)).toMatchObject({ score: 0, residents: [3] });
    expect(shortfall(r, 'C5')).toBeUndefined();
    expect(shortfall(r, 'C12')).toBeUndefined();
  });
});

describe('why not that one', () => {
  // Round 1: 1-5 (1 wins), 6-2 (2 wins), 3-7 (3 wins), 8-4 (4 wins). Scores 2: {1, 2, 3, 4}
  // preferring Black, White, Black, White; 0: {5, 6, 7, 8} preferring White, Black, White, Black.
  // Bracket of 2: S1 = {1, 2}, S2 = {3, 4}; the first transposition 1-3, 2-4 leaves two
  // preferences unmet (C12), the next, 1-4, 2-3, none: 4-1, 2-3. Likewise 5-8, 7-6.
  const round = input(
    8,
    [
      [
        [1, 5, 2],
        [6, 2, 0],
        [3, 7, 2],
        [8, 4, 0],
      ],
    ],
    5,
  );

  it('the pairing made', () => {
    expect(boards(explainRound(round))).toEqual(['4-1', '2-3', '5-8', '7-6']);
  });

  it('1 against 3 is worse at C12 in the bracket of 2: two preferences unmet instead of none', () => {
    // Forced 1-3 (both prefer Black) leaves 2-4 (both White): 2 of 4 unmet, where the pairing
    // made meets all. C5-C11 are equal (no PAB, no downfloater, no topscorers before the last round).
    const w = whyNot(round, 0, 2).answer;
    expect(w).toMatchObject({ kind: 'worse', criterion: 'C12', bracket: 2 });
    if (w.kind !== 'worse') throw new Error(w.kind);
    expect(w.made.value).toEqual([]);
    expect(w.forced.value).toEqual([2]);
    // What the engine weighed there: the pairs of the bracket that meet C12, both (4-1, 2-3) in
    // the pairing made, neither (1-3, 2-4) with them together.
    expect(w.weighed.made.map((f) => [f.criterion, f.count])).toEqual([['C12', 2]]);
    expect(w.weighed.forced.map((f) => [f.criterion, f.count])).toEqual([['C12', 0]]);
    expect(whyNotText('en', naming, 0, 2, w)).toBe(
      'With P1 against P3 the bracket of score group 2 is worse at C12 (minimise the number of players who do not get their colour preference): none; pairs in the bracket that meet it: 2 in the pairing made; 2: P3, P4; pairs in the bracket that meet it: 0 with them together.',
    );
  });

  it('1 against 5 is worse at C6 in the bracket of 2: 1 leaves its score group', () => {
    // 1 and 5 met in round 1 (C1): forcing them is refused as absolute.
    expect(whyNot(round, 0, 4).answer).toEqual({ kind: 'absolute', criterion: 'C1' });
    // 1 against 6 floats 1 down, and a second entrant of the bracket of 2 with it (four less
    // one is odd): C6 in the bracket of 2, none against 2 downfloaters.
    const w = whyNot(round, 0, 5).answer;
    expect(w).toMatchObject({ kind: 'worse', criterion: 'C6', bracket: 2 });
    if (w.kind !== 'worse') throw new Error(w.kind);
    expect(w.forced.value).toEqual([2]);
  });

  it('1 against 2 is allowed and exactly as good: the order of the procedure decided', () => {
    // 1-2 (1 Black, 2 White) and 3-4 (3 Black, 4 White) meet every preference too: the same
    // figures at every criterion. The transposition 1-4, 2-3 comes before the exchange that
    // pairs 1 with 2 (D.2, D.3): the pairing made is that order's first.
    const w = whyNot(round, 0, 1).answer;
    expect(w).toEqual({ kind: 'equal', bracket: 2, entrant: 0, made: 3, forced: 1 });
  });

  it('a pair already made', () => {
    expect(whyNot(round, 0, 3).answer).toEqual({ kind: 'paired' });
  });
});

/**
 * R6.2: the pairing with the fewest rematches, worked by hand on small sheets (draughts points:
 * win 2, draw 1, a bye or full-bye 2). The weight puts the bye only to an entrant who may have it
 * (R4.3: no earlier bye, no forfeit win) above no rematch, no rematch above close scores, and a
 * game not played over the board is no meeting (R6.2). Forbidden pairs (issue 30) have no edge.
 */
import { describe, expect, it } from 'vitest';
import { DRAUGHTS_POINTS } from '../../../src/shared/domain';
import {
  pairFewestRematches,
  type FewestRematchesInput,
} from '../../../src/main/engine/pairing/fewest-rematches';
import { sheet } from '../builder';

/** Entrant ids differ from starting numbers, so that a mix-up of the two shows. */
const id = (startNo: number): number => 100 + startNo;
const startNo = (entrantId: number | null): number | null => (entrantId === null ? null : entrantId - 100);

function pair(
  entrants: number,
  rounds: string[],
  options: { apart?: [number, number][]; win?: number } = {},
) {
  const points = options.win ? { ...DRAUGHTS_POINTS, win: options.win } : DRAUGHTS_POINTS;
  const apart = new Set(
    (options.apart ?? []).flatMap(([a, b]) => [`${id(a)}-${id(b)}`, `${id(b)}-${id(a)}`]),
  );
  const input: FewestRematchesInput = {
    sheet: sheet(entrants, rounds, { points }),
    entrants: Array.from({ length: entrants }, (_, i) => ({ id: id(i + 1), startNo: i + 1 })),
    apart: (a, b) => apart.has(`${a}-${b}`),
  };
  const out = pairFewestRematches(input);
  return (
    out && {
      boards: out.boards.map((b) => [startNo(b.white), startNo(b.black)]),
      pairs: out.boards.map((b) => [startNo(b.white) ?? 0, startNo(b.black) ?? 0].sort().join('-')).sort(),
      bye: startNo(out.bye),
      rematches: out.rematches,
    }
  );
}

describe('forbidden pairs stay apart (issue 30)', () => {
  // Round 1 was 1-3 and 2-4, both drawn.
  const round1 = ['1-3 =; 2-4 ='];

  it('1 kept from 2 and 4 can only meet 3 again: 1-3 and 2-4, two rematches', () => {
    const r = pair(4, round1, {
      apart: [
        [1, 2],
        [1, 4],
      ],
    });
    expect(r?.pairs).toEqual(['1-3', '2-4']);
    expect(r?.rematches).toBe(2);
    expect(r?.bye).toBeNull();
  });

  it('no pairing at all when 1 is kept from every other entrant', () => {
    expect(
      pair(4, round1, {
        apart: [
          [1, 2],
          [1, 3],
          [1, 4],
        ],
      }),
    ).toBeNull();
  });
});

describe('the weight, field by field', () => {
  it('five entrants after three rounds of draws and three byes: the bye to 2, one rematch', () => {
    // R1 1-3 2-4, bye 5; R2 1-5 2-3, bye 4; R3 1-4 2-5, bye 3. Only 1 and 2 may have the bye
    // (R4.3), both on 3 points (3, 4 and 5 have 4): the bye to the lower-ranked, 2. Then 1 has
    // met 3, 4 and 5: one rematch, the other pair new.
    const r = pair(5, ['1-3 =; 2-4 =; 5 bye', '1-5 =; 2-3 =; 4 bye', '1-4 =; 2-5 =; 3 bye']);
    expect(r?.bye).toBe(2);
    expect(r?.rematches).toBe(1);
    expect(r?.pairs).toHaveLength(2);
  });

  it('a rematch rather than a second bye (R4.3): 5 is the only one who may have it, though 1 then meets an old opponent', () => {
    // 1 has played 2, 3 and 4 and had the bye in round 4; 2, 3 and 4 each won by forfeit (not a
    // meeting, R6.2, but no bye after it, R4.3); 5 has not played. The bye to 1 would leave
    // 2-5 3-4 or 2-3 4-5 without a rematch; the bye to 5 leaves 1 with an opponent met before.
    const r = pair(5, ['1-2 =; 3-4 W+', '1-3 =; 4-2 W+', '1-4 =; 2-3 W+', '1 bye']);
    expect(r?.bye).toBe(5);
    expect(r?.rematches).toBe(1);
  });

  it('no rematch however far apart the scores: with a win worth 1,000,000, 1-4 and 2-3 across the gap', () => {
    // R1 1-3 2-4 drawn, R2 1-2 and 3-4 won by White: 1 and 3 on 1,000,001, 2 and 4 on 1. Every
    // pair has met but 1-4 and 2-3. Colours: 4 (two Blacks) has White against 1 (two Whites);
    // 2 and 3 have one of each, the better pairing number White. Board 1: the higher score, then
    // the better pairing number.
    const r = pair(4, ['1-3 =; 2-4 =', '1-2 w; 3-4 w'], { win: 1_000_000 });
    expect(r?.rematches).toBe(0);
    expect(r?.boards).toEqual([
      [4, 1],
      [2, 3],
    ]);
  });

  it('a forfeit, a no-show or a double forfeit is no meeting (R6.2): 1-2 and 3-4, one rematch', () => {
    // Every pair has played but 1-2, whose game was not played. The only pairing with one
    // rematch keeps 1-2 together; counting the unplayed game, each of the three pairings has two.
    for (const unplayed of ['W+', 'Bns', '--']) {
      const r = pair(4, ['1-3 =; 2-4 =', '1-4 =; 2-3 =', `1-2 ${unplayed}; 3-4 =`]);
      expect(r?.pairs).toEqual(['1-2', '3-4']);
      expect(r?.rematches).toBe(1);
    }
  });

  it('a forfeit win forbids the bye, a full-bye does not (R4.3): the bye to 2, not to 3 on the same points', () => {
    // R1 3 wins against 1 by forfeit, 2 has a full-bye; R2 1 has a full-bye, 2 and 3 are absent.
    // All three are on 2 points: on points alone the bye would go to 3, the lowest-ranked; 3 won
    // by forfeit, so it goes to 2, whose full-bye was granted, not allocated. 1-3 is no rematch.
    const r = pair(3, ['3-1 W+; 2 full-bye', '1 full-bye'], {});
    expect(r?.bye).toBe(2);
    expect(r?.boards).toEqual([[1, 3]]);
    expect(r?.rematches).toBe(0);
  });
});

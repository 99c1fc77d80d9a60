/**
 * R11.4: the official tables as shipped. Every opening replays legally with the move generator;
 * the counts per ceiling are those of the seeds (Italian: 83, 126, 166, 174; English: 156 in the
 * tournament deck, 18 barred); two openings never reach the same position.
 */
import { describe, expect, it } from 'vitest';
import {
  classLabel,
  fenAfter,
  openingsUpTo,
  openingTable,
  distinctRandomOpenings,
  randomOpening,
  replay,
  OpeningError,
} from '../../../src/main/engine/openings/openings';
import { seededRandom } from '../../../src/main/engine/lots';
import { legalMoves } from '../../../src/main/engine/draughts/notation';
import { parseFen } from '../../../src/main/engine/draughts/position';
import { RULES } from '../../../src/main/engine/draughts/variants';

describe('the Italian table (FID)', () => {
  it('has 174 openings, 83/126/166/174 up to 1, 2, 3 and the whole table', () => {
    expect(openingTable('italian')).toHaveLength(174);
    expect([1, 2, 3, 'all'].map((c) => openingsUpTo('italian', c as 1).length)).toEqual([83, 126, 166, 174]);
  });
  it('replays every opening, each to a position of its own', () => {
    const fens = openingTable('italian').map((o) => fenAfter('italian', o.moves));
    expect(new Set(fens).size).toBe(174);
  });
  it('opening 1 is 21-17 9-13 25-21, class 1B', () => {
    const o = openingTable('italian')[0];
    expect(o?.moves).toEqual(['21-17', '9-13', '25-21']);
    expect(classLabel(o?.class ?? { degree: 0, favoured: null })).toBe('1B');
  });
});

describe('the English three-move ballots', () => {
  it('174 ballots, 156 in the tournament deck, 18 barred', () => {
    expect(openingTable('english')).toHaveLength(174);
    expect(openingTable('english').filter((o) => o.barred)).toHaveLength(18);
  });
  it('the whole table is all 174 ballots, the barred ones included (R11.1); a ceiling draws from the deck', () => {
    const all = openingsUpTo('english', 'all');
    expect(all).toHaveLength(174);
    expect(all.filter((o) => o.barred)).toHaveLength(18);
    // ballot 3 (9-13 21-17 10-14) is barred as lost (ACF deck), class 3 for the second mover
    expect(all.find((o) => o.number === 3)).toMatchObject({ barred: true, class: { degree: 3 } });
    for (const c of [1, 2, 3] as const) expect(openingsUpTo('english', c).some((o) => o.barred)).toBe(false);
  });
  it('replays every ballot (Black first), each to a position of its own', () => {
    const fens = openingTable('english').map((o) => fenAfter('english', o.moves));
    expect(new Set(fens).size).toBe(174);
    expect(fens.every((f) => f.startsWith('W:'))).toBe(true); // three plies: White to move
  });
});

describe('replaying', () => {
  it('refuses an illegal move, naming it', () => {
    expect(() => replay('italian', ['21-17', '9-14'])).toThrow(OpeningError);
    expect(() => replay('italian', ['21-17', '9-14'])).toThrow(/move 2 \(9-14\)/);
  });
});

describe('random-move openings (R11.5)', () => {
  it('draws legal moves, the same ones from the same seed', () => {
    const a = randomOpening('international', 3, seededRandom(7));
    const b = randomOpening('international', 3, seededRandom(7));
    expect(a).toEqual(b);
    expect(a.moves).toHaveLength(3);
    expect(replay('international', a.moves).moves).toEqual(a.moves);
  });
  it('draws each legal first move about equally often', () => {
    const counts = new Map<string, number>();
    const random = seededRandom(11);
    for (let i = 0; i < 9000; i++) {
      const m = randomOpening('international', 1, random).moves[0] ?? '';
      counts.set(m, (counts.get(m) ?? 0) + 1);
    }
    const first = legalMoves(parseFen(RULES.international, 'W:W31-50:B1-20')).map((m) => m.move);
    expect([...counts.keys()].sort()).toEqual([...first].sort());
    // 9 moves, 1000 expected each: a fair draw stays well within ±15%
    for (const n of counts.values()) expect(Math.abs(n - 1000)).toBeLessThan(150);
  });
});

describe('how many random-move openings there are (R11.5)', () => {
  it('one move: 9 in international draughts (31-26 .. 35-30), 7 on the 8x8 board; two moves: 9x9 and 7x7', () => {
    expect(distinctRandomOpenings('international', 1)).toBe(9);
    expect(distinctRandomOpenings('russian', 1)).toBe(7);
    expect(distinctRandomOpenings('international', 2)).toBe(81);
    expect(distinctRandomOpenings('russian', 2)).toBe(49);
  });
});

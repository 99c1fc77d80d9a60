/**
 * R11.5 and perft conventions: when two captures take the same pieces and reach the same square,
 * the game counts one move (merge); published perft figures "keeping duplicates" count apart the
 * captures that take the pieces in another order (keep); the kish Turkish figures count every
 * route, the squares a flying king lands on in between too (paths). Hand-worked positions.
 */
import { describe, expect, it } from 'vitest';
import { generateMoves, MoveList, type Duplicates } from '../../../src/main/engine/draughts/movegen';
import { parseFen } from '../../../src/main/engine/draughts/position';
import { RULES } from '../../../src/main/engine/draughts/variants';
import type { Variant } from '../../../src/shared/domain';

const count = (v: Variant, fen: string, duplicates: Duplicates) =>
  generateMoves(parseFen(RULES[v], fen), new MoveList(), { duplicates });

describe('captures of the same pieces to the same square', () => {
  // The king on 47 jumps 33 and may land on 29 or 24; from either it takes 20 and ends on 15,
  // from 24 it may also take 30 and end on 35. Taking 33 then 20 is one capture whatever the
  // square in between; 33 then 30 is another.
  const kingOn47 = 'B:W20,30,33:B17,18,19,K47';
  it('international: a flying king landing on another square in between makes the same capture', () => {
    expect(count('international', kingOn47, 'merge')).toBe(2);
    expect(count('international', kingOn47, 'keep')).toBe(2);
    expect(count('international', kingOn47, 'paths')).toBe(3);
  });

  // The man on 29 takes 33, 32, 22, 23 round the square and 34 last (to 40), or goes round the
  // other way (23, 22, 32, 33, then 34): the same five pieces to the same square, in two orders.
  const manOn29 = 'B:W22,23,32,33,34:B16,26,29';
  it('international: the same pieces taken in another order are kept apart only on request', () => {
    expect(count('international', manOn29, 'merge')).toBe(1);
    expect(count('international', manOn29, 'keep')).toBe(2);
    expect(count('international', manOn29, 'paths')).toBe(2);
  });

  // Turkish: the king on a5 takes b5, lands on c5 or d5, takes e5 and ends on f5, g5 or h5.
  const turkishKing = 'W:WKa5:Bb5,e5';
  it('Turkish: three captures, six routes', () => {
    expect(count('turkish', turkishKing, 'merge')).toBe(3);
    expect(count('turkish', turkishKing, 'keep')).toBe(3);
    expect(count('turkish', turkishKing, 'paths')).toBe(6);
  });
});

/**
 * The capture rules of each family on hand-made positions (RULES.md R11.5), worked out on the
 * board: squares by each variant's own numbering (position.ts).
 */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../src/main/engine/draughts/notation';
import { parseFen } from '../../../src/main/engine/draughts/position';
import { RULES } from '../../../src/main/engine/draughts/variants';
import type { Variant } from '../../../src/shared/domain';

const moves = (v: Variant, fen: string) =>
  legalMoves(parseFen(RULES[v], fen))
    .map((m) => m.move)
    .sort();

describe('international: the most pieces (FMJD majority rule)', () => {
  it('32 must take 27 and 17 (to 12) rather than 28 alone', () => {
    expect(moves('international', 'W:W32:B27,28,17')).toEqual(['32x12']);
    const [m] = legalMoves(parseFen(RULES.international, 'W:W32:B27,28,17'));
    expect(m).toMatchObject({ captures: ['27', '17'], path: ['21', '12'] });
  });
});

describe('free choice among captures', () => {
  // Black first in English; 9 takes 14 and 23 (to 27), 11 takes 16 (to 20).
  it('English: the short capture is allowed beside the long one', () => {
    expect(moves('english', 'B:W14,23,16:B9,11')).toEqual(['11x20', '9x27']);
  });
});

describe('Italian precedence (FID)', () => {
  it('a man never takes a king', () => {
    // 22 could jump the king on 18 (to 13) or the man on 19 (to 15): only the man
    expect(moves('italian', 'W:W22:BK18,19')).toEqual(['22x15']);
    expect(moves('italian', 'W:W22:BK18')).toEqual(['22-19']);
  });
  it('with a king rather than a man', () => {
    expect(moves('italian', 'W:WK21,23:B18,19')).toEqual(['21x14']);
  });
  it('the most kings', () => {
    expect(moves('italian', 'W:WK21,K24:B18,K20')).toEqual(['24x15']);
  });
});

describe('promotion during a capture', () => {
  // b6 jumps c7 and reaches d8; f6 stands on the long diagonal d8-h4.
  it('Russian: the man crowned on d8 goes on as a king', () => {
    expect(moves('russian', 'W:Wb6:Bc7,f6')).toEqual(['b6xg5', 'b6xh4']);
  });
  it('Brazilian: the man stops on d8 and is crowned there', () => {
    expect(moves('brazilian', 'W:Wb6:Bc7,f6')).toEqual(['b6xd8']);
  });
});

describe('Turkish: no turn of 180° inside a capture', () => {
  it('the king on a4 takes a6 or a2, never both', () => {
    expect(moves('turkish', 'W:WKa4:Ba6,a2')).toEqual(['a4xa1', 'a4xa7', 'a4xa8']);
  });
  it('men capture forwards and sideways, one after another', () => {
    expect(moves('turkish', 'W:Wd4:Bd5,d7')).toEqual(['d4xd8']);
  });
});

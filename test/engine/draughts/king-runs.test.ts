/**
 * Frisian (R11.5): a side that still has men may not make a fourth non-capturing move in a row
 * with the same king. Lidraughts writes the runs at the end of the FEN, Black's then White's
 * (":+0+328": White's king on 28 has made three such moves); the position reads and writes them.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../src/main/engine/draughts/notation';
import { FenError, parseFen, toFen } from '../../../src/main/engine/draughts/position';
import { RULES } from '../../../src/main/engine/draughts/variants';

const moves = (fen: string) =>
  legalMoves(parseFen(RULES.frisian, fen))
    .map((m) => m.move)
    .sort();

describe('Frisian king runs in the FEN', () => {
  it('a king that made three moves in a row stays put while its side has men', () => {
    // the man on 46 has one move (41); 5 is out of the king's reach (no square beyond it)
    expect(moves('W:WK28,46:B5:+0+328')).toEqual(['46-41']);
    expect(moves('W:WK28,46:B5').filter((m) => m.startsWith('28-')).length).toBeGreaterThan(0);
  });

  it('another king, or a side with kings only, may move', () => {
    const two = moves('W:WK28,K33,46:B5:+0+328');
    expect(two.some((m) => m.startsWith('28-'))).toBe(false);
    expect(two.some((m) => m.startsWith('33-'))).toBe(true);
    expect(moves('W:WK28:B5:+0+328').some((m) => m.startsWith('28-'))).toBe(true);
  });

  it("reads Black's run first and writes the runs back", () => {
    // Black's king on 23 has made three moves: only the man on 1 may move (6, 7)
    expect(moves('B:W50:B1,K23:+323+0')).toEqual(['1-6', '1-7']);
    expect(toFen(parseFen(RULES.frisian, 'W:WK28,46:B5:+0+328'))).toBe('W:WK28,46:B5:+0+328');
    expect(toFen(parseFen(RULES.frisian, 'W:WK28,46:B5:+0+0'))).toBe('W:WK28,46:B5');
  });

  it('refuses a run without its king', () => {
    expect(() => parseFen(RULES.frisian, 'W:WK28,46:B5:+0+3')).toThrow(FenError);
  });
});

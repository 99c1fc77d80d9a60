/** R16.1b: colours alternate down the boards; board-1 White alternates between rounds as far as possible. */
import { describe, expect, it } from 'vitest';
import { boardColours, boardOneWhite } from '../../../src/main/engine/teams/colours';

describe('team colours', () => {
  it('the team with White on board 1 has Black on board 2, White on board 3 ...', () => {
    expect(boardColours(4)).toEqual(['white', 'black', 'white', 'black']);
    expect(boardColours(5)).toEqual(['white', 'black', 'white', 'black', 'white']);
  });

  it('round 1: the lot decides for the higher-ranked team', () => {
    expect(boardOneWhite([], [], 'white')).toBe('a');
    expect(boardOneWhite([], [], 'black')).toBe('b');
  });

  it('each team gets the colour it did not have last when they want different ones', () => {
    expect(boardOneWhite(['white'], ['black'], 'white')).toBe('b');
    expect(boardOneWhite(['black'], ['white'], 'white')).toBe('a');
    // A team without a history (it had the bye) takes what the other does not want.
    expect(boardOneWhite([], ['white'], 'white')).toBe('a');
  });

  it('both want White: the one with more Blacks gets it', () => {
    // A: W B B (wants W, one more Black); B: B W B (wants W, one more Black too) -> equal lean.
    // A: B B (two more Blacks) beats B: W B (even).
    expect(boardOneWhite(['black', 'black'], ['white', 'black'], 'white')).toBe('a');
    expect(boardOneWhite(['white', 'black'], ['black', 'black'], 'white')).toBe('b');
  });

  it('same lean: back to the latest round where their colours differed, both alternate from it', () => {
    // A: W B B W B, B: B W W B B -> both want White, both lean one Black; round 4 differs (A W, B B):
    // from round 4 A would have Black and B White, so B gets White.
    expect(
      boardOneWhite(
        ['white', 'black', 'black', 'white', 'black'],
        ['black', 'white', 'white', 'black', 'black'],
        'white',
      ),
    ).toBe('b');
  });

  it('identical histories: the higher-ranked team gets its wish', () => {
    expect(boardOneWhite(['white'], ['white'], 'white')).toBe('b');
    expect(boardOneWhite(['black'], ['black'], 'black')).toBe('a');
  });
});

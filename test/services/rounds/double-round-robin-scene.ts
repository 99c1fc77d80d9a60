/**
 * A double round robin of six (R7, FIDE C.05 Annex 1), worked by hand, shared by the service, the
 * report and the end-to-end tests. Table numbers by rating (R7.2): 1 Wiśniewski ... 6 Śliwa.
 *
 * The Berger table for 6 (C.05 Annex 1, as published):
 *   1: 1-6 2-5 3-4   2: 6-4 5-3 1-2   3: 2-6 3-1 4-5   4: 6-5 1-4 2-3   5: 3-6 4-2 5-1
 * C.05 recommends playing the last two rounds of the first cycle in reverse order, so that nobody
 * has one colour three rounds running across the cycles; the second cycle repeats the first with
 * every colour reversed. Rounds 1-5: table rounds 1, 2, 3, 5, 4; rounds 6-10 the same reversed.
 *
 * Results of each pair from the lower number's side (W win, D draw, L loss), cycle 1 / cycle 2:
 *   1-2 W/D  1-3 D/L  1-4 D/D  1-5 W/W  1-6 W/W  2-3 W/D  2-4 D/W  2-5 W/W  2-6 W/W
 *   3-4 W/D  3-5 D/W  3-6 W/W  4-5 W/L  4-6 D/W  5-6 W/D
 * Points (2/1/0): 1: 8 + 6 = 14, 2: 7 + 8 = 15, 3: 6 + 8 = 14, 4: 5 + 4 = 9, 5: 3 + 3 = 6,
 * 6: 1 + 1 = 2 (60 = 30 games x 2). Wins (R9.3): 2 has 6, 1 and 3 have 5 each, so the direct
 * encounter of 1 and 3 over both cycles decides: 1 + 0 = 1 against 1 + 2 = 3, 3 ahead of 1.
 * Standings: 2, 3, 1, 4, 5, 6.
 */
import type { GameResult } from '../../../src/shared/domain';

export const NAMES = [
  'Wiśniewski, Łukasz',
  'Bérenger, Hélène',
  'Dupré, Anaëlle',
  'Yılmaz, İsmail',
  'Van der Wiel, Anneke',
  'Śliwa, Zoë',
];
export const ENTRANTS = NAMES.map((name, i) => ({ name, rating: 2100 - 50 * i }));

/** Every round as "white-black" by table number, the hand-written table above. */
export const ROUNDS: string[][] = [
  ['1-6', '2-5', '3-4'],
  ['6-4', '5-3', '1-2'],
  ['2-6', '3-1', '4-5'],
  ['3-6', '4-2', '5-1'],
  ['6-5', '1-4', '2-3'],
  ['6-1', '5-2', '4-3'],
  ['4-6', '3-5', '2-1'],
  ['6-2', '1-3', '5-4'],
  ['6-3', '2-4', '1-5'],
  ['5-6', '4-1', '3-2'],
];

const PAIRS: Record<string, [string, string]> = {
  '1-2': ['W', 'D'],
  '1-3': ['D', 'L'],
  '1-4': ['D', 'D'],
  '1-5': ['W', 'W'],
  '1-6': ['W', 'W'],
  '2-3': ['W', 'D'],
  '2-4': ['D', 'W'],
  '2-5': ['W', 'W'],
  '2-6': ['W', 'W'],
  '3-4': ['W', 'D'],
  '3-5': ['D', 'W'],
  '3-6': ['W', 'W'],
  '4-5': ['W', 'L'],
  '4-6': ['D', 'W'],
  '5-6': ['W', 'D'],
};

/** The result of the game of round `round` between `white` and `black`, read from White. */
export function resultOf(round: number, white: number, black: number): GameResult {
  const [low, high] = white < black ? [white, black] : [black, white];
  const r = PAIRS[`${low}-${high}`]?.[round <= 5 ? 0 : 1];
  if (r === 'D' || r === undefined) return 'draw';
  const lowWins = r === 'W';
  return lowWins === (white === low) ? 'white-wins' : 'black-wins';
}

/** The standings worked out above: table number, points. */
export const STANDINGS: [number, number][] = [
  [2, 15],
  [3, 14],
  [1, 14],
  [4, 9],
  [5, 6],
  [6, 2],
];

/**
 * Forbidden pairs and accelerations in a TRF file, read as the reference engine reads them (R6.1):
 * `260` for a range of rounds and `XXP` for every round; `250` for a range of rounds and start
 * numbers and `XXA` per player (FIDE C.04.5, virtual points for pairing only). Hand-made files.
 */
import { describe, expect, it } from 'vitest';
import { pairDutch } from '../../src/main/engine/pairing/dutch';
import { readTrf } from '../../src/main/io/trf';
import { trfAccelerations, trfToPairingInput } from '../../src/main/io/trf-pairing';
import { writeTrf } from '../../src/main/io/trf-write';
import { AppError } from '../../src/shared/errors';

/** Four entrants before round 1, draughts scoring (2/1/0), white for pairing number 1. */
const HEAD = ['XXR 5', 'XXC white1', 'BBW  2.0', 'BBD  1.0', 'BBL  0.0', 'BBZ  0.0', 'BBF  0.0', 'BBU  2.0'];
const player = (n: number, rating: number): string =>
  `001 ${String(n).padStart(4)}      ${`Test${n} Player${n}`.padEnd(33)} ${rating}                             0.0 ${String(n).padStart(4)}`;
const FOUR = [player(1, 2400), player(2, 2300), player(3, 2200), player(4, 2100)];
const file = (...extra: string[]): string => [...HEAD, ...FOUR, ...extra].join('\n') + '\n';

/** Round 1 as `white black` lines in publication order. */
function round1(text: string): string[] {
  const input = trfToPairingInput(readTrf(text));
  const num = (i: number): number => input.entrants[i]?.number ?? 0;
  return pairDutch(input).boards.map((b) => `${num(b.white)} ${num(b.black)}`);
}

describe('forbidden pairs from 260 and XXP lines', () => {
  it('pairs round 1 top half against bottom half without them (R6.4)', () => {
    // 1 v 3 (1 white: the colour drawn), 4 v 2 (colours alternate down the boards).
    expect(round1(file())).toEqual(['1 3', '4 2']);
  });

  it('an XXP pair never meets: 1 v 3 forbidden gives 1 v 4 and 2 v 3', () => {
    const text = file('XXP 1 3');
    expect(readTrf(text).forbiddenAllRounds).toEqual([[1, 3]]);
    expect(trfToPairingInput(readTrf(text)).forbidden).toEqual([[0, 2]]);
    // S1 = {1, 2}, S2 = {3, 4}: 1 v 3 is excluded, so the next transposition 1 v 4, 2 v 3.
    expect(round1(text).sort()).toEqual(['1 4', '3 2']);
  });

  it('an XXP line of three forbids every pair among them', () => {
    expect(trfToPairingInput(readTrf(file('XXP 1 2 3'))).forbidden).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
  });

  it('a 260 line holds only in its rounds', () => {
    expect(trfToPairingInput(readTrf(file('260   1   2    1    3'))).forbidden).toEqual([[0, 2]]);
    expect(trfToPairingInput(readTrf(file('260   2   3    1    3'))).forbidden).toEqual([]);
  });

  it('writes XXP lines back', () => {
    const t = readTrf(file('XXP 1 3'));
    expect(writeTrf(t)).toContain('\nXXP 1 3\n');
    expect(readTrf(writeTrf(t)).forbiddenAllRounds).toEqual([[1, 3]]);
  });
});

describe('accelerations from 250 and XXA lines (C.04.5)', () => {
  it('250: the game points for its rounds and start numbers, a later line overriding', () => {
    const t = readTrf(file('250       2.0   1   2    1    2', '250       1.0   2   3    1    2'));
    // Tenths: 2.0 in round 1, then 1.0 in rounds 2 and 3, for entrants 1 and 2 only.
    expect(Object.fromEntries(trfAccelerations(t))).toEqual({ 1: [20, 10, 10], 2: [20, 10, 10] });
  });

  it('XXA: one value a round from round 1, appended after what 250 gave', () => {
    const t = readTrf(
      file(
        'XXA    1  2.0  2.0  1.0',
        'XXA    2  2.0',
        '250       1.0   1   1    3    3',
        'XXA    3  0.0  1.0',
      ),
    );
    expect(Object.fromEntries(trfAccelerations(t))).toEqual({ 1: [20, 20, 10], 2: [20], 3: [10, 0, 10] });
  });

  it('pairs round 1 on the accelerated scores: 1 v 2 and 3 v 4, published by points', () => {
    // Entrants 1 and 2 count 2 points (a win) for round 1, so they form the top score group:
    // 1 v 2 with 1 white (E.5: higher-ranked, odd number, the colour drawn), 3 v 4 likewise.
    // Nobody has a point yet, so the boards are published by pairing number.
    expect(round1(file('250       2.0   1   1    1    2'))).toEqual(['1 2', '3 4']);
    expect(round1(file('XXA    1  2.0', 'XXA    2  2.0'))).toEqual(['1 2', '3 4']);
  });

  it('virtual points never reach the points: the score column is read as scored', () => {
    const t = readTrf(file('XXA    1  2.0'));
    expect(t.players[0]?.points).toBe(0);
    expect(trfToPairingInput(t).entrants[0]?.acceleration).toEqual([2]);
  });

  it('writes XXA lines back', () => {
    const t = readTrf(file('XXA    1  2.0  2.0  1.0'));
    expect(writeTrf(t)).toContain('\nXXA    1  2.0  2.0  1.0\n');
    expect(readTrf(writeTrf(t)).playerAccelerations).toEqual([{ player: 1, points: [20, 20, 10] }]);
  });

  it('refuses virtual points the point system cannot count (half a point in 2/1/0 scoring)', () => {
    const read = (text: string): unknown => {
      try {
        return readTrf(text);
      } catch (e) {
        return e instanceof AppError ? { code: e.code, params: e.params } : e;
      }
    };
    expect(read(file('XXA    1  0.5'))).toMatchObject({ code: 'pairing:trfBadNumber', params: { line: 13 } });
    expect(read(file('250       0.5   1   1    1    2'))).toMatchObject({
      code: 'pairing:trfBadNumber',
      params: { line: 13 },
    });
    expect(read(file('XXA    1  x.5'))).toMatchObject({
      code: 'pairing:trfBadNumber',
      params: { line: 13, column: 10 },
    });
  });
});

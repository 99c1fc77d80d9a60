import { describe, expect, it } from 'vitest';
import { bergerTable, doubleBergerTable } from '../../src/main/engine/berger';
import { isAppError } from '../../src/shared/errors';

/** "1-6, 2-5" -> [[1, 6], [2, 5]], as the tables are printed. */
const rounds = (...lines: string[]) =>
  lines.map((l) => l.split(',').map((p) => p.trim().split('-').map(Number) as [number, number]));

// FIDE Handbook C.05 Annex 1, the Berger tables, copied by hand from the published tables.
describe('Berger tables as published (FIDE C.05 Annex 1)', () => {
  it('3 or 4 entrants', () => {
    expect(bergerTable(4)).toEqual(rounds('1-4, 2-3', '4-3, 1-2', '2-4, 3-1'));
  });

  it('5 or 6 entrants', () => {
    expect(bergerTable(6)).toEqual(
      rounds('1-6, 2-5, 3-4', '6-4, 5-3, 1-2', '2-6, 3-1, 4-5', '6-5, 1-4, 2-3', '3-6, 4-2, 5-1'),
    );
  });

  it('7 or 8 entrants', () => {
    expect(bergerTable(8)).toEqual(
      rounds(
        '1-8, 2-7, 3-6, 4-5',
        '8-5, 6-4, 7-3, 1-2',
        '2-8, 3-1, 4-7, 5-6',
        '8-6, 7-5, 1-4, 2-3',
        '3-8, 4-2, 5-1, 6-7',
        '8-7, 1-6, 2-5, 3-4',
        '4-8, 5-3, 6-2, 7-1',
      ),
    );
  });

  it('9 or 10 entrants', () => {
    expect(bergerTable(10)).toEqual(
      rounds(
        '1-10, 2-9, 3-8, 4-7, 5-6',
        '10-6, 7-5, 8-4, 9-3, 1-2',
        '2-10, 3-1, 4-9, 5-8, 6-7',
        '10-7, 8-6, 9-5, 1-4, 2-3',
        '3-10, 4-2, 5-1, 6-9, 7-8',
        '10-8, 9-7, 1-6, 2-5, 3-4',
        '4-10, 5-3, 6-2, 7-1, 8-9',
        '10-9, 1-8, 2-7, 3-6, 4-5',
        '5-10, 6-4, 7-3, 8-2, 9-1',
      ),
    );
  });

  it('11 or 12 entrants, first and last rounds', () => {
    const t = bergerTable(12);
    expect(t).toHaveLength(11);
    expect(t[1]).toEqual(rounds('12-7, 8-6, 9-5, 10-4, 11-3, 1-2')[0]);
    expect(t[9]).toEqual(rounds('12-11, 1-10, 2-9, 3-8, 4-7, 5-6')[0]);
    expect(t[10]).toEqual(rounds('6-12, 7-5, 8-4, 9-3, 10-2, 11-1')[0]);
  });

  it('13 or 14 entrants, rounds 2 and 3', () => {
    const t = bergerTable(14);
    expect(t[1]).toEqual(rounds('14-8, 9-7, 10-6, 11-5, 12-4, 13-3, 1-2')[0]);
    expect(t[2]).toEqual(rounds('2-14, 3-1, 4-13, 5-12, 6-11, 7-10, 8-9')[0]);
  });

  it('R7.1: an odd count uses the next table; meeting the missing number is the bye, [entrant, 0]', () => {
    // Table for 6, number 6 missing: round 1 "1-6" is 1's bye, round 2 "6-4" is 4's bye, ...
    expect(bergerTable(5)).toEqual([
      [
        [2, 5],
        [3, 4],
        [1, 0],
      ],
      [
        [5, 3],
        [1, 2],
        [4, 0],
      ],
      [
        [3, 1],
        [4, 5],
        [2, 0],
      ],
      [
        [1, 4],
        [2, 3],
        [5, 0],
      ],
      [
        [4, 2],
        [5, 1],
        [3, 0],
      ],
    ]);
  });

  it('every pair meets exactly once for every size from 3 to 20', () => {
    for (let n = 3; n <= 20; n++) {
      const met = new Set<string>();
      for (const round of bergerTable(n)) {
        for (const [w, b] of round) {
          if (b === 0) continue;
          const key = `${Math.min(w, b)}-${Math.max(w, b)}`;
          expect(met.has(key), `${n}: ${key} twice`).toBe(false);
          met.add(key);
        }
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
    }
  });

  it('refuses a count outside 3..20, naming the limits', () => {
    for (const n of [2, 21, 0, 4.5]) {
      try {
        bergerTable(n);
        expect.unreachable();
      } catch (e) {
        expect(isAppError(e) && e.code).toBe('engine:berger.outOfRange');
        expect(isAppError(e) && e.params).toMatchObject({ count: n, min: 3, max: 20 });
      }
    }
  });
});

describe('double round robin (C.05: swap the last two rounds of the first cycle)', () => {
  it('4 entrants: rounds 1, 3, 2 of the table, then the same with colours reversed', () => {
    expect(doubleBergerTable(4)).toEqual(
      rounds('1-4, 2-3', '2-4, 3-1', '4-3, 1-2', '4-1, 3-2', '4-2, 1-3', '3-4, 2-1'),
    );
  });

  it('6 entrants: nobody has the same colour three rounds running across the cycles', () => {
    const table = doubleBergerTable(6);
    expect(table).toHaveLength(10);
    expect(table[3]).toEqual(rounds('3-6, 4-2, 5-1')[0]);
    expect(table[4]).toEqual(rounds('6-5, 1-4, 2-3')[0]);
    expect(table[5]).toEqual(rounds('6-1, 5-2, 4-3')[0]);
    for (let p = 1; p <= 6; p++) {
      const colours = table.map((r) => (r.some(([w]) => w === p) ? 'w' : 'b')).join('');
      expect(colours, `entrant ${p}: ${colours}`).not.toMatch(/www|bbb/);
    }
  });
});

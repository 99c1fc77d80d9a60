import { describe, expect, it } from 'vitest';
import { drawByLot, orderByRating } from '../../src/main/engine/lots';

const ids = Array.from({ length: 10 }, (_, i) => `e${i + 1}`);

describe('starting numbers by lot (R7.2)', () => {
  it('is a permutation of the entrants', () => {
    expect([...drawByLot(ids, 12345)].sort()).toEqual([...ids].sort());
  });

  it('is reproducible from the stored seed', () => {
    expect(drawByLot(ids, 987654321)).toEqual(drawByLot(ids, 987654321));
  });

  it('different seeds give different draws', () => {
    const draws = new Set(Array.from({ length: 50 }, (_, s) => drawByLot(ids, s).join(',')));
    expect(draws.size).toBe(50);
  });

  it('gives every entrant a fair chance of number 1 (chi-square, 9 degrees of freedom)', () => {
    const counts = new Map<string, number>();
    const trials = 20000;
    for (let s = 0; s < trials; s++) {
      const first = drawByLot(ids, s * 2654435761)[0] as string;
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    const expected = trials / ids.length;
    const chi = ids.reduce((sum, id) => sum + ((counts.get(id) ?? 0) - expected) ** 2 / expected, 0);
    // 27.88 is the 0.1 % critical value of chi-square with 9 degrees of freedom.
    expect(chi).toBeLessThan(27.88);
  });
});

describe('starting numbers by rating (R7.2 setting)', () => {
  it('highest rating first, unrated last, equal ratings in registration order', () => {
    expect(
      orderByRating([
        { id: 'a', rating: 1800 },
        { id: 'b', rating: null },
        { id: 'c', rating: 2100 },
        { id: 'd', rating: 1800 },
        { id: 'e', rating: 1950 },
      ]),
    ).toEqual(['c', 'e', 'a', 'd', 'b']);
  });
});

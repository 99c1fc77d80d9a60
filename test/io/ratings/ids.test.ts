import { describe, expect, it } from 'vitest';
import { FirstLines } from '../../../src/main/io/ratings/ids';

describe('the first line of every ID on a list', () => {
  it('answers the first line of an ID seen before, and nothing for a new one', () => {
    const ids = new FirstLines();
    expect(ids.firstOrAdd('16095', 3)).toBeUndefined();
    expect(ids.firstOrAdd('PL-0101', 4)).toBeUndefined();
    expect(ids.firstOrAdd('16095', 9)).toBe(3);
    expect(ids.firstOrAdd('PL-0101', 12)).toBe(4);
    // The later line is not kept: the first stays the first.
    expect(ids.firstOrAdd('16095', 15)).toBe(3);
  });

  it('tells IDs apart that only look alike as numbers', () => {
    const ids = new FirstLines();
    expect(ids.firstOrAdd('123', 2)).toBeUndefined();
    expect(ids.firstOrAdd('0123', 3)).toBeUndefined();
    expect(ids.firstOrAdd('123 ', 4)).toBeUndefined();
    expect(ids.firstOrAdd('0', 5)).toBeUndefined();
    expect(ids.firstOrAdd('00', 6)).toBeUndefined();
    expect(ids.firstOrAdd('999999999999999', 7)).toBeUndefined();
    expect(ids.firstOrAdd('999999999999998', 8)).toBeUndefined();
    expect(ids.firstOrAdd('9999999999999999', 9)).toBeUndefined();
    expect(
      ['123', '0123', '123 ', '0', '00', '999999999999999', '999999999999998', '9999999999999999'].map((id) =>
        ids.firstOrAdd(id, 100),
      ),
    ).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps every ID of a big list as its table grows', () => {
    const ids = new FirstLines();
    for (let i = 0; i < 100_000; i++) expect(ids.firstOrAdd(String(10_000 + i * 7), i + 2)).toBeUndefined();
    let again = 0;
    for (let i = 0; i < 100_000; i += 997) {
      expect(ids.firstOrAdd(String(10_000 + i * 7), 200_000)).toBe(i + 2);
      again++;
    }
    expect(again).toBe(101);
    expect(ids.firstOrAdd('10001', 1)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch, sortEntrants } from '../../src/renderer/entrant-order';

const field = [
  { name: 'Świątek, Łukasz', rating: 1850, startNo: 3, birthYear: 1990 },
  { name: 'Sobczak, Adam', rating: 1850, startNo: 1, birthYear: null },
  { name: 'Lis, Ewa', rating: null, startNo: 2, birthYear: 2001 },
  { name: 'Łęcki, Paweł', rating: 1720, startNo: 4, birthYear: 1985 },
  { name: 'Zając, Jan', rating: 2100, startNo: 5, birthYear: 1979 },
];
const names = (xs: readonly { name: string }[]) => xs.map((x) => x.name);

describe('entrant order', () => {
  it('defaults to rating descending, ties by name, unrated last', () => {
    expect(names(sortEntrants(field, null, 'pl'))).toEqual([
      'Zając, Jan',
      'Sobczak, Adam',
      'Świątek, Łukasz',
      'Łęcki, Paweł',
      'Lis, Ewa',
    ]);
  });

  it('sorts names with the locale collation: Ł after L, Ś after S in Polish', () => {
    expect(names(sortEntrants(field, { key: 'name', descending: false }, 'pl'))).toEqual([
      'Lis, Ewa',
      'Łęcki, Paweł',
      'Sobczak, Adam',
      'Świątek, Łukasz',
      'Zając, Jan',
    ]);
  });

  it('keeps empty cells at the bottom in both directions', () => {
    const up = sortEntrants(field, { key: 'birthYear', descending: false }, 'en');
    const down = sortEntrants(field, { key: 'birthYear', descending: true }, 'en');
    expect(up.at(-1)?.name).toBe('Sobczak, Adam');
    expect(down.at(-1)?.name).toBe('Sobczak, Adam');
    expect(up[0]?.birthYear).toBe(1979);
    expect(down[0]?.birthYear).toBe(2001);
  });

  it('searches ignoring case and accents, including letters without a combining mark', () => {
    expect(foldForSearch('Świątek, Łukasz')).toBe('swiatek, lukasz');
    expect(foldForSearch('İnce, Ağa')).toBe('ince, aga');
    expect(matchesSearch('Øvergård, Søren', 'overg')).toBe(true);
    expect(matchesSearch('Güneş, Işıl', 'isil')).toBe(true);
    expect(matchesSearch('Dvořák, Jiří', 'DVORAK')).toBe(true);
    expect(matchesSearch('Brouwer, Eline', 'lecki')).toBe(false);
    expect(matchesSearch('Brouwer, Eline', '  ')).toBe(true);
  });
});

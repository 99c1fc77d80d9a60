/**
 * The official opening tables of Italian and English draughts (RULES.md R11.4) as data the
 * screens, the settings check and the engine share: each opening's number, moves and class.
 */
import type { Variant } from '../domain';
import { ENGLISH_TABLE } from './english-table';
import { ITALIAN_TABLE } from './italian-table';

/** Degree 0 is balanced (PARI); 1-4 favour the first or the second mover. */
export type OpeningClass = { degree: number; favoured: 'first' | 'second' | null };

export type TableOpening = {
  number: number;
  moves: string[];
  class: OpeningClass;
  /** English ballots barred as lost: drawn only from the whole table (ceiling "all"). */
  barred: boolean;
  name: string | null;
};

export type Ceiling = 1 | 2 | 3 | 'all';

/**
 * R11.1: the ballot and the themed opening exist only for these variants' official tables. The
 * one list: the settings check, the screens and the draw all ask `isTableVariant`, and `tables`
 * below must hold a table for each (the compiler says so).
 */
export const TABLE_VARIANTS = ['italian', 'english'] as const;
export type TableVariant = (typeof TABLE_VARIANTS)[number];
export const isTableVariant = (v: Variant): v is TableVariant =>
  (TABLE_VARIANTS as readonly Variant[]).includes(v);

const tables: Record<TableVariant, TableOpening[]> = {
  italian: ITALIAN_TABLE.map(([number, moves, degree, favoured]) => ({
    number,
    moves: moves.split(' '),
    class: { degree, favoured },
    barred: false,
    name: null,
  })),
  english: ENGLISH_TABLE.map(([number, moves, degree, favoured, deck, name]) => ({
    number,
    moves: moves.split(' '),
    class: { degree, favoured },
    barred: !deck,
    name,
  })),
};

export const openingTable = (variant: TableVariant): readonly TableOpening[] => tables[variant];

/**
 * R11.1/R11.4: the openings a draw may give under a ceiling of imbalance: up to 1N/1B includes the
 * balanced ones. "The whole table" is all of it: for English the 174 ballots, the 18 barred as
 * lost included (R11.1 "all 174 of them"); a ceiling of 1 to 3 draws from the tournament deck only.
 */
export function openingsUpTo(
  variant: TableVariant,
  ceiling: Ceiling,
  reviews: ClassReviews = NO_REVIEWS,
): TableOpening[] {
  const all = reviewedTable(variant, reviews);
  if (ceiling === 'all') return all;
  return all.filter((o) => !o.barred && o.class.degree <= ceiling);
}

/**
 * R11.4 "The arbiter may review a class": the classes an arbiter changed for one tournament, by
 * opening number. A reviewed class replaces the table's everywhere the tournament reads a class:
 * what a draw under a ceiling may give, a themed opening's strength (R12.2), the screens and sheets.
 */
export type ClassReviews = Readonly<Record<number, OpeningClass>>;
export const NO_REVIEWS: ClassReviews = {};

/** The table with the tournament's reviewed classes in place of the table's. */
export function reviewedTable(variant: TableVariant, reviews: ClassReviews = NO_REVIEWS): TableOpening[] {
  return tables[variant].map((o) => {
    const c = reviews[o.number];
    return c ? { ...o, class: c } : o;
  });
}

/** The opening with the tournament's reviewed class, or undefined when the table has no such number. */
export function reviewedOpening(
  variant: TableVariant,
  number: number,
  reviews: ClassReviews = NO_REVIEWS,
): TableOpening | undefined {
  const o = findOpening(variant, number);
  const c = reviews[number];
  return o && c ? { ...o, class: c } : o;
}

export const sameClass = (a: OpeningClass, b: OpeningClass): boolean =>
  a.degree === b.degree && (a.degree === 0 || a.favoured === b.favoured);

export const findOpening = (variant: TableVariant, number: number): TableOpening | undefined =>
  tables[variant].find((o) => o.number === number);

/** The class as the tables write it: PARI, or the degree and B/N (first/second mover). */
export const classLabel = (c: OpeningClass): string =>
  c.degree === 0 || c.favoured === null ? 'PARI' : `${c.degree}${c.favoured === 'first' ? 'B' : 'N'}`;

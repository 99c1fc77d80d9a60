/**
 * Sorting and searching the entrants table. Pure, so it is tested without a browser.
 *
 * Default order: rating descending (unrated last), then name. That is the order an arbiter reads
 * a field in, and the pairing order of RULES.md R6.3 before titles break rating ties.
 * Names compare with the locale's collation (Intl.Collator), so Ł, Ś, İ, Ø sort where a reader of
 * that language expects them and not after Z as code points would put them.
 */
import { fold } from '../shared/fold';

export type SortKey = 'startNo' | 'name' | 'title' | 'federation' | 'rating' | 'birthYear' | 'present';
export type SortState = { key: SortKey; descending: boolean } | null;

export type SortableEntrant = {
  startNo?: number | null;
  name: string;
  title?: string | null;
  federation?: string | null;
  rating?: number | null;
  birthYear?: number | null;
  present?: boolean;
};

/** Lower case without accents: "Świątek, Łukasz" -> "swiatek, lukasz". */
export const foldForSearch = fold;

export function matchesSearch(name: string, query: string): boolean {
  const q = foldForSearch(query.trim());
  return q === '' || foldForSearch(name).includes(q);
}

const compareNullableNumber = (a: number | null | undefined, b: number | null | undefined): number => {
  if (a == null) return b == null ? 0 : 1;
  if (b == null) return -1;
  return a - b;
};

export function sortEntrants<E extends SortableEntrant>(
  entrants: readonly E[],
  sort: SortState,
  locale: string,
): E[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const byName = (a: E, b: E) => collator.compare(a.name, b.name);
  const byText = (a: string | null | undefined, b: string | null | undefined) => {
    if (!a) return b ? 1 : 0;
    if (!b) return -1;
    return collator.compare(a, b);
  };
  const primary = (a: E, b: E): number => {
    if (!sort) {
      // rating descending, unrated after everybody rated
      if (a.rating == null || b.rating == null) return compareNullableNumber(a.rating, b.rating);
      return b.rating - a.rating;
    }
    const sign = sort.descending ? -1 : 1;
    switch (sort.key) {
      case 'name':
        return sign * byName(a, b);
      case 'title':
        return sign * byText(a.title, b.title);
      case 'federation':
        return sign * byText(a.federation, b.federation);
      case 'present':
        return sign * (Number(b.present ?? false) - Number(a.present ?? false));
      case 'startNo':
      case 'rating':
      case 'birthYear': {
        const x = a[sort.key];
        const y = b[sort.key];
        // empty cells stay at the bottom whichever way the column is sorted
        if (x == null || y == null) return compareNullableNumber(x, y);
        return sign * (x - y);
      }
    }
  };
  return [...entrants].sort((a, b) => primary(a, b) || byName(a, b));
}

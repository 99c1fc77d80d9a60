import type { TimeControlKind, Variant } from '../../../shared/domain';
import type { ColumnMapping, RatingRecord, RatingValue, RawRow, RowError } from './types';
import {
  joinName,
  parseBirthYear,
  parseFederation,
  parseGames,
  parseRating,
  parseSex,
  parseTitle,
} from './values';

type RatingColumn = {
  rating: number;
  games: number | undefined;
  variant: Variant | null;
  timeControl: TimeControlKind | null;
};

/** Column indexes resolved once per list, so a million rows cost no lookups by name. */
export type RowPlan = {
  id: number;
  name: number;
  surname: number;
  givenName: number;
  infix: number;
  federation: number;
  title: number;
  birthYear: number;
  sex: number;
  club: number;
  ratings: RatingColumn[];
  defaults: { variant: Variant | null; timeControl: TimeControlKind | null };
};

/** A list needs a name, in one column or as a surname column (issue 7: otherwise not a list). */
export const hasNameColumn = (m: ColumnMapping): boolean =>
  m.some((c) => c.meaning.field === 'name' || c.meaning.field === 'surname');

export function planRows(
  mapping: ColumnMapping,
  defaults: RowPlan['defaults'] = { variant: null, timeControl: null },
): RowPlan {
  const at = (field: string): number => mapping.findIndex((c) => c.meaning.field === field);
  const ratings: RatingColumn[] = [];
  mapping.forEach((c, i) => {
    if (c.meaning.field !== 'rating') return;
    const variant = c.meaning.variant ?? null;
    const timeControl = c.meaning.timeControl ?? null;
    const games = mapping.findIndex(
      (g) =>
        g.meaning.field === 'games' &&
        (g.meaning.variant ?? null) === variant &&
        (g.meaning.timeControl ?? null) === timeControl,
    );
    ratings.push({ rating: i, games: games >= 0 ? games : undefined, variant, timeControl });
  });
  return {
    id: at('id'),
    name: at('name'),
    surname: at('surname'),
    givenName: at('givenName'),
    infix: at('infix'),
    federation: at('federation'),
    title: at('title'),
    birthYear: at('birthYear'),
    sex: at('sex'),
    club: at('club'),
    ratings,
    defaults,
  };
}

const cell = (row: string[], i: number): string => (i >= 0 ? (row[i] ?? '') : '');
const orNull = (s: string): string | null => (s.trim() === '' ? null : s.trim());

/**
 * One row to a record, or the reason it is skipped (issue 7: a missing name or a rating that is
 * not a number is reported with its line and skipped; everything else is kept as far as it parses).
 */
export function toRecord(row: RawRow, plan: RowPlan): RatingRecord | RowError {
  if (row.broken) return { line: row.line, code: 'ratings:row.unclosedQuote', params: {} };
  const c = row.cells;
  const name = joinName(
    cell(c, plan.name),
    cell(c, plan.surname),
    cell(c, plan.givenName),
    cell(c, plan.infix),
  );
  if (name === '') return { line: row.line, code: 'ratings:row.missingName', params: {} };
  const ratings: RatingValue[] = [];
  for (const r of plan.ratings) {
    const raw = cell(c, r.rating);
    const rating = parseRating(raw);
    if (rating === undefined)
      return { line: row.line, code: 'ratings:row.badRating', params: { value: raw.trim() } };
    ratings.push({
      variant: r.variant ?? plan.defaults.variant,
      timeControl: r.timeControl ?? plan.defaults.timeControl,
      rating,
      games: r.games === undefined ? null : parseGames(cell(c, r.games)),
    });
  }
  // An unrated player (or a list without ratings, such as a club's members) is still registrable.
  const rated = ratings.filter((r) => r.rating !== null);
  const kept: RatingValue[] =
    rated.length > 0
      ? rated
      : [
          {
            variant: plan.defaults.variant,
            timeControl: plan.defaults.timeControl,
            rating: null,
            games: null,
          },
        ];
  return {
    line: row.line,
    playerId: orNull(cell(c, plan.id)),
    name,
    federation: parseFederation(cell(c, plan.federation)),
    title: parseTitle(cell(c, plan.title)),
    birthYear: parseBirthYear(cell(c, plan.birthYear)),
    sex: parseSex(cell(c, plan.sex)),
    club: orNull(cell(c, plan.club)),
    ratings: kept,
  };
}

export const isRowError = (x: RatingRecord | RowError): x is RowError => 'code' in x;

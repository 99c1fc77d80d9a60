import type { TimeControlKind, Variant } from '../../../shared/domain';
import { oneLine } from '../../../shared/plain-text';
import { fieldCount, usedFields, type FieldCount } from './csv';
import { FirstLines } from './ids';
import type { ColumnMapping, RatingField, RatingRecord, RatingValue, RawRow, RowProblem } from './types';
import {
  joinName,
  parseBirthYear,
  parseDecimalRating,
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
  /** The headers as written, to name the column of a problem. */
  headers: string[];
  /**
   * A delimited text list: how many fields a row must have (up to the last headed column) and
   * may have (trailing empty ones beyond). Null for fixed-width text and XLSX, whose cells cannot
   * shift into the next column.
   */
  fields: FieldCount | null;
  maxBirthYear: number;
};

export type PlanOptions = {
  variant?: Variant | null | undefined;
  timeControl?: TimeControlKind | null | undefined;
  /** Rows split by a delimiter: a row with another number of fields than the header is skipped. */
  countFields?: boolean | undefined;
  /** The year of the import: nobody on the list is born after it. */
  year: number;
};

/** A list needs a name, in one column or as a surname column (issue 7: otherwise not a list). */
export const hasNameColumn = (m: ColumnMapping): boolean =>
  m.some((c) => c.meaning.field === 'name' || c.meaning.field === 'surname');

export function planRows(mapping: ColumnMapping, opts: PlanOptions): RowPlan {
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
  const headers = mapping.map((c) => c.header);
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
    defaults: { variant: opts.variant ?? null, timeControl: opts.timeControl ?? null },
    headers,
    fields: opts.countFields ? fieldCount(headers) : null,
    maxBirthYear: opts.year,
  };
}

const cell = (row: string[], i: number): string => (i >= 0 ? (row[i] ?? '') : '');
/** A text cell on one line (shared/plain-text.ts: a list is not retyped, so it is cleaned), or null. */
const orNull = (s: string): string | null => {
  const t = oneLine(s);
  return t === '' ? null : t;
};

/** A problem found while reading a row, with the column it sits in for the ordering. */
type Found = { at: number; problem: RowProblem };

/**
 * Rows to records, with every problem reported (issue: lists read silently wrong). A row that
 * cannot be read right is skipped: a quote left open, values that do not line up with the header
 * (fields missing or split by a separator in a value), no name, a rating that is not a number, an
 * ID already met on the list (the first row of an ID is kept: a list holds one row per player, and
 * the later row is the odd one). A value that cannot be read in a column that is not needed to
 * register the player (birth year, games, title, sex) is left out and the row imported with a
 * warning: losing the player for a typo in his birth year would cost the arbiter more than a blank.
 * A rating with decimals is rounded, with a warning: ratings are whole numbers.
 */
export class RowReader {
  private readonly firstLines = new FirstLines();
  /** The warnings of the row being read: kept only when the row is. */
  private readonly found: Found[] = [];
  /** The row being read and where its problems go. */
  private line = 0;
  private out: RowProblem[] = [];
  constructor(private readonly plan: RowPlan) {}

  /** The row as a record, or null when it is skipped; its problems are added to `problems`. */
  read(row: RawRow, problems: RowProblem[]): RatingRecord | null {
    const p = this.plan;
    const c = row.cells;
    this.line = row.line;
    this.out = problems;
    this.found.length = 0;
    if (row.broken) return this.skip(-1, null, '', 'ratings:row.unclosedQuote', {});
    if (row.straddles !== undefined)
      return this.skip(-1, null, '', 'ratings:row.misaligned', { column: p.headers[row.straddles] ?? '' });
    if (p.fields !== null) {
      const { min, max } = p.fields;
      if (c.length < min)
        return this.skip(-1, null, '', 'ratings:row.fewerFields', { found: c.length, expected: min });
      if (c.length > max && usedFields(c) > max)
        return this.skip(-1, null, '', 'ratings:row.moreFields', { found: usedFields(c), expected: min });
    }
    const name = oneLine(
      joinName(cell(c, p.name), cell(c, p.surname), cell(c, p.givenName), cell(c, p.infix)),
    );
    if (name === '')
      return this.skip(p.name >= 0 ? p.name : p.surname, 'name', '', 'ratings:row.missingName', {});

    const ratings: RatingValue[] = [];
    for (const r of p.ratings) {
      const raw = cell(c, r.rating);
      let rating = parseRating(raw);
      if (rating === undefined) {
        const value = raw.trim();
        rating = parseDecimalRating(raw);
        if (rating === undefined)
          return this.skip(r.rating, 'rating', value, 'ratings:row.badRating', { value });
        this.warn(r.rating, 'rating', value, 'ratings:row.decimalRating', { value, rating });
      }
      let games: number | null | undefined = null;
      if (r.games !== undefined) {
        games = parseGames(cell(c, r.games));
        if (games === undefined) this.warnValue(r.games, 'games', c, 'ratings:row.badGames');
      }
      ratings.push({
        variant: r.variant ?? p.defaults.variant,
        timeControl: r.timeControl ?? p.defaults.timeControl,
        rating,
        games: games ?? null,
      });
    }
    const titleCell = cell(c, p.title);
    const title = parseTitle(titleCell);
    if (title === null && titleCell.trim() !== '')
      this.warnValue(p.title, 'title', c, 'ratings:row.badTitle');
    const birthYear = p.birthYear < 0 ? null : parseBirthYear(cell(c, p.birthYear), p.maxBirthYear);
    if (birthYear === undefined) this.warnValue(p.birthYear, 'birthYear', c, 'ratings:row.badBirthYear');
    const sexCell = cell(c, p.sex);
    const sex = parseSex(sexCell);
    if (sex === null && sexCell.trim() !== '') this.warnValue(p.sex, 'sex', c, 'ratings:row.badSex');

    const playerId = orNull(cell(c, p.id));
    if (playerId !== null) {
      const first = this.firstLines.firstOrAdd(playerId, row.line);
      if (first !== undefined)
        return this.skip(p.id, 'id', playerId, 'ratings:row.duplicateId', { value: playerId, first });
    }
    if (this.found.length > 0) {
      this.found.sort((a, b) => a.at - b.at);
      for (const f of this.found) problems.push(f.problem);
    }
    // An unrated player (or a list without ratings, such as a club's members) is still registrable.
    const rated = ratings.filter((r) => r.rating !== null);
    const kept: RatingValue[] =
      rated.length > 0
        ? rated
        : [{ variant: p.defaults.variant, timeControl: p.defaults.timeControl, rating: null, games: null }];
    return {
      line: row.line,
      playerId,
      name,
      federation: parseFederation(oneLine(cell(c, p.federation))),
      title,
      birthYear: birthYear ?? null,
      sex,
      club: orNull(cell(c, p.club)),
      ratings: kept,
    };
  }

  private problem(
    at: number,
    field: RatingField | null,
    value: string,
    code: string,
    params: Record<string, string | number>,
    outcome: RowProblem['outcome'],
  ): RowProblem {
    const column = at >= 0 ? (this.plan.headers[at] ?? null) : null;
    return { line: this.line, column, field, value, code, params, outcome };
  }

  /** The row is skipped for this problem; warnings found on it so far are dropped with it. */
  private skip(
    at: number,
    field: RatingField | null,
    value: string,
    code: string,
    params: Record<string, string | number>,
  ): null {
    this.out.push(this.problem(at, field, value, code, params, 'skipped'));
    return null;
  }

  private warn(
    at: number,
    field: RatingField,
    value: string,
    code: string,
    params: Record<string, string | number>,
  ): void {
    this.found.push({ at, problem: this.problem(at, field, value, code, params, 'imported') });
  }

  /** A value left out of an imported row: the message quotes it. */
  private warnValue(at: number, field: RatingField, cells: string[], code: string): void {
    const value = cell(cells, at).trim();
    this.warn(at, field, value, code, { value });
  }
}

import type { TimeControlKind, Title, Variant } from '../../../shared/domain';

import { RATING_FIELDS } from '../../../shared/api/ratings';

/** What a column of a rating list holds. `infix` is the Dutch tussenvoegsel ("van der"). */
export { RATING_FIELDS };
export type RatingField = (typeof RATING_FIELDS)[number];

/**
 * The meaning of one column. A rating or games column may be for one variant and time control
 * when the list says so (RULES.md R12.1: the floor is measured per variant and time control).
 */
export type ColumnMeaning = {
  field: RatingField | null;
  variant?: Variant | undefined;
  timeControl?: TimeControlKind | undefined;
};

/** Column meanings in the order of the file's columns, with the header each was read from. */
export type ColumnMapping = { header: string; meaning: ColumnMeaning }[];

export type ListFormat = 'csv' | 'fixed-width' | 'xlsx';
export type ListEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'windows-1250' | 'windows-1252';

/**
 * One row as read from the file; `line` is the 1-based line (or sheet row) where it starts.
 * `broken`: a quote opened and never closed within a few lines; the row cannot be read.
 * `straddles`: in a fixed-width list, the index of a column whose start a value runs across.
 */
export type RawRow = { line: number; cells: string[]; broken?: boolean; straddles?: number };

export type Sex = 'm' | 'f';

export type RatingValue = {
  variant: Variant | null;
  timeControl: TimeControlKind | null;
  rating: number | null;
  games: number | null;
};

/** One player of a list, as the importer keeps it. */
export type RatingRecord = {
  line: number;
  playerId: string | null;
  /** "Surname, Given" when the list gives both (issue 7). */
  name: string;
  federation: string | null;
  title: Title | null;
  birthYear: number | null;
  sex: Sex | null;
  club: string | null;
  /** At least one value; `rating` null for an unrated player. */
  ratings: RatingValue[];
};

/**
 * Something wrong with one row, as the arbiter needs it to find and fix it: the line (1-based, as
 * a text editor or Excel numbers it), the column as headed in the file (null for the whole row),
 * what was found there, why as an i18n key (`ratings:row.*`), and what was done: the row skipped,
 * or imported without that value (or with it rounded).
 */
export type RowProblem = {
  line: number;
  column: string | null;
  field: RatingField | null;
  value: string;
  code: string;
  params: Record<string, string | number>;
  outcome: 'skipped' | 'imported';
};

import type { Title } from '../../../shared/domain';
import type { Sex } from './types';

/**
 * FMJD titles (REFERENCES.md): GMI, MI, MF; women GMIF, MIF, MFF; candidates CMF, CMFF; the
 * 64-square forms written "GMI 64", also met as "GMI64", "GMI-64" or "GMI/64".
 */
const TITLE_RE = /^(GMIF|GMI|MIF|MFF|MF|MI|CMFF|CMF)(?:\s*[-/]?\s*(64))?$/;

export function parseTitle(raw: string): Title | null {
  if (raw === '') return null;
  const m = TITLE_RE.exec(raw.trim().toUpperCase());
  if (!m) return null;
  return (m[2] ? `${m[1]} 64` : m[1]) as Title;
}

/** Cells that mean "no rating" rather than a bad one. */
const UNRATED = new Set(['', '-', '--', '—', '–', 'nr', 'n/a', 'unr', 'unrated']);

/** The FMJD class letter some lists write in front of a rating ("A 2339", REFERENCES.md). */
const CLASS_LETTER = /^[A-Za-z]\s*(?=\d)/;
const PLAIN = /^(?:[A-Za-z]\s*)?(\d{1,4})$/;
/**
 * One digit, a thousands separator, three digits: "1,850", "1.850", "1 850" (also a no-break or
 * thin space, or the Swiss apostrophe). A rating has at most four digits, so nothing else is a
 * thousands group: "18,50" or "12,345" is not a rating.
 */
const THOUSANDS = /^(\d)[,.'’\s](\d{3})$/;
/** A spreadsheet's whole number: "1850.0", "1850,00". */
const WHOLE = /^(\d{1,4})[.,]0+$/;

/**
 * A rating as federations write it: `2339`, `2339.0` (spreadsheets), `1,850` (thousands), or with
 * the FMJD class letter in front, `A 2339`. `null` is unrated; `undefined` is not a whole rating:
 * the caller reports it (a rating with decimals goes to `parseDecimalRating`).
 */
export function parseRating(raw: string): number | null | undefined {
  // Plain digits are most of a list: no trimming, no pattern.
  if (/^\d{1,4}$/.test(raw)) return Number(raw);
  const s = raw.trim();
  if (UNRATED.has(s.toLowerCase())) return null;
  // The FMJD list's own form, "A 2339", in one pattern: it is a whole list's worth of rows.
  const plain = PLAIN.exec(s);
  if (plain?.[1]) return Number(plain[1]);
  const n = s.replace(CLASS_LETTER, '');
  const m = THOUSANDS.exec(n) ?? WHOLE.exec(n);
  if (!m) return undefined;
  return Number(m[2] === undefined ? m[1] : `${m[1]}${m[2]}`);
}

/**
 * A rating with decimals ("1850,5", "1433.6"): ratings are whole numbers, so it is rounded, and the
 * caller says so on the row. Only with three or four digits before the separator: "18,50" or
 * "1,85" is no rating at all. Undefined when it is not such a number.
 */
export function parseDecimalRating(raw: string): number | undefined {
  const m = /^(\d{3,4})[.,](\d+)$/.exec(raw.trim().replace(CLASS_LETTER, ''));
  return m ? Math.round(Number(`${m[1]}.${m[2]}`)) : undefined;
}

/** Games as a whole number, with thousands separators ("1,520"); `undefined` when not one. */
export function parseGames(raw: string): number | null | undefined {
  const s = raw.trim();
  if (s === '') return null;
  if (/^\d{1,6}(?:\.0+)?$/.test(s)) return Math.trunc(Number(s));
  const m = /^\d{1,3}([,.'’\s])\d{3}$/.exec(s);
  return m?.[1] ? Number(s.split(m[1]).join('')) : undefined;
}

/** The oldest year of birth taken for a player on a list. */
export const MIN_BIRTH_YEAR = 1900;
/** 1994, 1994.0, 1994-03, 1994-03-12, 1994-03-12T00:00:00 (any of - . / between). */
const YEAR_FIRST = /^(\d{4})(?:\.0+|[-./]\d{1,2}(?:[-./]\d{1,2}(?:[T ][\d:.]+Z?)?)?)?$/;
/** 12.03.1994, 12/3/1994, 03/1994. */
const YEAR_LAST = /^(?:\d{1,2}[-./]){1,2}(\d{4})$/;

/** Day 0 of a spreadsheet's date numbers (Excel's, which counts 1900 as a leap year). */
const SERIAL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/**
 * A birth year from a year or a date in any of the usual orders (1994, 1994-03-12, 12.03.1994,
 * 03/1994), or a spreadsheet's date number (28979 is 4 May 1979: a workbook read without its cell
 * formats gives dates so; five digits, from 1927 on, never a year). `null` when there is none (empty, or
 * FIDE's "0000"); `undefined` when the cell holds something that cannot be a year of birth
 * ("19x5", "94", a year after `maxYear` or before 1900): the caller reports it instead of
 * dropping it in silence.
 */
export function parseBirthYear(raw: string, maxYear: number): number | null | undefined {
  // A plain year is most of a list: no trimming, no pattern with groups.
  if (/^\d{4}$/.test(raw)) {
    const year = Number(raw);
    if (year >= MIN_BIRTH_YEAR && year <= maxYear) return year;
  }
  const s = raw.trim();
  if (s === '' || /^0+$/.test(s)) return null;
  const m = YEAR_FIRST.exec(s) ?? YEAR_LAST.exec(s);
  const year = m?.[1]
    ? Number(m[1])
    : /^\d{5}$/.test(s)
      ? new Date(SERIAL_EPOCH + Number(s) * DAY_MS).getUTCFullYear()
      : NaN;
  return year >= MIN_BIRTH_YEAR && year <= maxYear ? year : undefined;
}

/**
 * M/F in English, H/F in French, M/V in Dutch (vrouw), M/K in Polish (kobieta), W for women.
 * "M" is male in all four languages.
 */
export function parseSex(raw: string): Sex | null {
  const s = raw.trim().toLowerCase();
  if (['m', 'h', 'male', 'man', 'homme', 'mezczyzna', 'mężczyzna'].includes(s)) return 'm';
  if (['f', 'v', 'k', 'w', 'female', 'woman', 'femme', 'vrouw', 'kobieta'].includes(s)) return 'f';
  return null;
}

/** Federation codes are FMJD's own three-letter table, kept as given (only upper-cased). */
export const parseFederation = (raw: string): string | null => {
  const s = raw.trim();
  return s === '' ? null : s.toUpperCase();
};

/**
 * The name as "Surname, Given" (issue 7): a single name column is kept as written; separate
 * columns are joined, with a Dutch tussenvoegsel in front of the surname ("van der Wal, Jan").
 */
export function joinName(name: string, surname: string, given: string, infix: string): string {
  const full = /\s\s|[\t\n\r]/.test(name) ? name.trim().replace(/\s+/g, ' ') : name.trim();
  if (full !== '') return full;
  const last = [infix.trim(), surname.trim()].filter((s) => s !== '').join(' ');
  const first = given.trim();
  if (last === '') return '';
  return first === '' ? last : `${last}, ${first}`;
}

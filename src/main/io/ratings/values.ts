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

/**
 * A rating as federations write it: `2339`, `2339.0` (spreadsheets), `2339,5`, or with the FMJD
 * class letter in front, `A 2339` (REFERENCES.md). `null` is unrated; `undefined` is not a number.
 */
export function parseRating(raw: string): number | null | undefined {
  // Plain digits are most of a list: no trimming, no pattern.
  if (/^\d{1,4}$/.test(raw)) return Number(raw);
  const s = raw.trim();
  if (UNRATED.has(s.toLowerCase())) return null;
  const m = /^(?:[A-Za-z]\s*)?(\d{1,4}(?:[.,]\d+)?)$/.exec(s);
  if (!m?.[1]) return undefined;
  return Math.round(Number(m[1].replace(',', '.')));
}

export function parseGames(raw: string): number | null {
  const s = raw.trim();
  return /^\d{1,6}(?:\.0+)?$/.test(s) ? Math.trunc(Number(s)) : null;
}

/** A birth year from a year or a date in any of the usual orders (1994, 1994-03-12, 12.03.1994). */
export function parseBirthYear(raw: string): number | null {
  const m = /(?:^|\D)((?:18|19|20)\d{2})(?:\D|$)/.exec(raw.trim());
  return m?.[1] ? Number(m[1]) : null;
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

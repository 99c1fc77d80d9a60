/**
 * The words of a tiebreak code on screen and in print (RULES.md R9.5, R9.6): its name and short
 * heading as draughts arbiters say them, what it sums or counts, and the FIDE C.07 code it maps to
 * (FMJD's Solkoff is FIDE's BH, truncated Solkoff BH/C1, median Solkoff BH/M1; Solkoff-plus and
 * OWP have none). A general Cut-n / Median-n (`BH/C3`) is named after its base.
 */
import { MODIFIED_CODE, TIEBREAK_CODES, type CatalogueCode, type TiebreakCode } from './domain';

/** A translate function (i18next's, or a report's): every call passes its options. */
type T = (key: string, options: Record<string, unknown>) => string;

/** Message keys use `_` where a code has `/`. */
export const tiebreakKey = (code: string): string => code.replace('/', '_');

const inCatalogue = (code: string): code is CatalogueCode =>
  (TIEBREAK_CODES as readonly string[]).includes(code);

/** Base and modifier of a code: `BH/M2` is BH, M, 2; a code without one has none. */
function parts(code: TiebreakCode): { base: string; kind: 'C' | 'M' | null; n: number } {
  const m = MODIFIED_CODE.exec(code) ?? /^(PS)\/(C)(1)$/.exec(code);
  return m
    ? { base: m[1] as string, kind: m[2] as 'C' | 'M', n: Number(m[3]) }
    : { base: code, kind: null, n: 0 };
}

/** The name on screen; `print`: the name the reports print (reports:tiebreak.long). */
export function tiebreakName(t: T, code: TiebreakCode, print = false): string {
  const key = (c: string) =>
    print ? `reports:tiebreak.long.${tiebreakKey(c)}` : `engine:tiebreak.names.${c}`;
  if (inCatalogue(code)) return t(key(code), {});
  const { base, kind, n } = parts(code);
  return t(`tiebreaks:modified.name.${kind}`, { name: t(key(base), {}), n });
}

export function tiebreakShort(t: T, code: TiebreakCode): string {
  if (inCatalogue(code)) return t(`reports:tiebreak.short.${tiebreakKey(code)}`, {});
  const { base, kind, n } = parts(code);
  return t(`tiebreaks:modified.short.${kind}`, { short: t(`reports:tiebreak.short.${base}`, {}), n });
}

/** What the figure sums or counts, and what its modifier leaves out. */
export function tiebreakExplain(t: T, code: TiebreakCode): string {
  const { base, kind, n } = parts(code);
  const what = t(`tiebreaks:explain.${base}`, {});
  if (kind === null) return what;
  if (base === 'PS') return `${what} ${t('tiebreaks:explain.firstRound', {})}`;
  const cut = kind === 'C' ? 'cut' : 'median';
  return `${what} ${n === 1 ? t(`tiebreaks:explain.${cut}1`, {}) : t(`tiebreaks:explain.${cut}N`, { n })}`;
}

/** FIDE's code for the criterion, or null where FIDE has none. */
export const fideCode = (code: TiebreakCode): string | null =>
  code === 'SOLK+' || code === 'OWP' ? null : code;

/** The line that maps a criterion to FIDE C.07. */
export function tiebreakFide(t: T, code: TiebreakCode): string {
  const fide = fideCode(code);
  if (fide !== null) return t('tiebreaks:fide.code', { code: fide });
  return code === 'SOLK+' ? t('tiebreaks:fide.solkoffPlus', {}) : t('tiebreaks:fide.none', {});
}

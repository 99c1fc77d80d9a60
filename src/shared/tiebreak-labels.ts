/**
 * The words of a tiebreak code on screen, in print, on the website (RULES.md R9.5, R9.6): its name
 * and short heading as draughts arbiters say them, what it sums or counts, and the FIDE C.07 code
 * it maps to (FMJD's Solkoff is FIDE's BH, truncated Solkoff BH/C1, median Solkoff BH/M1;
 * Solkoff-plus and OWP have none). They are read from one block per code, `tiebreaks:code.<code>`
 * (locales/<lang>/tiebreaks.ts); a general Cut-n / Median-n (`BH/C3`) is named after its base.
 */
import { MODIFIED_CODE, TIEBREAK_CODES, type CatalogueCode, type TiebreakCode } from './domain';

/** A translate function (i18next's, or a report's): every call passes its options. */
type T = (key: string, options: Record<string, unknown>) => string;

const inCatalogue = (code: string): code is CatalogueCode =>
  (TIEBREAK_CODES as readonly string[]).includes(code);

/** The key of one of a criterion's words: `tiebreaks:code.BH/C1.short`. */
export const wordKey = (code: string, word: string): string => `tiebreaks:code.${code}.${word}`;

/** Base and modifier of a code: `BH/M2` is BH, M, 2; a code without one has none. */
function parts(code: TiebreakCode): { base: string; kind: 'C' | 'M' | null; n: number } {
  const m = MODIFIED_CODE.exec(code) ?? /^(PS)\/(C)(1)$/.exec(code);
  return m
    ? { base: m[1] as string, kind: m[2] as 'C' | 'M', n: Number(m[3]) }
    : { base: code, kind: null, n: 0 };
}

/** The name: the same on screen, in print and on the website. */
export function tiebreakName(t: T, code: TiebreakCode): string {
  if (inCatalogue(code)) return t(wordKey(code, 'name'), {});
  const { base, kind, n } = parts(code);
  return t(`tiebreaks:modified.name.${kind}`, { name: t(wordKey(base, 'name'), {}), n });
}

/** The short heading over the criterion's column. */
export function tiebreakShort(t: T, code: TiebreakCode): string {
  if (inCatalogue(code)) return t(wordKey(code, 'short'), {});
  const { base, kind, n } = parts(code);
  return t(`tiebreaks:modified.short.${kind}`, { short: t(wordKey(base, 'short'), {}), n });
}

/** The label of the criterion among the settings' choices: its name unless it has its own. */
export function tiebreakChoice(t: T, code: TiebreakCode): string {
  const name = tiebreakName(t, code);
  return inCatalogue(code) ? t(wordKey(code, 'choice'), { defaultValue: name }) : name;
}

/** What the figure sums or counts, and what its modifier leaves out. */
export function tiebreakExplain(t: T, code: TiebreakCode): string {
  const { base, kind, n } = parts(code);
  const what = t(wordKey(base, 'explain'), {});
  if (kind === null) return what;
  if (base === 'PS') return `${what} ${t('tiebreaks:modified.firstRound', {})}`;
  const cut = kind === 'C' ? 'cut' : 'median';
  return `${what} ${n === 1 ? t(`tiebreaks:modified.${cut}1`, {}) : t(`tiebreaks:modified.${cut}N`, { n })}`;
}

/** The sentence the legend of the standings adds for the criterion and its family, or ''. */
export const tiebreakLegend = (t: T, code: TiebreakCode): string =>
  t(wordKey(parts(code).base, 'legend'), { defaultValue: '' });

/** FIDE's code for the criterion, or null where FIDE has none. */
export const fideCode = (code: TiebreakCode): string | null =>
  code === 'SOLK+' || code === 'OWP' ? null : code;

/** The line that maps a criterion to FIDE C.07. */
export function tiebreakFide(t: T, code: TiebreakCode): string {
  const fide = fideCode(code);
  if (fide !== null) return t('tiebreaks:fide.code', { code: fide });
  return code === 'SOLK+' ? t('tiebreaks:fide.solkoffPlus', {}) : t('tiebreaks:fide.none', {});
}

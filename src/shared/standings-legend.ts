/**
 * What the columns of the standings mean, on screen and in print (R9.2, R9.3, R9.6), one line per figure under the
 * table: its heading, its name (the same name as the breakdown and the print), what it counts,
 * and, for a figure shown for information only, that it is not in the order after points. Direct
 * encounter says its one rule for blanks and brackets (shared/figure-text.ts); Sonneborn-Berger
 * says why a half can show on 2/1/0 (R9.2).
 */
import type { TiebreakCode } from './domain';
import { tiebreakExplain, tiebreakName, tiebreakShort } from './tiebreak-labels';

type T = (key: string, options: Record<string, unknown>) => string;
type Order = { sequence: readonly TiebreakCode[] };

/** A column shown for information only: not in the order after points (R9.2, R9.3). */
export const forInformation = (s: Order, code: TiebreakCode): boolean => !s.sequence.includes(code);

/** The column heading: the short name, marked when the figure is for information only. */
export function columnHead(t: T, s: Order, code: TiebreakCode): string {
  const short = tiebreakShort(t, code);
  return forInformation(s, code) ? t('day:standings.infoHead', { short }) : short;
}

export function legendLines(t: T, s: Order & { columns: readonly TiebreakCode[] }): string[] {
  return s.columns.map((code) => {
    const parts = [
      t('day:standings.legend.line', {
        short: columnHead(t, s, code),
        name: tiebreakName(t, code),
        explain: tiebreakExplain(t, code),
      }),
    ];
    if (code === 'DE') parts.push(t('day:standings.legend.de', {}));
    if (code.startsWith('SB')) parts.push(t('day:standings.legend.half', {}));
    if (forInformation(s, code)) parts.push(t('day:standings.legend.info', {}));
    return parts.join(' ');
  });
}

/** The note for the `*` heading, when some column is for information only. */
export function infoNote(t: T, s: Order & { columns: readonly TiebreakCode[] }): string[] {
  return s.columns.some((code) => forInformation(s, code)) ? [t('day:standings.legend.info', {})] : [];
}

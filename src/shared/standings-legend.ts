/**
 * What the columns of the standings mean, on screen and in print (R9.2, R9.3, R9.6), one line per figure under the
 * table: its heading, its name (the same name as the breakdown and the print), what it counts,
 * the criterion's own legend sentence if it has one (direct encounter: its one rule for blanks and
 * brackets, shared/figure-text.ts; Sonneborn-Berger: why a half can show on 2/1/0, R9.2), and, for
 * a figure shown for information only, that it is not in the order after points.
 */
import type { TiebreakCode } from './domain';
import { tiebreakExplain, tiebreakLegend, tiebreakName, tiebreakShort } from './tiebreak-labels';

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
    const legend = tiebreakLegend(t, code);
    if (legend !== '') parts.push(legend);
    if (forInformation(s, code)) parts.push(t('day:standings.legend.info', {}));
    return parts.join(' ');
  });
}

/** The note for the `*` heading, when some column is for information only. */
export function infoNote(t: T, s: Order & { columns: readonly TiebreakCode[] }): string[] {
  return s.columns.some((code) => forInformation(s, code)) ? [t('day:standings.legend.info', {})] : [];
}

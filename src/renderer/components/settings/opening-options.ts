import type { TFunction } from 'i18next';
import type { Variant } from '../../../shared/domain';
import {
  classLabel,
  isTableVariant,
  openingTable,
  sameClass,
  type ClassReviews,
  type OpeningClass,
  type TableOpening,
} from '../../../shared/openings/tables';

/**
 * How a class reads: Italian arbiters know the table's own code (PARI, 1B, 2N); English ballots
 * say which mover is favoured, B/N meaning nothing there (R11.4).
 */
export const classText = (variant: Variant, c: OpeningClass, t: TFunction): string =>
  classWords(variant, c, (key, params) => t(key, params ?? {}));

/** `classText` with any translating function (the activity log's). */
export function classWords(
  variant: Variant,
  c: OpeningClass,
  t: (key: string, params?: Record<string, unknown>) => string,
): string {
  if (variant === 'italian') return classLabel(c);
  if (c.degree === 0 || c.favoured === null) return t('ui:opening.balanced');
  return t('ui:opening.favours', { degree: c.degree, side: t(`ui:opening.side.${c.favoured}`) });
}

/**
 * An opening's class for the tournament: the reviewed one beside the table's when the arbiter
 * reviewed it (R11.4), else the table's.
 */
export function tournamentClassText(
  variant: Variant,
  number: number,
  table: OpeningClass,
  reviews: ClassReviews | undefined,
  t: TFunction,
): string {
  const reviewed = reviews?.[number];
  if (!reviewed || sameClass(reviewed, table)) return classText(variant, table, t);
  return t('ui:opening.reviewed', {
    reviewed: classText(variant, reviewed, t),
    table: classText(variant, table, t),
  });
}

/** One opening of the table as the lists show it: number, moves, class, name. */
export const openingLabel = (
  variant: Variant,
  o: TableOpening,
  t: TFunction,
  reviews?: ClassReviews,
): string =>
  `${o.number} · ${o.moves.join(' ')} · ${tournamentClassText(variant, o.number, o.class, reviews, t)}${o.name ? ` · ${o.name}` : ''}`;

/** The themed-opening choices: every opening tournaments may play (barred ballots left out). */
export function themedOptions(
  variant: Variant,
  t: TFunction,
  reviews?: ClassReviews,
): { value: string; label: string }[] {
  if (!isTableVariant(variant)) return [];
  return openingTable(variant)
    .filter((o) => !o.barred)
    .map((o) => ({ value: String(o.number), label: openingLabel(variant, o, t, reviews) }));
}

/** R11.4: the classes an opening may be given: balanced, then 1-4 for either side. */
export const CLASS_CHOICES: OpeningClass[] = [
  { degree: 0, favoured: null },
  ...[1, 2, 3, 4].flatMap((degree) => [
    { degree, favoured: 'first' as const },
    { degree, favoured: 'second' as const },
  ]),
];

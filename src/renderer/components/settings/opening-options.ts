import type { TFunction } from 'i18next';
import type { Variant } from '../../../shared/domain';
import { classLabel, isTableVariant, openingTable, type OpeningClass } from '../../../shared/openings/tables';

/**
 * How a class reads: Italian arbiters know the table's own code (PARI, 1B, 2N); English ballots
 * say which mover is favoured, B/N meaning nothing there (R11.4).
 */
export function classText(variant: Variant, c: OpeningClass, t: TFunction): string {
  if (variant === 'italian') return classLabel(c);
  if (c.degree === 0 || c.favoured === null) return t('ui:opening.balanced');
  return t('ui:opening.favours', { degree: c.degree, side: t(`ui:opening.side.${c.favoured}`) });
}

/** The themed-opening choices: every opening tournaments may play (barred ballots left out). */
export function themedOptions(variant: Variant, t: TFunction): { value: string; label: string }[] {
  if (!isTableVariant(variant)) return [];
  return openingTable(variant)
    .filter((o) => !o.barred)
    .map((o) => ({
      value: String(o.number),
      label: `${o.number} · ${o.moves.join(' ')} · ${classText(variant, o.class, t)}${o.name ? ` · ${o.name}` : ''}`,
    }));
}

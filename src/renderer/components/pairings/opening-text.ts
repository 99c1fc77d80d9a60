import type { TFunction } from 'i18next';
import type { OpeningView } from '../../../shared/api/rounds';

/** The line above the board: which opening it is, in the arbiter's words (R11.2). */
export function openingTitle(o: OpeningView, t: TFunction): string {
  const cls =
    o.tableClassLabel && o.classLabel
      ? t('ui:opening.reviewed', { reviewed: o.classLabel, table: o.tableClassLabel })
      : (o.classLabel ?? '');
  if (o.kind === 'table') return t('day:opening.table', { number: o.number, class: cls });
  if (o.kind === 'themed') return t('day:opening.themed', { number: o.number, class: cls });
  return t('day:opening.random');
}

/** An SVG diagram as an image source: no markup of the server's is put into the page. */
export const diagramSrc = (svg: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

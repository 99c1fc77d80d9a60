/** The entrants list (PRODUCT.md "Printable reports"): by starting number, with rating-list identity. */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { context, document, table, type Column } from './layout';
import type { ReportModel } from './model';

export function entrantsReport(m: ReportModel): TDocumentDefinitions {
  const c = context(m);
  const columns: Column[] = [
    { head: c.t('col.startNo'), width: 'auto', align: 'right' },
    { head: c.t('col.name'), width: '*' },
    { head: c.t('col.title'), width: 'auto' },
    { head: c.t('col.federation'), width: 'auto' },
    { head: c.t('col.rating'), width: 'auto', align: 'right' },
    { head: c.t('col.id'), width: 'auto', align: 'right' },
  ];
  const rows = [...m.entrants]
    .sort((a, b) => a.startNo - b.startNo)
    .map((e) => [
      String(e.startNo),
      e.withdrawn ? `${e.name} (${c.t('absence.withdrawn')})` : e.name,
      e.title,
      e.federation,
      e.rating === null ? '' : String(e.rating),
      e.id,
    ]);
  return document(c, {
    kind: 'entrants',
    subtitle: [c.t('header.entrantCount', { count: m.entrants.length })],
    content: [table(columns, rows, { fontSize: 9.5 })],
  });
}

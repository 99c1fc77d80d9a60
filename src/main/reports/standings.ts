/**
 * Standings after a round (R9): rank, entrant, points and the figures of the tiebreak sequence
 * with the information-only ones (R9.2: BH and SB in a Swiss; R9.3: SB, never BH, in a round
 * robin), in the order the engine gives them. A legend names the order in full. Before an
 * accelerated round (FIDE C.04.5.1) a Virtual column beside the points, never added to them.
 */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { context, document, table, type Column } from './layout';
import { tiebreakName } from '../../shared/tiebreak-labels';
import { columnHead, legendLines } from '../../shared/standings-legend';
import * as fmt from './format';
import type { ReportModel } from './model';

/** The screen's legend line of the Virtual column, when the next round is accelerated. */
function virtualLine(c: ReturnType<typeof context>, acc: ReportModel['acceleration']) {
  if (!acc) return [];
  const params = { round: acc.round, last: acc.lastAccelerated, points: c.pts(acc.points) };
  return [{ text: c.tr('day:standings.legend.virtual', params), fontSize: 7.5, color: '#444444' }];
}

export function standingsReport(m: ReportModel): TDocumentDefinitions {
  const c = context(m);
  const s = m.standings;
  const acc = m.acceleration ?? null;
  const columns: Column[] = [
    { head: c.t('col.rank'), width: 'auto', align: 'right' },
    { head: c.t('col.startNo'), width: 'auto', align: 'right' },
    { head: c.t('col.name'), width: '*' },
    { head: c.t('col.title'), width: 'auto' },
    { head: c.t('col.federation'), width: 'auto' },
    { head: c.t('col.rating'), width: 'auto', align: 'right' },
    { head: c.t('col.points'), width: 'auto', align: 'right' },
    // FIDE C.04.5.1: the virtual points apart from the points, as on the screen, never added.
    ...(acc
      ? [{ head: c.tr('day:standings.virtualHead', {}), width: 'auto', align: 'right' } as Column]
      : []),
    ...s.columns.map((code): Column => ({
      // The same heading as on screen: marked when for information only (R9.2, R9.3).
      head: columnHead(c.tr, s, code),
      width: 'auto',
      align: 'right',
    })),
  ];
  const rows = s.rows.map((r) => {
    const e = c.entrant(r.startNo);
    return [
      String(r.rank),
      String(r.startNo),
      r.withdrawn ? `${e.name} (${c.t('absence.withdrawn')})` : e.name,
      e.title,
      e.federation,
      e.rating === null ? '' : String(e.rating),
      { text: c.pts(r.points), bold: true, alignment: 'right' as const },
      ...(acc ? [r.startNo <= acc.lastAccelerated ? `+${c.pts(acc.points)}` : ''] : []),
      ...s.columns.map((code) => {
        const f = r.tiebreaks.find((x) => x.code === code);
        return f ? fmt.tiebreak(f, s.points) : '';
      }),
    ];
  });
  const sequence = s.sequence.map((code) => tiebreakName(c.tr, code)).join(', ');
  return document(c, {
    kind: 'standings',
    subtitle: m.round > 0 ? [c.t('header.afterRound', { round: m.round })] : [],
    content: [
      table(columns, rows, { fontSize: 9.5 }),
      { text: c.t('legend.standings', { sequence }), fontSize: 7.5, color: '#444444', margin: [0, 8, 0, 0] },
      // R9.4: which way unplayed rounds were counted, the FIDE edition included.
      { text: c.t(`legend.unplayed.${s.unplayed}`), fontSize: 7.5, color: '#444444' },
      // What each column counts, in the words of the screen's legend (R9.6).
      ...virtualLine(c, acc),
      ...legendLines(c.tr, s).map((text) => ({ text, fontSize: 7.5, color: '#444444' })),
    ],
  });
}

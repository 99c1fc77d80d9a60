/**
 * An entrant's card on the website: identity, rank, points and tiebreak figures, then every round
 * from the entrant's side: colour, opponent (linked to their card), the result in the one notation
 * of screens and print (R8), and the running score. The rows are the engine's crosstable model
 * (engine/crosstable.ts), the same the printed crosstable reads.
 */
import { NO_RESULT } from '../../../shared/crosstable';
import { t as translate } from '../../../shared/i18n/index';
import type { StartNo } from '../../engine/types';
import { linesOf } from '../cells';
import * as fmt from '../format';
import { type Ctx } from '../layout';
import { tiebreakName } from '../../../shared/tiebreak-labels';
import { esc, table, type Cell, type Col } from './page';
import { nameCell } from './tournament-page';

export function cardTitle(c: Ctx, startNo: StartNo): string {
  const e = c.entrant(startNo);
  return e.title ? `${e.title} ${e.name}` : e.name;
}

/** What stands under the name: starting number, federation, rating, list ID. */
export function cardLines(c: Ctx, startNo: StartNo): string[] {
  const e = c.entrant(startNo);
  return [
    [
      `${c.t('col.startNo')} ${startNo}`,
      e.federation,
      e.rating === null ? '' : `${c.t('col.rating')} ${e.rating}`,
      e.id ? `${c.t('col.id')} ${e.id}` : '',
    ]
      .filter(Boolean)
      .join(' · '),
  ];
}

export function cardBody(c: Ctx, id: number, startNo: StartNo): string {
  const row = c.m.standings.rows.find((r) => r.startNo === startNo);
  const line = linesOf(c, c.m.round).find((l) => l.startNo === startNo);
  const summary = row
    ? [
        translate(c.m.language, 'site:card.summary', { rank: row.rank, points: c.pts(row.points) }),
        ...row.tiebreaks
          .map((f) => ({ f, value: fmt.tiebreak(f, c.m.standings.points) }))
          .filter(({ value }) => value !== '')
          .map(({ f, value }) => `${tiebreakName(c.tr, f.code)} ${value}`),
      ]
    : [];
  const cols: Col[] = [
    { head: c.t('col.round'), num: true },
    { head: c.t('col.colour') },
    { head: c.t('col.opponent'), name: true },
    { head: c.t('col.rating'), num: true, opt: true },
    { head: c.t('col.result') },
    { head: c.t('col.score'), num: true },
  ];
  const rows = (line?.cells ?? []).map((cell): Cell[] => {
    if (cell.kind !== 'board' || cell.opponent === null)
      return [
        String(cell.round),
        '',
        c.t(`absence.${cell.kind}`),
        '',
        c.pts(cell.points),
        c.pts(cell.running),
      ];
    const opp = c.entrant(cell.opponent);
    const codes = cell.games.map((g) => (g.result === null ? NO_RESULT : c.code(g.result, g.colour)));
    return [
      String(cell.round),
      cell.colour ? c.tAny(`reports:colour.${cell.colour}`) : '',
      nameCell(c, id, cell.opponent),
      opp.rating === null ? '' : String(opp.rating),
      codes.join(' '),
      c.pts(cell.running),
    ];
  });
  return [
    summary.length ? `<p class="summary">${summary.map((s) => `<span>${esc(s)}</span>`).join(' ')}</p>` : '',
    rows.length ? table(cols, rows) : '',
    `<p class="muted">${esc(c.codeLegend())}</p>`,
  ].join('\n');
}

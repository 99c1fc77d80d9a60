/**
 * The tiebreak breakdown (R9.6), for one entrant or for all in standings order: every opponent
 * with the round, their final score, what the entrant scored against them, and the part each
 * figure takes from it, with the one Cut 1 (or the median) removed marked as such. Figures
 * without opponents (wins, starting number) are given by their value; direct encounter says
 * among whom and whether it decided.
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { AppError } from '../../shared/errors';
import type { Contribution, StandingsRow, TiebreakFigure } from '../engine/types';
import { context, document, table, type Column, type Ctx } from './layout';
import { tiebreakExplain, tiebreakFide, tiebreakName, tiebreakShort } from '../../shared/tiebreak-labels';
import { figureText } from '../../shared/figure-text';
import { deWhyText } from '../../shared/direct-encounter-text';
import type { ReportModel } from './model';

function part(c: Ctx, f: TiebreakFigure, x: Contribution): string | TableCell {
  const value = figureText({ ...f, value: x.value }, c.m.standings.points.scale);
  return x.cut
    ? { text: `(${value}) ${c.t('tiebreak.cut')}`, italics: true, color: '#555555', alignment: 'right' }
    : { text: value, alignment: 'right' };
}

function block(c: Ctx, row: StandingsRow): Content {
  const e = c.entrant(row.startNo);
  const figures = row.tiebreaks;
  const summary = [
    `${c.t('col.points')} ${c.pts(row.points)}`,
    ...figures
      .map((f) => ({ f, value: figureText(f, c.m.standings.points.scale) }))
      .filter(({ value }) => value !== '')
      .map(({ f, value }) => `${tiebreakName(c.tr, f.code)} ${value}`),
  ].join('   ·   ');
  const withParts = figures.filter((f) => f.contributions.length > 0);
  // One line per (round, opponent); every figure's part of it side by side.
  const lines = new Map<string, { x: Contribution; parts: (string | TableCell)[] }>();
  withParts.forEach((f, k) => {
    for (const x of f.contributions) {
      const key = `${x.round}:${x.opponent}`;
      const line = lines.get(key) ?? { x, parts: withParts.map(() => '') };
      line.parts[k] = part(c, f, x);
      lines.set(key, line);
    }
  });
  const columns: Column[] = [
    { head: c.t('col.round'), width: 'auto', align: 'right' },
    { head: c.t('col.opponent'), width: '*' },
    { head: c.t('col.opponentPoints'), width: 'auto', align: 'right' },
    { head: c.t('col.scored'), width: 'auto', align: 'right' },
    ...withParts.map((f): Column => ({
      head: tiebreakShort(c.tr, f.code),
      width: 'auto',
      align: 'right',
    })),
  ];
  const rows = [...lines.values()]
    .sort((a, b) => a.x.round - b.x.round)
    .map(({ x, parts }) => [
      String(x.round),
      x.virtual
        ? c.t('tiebreak.virtual')
        : `${x.opponent}  ${c.entrant(x.opponent).name}${x.played ? '' : ` (${c.t('tiebreak.unplayed')})`}`,
      c.pts(x.opponentPoints),
      c.pts(x.scored),
      ...parts,
    ]);
  const totals = [
    { text: c.t('tiebreak.total'), bold: true, colSpan: 4 },
    '',
    '',
    '',
    ...withParts.map((f) => ({
      text: figureText(f, c.m.standings.points.scale),
      bold: true,
      alignment: 'right' as const,
    })),
  ];
  const de = figures.find((f) => f.code === 'DE' && f.among && f.among.length > 1);
  const stack: Content[] = [
    { text: `${row.rank}.  ${e.name}  (${c.t('col.startNo')} ${row.startNo})`, bold: true, fontSize: 10.5 },
    { text: summary, fontSize: 8.5, margin: [0, 1, 0, 3] },
  ];
  if (rows.length) stack.push(table(columns, [...rows, totals], { fontSize: 8.5 }));
  else stack.push({ text: c.t('tiebreak.none'), italics: true, fontSize: 8.5 });
  if (de?.among) {
    // R9.6, FIDE C.07 Art. 6: among whom, and why it orders this entrant or not (as on screen).
    const why = deWhyText(c.tr, {
      among: de.among.map((s) => `${s}. ${c.entrant(s).name}`),
      unmet: de.unmet ?? [],
      decisive: de.decisive === true,
    });
    stack.push({
      text: `${c.t('legend.term', { term: tiebreakName(c.tr, 'DE') })}${why}`,
      fontSize: 8,
      margin: [0, 2, 0, 0],
    });
  }
  return { stack, unbreakable: rows.length < 30, margin: [0, 0, 0, 12] };
}

export function tiebreaksReport(m: ReportModel): TDocumentDefinitions {
  const c = context(m);
  const rows =
    m.entrant === null ? m.standings.rows : m.standings.rows.filter((r) => r.startNo === m.entrant);
  if (m.entrant !== null && rows.length === 0)
    throw new AppError('reports:error.unknownEntrant', { startNo: m.entrant });
  return document(c, {
    kind: 'tiebreaks',
    subtitle: m.round > 0 ? [c.t('header.afterRound', { round: m.round })] : [],
    content: [
      ...rows.map((r) => block(c, r)),
      // R9.6: what each column sums or counts, and the FIDE C.07 code each criterion maps to.
      ...m.standings.columns.map((code): Content => ({
        text: [
          {
            text: `${tiebreakShort(c.tr, code)}  ${c.t('legend.term', { term: tiebreakName(c.tr, code) })}`,
            bold: true,
          },
          `${tiebreakExplain(c.tr, code)} ${tiebreakFide(c.tr, code)}`,
        ],
        fontSize: 7.5,
        margin: [0, 0, 0, 2],
      })),
      // R9.4: which way unplayed rounds were counted, the FIDE edition included.
      { text: c.t(`legend.unplayed.${m.standings.unplayed}`), fontSize: 7.5, color: '#444444' },
    ],
  });
}

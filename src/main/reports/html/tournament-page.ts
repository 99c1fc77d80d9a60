/**
 * One tournament on the website: standings with the tiebreak figures (R9), the crosstable (Swiss)
 * or the round-robin grid (R7), then every round with its boards and results (R8), the latest
 * first. Everything is read from the report model and computed by the code the printed reports
 * use (engine standings, crosstable cells, grid, result notation): the site and the print agree.
 */
import { gridCell } from '../../../shared/result-notation';
import type { Game, StartNo } from '../../engine/types';
import { roundCells } from '../cells';
import { figureText } from '../../../shared/figure-text';
import { cyclesSubtitle, gridColumns, gridGames, twoGameRounds } from '../grid';
import { context, roundLabel, type Ctx } from '../layout';
import { tiebreakName } from '../../../shared/tiebreak-labels';
import { columnHead } from '../../../shared/standings-legend';
import type { ReportModel } from '../model';
import { esc, link, raw, table, type Cell, type Col, type Html } from './page';

export const tournamentFile = (id: number): string => `t${id}.html`;
export const cardFile = (id: number, startNo: StartNo): string => `t${id}-${startNo}.html`;

/** The entrant's name, linked to the card; marked when withdrawn (R10.2). */
export function nameCell(c: Ctx, id: number, startNo: StartNo, withdrawn = false): Html {
  const e = c.entrant(startNo);
  const mark = withdrawn ? ` <span class="muted">(${esc(c.t('absence.withdrawn'))})</span>` : '';
  return raw(`${link(cardFile(id, startNo), e.name).html}${mark}`);
}

const figures = (c: Ctx, codes: readonly string[], row: ReportModel['standings']['rows'][number]): string[] =>
  codes.map((code) => {
    const f = row.tiebreaks.find((x) => x.code === code);
    return f ? figureText(f, c.m.standings.points.scale) : '';
  });

function standings(c: Ctx, id: number): string {
  const s = c.m.standings;
  const cols: Col[] = [
    { head: c.t('col.rank'), num: true },
    { head: c.t('col.startNo'), num: true, opt: true },
    { head: c.t('col.name'), name: true },
    { head: c.t('col.title'), opt: true },
    { head: c.t('col.federation'), opt: true },
    { head: c.t('col.rating'), num: true, opt: true },
    { head: c.t('col.points'), num: true },
    ...s.columns.map((code): Col => ({ head: columnHead(c.tr, s, code), num: true })),
  ];
  const rows = s.rows.map((r) => {
    const e = c.entrant(r.startNo);
    return [
      String(r.rank),
      String(r.startNo),
      nameCell(c, id, r.startNo, r.withdrawn),
      e.title,
      e.federation,
      e.rating === null ? '' : String(e.rating),
      raw(`<strong>${esc(c.pts(r.points))}</strong>`),
      ...figures(c, s.columns, r),
    ];
  });
  const sequence = s.sequence.map((code) => tiebreakName(c.tr, code)).join(', ');
  return `<section id="standings"><h2>${esc(`${c.t('kind.standings')} · ${c.t('header.afterRound', { round: c.m.round })}`)}</h2>
${table(cols, rows)}
<p class="muted">${esc(c.t('legend.standings', { sequence }))} ${esc(c.t(`legend.unplayed.${s.unplayed}`))}</p></section>`;
}

function crosstable(c: Ctx, id: number): string {
  const s = c.m.standings;
  const rounds = Math.min(c.m.round, c.m.sheet.rounds.length);
  const cells = roundCells(c, rounds);
  const cols: Col[] = [
    { head: c.t('col.rank'), num: true },
    { head: c.t('col.startNo'), num: true },
    { head: c.t('col.name'), name: true },
    ...Array.from({ length: rounds }, (_, i): Col => ({
      head: c.t('col.roundNo', { round: i + 1 }),
      num: true,
    })),
    { head: c.t('col.points'), num: true },
    ...s.columns.map((code): Col => ({ head: columnHead(c.tr, c.m.standings, code), num: true })),
  ];
  const rows = s.rows.map((r) => [
    String(r.rank),
    String(r.startNo),
    nameCell(c, id, r.startNo, r.withdrawn),
    ...(cells.get(r.startNo) ?? []),
    raw(`<strong>${esc(c.pts(r.points))}</strong>`),
    ...figures(c, s.columns, r),
  ]);
  return `<section id="crosstable"><h2>${esc(c.t('kind.crosstable'))}</h2>
${table(cols, rows, undefined, true)}
<p class="muted">${esc(`${c.t('legend.crosstable')} ${c.codeLegend()}`)}</p></section>`;
}

/** A grid cell: a double round robin's two cycles on two lines, as in print. */
const gridHtml = (text: string): Html => raw(text.split('\n').map(esc).join('<br>'));

function grid(c: Ctx, id: number): string {
  const s = c.m.standings;
  const { order, grid: g } = gridGames(c);
  const shown = gridColumns(s);
  const cols: Col[] = [
    { head: c.t('col.startNo'), num: true },
    { head: c.t('col.name'), name: true },
    ...order.map((r): Col => ({ head: String(r.startNo), num: true })),
    { head: c.t('col.points'), num: true },
    ...shown.map((code): Col => ({ head: columnHead(c.tr, c.m.standings, code), num: true })),
    { head: c.t('col.rank'), num: true },
  ];
  const rows = order.map((r, i) => [
    String(r.startNo),
    nameCell(c, id, r.startNo, r.withdrawn),
    ...order.map((_, j): Cell =>
      i === j ? raw('<span class="self"></span>') : gridHtml(gridCell(g[i]?.[j] ?? [], s.points.scale)),
    ),
    raw(`<strong>${esc(c.pts(r.points))}</strong>`),
    ...figures(c, shown, r),
    String(r.rank),
  ]);
  const cycles = cyclesSubtitle(c).map((l) => `<p class="sub">${esc(l)}</p>\n`);
  const legend = [
    c.t('legend.grid'),
    ...(twoGameRounds(c) ? [c.t('legend.gridTwoGames')] : []),
    ...(c.m.cycles === 2 ? [c.t('legend.gridCycles')] : []),
  ].join(' ');
  return `<section id="crosstable"><h2>${esc(c.t('kind.grid'))}</h2>
${cycles.join('')}${table(cols, rows, undefined, true)}
<p class="muted">${esc(legend)}</p></section>`;
}

/** One round: boards in order, each game's result from the board's White (R5.1 for leg 2). */
function round(c: Ctx, id: number, number: number): string {
  const r = c.m.sheet.rounds.find((x) => x.number === number);
  const info = c.m.roundInfo.find((x) => x.number === number);
  const twoLegs = (r?.gamesPerRound ?? 1) === 2;
  const cols: Col[] = [
    { head: c.t('col.board'), num: true },
    { head: c.t('col.startNo'), num: true, opt: true },
    { head: c.t('col.white'), name: true },
    ...(twoLegs
      ? [1, 2].map((leg): Col => ({ head: c.t('col.game', { leg }) }))
      : [{ head: c.t('col.result') } satisfies Col]),
    { head: c.t('col.startNo'), num: true, opt: true },
    { head: c.t('col.black'), name: true },
  ];
  const code = (g: Game | undefined, flip = false) =>
    g?.result ? c.code(g.result, flip ? 'black' : 'white') : '';
  const rows = (r?.boards ?? []).map((b, i) => [
    String(i + 1),
    String(b.white),
    nameCell(c, id, b.white),
    ...(twoLegs ? [code(b.games[0]), code(b.games[1], true)] : [code(b.games[0])]),
    String(b.black),
    nameCell(c, id, b.black),
  ]);
  const off = [...(r?.absences ?? [])]
    .sort((x, y) => x.startNo - y.startNo)
    .map((a) => `<li>${nameCell(c, id, a.startNo).html} – ${esc(c.t(`absence.${a.kind}`))}</li>`)
    .join('');
  const lines = [
    info?.date ? c.t('header.date', { date: info.date }) : '',
    info?.opening ? c.t('header.opening', { opening: info.opening }) : '',
  ].filter(Boolean);
  return `<section id="round-${number}"><h2>${esc(roundLabel(c, number))}</h2>
${lines.map((l) => `<p class="sub">${esc(l)}</p>`).join('\n')}
${rows.length ? table(cols, rows) : `<p>${esc(c.t('site:noBoards'))}</p>`}
${off ? `<ul class="off">${off}</ul>` : ''}</section>`;
}

function registered(c: Ctx, cancelled: boolean): string {
  const cols: Col[] = [
    { head: c.t('col.startNo'), num: true },
    { head: c.t('col.name'), name: true },
    { head: c.t('col.title') },
    { head: c.t('col.federation') },
    { head: c.t('col.rating'), num: true },
  ];
  const rows = c.m.entrants.map((e) => [
    String(e.startNo),
    e.name,
    e.title,
    e.federation,
    e.rating === null ? '' : String(e.rating),
  ]);
  return `<section id="entrants"><h2>${esc(c.t('kind.entrants'))}</h2>
<p>${esc(c.tAny(cancelled ? 'site:cancelledList' : 'site:registered'))}</p>
${table(cols, rows)}</section>`;
}

/** The page's body, and the contents bar that leads to its sections. */
export function tournamentBody(m: ReportModel, id: number, cancelled = false): string {
  const c = context(m);
  const played = m.sheet.rounds.length;
  if (played === 0) return registered(c, cancelled);
  const numbers = Array.from({ length: played }, (_, i) => played - i);
  const contents = [
    link('#standings', c.t('kind.standings')).html,
    link('#crosstable', c.t(m.format === 'round-robin' ? 'kind.grid' : 'kind.crosstable')).html,
    ...numbers.map((n) => link(`#round-${n}`, c.t('header.round', { round: n })).html),
  ].join(' ');
  return [
    `<nav class="toc" aria-label="${esc(c.tAny('site:contents'))}">${contents}</nav>`,
    standings(c, id),
    m.format === 'round-robin' ? grid(c, id) : crosstable(c, id),
    `<h2 class="rounds">${esc(c.tAny('site:rounds'))}</h2>`,
    ...numbers.map((n) => round(c, id, n)),
  ].join('\n');
}

/**
 * Board slips of an arena (RULES.md R14.4): one slip per board in play, handed to the players and
 * brought back to the desk with the result. Each player's line shows the clock they set: the
 * arena's clock, or for a boosted player the boosted clock (no increment, the base halved when it
 * is at least one minute). A player who has not boosted may still tick the boost box before their
 * first move; the box says which clock that means. Built from the ArenaView the screen shows.
 */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ArenaView } from '../../shared/api/arena';
import { baseText } from '../../shared/arena-limits';
import { DRAUGHTS_POINTS } from '../../shared/domain';
import { resultNotation } from '../../shared/result-notation';
import { t as translate, type Language } from '../../shared/i18n/index';
import { FONT_FAMILY } from './fonts';
import * as fmt from './format';
import { MARGIN_X, usableWidth } from './layout';
import type { Paper } from './model';

export type ArenaSlipsInput = {
  view: ArenaView;
  event: string;
  /** The games to print; all boards in play when empty. */
  gameIds: readonly number[];
  language: Language;
  paper: Paper;
  printed: Date;
};

/** A box to tick, drawn (the report font has no ballot-box glyph), followed by its label. */
const tickBox = (label: string, bold = false): Content => ({
  columns: [
    { width: 9, canvas: [{ type: 'rect', x: 0, y: 1.5, w: 7.5, h: 7.5, lineWidth: 0.7 }] },
    { text: label, width: 'auto', bold },
  ],
  columnGap: 3,
});
const hhmm = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

/** What every slip of the report prints alike: the input, its translator and the two clocks. */
type Slips = {
  r: ArenaSlipsInput;
  t: (key: string, params?: Record<string, unknown>) => string;
  clock: string;
  boosted: string;
};
type Board = ArenaView['boards'][number];

function slipsOf(r: ArenaSlipsInput): Slips {
  const t = (key: string, params?: Record<string, unknown>) => translate(r.language, `arena:${key}`, params);
  const { view } = r;
  const clock = t('slip.clock', {
    base: baseText(view.clock.baseSeconds),
    increment: view.clock.incrementSeconds,
  });
  const boosted = view.boostedClock
    ? t('slip.boosted', { base: baseText(view.boostedClock.baseSeconds) })
    : '';
  return { r, t, clock, boosted };
}

function playerRow(
  { r, t, clock, boosted }: Slips,
  colour: 'white' | 'black',
  p: Board['white'],
  isBoosted: boolean,
) {
  const { view } = r;
  return [
    { text: t(colour), bold: true },
    { text: p.name, fontSize: 12, bold: true },
    { text: p.rating === null ? '' : String(p.rating), alignment: 'right' as const },
    // R14.4: the clock this player sets; R14.6: no boost box when the base time is zero.
    isBoosted
      ? { text: boosted, bold: true }
      : view.boostedClock
        ? {
            columns: [
              { text: clock, width: 'auto' },
              tickBox(t('slip.boostBox', { base: baseText(view.boostedClock.baseSeconds) })),
            ],
            columnGap: 12,
          }
        : { text: clock },
    { text: t('slip.signature'), color: '#777', fontSize: 8 },
  ];
}

/** The slip's first line: the board, the event and arena, the time the game started. */
const slipHeading = ({ r, t }: Slips, b: Board): Content => ({
  columns: [
    { text: t('slip.board', { board: b.board }), fontSize: 16, bold: true, width: 'auto' },
    { text: `${r.event} – ${r.view.name}`, alignment: 'center', margin: [0, 4, 0, 0] },
    {
      text: t('slip.started', { time: hhmm(b.startedAt) }),
      alignment: 'right',
      width: 'auto',
      margin: [0, 4, 0, 0],
    },
  ],
  margin: [0, 0, 0, 4],
});

/** The result boxes to tick. */
const slipResult = ({ r, t }: Slips): Content => ({
  columns: [
    { text: t('slip.result'), bold: true, width: 'auto' },
    ...(['white-wins', 'draw', 'black-wins'] as const).map((x) =>
      tickBox(resultNotation(x, (k) => translate(r.language, k), 'white', DRAUGHTS_POINTS)),
    ),
  ],
  columnGap: 18,
  margin: [0, 6, 0, 6],
});

/** The dashed line to cut the slips apart along. */
const cutLine = (paper: Paper): Content => ({
  canvas: [
    {
      type: 'line',
      x1: 0,
      y1: 0,
      x2: usableWidth(paper, 'portrait'),
      y2: 0,
      lineWidth: 0.5,
      dash: { length: 4 },
    },
  ],
});

const slip = (s: Slips, b: Board): Content => ({
  unbreakable: true,
  margin: [0, 0, 0, 10],
  stack: [
    slipHeading(s, b),
    {
      table: {
        widths: ['auto', '*', 'auto', 'auto', 90],
        body: [
          playerRow(s, 'white', b.white, b.whiteBoosted),
          playerRow(s, 'black', b.black, b.blackBoosted),
        ],
      },
      layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingTop: () => 5, paddingBottom: () => 5 },
    },
    slipResult(s),
    cutLine(s.r.paper),
  ],
});

export function arenaSlipsReport(r: ArenaSlipsInput): TDocumentDefinitions {
  const s = slipsOf(r);
  const { t } = s;
  const boards = r.view.boards.filter((b) => r.gameIds.length === 0 || r.gameIds.includes(b.gameId));
  const title = `${r.event} – ${t('slip.title')}`;
  return {
    pageSize: r.paper === 'a4' ? 'A4' : 'LETTER',
    pageMargins: [MARGIN_X, 30, MARGIN_X, 34],
    info: { title, creator: 'Diagonal', producer: 'Diagonal' },
    defaultStyle: { font: FONT_FAMILY, fontSize: 9, lineHeight: 1.1 },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: t('report.printed', { date: fmt.date(r.printed, r.language) }), alignment: 'left' },
        { text: t('report.page', { page, pages }), alignment: 'right' },
      ],
      fontSize: 7.5,
      margin: [MARGIN_X, 12, MARGIN_X, 0],
    }),
    content: boards.length > 0 ? boards.map((b) => slip(s, b)) : [{ text: t('noBoards') }],
  };
}

/**
 * What every report shares: the event header, the footer with "page X of Y" and the date printed,
 * the paper, and one table style (header row repeated on every page, no row split across pages,
 * light zebra rows so that a long line of a crosstable can be followed with the eye).
 */
import type {
  Alignment,
  Content,
  ContentTable,
  CustomTableLayout,
  PageOrientation,
  Size,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import { t as translate } from '../../shared/i18n/index';
import type { Colour, GameResult, PointSystem } from '../../shared/domain';
import { resultLegend, resultNotation, type NotationKey } from '../../shared/result-notation';
import { AppError } from '../../shared/errors';
import type { StartNo } from '../engine/types';
import * as fmt from './format';
import { points } from '../../shared/figure-text';
import { FONT_FAMILY } from './fonts';
import type { Paper, ReportEntrant, ReportKind, ReportModel } from './model';

/** What a report builder works with: the model and its translations. */
export type Ctx = {
  m: ReportModel;
  t: (key: string, params?: Record<string, unknown>) => string;
  /** A key of any namespace (`namespace:key`), for the texts shared with the screens. */
  tAny: (key: string) => string;
  /** A key of any namespace with its parameters (the tiebreak words of shared/tiebreak-labels). */
  tr: (key: string, params: Record<string, unknown>) => string;
  entrant: (startNo: StartNo) => ReportEntrant;
  pts: (value: number) => string;
  /** R8: a result in the one notation of screens and print, read from `side` (White by default). */
  code: (result: GameResult, side?: Colour, ps?: PointSystem) => string;
  /** The legend of that notation. */
  codeLegend: () => string;
};

export function context(m: ReportModel): Ctx {
  const byNo = new Map(m.entrants.map((e) => [e.startNo, e]));
  // A crosstable asks for the same colour letters thousands of times: look each key up once.
  const plain = new Map<string, string>();
  const tAny = (key: string): string => {
    let text = plain.get(key);
    if (text === undefined) {
      text = translate(m.language, key);
      plain.set(key, text);
    }
    return text;
  };
  const notationT = (key: NotationKey): string => translate(m.language, key);
  return {
    m,
    t: (key, params) => (params ? translate(m.language, `reports:${key}`, params) : tAny(`reports:${key}`)),
    tAny,
    tr: (key, params) => (Object.keys(params).length > 0 ? translate(m.language, key, params) : tAny(key)),
    entrant: (startNo) => {
      const e = byNo.get(startNo);
      if (!e) throw new AppError('reports:error.unknownEntrant', { startNo });
      return e;
    },
    pts: (value) => points(value, m.sheet.points.scale),
    code: (result, side = 'white', ps = m.sheet.points) => resultNotation(result, notationT, side, ps),
    codeLegend: () => resultLegend(notationT),
  };
}

/** Points of the page (1/72 inch): A4 210 x 297 mm, Letter 8.5 x 11 in. */
const PAGE = { a4: { w: 595.28, h: 841.89 }, letter: { w: 612, h: 792 } } as const;
export const MARGIN_X = 30;

export function usableWidth(paper: Paper, orientation: PageOrientation): number {
  const p = PAGE[paper];
  return (orientation === 'portrait' ? p.w : p.h) - 2 * MARGIN_X;
}

/** A rough width of a line of text: Roboto's average advance is close to 0.52 em. */
export const textWidth = (chars: number, fontSize: number): number => chars * fontSize * 0.52;

export type Column = { head: string; width: Size; align?: Alignment };

const zebra: CustomTableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === 1 || i === node.table.body.length ? 0.7 : 0),
  vLineWidth: () => 0,
  hLineColor: () => '#555555',
  fillColor: (row) => (row === 0 ? '#e4e4e4' : row % 2 === 0 ? '#f3f3f3' : null),
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 1.5,
  paddingBottom: () => 1.5,
};

/** Boxes to write in: every line drawn (round sheet). */
export const boxed: CustomTableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => '#444444',
  vLineColor: () => '#444444',
  fillColor: (row) => (row === 0 ? '#e4e4e4' : null),
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 5,
  paddingBottom: () => 5,
};

/** A report table: aligned columns, the header row on every page, never a row cut in two. */
export function table(
  columns: readonly Column[],
  rows: readonly (readonly (string | TableCell)[])[],
  opts: { fontSize?: number; layout?: CustomTableLayout } = {},
): ContentTable {
  const head: TableCell[] = columns.map((c) => ({ text: c.head, bold: true, alignment: c.align ?? 'left' }));
  const body: TableCell[][] = [head];
  for (const row of rows) {
    body.push(
      // A plain string is a left-aligned cell; fewer cell objects keep a 200-line crosstable fast.
      row.map((cell, i) => {
        const align = columns[i]?.align;
        return typeof cell === 'string' && align && align !== 'left'
          ? { text: cell, alignment: align }
          : cell;
      }),
    );
  }
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: columns.map((c) => c.width),
      body,
    },
    layout: opts.layout ?? zebra,
    fontSize: opts.fontSize ?? 9,
  };
}

export type Frame = (
  | { kind: ReportKind; title?: undefined }
  /** A report with a title of its own (the team reports). */
  | { kind?: undefined; title: string }
) & {
  /** Lines under the report's title: round, "after round N" ... */
  subtitle?: readonly string[];
  orientation?: PageOrientation;
  content: Content[];
};

/** What the frame of a document reads: the header, the paper, the date, the report messages. */
export type DocCtx = { m: Pick<ReportModel, 'header' | 'printed' | 'language' | 'paper'>; t: Ctx['t'] };

const titleOf = (c: DocCtx, f: Frame): string => f.title ?? c.t(`kind.${f.kind ?? ''}`);

function headerBlock(c: DocCtx, f: Frame): Content[] {
  const h = c.m.header;
  const place = [h.tournament, h.city, h.federation, h.dates].filter((s) => s.trim() !== '').join('  ·  ');
  const lines: Content[] = [{ text: h.event, fontSize: 15, bold: true }];
  if (place) lines.push({ text: place, fontSize: 9.5, margin: [0, 2, 0, 0] });
  if (h.arbiter) lines.push({ text: c.t('header.arbiter', { name: h.arbiter }), fontSize: 9.5 });
  lines.push({
    text: [titleOf(c, f), ...(f.subtitle ?? []).map((s) => `  ·  ${s}`)].join(''),
    fontSize: 12.5,
    bold: true,
    margin: [0, 8, 0, 6],
  });
  return lines;
}

/** The whole document around a report's content. */
export function document(c: DocCtx, f: Frame): TDocumentDefinitions {
  const orientation = f.orientation ?? 'portrait';
  const title = `${c.m.header.event} – ${titleOf(c, f)}`;
  const printed = c.t('footer.printed', { date: fmt.date(c.m.printed, c.m.language) });
  return {
    pageSize: c.m.paper === 'a4' ? 'A4' : 'LETTER',
    pageOrientation: orientation,
    pageMargins: [MARGIN_X, 34, MARGIN_X, 34],
    info: { title, subject: titleOf(c, f), creator: 'Diagonal', producer: 'Diagonal' },
    defaultStyle: { font: FONT_FAMILY, fontSize: 9, lineHeight: 1.1 },
    // From page 2 on, a short line says what the page belongs to.
    header: (page: number) =>
      page === 1
        ? null
        : {
            text: [titleOf(c, f), ...(f.subtitle ?? [])].join('  ·  ') + `  –  ${c.m.header.event}`,
            fontSize: 7.5,
            color: '#444444',
            margin: [MARGIN_X, 16, MARGIN_X, 0],
          },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: printed, alignment: 'left' },
        { text: c.t('footer.page', { page, pages }), alignment: 'right' },
      ],
      fontSize: 7.5,
      color: '#444444',
      margin: [MARGIN_X, 12, MARGIN_X, 0],
    }),
    content: [...headerBlock(c, f), ...f.content],
  };
}

/** "Round 3 of 7", or "Round 3" when the number of rounds is not known. */
export function roundLabel(c: Ctx, round: number): string {
  const total = c.m.totalRounds;
  return total ? c.t('header.roundOf', { round, total }) : c.t('header.round', { round });
}

/** The round a round report is about, refused when it does not exist. */
export function chosenRound(c: Ctx, kind: ReportKind): number {
  const last = c.m.sheet.rounds.length;
  if (last === 0) throw new AppError('reports:error.noRounds', { kind: c.t(`kind.${kind}`) });
  const r = c.m.round;
  if (r < 1 || r > last) throw new AppError('reports:error.roundOutOfRange', { round: r, last });
  return r;
}

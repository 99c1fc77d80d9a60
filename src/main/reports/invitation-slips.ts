/**
 * Invitation slips for the results portal (RULES.md R16.3): one slip per player, cut along the
 * dashed lines, with the personal link as a QR code and written out, the personal code beside it,
 * the player's name, starting number and board, and what to do with it. Two slips a row, never
 * split across pages.
 */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { t, type Language } from '../../shared/i18n/index';
import { FONT_FAMILY } from './fonts';

export type Slip = {
  name: string;
  startNo: number | null;
  /** The board of the latest paired round, when the player has one (a captain: his team's match). */
  board: { round: number; board: number } | null;
  /** A team captain's slip (R16.2 team matches): the name is the team's, `board` its match. */
  captain?: boolean;
  url: string;
  /** The personal code, for whoever cannot scan the code nor type the link. */
  code: string;
};

export type SlipSheet = { language: Language; paper: 'a4' | 'letter'; tournament: string; slips: Slip[] };

/** The portal's own address: the link without its personal part after '#'. */
const portalOf = (url: string): string => url.split('#')[0] ?? url;

function slip(language: Language, tournament: string, s: Slip): Content {
  const tr = (key: string, params?: Record<string, unknown>) => t(language, `portalprint:${key}`, params);
  const where = s.captain
    ? [tr('slip.captain'), s.board ? tr('slip.match', { round: s.board.round, match: s.board.board }) : '']
    : [
        s.startNo !== null ? tr('slip.startNo', { startNo: s.startNo }) : '',
        s.board ? tr('slip.board', s.board) : '',
      ];
  const lines = where.filter((x) => x !== '');
  return {
    stack: [
      { text: tournament, fontSize: 8, color: '#555555' },
      { text: s.name, fontSize: 12, bold: true, margin: [0, 2, 0, 0] },
      { text: lines.join('  ·  '), fontSize: 9, margin: [0, 0, 0, 6] },
      {
        columns: [
          { qr: s.url, fit: 96, eccLevel: 'M', width: 'auto' },
          {
            text: tr(s.captain ? 'slip.captainWhat' : 'slip.what'),
            fontSize: 8.5,
            margin: [8, 0, 0, 0],
            width: '*',
          },
        ],
      },
      { text: s.url, fontSize: 7, margin: [0, 6, 0, 0] },
      // R16.3: the same credential as the link, typed with the name picked on the portal.
      { text: tr('slip.code', { code: s.code }), fontSize: 12, bold: true, margin: [0, 6, 0, 0] },
      {
        text: tr(s.captain ? 'slip.captainCodeWhat' : 'slip.codeWhat', { portal: portalOf(s.url) }),
        fontSize: 8,
      },
    ],
  };
}

const cutLines = {
  hLineWidth: () => 0.6,
  vLineWidth: () => 0.6,
  hLineStyle: () => ({ dash: { length: 4, space: 3 } }),
  vLineStyle: () => ({ dash: { length: 4, space: 3 } }),
  hLineColor: () => '#888888',
  vLineColor: () => '#888888',
  paddingLeft: () => 10,
  paddingRight: () => 10,
  paddingTop: () => 10,
  paddingBottom: () => 10,
};

export function invitationSlips(sheet: SlipSheet): TDocumentDefinitions {
  const cells = sheet.slips.map((s) => slip(sheet.language, sheet.tournament, s));
  const rows: Content[][] = [];
  for (let i = 0; i < cells.length; i += 2) rows.push([cells[i] ?? '', cells[i + 1] ?? '']);
  return {
    pageSize: sheet.paper === 'a4' ? 'A4' : 'LETTER',
    pageMargins: [30, 30, 30, 30],
    info: {
      title: `${sheet.tournament} – ${t(sheet.language, 'portalprint:slip.title')}`,
      creator: 'Diagonal',
    },
    defaultStyle: { font: FONT_FAMILY, fontSize: 9, lineHeight: 1.1 },
    content: [
      {
        table: { widths: ['*', '*'], body: rows, dontBreakRows: true },
        layout: cutLines,
      },
    ],
  };
}

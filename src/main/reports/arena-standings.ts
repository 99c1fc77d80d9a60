/**
 * The arena's final ranking (R14.5) with each player's games in the order they ended: opponent,
 * colour, result, the points the game earned (R14.3 streak, R14.4 boost, marked). Built from the
 * same ArenaView the screen shows, so the print computes nothing about the rules itself.
 */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ArenaView } from '../../shared/api/arena';
import { t as translate, type Language } from '../../shared/i18n/index';
import { FONT_FAMILY } from './fonts';
import * as fmt from './format';
import { MARGIN_X, table, type Column } from './layout';
import type { Paper } from './model';

export type ArenaReportInput = {
  view: ArenaView;
  event: string;
  arbiter: string;
  city: string;
  language: Language;
  paper: Paper;
  printed: Date;
};

export function arenaStandingsReport(r: ArenaReportInput): TDocumentDefinitions {
  const t = (key: string, params?: Record<string, unknown>) => translate(r.language, `arena:${key}`, params);
  const { view } = r;
  const columns: Column[] = [
    { head: t('place'), width: 'auto', align: 'right' },
    { head: t('name'), width: '*' },
    { head: t('report.rating'), width: 'auto', align: 'right' },
    { head: t('points'), width: 'auto', align: 'right' },
    { head: t('wins'), width: 'auto', align: 'right' },
    { head: t('games'), width: 'auto', align: 'right' },
  ];
  const rows = view.standings.map((s) => [
    String(s.place),
    s.entrant.name,
    s.entrant.rating === null ? '' : String(s.entrant.rating),
    { text: String(s.points), bold: true, alignment: 'right' as const },
    String(s.wins),
    String(s.games),
  ]);
  const gameLists: Content[] = view.standings
    .filter((s) => s.history.length > 0)
    .map((s) => ({
      stack: [
        { text: `${s.place}. ${s.entrant.name} – ${t('report.pointsOf', { points: s.points })}`, bold: true },
        {
          text: s.history
            .map((g, i) => {
              const marks = [g.onStreak ? t('report.streakMark') : '', g.boosted ? t('report.boostMark') : '']
                .filter((m) => m !== '')
                .join('');
              const result = g.result === 'ruled-draw' ? t('report.ruled') : t(`report.${g.outcome}`);
              return `${i + 1}. ${g.opponent.name} (${t(`report.${g.colour}`)}) ${result} ${g.points}${marks}`;
            })
            .join('   '),
          fontSize: 8,
        },
      ],
      margin: [0, 0, 0, 6],
      unbreakable: true,
    }));
  const title = `${r.event} – ${t('report.title')}`;
  const subtitle = [
    view.name !== r.event ? view.name : '',
    r.city,
    r.arbiter ? t('report.arbiter', { name: r.arbiter }) : '',
  ]
    .filter((x) => x !== '')
    .join('  ·  ');
  return {
    pageSize: r.paper === 'a4' ? 'A4' : 'LETTER',
    pageMargins: [MARGIN_X, 34, MARGIN_X, 34],
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
    content: [
      { text: title, fontSize: 15, bold: true, margin: [0, 0, 0, 2] },
      ...(subtitle
        ? [{ text: subtitle, fontSize: 9, margin: [0, 0, 0, 2] as [number, number, number, number] }]
        : []),
      { text: view.closed ? t('report.final') : t('report.provisional'), fontSize: 9, margin: [0, 0, 0, 8] },
      table(columns, rows, { fontSize: 9.5 }),
      { text: t('report.games'), fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
      { text: t('report.legend'), fontSize: 7.5, margin: [0, 0, 0, 6] },
      ...gameLists,
    ],
  };
}

/**
 * The rating report for the federation (PRODUCT.md step 6): the entrants with rating-list ID,
 * title, federation and rating, then every rated game. R12.3: unplayed games (R8.2-R8.4), byes
 * and games marked unrated are left out, and a casual tournament (R12.1) rates nothing. Scores
 * are on the draughts 2/1/0 scale whatever the tournament's point system, as rating lists expect.
 */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { DRAUGHTS_POINTS, isPlayed, type GameResult } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { sides } from '../engine/sheet';
import { context, document, table, type Column } from './layout';
import type { ReportModel } from './model';

type RatedGame = { round: number; white: number; black: number; result: GameResult };

export function ratedGames(m: ReportModel): RatedGame[] {
  if (!m.sheet.rated) return [];
  const out: RatedGame[] = [];
  for (const r of m.sheet.rounds) {
    if (r.number > m.round) continue;
    for (const b of r.boards) {
      b.games.forEach((g, leg) => {
        if (!g.result || !isPlayed(g.result) || g.unrated) return;
        // R5.1: the second leg has the colours reversed.
        const [white, black] = leg % 2 === 0 ? [b.white, b.black] : [b.black, b.white];
        out.push({ round: r.number, white, black, result: g.result });
      });
    }
  }
  return out;
}

/**
 * A casual tournament (R12.1, or R12.2 by its opening) has no rating report: refused with the
 * reason, rather than a document a federation could take for one.
 */
function refuseCasual(m: ReportModel): void {
  if (m.rating.rated) return;
  const reason = m.rating.reason;
  const issues = reason ? [{ field: 'rated', code: `settings:${reason.code}`, params: reason.params }] : [];
  throw new AppError(
    'reports:error.casual',
    { tournament: m.header.tournament || m.header.event },
    { issues },
  );
}

export function ratingReport(m: ReportModel): TDocumentDefinitions {
  refuseCasual(m);
  const c = context(m);
  const games = ratedGames(m);
  const tally = new Map<number, { games: number; score: number }>();
  for (const g of games) {
    const [w, b] = sides(g.result, DRAUGHTS_POINTS);
    for (const [no, pts] of [
      [g.white, w.points],
      [g.black, b.points],
    ] as const) {
      const t = tally.get(no) ?? { games: 0, score: 0 };
      tally.set(no, { games: t.games + 1, score: t.score + pts });
    }
  }
  const entrantColumns: Column[] = [
    { head: c.t('col.startNo'), width: 'auto', align: 'right' },
    { head: c.t('col.name'), width: '*' },
    { head: c.t('col.id'), width: 'auto', align: 'right' },
    { head: c.t('col.title'), width: 'auto' },
    { head: c.t('col.federation'), width: 'auto' },
    { head: c.t('col.rating'), width: 'auto', align: 'right' },
    { head: c.t('col.games'), width: 'auto', align: 'right' },
    { head: c.t('col.score'), width: 'auto', align: 'right' },
  ];
  const entrantRows = [...m.entrants]
    .sort((a, b) => a.startNo - b.startNo)
    .map((e) => {
      const t = tally.get(e.startNo) ?? { games: 0, score: 0 };
      return [
        String(e.startNo),
        e.name,
        e.id,
        e.title,
        e.federation,
        e.rating === null ? '' : String(e.rating),
        String(t.games),
        String(t.score),
      ];
    });
  const gameColumns: Column[] = [
    { head: c.t('col.round'), width: 'auto', align: 'right' },
    { head: c.t('col.id'), width: 'auto', align: 'right' },
    { head: c.t('col.white'), width: '*' },
    { head: c.t('col.id'), width: 'auto', align: 'right' },
    { head: c.t('col.black'), width: '*' },
    { head: c.t('col.result'), width: 'auto', align: 'center' },
  ];
  const gameRows = games.map((g) => {
    const w = c.entrant(g.white);
    const b = c.entrant(g.black);
    return [String(g.round), w.id, w.name, b.id, b.name, c.code(g.result, 'white', DRAUGHTS_POINTS)];
  });
  const content: Content[] = [
    { text: c.t('header.rated'), margin: [0, 0, 0, 6] },
    { text: c.t('rating.entrantsTitle'), bold: true, fontSize: 11, margin: [0, 0, 0, 3] },
    table(entrantColumns, entrantRows, { fontSize: 8.5 }),
    { text: c.t('rating.gamesTitle'), bold: true, fontSize: 11, margin: [0, 12, 0, 3], pageBreak: 'before' },
    gameRows.length
      ? table(gameColumns, gameRows, { fontSize: 8.5 })
      : { text: c.t('rating.noGames'), italics: true },
    { text: c.t('legend.rating'), fontSize: 7.5, color: '#444444', margin: [0, 8, 0, 0] },
  ];
  return document(c, { kind: 'rating-report', content });
}

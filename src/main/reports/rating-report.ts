/**
 * The rating report for the federation (PRODUCT.md step 6): the entrants with their rating-list
 * IDs, one column per list (an FMJD ID and a national licence are never under one head), title,
 * federation and rating, then every rated game with each ID's list beside it. R12.3: unplayed games (R8.2-R8.4), byes,
 * games marked unrated and games between two unrated players are left out (`canBeRated`), and a casual tournament (R12.1) rates nothing. Scores
 * are on the draughts 2/1/0 scale whatever the tournament's point system, as rating lists expect.
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { DRAUGHTS_POINTS, type GameResult } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { canBeRated } from '../engine/rated-games';
import { sides } from '../engine/sheet';
import { context, document, table, type Column, type Ctx } from './layout';
import type { ReportEntrant, ReportModel } from './model';

/** A rated game; `leg` 1 or 2 in a round of two games (R5.1). */
type RatedGame = { round: number; leg: number; white: number; black: number; result: GameResult };

/** The games the report lists: `canBeRated` (R12.3), the rule the rated status counts by. */
export function ratedGames(m: ReportModel): RatedGame[] {
  if (!m.sheet.rated) return [];
  const rating = new Map(m.entrants.map((e) => [e.startNo, e.rating]));
  const out: RatedGame[] = [];
  for (const r of m.sheet.rounds) {
    if (r.number > m.round) continue;
    for (const b of r.boards) {
      b.games.forEach((g, leg) => {
        // R5.1: the second leg has the colours reversed.
        const [white, black] = leg % 2 === 0 ? [b.white, b.black] : [b.black, b.white];
        if (!g.result || !canBeRated(g, rating.get(white) ?? null, rating.get(black) ?? null)) return;
        out.push({ round: r.number, leg: leg + 1, white, black, result: g.result });
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

/** The lists the entrants' IDs come from, FMJD's first; '' for IDs typed by hand (no list). */
function idColumns(m: ReportModel): string[] {
  const lists = new Set(m.entrants.filter((e) => e.id !== '').map((e) => e.idList ?? ''));
  const fmjd = (l: string) => (/^fmjd\b/i.test(l) ? 0 : l === '' ? 2 : 1);
  return [...lists].sort((a, b) => fmjd(a) - fmjd(b) || a.localeCompare(b));
}

/** An ID with the short name of its list beside it, so FMJD IDs and licences never mix (R13.1). */
function idWithList(e: ReportEntrant): TableCell {
  if (e.id === '' || !e.idList) return { text: e.id, alignment: 'right' };
  return { text: [e.id, { text: ` ${e.idList}`, color: '#555555', fontSize: 7 }], alignment: 'right' };
}

function entrantsTable(c: Ctx, tally: Map<number, { games: number; score: number }>): Content {
  const lists = idColumns(c.m);
  const columns: Column[] = [
    { head: c.t('col.startNo'), width: 'auto', align: 'right' },
    { head: c.t('col.name'), width: '*' },
    // One column per list: an FMJD ID and a national licence are never under one head.
    ...lists.map((l): Column => ({
      head: l === '' ? c.t('col.noListId') : c.t('col.listId', { list: l }),
      width: 'auto',
      align: 'right',
    })),
    { head: c.t('col.title'), width: 'auto' },
    { head: c.t('col.federation'), width: 'auto' },
    { head: c.t('col.rating'), width: 'auto', align: 'right' },
    { head: c.t('col.games'), width: 'auto', align: 'right' },
    { head: c.t('col.score'), width: 'auto', align: 'right' },
  ];
  const rows = [...c.m.entrants]
    .sort((a, b) => a.startNo - b.startNo)
    .map((e) => {
      const t = tally.get(e.startNo) ?? { games: 0, score: 0 };
      return [
        String(e.startNo),
        e.name,
        ...lists.map((l) => (e.id !== '' && (e.idList ?? '') === l ? e.id : '')),
        e.title,
        e.federation,
        e.rating === null ? '' : String(e.rating),
        String(t.games),
        String(t.score),
      ];
    });
  return table(columns, rows, { fontSize: 8.5 });
}

function gamesTable(c: Ctx, games: RatedGame[]): Content {
  if (games.length === 0) return { text: c.t('rating.noGames'), italics: true };
  const columns: Column[] = [
    { head: c.t('col.round'), width: 'auto', align: 'right' },
    { head: c.t('col.id'), width: 'auto', align: 'right' },
    { head: c.t('col.white'), width: '*' },
    { head: c.t('col.id'), width: 'auto', align: 'right' },
    { head: c.t('col.black'), width: '*' },
    { head: c.t('col.result'), width: 'auto', align: 'center' },
  ];
  // Two games a round: the game's place in playing order, "3.2" for round 3 game 2, as PDN writes it.
  const two = c.m.sheet.rounds.some((r) => r.gamesPerRound === 2);
  const rows = games.map((g) => {
    const w = c.entrant(g.white);
    const b = c.entrant(g.black);
    return [
      two ? `${g.round}.${g.leg}` : String(g.round),
      idWithList(w),
      w.name,
      idWithList(b),
      b.name,
      c.code(g.result, 'white', DRAUGHTS_POINTS),
    ];
  });
  return table(columns, rows, { fontSize: 8.5 });
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
  const content: Content[] = [
    { text: c.t('header.rated'), margin: [0, 0, 0, 6] },
    { text: c.t('rating.entrantsTitle'), bold: true, fontSize: 11, margin: [0, 0, 0, 3] },
    entrantsTable(c, tally),
    { text: c.t('rating.idLists'), fontSize: 7.5, color: '#444444', margin: [0, 4, 0, 0] },
    { text: c.t('rating.gamesTitle'), bold: true, fontSize: 11, margin: [0, 12, 0, 3], pageBreak: 'before' },
    gamesTable(c, games),
    { text: c.t('legend.rating'), fontSize: 7.5, color: '#444444', margin: [0, 8, 0, 0] },
  ];
  return document(c, { kind: 'rating-report', content });
}

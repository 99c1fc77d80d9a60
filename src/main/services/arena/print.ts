/**
 * The arena's two prints (RULES.md R14.4 board slips, R14.5 final ranking), each built from the
 * ArenaView the screen shows at the same time, as a PDF with its file name and page count.
 */
import type { Db } from '../../db/connection';
import { getEvent } from '../../db/repos/events';
import { arenaSlipsReport } from '../../reports/arena-slips';
import { arenaStandingsReport } from '../../reports/arena-standings';
import type { Paper } from '../../reports/model';
import { renderPdf } from '../../reports/render';
import { AppError } from '../../../shared/errors';
import { fileSlug } from '../../../shared/fold';
import type { Language } from '../../../shared/i18n/index';
import { loadTournament } from '../tournaments';
import { arenaView } from './view';

export type ArenaPdf = { pdf: string; fileName: string; pages: number };
export type ArenaPrint = { tournamentId: number; language: Language; paper: Paper; now: Date };

const pageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

/** R14.4: a slip per game still in play; a finished or unknown game is named, not skipped. */
export async function arenaSlipsPdf(db: Db, p: ArenaPrint, gameIds: readonly number[]): Promise<ArenaPdf> {
  const view = arenaView(db, p.tournamentId, p.now);
  const missing = gameIds.find((id) => !view.boards.some((b) => b.gameId === id));
  if (missing !== undefined) throw new AppError('arena:errors.slipNotInPlay', { id: missing });
  const s = loadTournament(db, p.tournamentId).settings;
  const pdf = await renderPdf(
    arenaSlipsReport({
      view,
      event: getEvent(db)?.name ?? s.name,
      gameIds,
      language: p.language,
      paper: p.paper,
      printed: p.now,
    }),
  );
  return {
    pdf: pdf.toString('base64'),
    fileName: `${fileSlug(s.name) || 'arena'}-board-slips.pdf`,
    pages: pageCount(pdf),
  };
}

/** R14.5: the ranking with each player's games, as the screen shows it now. */
export async function arenaRankingPdf(db: Db, p: ArenaPrint): Promise<ArenaPdf> {
  const view = arenaView(db, p.tournamentId, p.now);
  const s = loadTournament(db, p.tournamentId).settings;
  const doc = arenaStandingsReport({
    view,
    event: getEvent(db)?.name ?? s.name,
    arbiter: s.arbiter,
    city: s.city,
    language: p.language,
    paper: p.paper,
    printed: p.now,
  });
  const pdf = await renderPdf(doc);
  return {
    pdf: pdf.toString('base64'),
    fileName: `${fileSlug(s.name) || 'arena'}-arena-ranking.pdf`,
    pages: pageCount(pdf),
  };
}

import type { HandlerMap } from '../types';
import { AppError } from '../../../shared/errors';
import { fileSlug } from '../../../shared/fold';
import { createI18n, type Language } from '../../../shared/i18n/index';
import { listEntrants } from '../../db/repos/entrants';
import { renderReport } from '../../reports/index';
import { modelFromEvent } from '../../reports/from-event';
import { explainRoundLines } from '../../services/rounds/explain';
import { getPortalSettings } from '../../db/repos/portal';

/**
 * "club-open-crosstable-r5.pdf", "club-open-grille-r5.pdf": what the arbiter will find in the
 * downloads folder, in the language of the report (issue 33.7).
 */
export function reportFileName(name: string, kind: string, round: number, language: Language): string {
  const t = createI18n(language).t;
  const slug = fileSlug(name) || 'tournament';
  const what = fileSlug(t(`reports:fileName.${kind}`));
  return `${slug}-${what}${round > 0 ? `-${t('reports:fileName.round', { round })}` : ''}.pdf`;
}

export const reportHandlers: HandlerMap<'report.render'> = {
  'report.render': async ({ tournamentId, kind, language, paper, round, entrantId, explain }, ctx) => {
    const db = ctx.db();
    let entrant: number | null = null;
    if (entrantId !== undefined) {
      const e = listEntrants(db, tournamentId).find((x) => x.id === entrantId);
      if (!e?.startNo) throw new AppError('reports:error.unknownEntrant', { startNo: entrantId });
      entrant = e.startNo;
    }
    const model = modelFromEvent(db, tournamentId, {
      language,
      paper,
      entrant,
      printed: ctx.now(),
      ...(round !== undefined ? { round } : {}),
    });
    // Why this pairing, in the report's language, when asked (a Swiss round only: refused otherwise).
    if (explain && kind === 'round-sheet')
      model.explanation = explainRoundLines(db, tournamentId, model.round, language);
    // The portal's address goes on paper only while it is on for this tournament and listening.
    const listener = ctx.portal?.state();
    if (listener?.running && listener.url && getPortalSettings(db, tournamentId).enabled)
      model.portalUrl = listener.url;
    const pdf = await renderReport(kind, model);
    const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    const name = model.header.tournament || model.header.event;
    return {
      pdf: pdf.toString('base64'),
      fileName: reportFileName(name, kind, model.round, language),
      pages,
    };
  },
};

import type { HandlerMap } from '../types';
import { fileSlug } from '../../../shared/fold';
import { createI18n, type Language } from '../../../shared/i18n/index';
import { trfReport } from '../../services/files/trf-report';
import { tournamentReport } from '../../services/rounds/report-views';

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

/** A PDF as the API answers it: base64, with its pages counted. */
export function pdfAnswer(pdf: Buffer, fileName: string) {
  const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  return { pdf: pdf.toString('base64'), fileName, pages };
}

export const reportHandlers: HandlerMap<'report.render' | 'report.renderTrf'> = {
  'report.render': async (
    { tournamentId, kind, language, paper, round, entrantId, explain, unplayed },
    ctx,
  ) => {
    // The portal's address goes on paper only while it is on for this tournament and listening.
    const listener = ctx.portal?.state();
    const out = await tournamentReport(ctx.db(), tournamentId, {
      kind,
      language,
      paper,
      explain,
      printed: ctx.now(),
      portalUrl: listener?.running && listener.url ? listener.url : null,
      ...(round !== undefined ? { round } : {}),
      ...(entrantId !== undefined ? { entrantId } : {}),
      ...(unplayed !== undefined ? { unplayed } : {}),
    });
    return pdfAnswer(out.pdf, reportFileName(out.name, kind, out.round, language));
  },
  'report.renderTrf': async ({ text, kind, language, paper, round, entrant, format, unplayed }, ctx) => {
    const out = await trfReport(text, kind, {
      language,
      paper,
      printed: ctx.now(),
      entrant: entrant ?? null,
      ...(round !== undefined ? { round } : {}),
      ...(format !== undefined ? { format } : {}),
      ...(unplayed !== undefined ? { unplayed } : {}),
    });
    return pdfAnswer(out.pdf, reportFileName(out.name, kind, out.round, language));
  },
};

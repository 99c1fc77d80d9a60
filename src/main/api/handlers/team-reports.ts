import type { HandlerMap } from '../types';
import { teamReport } from '../../services/teams/report-views';
import { pdfAnswer, reportFileName } from './reports';

/** The team reports print exactly the views the Teams screen shows (issue 14). */
export const teamReportHandlers: HandlerMap<'teamReport.render'> = {
  'teamReport.render': async ({ tournamentId, kind, language, paper, round }, ctx) => {
    const out = await teamReport(ctx.db(), tournamentId, kind, {
      language,
      paper,
      printed: ctx.now(),
      ...(round !== undefined ? { round } : {}),
    });
    return pdfAnswer(out.pdf, reportFileName(out.name, kind, out.round, language));
  },
};

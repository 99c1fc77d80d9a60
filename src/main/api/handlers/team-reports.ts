import { printedDates, printedDatesText } from '../../../shared/settings';
import { pairedDays } from '../../db/repos/tournaments';
import type { HandlerContext, HandlerMap } from '../types';
import { reportFileName } from './reports';
import { teamMethods } from '../../../shared/api/teams';
import type { ApiOutput } from '../../../shared/api/contract';
import { getEvent } from '../../db/repos/events';
import { renderTeamReport } from '../../reports/teams/index';
import { teamModelFromViews } from '../../reports/teams/from-api';
import { teamHandlers } from './teams';

type TeamMethod = keyof typeof teamMethods;

/** A team read through its own handler, its input parsed as dispatch parses it. */
async function read<M extends TeamMethod>(m: M, input: unknown, ctx: HandlerContext): Promise<ApiOutput<M>> {
  const handler = teamHandlers[m] as (i: unknown, c: HandlerContext) => ApiOutput<M> | Promise<ApiOutput<M>>;
  return handler(teamMethods[m].input.parse(input), ctx);
}

/** The team reports print exactly the views the Teams screen shows (issue 14). */
export const teamReportHandlers: HandlerMap<'teamReport.render'> = {
  'teamReport.render': async ({ tournamentId, kind, language, paper, round }, ctx) => {
    const event = await read('team.event', { tournamentId }, ctx);
    const last = event.currentRound;
    const chosen = round ?? last;
    const afterRound = Math.min(chosen, last);
    const numbers = Array.from({ length: last }, (_, i) => i + 1);
    const rounds = await Promise.all(numbers.map((r) => read('team.round', { tournamentId, round: r }, ctx)));
    const model = teamModelFromViews(
      {
        eventName: getEvent(ctx.db())?.name ?? '',
        event,
        teams: await read('team.list', { tournamentId }, ctx),
        rounds,
        standings: await read('team.standings', { tournamentId, afterRound }, ctx),
        boards: await read('team.boardStandings', { tournamentId, afterRound }, ctx),
      },
      {
        language,
        paper,
        printed: ctx.now(),
        round: chosen,
        dates: printedDatesText(
          printedDates(event.tournament.settings, pairedDays(ctx.db(), tournamentId)),
          language,
        ),
      },
    );
    const pdf = await renderTeamReport(kind, model);
    const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    const name = model.header.tournament || model.header.event;
    return { pdf: pdf.toString('base64'), fileName: reportFileName(name, kind, chosen, language), pages };
  },
};

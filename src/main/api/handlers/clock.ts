import type { HandlerMap } from '../types';
import { seeCloseNotice, setTournamentClose, tournamentTime } from '../../services/rounds/duration';
import { closedDrawsOf, reopenTournament } from '../../services/individual-or-team/reopen';
import { warningsOf } from './tournaments';

type ClockMethod =
  | 'tournament.setClose'
  | 'tournament.closedDraws'
  | 'tournament.reopen'
  | 'tournament.closeNoticeSeen'
  | 'tournament.startWarnings';

/** R15.1: the close by the clock of a tournament in rounds, each change in the activity log. */
export const clockHandlers: HandlerMap<ClockMethod> = {
  'tournament.setClose': ({ id, closeAtEnd, announcedEnd }, ctx) => {
    const before = setTournamentClose(ctx.db(), id, { closeAtEnd, announcedEnd }, ctx.now());
    ctx.log({ tournamentId: id, summary: { closeAtEnd, announcedEnd, before } });
    return tournamentTime(ctx.db(), id, ctx.now());
  },
  'tournament.closedDraws': ({ id }, ctx) => closedDrawsOf(ctx.db(), id),
  'tournament.reopen': ({ id, clear, closeAtEnd, announcedEnd }, ctx) => {
    const done = reopenTournament(ctx.db(), id, clear, { closeAtEnd, announcedEnd }, ctx.now());
    ctx.log({ tournamentId: id, summary: { ...done, closeAtEnd, announcedEnd } });
    return { ...done, time: tournamentTime(ctx.db(), id, ctx.now()) };
  },
  'tournament.closeNoticeSeen': ({ id }, ctx) => {
    const seen = seeCloseNotice(ctx.db(), id, ctx.now());
    // The arbiter has now read it: the log says since when the close has been off, and why.
    if (seen) ctx.log({ tournamentId: id, summary: { ...seen, byDefault: true } });
    else ctx.unchanged();
    return tournamentTime(ctx.db(), id, ctx.now());
  },
  'tournament.startWarnings': ({ scheduledStart }, ctx) => warningsOf(scheduledStart, ctx.now(), ctx.lng),
};

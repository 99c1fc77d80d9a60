import type { HandlerMap } from '../types';
import { listItems, undoLast } from '../../services/rounds/undo';
import { loadTournament } from '../../services/tournaments';

type ActivityMethod = 'activity.list' | 'activity.undo';

export const activityHandlers: HandlerMap<ActivityMethod> = {
  'activity.list': ({ tournamentId, limit }, ctx) => {
    loadTournament(ctx.db(), tournamentId);
    return listItems(ctx.db(), tournamentId, limit);
  },
  'activity.undo': ({ tournamentId }, ctx) => {
    const target = undoLast(ctx.db(), tournamentId, ctx.now());
    // The undone row's own summary goes along, so the log can say what was taken back.
    ctx.log({ tournamentId, summary: { undid: target.id, action: target.action, summary: target.summary } });
    return { undone: target.id, action: target.action, summary: target.summary };
  },
};

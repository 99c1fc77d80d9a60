import type { HandlerMap } from '../types';
import { addEntrant, editEntrant, listEntrants, removeEntrant } from '../../services/entrants';
import { entrantLog } from '../../services/activity-log';

type EntrantMethod = 'entrant.add' | 'entrant.update' | 'entrant.remove' | 'entrant.list';

export const entrantHandlers: HandlerMap<EntrantMethod> = {
  'entrant.add': ({ tournamentId, confirm, ...fields }, ctx) => {
    const e = addEntrant(ctx.db(), tournamentId, fields, ctx.now(), confirm);
    ctx.log({
      tournamentId,
      summary: entrantLog(e),
      undo: { method: 'entrant.remove', input: { id: e.id } },
    });
    return e;
  },
  'entrant.update': ({ id, fields, confirm }, ctx) => {
    const { entrant, before } = editEntrant(ctx.db(), id, fields, ctx.now(), confirm);
    const keys = Object.keys(fields) as (keyof typeof fields)[];
    const undo = Object.fromEntries(keys.map((k) => [k, before[k]]));
    // The log says what changed from what: only the fields whose value is new.
    const changes = keys
      .filter((k) => before[k] !== entrant[k])
      .map((k) => ({ field: k, before: before[k], after: entrant[k] }));
    ctx.log({
      tournamentId: entrant.tournamentId,
      summary: { ...entrantLog(entrant), changed: keys, changes },
      undo: { method: 'entrant.update', input: { id, fields: undo } },
    });
    return entrant;
  },
  'entrant.remove': ({ id }, ctx) => {
    const e = removeEntrant(ctx.db(), id);
    // Undo re-adds the same person; the entry number is new, which before round 1 means nothing.
    const { id: _id, tournamentId, entryNo: _n, startNo: _s, withdrawnAfterRound: _w, ...fields } = e;
    ctx.log({
      tournamentId,
      summary: entrantLog(e),
      undo: { method: 'entrant.add', input: { tournamentId, ...fields } },
    });
    return null;
  },
  'entrant.list': ({ tournamentId }, ctx) => listEntrants(ctx.db(), tournamentId),
};

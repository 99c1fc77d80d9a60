import type { HandlerMap } from '../types';
import { addForbiddenPair, listForbiddenPairs, removeForbiddenPair } from '../../services/forbidden';

type ForbiddenMethod = 'forbidden.add' | 'forbidden.remove' | 'forbidden.list';

const summary = (p: {
  a: { name: string; startNo: number | null };
  b: { name: string; startNo: number | null };
}) => ({
  a: p.a,
  b: p.b,
});

export const forbiddenHandlers: HandlerMap<ForbiddenMethod> = {
  'forbidden.add': (input, ctx) => {
    const p = addForbiddenPair(ctx.db(), input);
    ctx.log({
      tournamentId: p.tournamentId,
      summary: { ...summary(p), firstRound: p.firstRound, lastRound: p.lastRound },
      undo: { method: 'forbidden.remove', input: { id: p.id } },
    });
    return p;
  },
  'forbidden.remove': ({ id }, ctx) => {
    const p = removeForbiddenPair(ctx.db(), id);
    ctx.log({
      tournamentId: p.tournamentId,
      summary: { ...summary(p), firstRound: p.firstRound, lastRound: p.lastRound },
      undo: {
        method: 'forbidden.add',
        input: {
          tournamentId: p.tournamentId,
          a: p.a.id,
          b: p.b.id,
          firstRound: p.firstRound,
          lastRound: p.lastRound,
        },
      },
    });
    return null;
  },
  'forbidden.list': ({ tournamentId }, ctx) => listForbiddenPairs(ctx.db(), tournamentId),
};

import type { HandlerMap } from '../types';
import { explainSwissRound, whyNotSwiss } from '../../services/rounds/explain';

type ExplainMethod = 'pairing.explain' | 'pairing.whyNot';

export const explainHandlers: HandlerMap<ExplainMethod> = {
  'pairing.explain': ({ tournamentId, round }, ctx) =>
    explainSwissRound(ctx.db(), tournamentId, round, ctx.lng),
  'pairing.whyNot': (input, ctx) => whyNotSwiss(ctx.db(), input, ctx.lng),
};

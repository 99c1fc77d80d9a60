import type { HandlerMap } from '../types';
import { boost, createArena, extend, setArenaResult, setPaused, tick } from '../../services/arena/actions';
import { pairByHand } from '../../services/arena/by-hand';
import { arenaView } from '../../services/arena/view';
import { closeIfDue, extendDuration, tournamentTime } from '../../services/rounds/duration';
import { arenaRankingPdf, arenaSlipsPdf } from '../../services/arena/print';

type ArenaMethod =
  | 'arena.create'
  | 'arena.view'
  | 'arena.tick'
  | 'arena.join'
  | 'arena.leave'
  | 'arena.pair'
  | 'arena.result'
  | 'arena.boost'
  | 'arena.extend'
  | 'arena.report'
  | 'arena.slips'
  | 'tournament.time'
  | 'tournament.extend'
  | 'tournament.tick';

/** Each arena action answers with the arena as it is after it, at the same time. */
export const arenaHandlers: HandlerMap<ArenaMethod> = {
  'arena.create': ({ settings, clock }, ctx) => {
    const t = createArena(ctx.db(), settings, clock, ctx.now());
    ctx.log({ tournamentId: t.id, summary: { name: settings.name, clock } });
    return t;
  },
  'tournament.time': ({ id }, ctx) => tournamentTime(ctx.db(), id, ctx.now()),
  'tournament.extend': ({ id, minutes }, ctx) => {
    extendDuration(ctx.db(), id, minutes, ctx.now());
    const time = tournamentTime(ctx.db(), id, ctx.now());
    ctx.log({ tournamentId: id, summary: { minutes, endsAt: time.endsAt } });
    return time;
  },
  'tournament.tick': ({ id }, ctx) => {
    const closing = closeIfDue(ctx.db(), id, ctx.now());
    // Only a close is worth a line in the activity log; a tick before it changes nothing.
    if (closing) ctx.log({ tournamentId: id, summary: closing });
    else ctx.unchanged();
    return {
      ruled: closing?.ruled ?? 0,
      closedAt: closing?.closedAt ?? null,
      time: tournamentTime(ctx.db(), id, ctx.now()),
    };
  },
  'arena.view': ({ tournamentId }, ctx) => arenaView(ctx.db(), tournamentId, ctx.now()),
  'arena.tick': ({ tournamentId, now: force }, ctx) => {
    const done = tick(ctx.db(), tournamentId, ctx.now(), force);
    ctx.log({ tournamentId, summary: { ...done, force } });
    return arenaView(ctx.db(), tournamentId, ctx.now());
  },
  'arena.join': ({ entrantId }, ctx) => {
    const tournamentId = setPaused(ctx.db(), entrantId, false, ctx.now());
    ctx.log({ tournamentId, summary: { entrantId } });
    return arenaView(ctx.db(), tournamentId, ctx.now());
  },
  'arena.leave': ({ entrantId }, ctx) => {
    const tournamentId = setPaused(ctx.db(), entrantId, true, ctx.now());
    ctx.log({ tournamentId, summary: { entrantId } });
    return arenaView(ctx.db(), tournamentId, ctx.now());
  },
  'arena.pair': ({ tournamentId, whiteId, blackId }, ctx) => {
    const gameId = pairByHand(ctx.db(), tournamentId, whiteId, blackId, ctx.now());
    ctx.log({ tournamentId, summary: { gameId, whiteId, blackId } });
    return arenaView(ctx.db(), tournamentId, ctx.now());
  },
  'arena.result': ({ gameId, result }, ctx) => {
    const { tournamentId, correction } = setArenaResult(ctx.db(), gameId, result, ctx.now());
    ctx.log({ tournamentId, summary: { gameId, result, correction } });
    return arenaView(ctx.db(), tournamentId, ctx.now());
  },
  'arena.boost': ({ gameId, entrantId }, ctx) => {
    const tournamentId = boost(ctx.db(), gameId, entrantId, ctx.now());
    ctx.log({ tournamentId, summary: { gameId, entrantId } });
    return arenaView(ctx.db(), tournamentId, ctx.now());
  },
  'arena.extend': ({ tournamentId, minutes }, ctx) => {
    extend(ctx.db(), tournamentId, minutes, ctx.now());
    ctx.log({ tournamentId, summary: { minutes } });
    return arenaView(ctx.db(), tournamentId, ctx.now());
  },
  'arena.slips': ({ tournamentId, gameIds, language, paper }, ctx) =>
    arenaSlipsPdf(ctx.db(), { tournamentId, language, paper, now: ctx.now() }, gameIds),
  'arena.report': ({ tournamentId, language, paper }, ctx) =>
    arenaRankingPdf(ctx.db(), { tournamentId, language, paper, now: ctx.now() }),
};

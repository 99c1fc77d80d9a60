import type { HandlerMap } from '../types';
import { entrantLog } from '../../services/activity-log';
import { previewStart, startTournament } from '../../services/rounds/start';
import { progress } from '../../services/rounds/rounds';
import { refuseStartAfterEnd } from '../../services/rounds/duration';
import { withdraw } from '../../services/rounds/absences';
import type { Undo } from '../../services/rounds/undo';

type PlayMethod = 'tournament.start' | 'tournament.previewStart' | 'tournament.progress' | 'entrant.withdraw';

export const playHandlers: HandlerMap<PlayMethod> = {
  'tournament.start': ({ tournamentId, seed }, ctx) => {
    const out = startTournament(ctx.db(), tournamentId, seed, ctx.now());
    if (out.round) ctx.paired(out.round.number);
    ctx.log({
      tournamentId,
      summary: {
        decision: out.decision,
        lots: out.lots,
        boards: out.round?.boards.length ?? 0,
        opening: out.round?.opening
          ? { moves: out.round.opening.moves, number: out.round.opening.number, seed: out.round.opening.seed }
          : null,
      },
    });
    return out;
  },
  'tournament.previewStart': ({ tournamentId }, ctx) => {
    refuseStartAfterEnd(ctx.db(), tournamentId, ctx.now());
    return previewStart(ctx.db(), tournamentId);
  },
  'tournament.progress': ({ tournamentId }, ctx) => progress(ctx.db(), tournamentId, ctx.now()),
  'entrant.withdraw': ({ id }, ctx) => {
    const w = withdraw(ctx.db(), id, ctx.now());
    const undo: Undo = { kind: 'withdraw', entrantId: id, forfeited: w.forfeited };
    ctx.log({
      tournamentId: w.entrant.tournamentId,
      summary: {
        ...entrantLog(w.entrant),
        afterRound: w.entrant.withdrawnAfterRound,
        forfeits: w.forfeited.length,
      },
      undo,
    });
    return w.entrant;
  },
};

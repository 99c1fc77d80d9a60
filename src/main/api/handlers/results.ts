import type { HandlerMap } from '../types';
import { gameSides } from '../../services/activity-log';
import { correctResult, previewCorrection, ruleRound, setResult } from '../../services/rounds/results';
import type { Undo } from '../../services/rounds/undo';
import { computeFor, standingsView } from '../../services/rounds/standings';
import type { Running } from '../../services/rounds/state';

/** The standings after the latest round, when the screen asked for them in the same answer. */
const standingsOf = (asked: boolean, s: Running) => (asked ? standingsView(computeFor(s), false) : undefined);

type ResultMethod = 'result.set' | 'result.rule' | 'result.previewCorrection' | 'result.correct';

export const resultHandlers: HandlerMap<ResultMethod> = {
  'result.set': ({ result, standings, ...ref }, ctx) => {
    const out = setResult(ctx.db(), ref, result, ctx.now());
    const undo: Undo = {
      kind: 'results',
      round: ref.round,
      games: [{ gameId: out.gameId, before: out.before, after: result }],
    };
    ctx.log({
      tournamentId: ref.tournamentId,
      summary: { ...ref, result, before: out.before, ...gameSides(out.view, ref.board, ref.leg) },
      undo,
    });
    return { ...out.view, standings: standingsOf(standings, out.state) };
  },
  'result.rule': ({ tournamentId, round, standings }, ctx) => {
    const out = ruleRound(ctx.db(), tournamentId, round, ctx.now());
    const undo: Undo = {
      kind: 'results',
      round,
      games: out.games.map((gameId) => ({ gameId, before: null, after: 'ruled-draw' as const })),
    };
    ctx.log({ tournamentId, summary: { round, ruled: out.ruled }, undo });
    return { round: out.view, ruled: out.ruled, standings: standingsOf(standings, out.state) };
  },
  'result.previewCorrection': ({ result, ...ref }, ctx) => previewCorrection(ctx.db(), ref, result),
  'result.correct': ({ result, confirm, newOpening, standings, ...ref }, ctx) => {
    const out = correctResult(ctx.db(), ref, result, confirm, ctx.now(), newOpening);
    const repaired = out.oldNext && out.repair ? out.repair.round : null;
    // R6.7: the latest round was paired again.
    if (repaired !== null) ctx.paired(repaired);
    const undo: Undo = {
      kind: 'correction',
      round: ref.round,
      gameId: out.gameId,
      before: out.before,
      after: result,
      next: repaired,
      oldNext: out.oldNext,
      ...(out.opening ? { opening: out.opening } : {}),
    };
    // The audit trail of a correction: old and new result, and the re-pair when there was one.
    ctx.log({
      tournamentId: ref.tournamentId,
      summary: {
        ...ref,
        result,
        before: out.before,
        ...gameSides(out.view, ref.board, ref.leg),
        repair: out.repair,
        // R11.2: a new opening drawn for the re-paired round, with its seed
        ...(out.opening ? { opening: out.opening } : {}),
      },
      undo,
    });
    return { round: out.view, repair: out.repair, standings: standingsOf(standings, out.state) };
  },
};

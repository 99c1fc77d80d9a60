import type { HandlerMap } from '../types';
import { gameSides } from '../activity-log';
import { correctResult, previewCorrection, ruleRound, setResult } from '../../services/play/results';
import type { Undo } from '../../services/play/undo';
import { computeFor, standingsView } from '../../services/play/standings';
import type { Running } from '../../services/play/state';

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
  'result.correct': ({ result, confirm, standings, ...ref }, ctx) => {
    const out = correctResult(ctx.db(), ref, result, confirm, ctx.now());
    // R6.7: the next round was paired again.
    if (out.oldNext) ctx.paired(ref.round + 1);
    const undo: Undo = {
      kind: 'correction',
      round: ref.round,
      gameId: out.gameId,
      before: out.before,
      after: result,
      next: out.oldNext ? ref.round + 1 : null,
      oldNext: out.oldNext,
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
      },
      undo,
    });
    return { round: out.view, repair: out.repair, standings: standingsOf(standings, out.state) };
  },
};

import type { HandlerMap } from '../types';
import { editedEntrants, entrantLog, named } from '../../services/activity-log';
import { getRound, listRounds, pairNextRound } from '../../services/rounds/rounds';
import { editRound, previewEdit } from '../../services/rounds/manual';
import { listAbsences, setAbsence } from '../../services/rounds/absences';
import type { Undo } from '../../services/rounds/undo';
import { unpairRound } from '../../services/rounds/unpair';
import { redrawOpening } from '../../services/rounds/opening';

type RoundMethod =
  | 'round.pairNext'
  | 'round.get'
  | 'round.list'
  | 'round.previewEdit'
  | 'round.edit'
  | 'round.unpair'
  | 'round.redrawOpening'
  | 'round.absence'
  | 'round.absences';

export const roundHandlers: HandlerMap<RoundMethod> = {
  'round.pairNext': ({ tournamentId, acceptRematches }, ctx) => {
    const round = pairNextRound(ctx.db(), tournamentId, ctx.now(), acceptRematches);
    ctx.paired(round.number);
    ctx.log({
      tournamentId,
      summary: {
        round: round.number,
        boards: round.boards.length,
        bye: round.bye?.id ?? null,
        byeEntrant: round.bye ? named(round.bye) : null,
        acceptRematches,
        // R11.2: the opening drawn, with its seed, so that the log shows the draw
        opening: round.opening
          ? { moves: round.opening.moves, number: round.opening.number, seed: round.opening.seed }
          : null,
      },
    });
    return round;
  },
  'round.get': ({ tournamentId, round }, ctx) => getRound(ctx.db(), tournamentId, round),
  'round.list': ({ tournamentId }, ctx) => listRounds(ctx.db(), tournamentId),
  'round.previewEdit': ({ tournamentId, round, edit }, ctx) => ({
    warnings: previewEdit(ctx.db(), tournamentId, round, edit),
  }),
  'round.edit': ({ tournamentId, round, edit, confirm }, ctx) => {
    const out = editRound(ctx.db(), tournamentId, round, edit, confirm, ctx.now());
    const undo: Undo = { kind: 'edit', round, before: out.before };
    // R6.6: edits are logged, with the warnings the arbiter confirmed.
    ctx.log({
      tournamentId,
      summary: { round, edit, warnings: out.warnings, entrants: editedEntrants(out.view, edit) },
      undo,
    });
    return { round: out.view, warnings: out.warnings };
  },
  'round.redrawOpening': ({ tournamentId, round, seed }, ctx) => {
    const out = redrawOpening(ctx.db(), tournamentId, round, seed);
    const undo: Undo = { kind: 'opening', round, before: out.before, after: out.after };
    ctx.log({
      tournamentId,
      summary: {
        round,
        before: out.before?.moves ?? null,
        after: out.after?.moves ?? null,
        seed: out.after?.seed,
      },
      undo,
    });
    return out.views;
  },
  'round.unpair': ({ tournamentId, round, newOpening }, ctx) => {
    const out = unpairRound(ctx.db(), tournamentId, round, newOpening);
    // R11.2: `kept`, the opening kept for the round's next pairing, or none
    ctx.log({ tournamentId, summary: out });
    return out;
  },
  'round.absence': ({ tournamentId, round, entrantId, absent }, ctx) => {
    const out = setAbsence(ctx.db(), tournamentId, round, entrantId, absent);
    const undo: Undo = { kind: 'absence', round, entrantId, before: out.before };
    ctx.log({ tournamentId, summary: { ...entrantLog(out.entrant), round, absent }, undo });
    return { entrantId, round, absent };
  },
  'round.absences': ({ tournamentId }, ctx) => listAbsences(ctx.db(), tournamentId),
};

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Repair } from '../../../shared/api/results';
import type { RoundView } from '../../../shared/api/rounds';
import type { GameResult, PointSystem } from '../../../shared/domain';
import { api } from '../../api';
import { correctionWording, type CorrectionWording } from './correction-wording';
import { resultCode } from './format';
import { boardGame, keyMeaning, type GamePos } from './keys';
import { useAfterResult } from './useAfterResult';
import type { ResultsDay } from './useResultsDay';

type Pending = { pos: GamePos; result: GameResult; repair: Repair | null; wording: CorrectionWording };

/** The note after a key: what the table shows and whose win it was (game 2: R5.1). */
function savedNote(r: RoundView, at: GamePos, result: GameResult | null, ps: PointSystem, t: TFunction) {
  const m = keyMeaning(result, boardGame(r, at), (x, side) => resultCode(x, ps, t, side), t);
  const two = r.gamesPerRound === 2;
  if (result === null) return t(two ? 'results.clearedLeg' : 'results.cleared', { ...at });
  return t(two ? 'results.savedLeg' : 'results.saved', { ...at, result: m.code, meaning: m.meaning });
}

/**
 * R6.7: an earlier round has later rounds, so a correction is said and confirmed first: what it
 * changes, or the line saying that the game already has this result.
 */
async function askCorrection(
  r: RoundView,
  at: GamePos,
  result: GameResult,
  ps: PointSystem,
  t: TFunction,
): Promise<Pending | string | null> {
  const ref = { tournamentId: r.tournamentId, round: r.number, board: at.board, leg: at.leg };
  const { repair, impact } = await api['result.previewCorrection']({ ...ref, result });
  if (impact.before === result)
    return t(r.gamesPerRound === 2 ? 'correction.unchangedLeg' : 'correction.unchanged', at);
  const board = r.boards.find((b) => b.boardNo === at.board);
  if (!board) return null;
  const side = at.leg === 2 ? 'black' : 'white';
  const game = { ...at, legs: r.gamesPerRound === 2, white: board.white.name, black: board.black.name };
  const wording = correctionWording(impact, game, (x) => resultCode(x, ps, t, side), t);
  return { pos: at, result, repair, wording };
}

/**
 * The results screen's actions: a key scores a game of the current round at once; in an earlier
 * round (R6.7) the correction is said and confirmed first; R15 rules the open games drawn.
 */
export function useResultActions(day: ResultsDay, ps: PointSystem) {
  const { t } = useTranslation('day');
  const { after, run, closed, error, clearError } = useAfterResult(day);
  const [pending, setPending] = useState<Pending | null>(null);
  const [ruling, setRuling] = useState(false);
  const { id, current } = day;
  const r = day.round.data;
  const enter = (at: GamePos, result: GameResult | null) =>
    void run(async () => {
      if (!r) return;
      const ref = { tournamentId: id, round: r.number, board: at.board, leg: at.leg };
      const saved = savedNote(r, at, result, ps, t);
      if (r.number === current) {
        const { standings: fresh, ...view } = await api['result.set']({ ...ref, result, standings: true });
        return after(view, at, saved, fresh);
      }
      if (!result) return;
      const asked = await askCorrection(r, at, result, ps, t);
      if (typeof asked === 'string') return day.setSaid({ round: r.number, text: asked });
      if (asked) setPending(asked);
    });
  const confirm = (newOpening: boolean) => {
    const p = pending;
    setPending(null);
    if (p && r)
      void run(async () => {
        const ref = { tournamentId: id, round: r.number, board: p.pos.board, leg: p.pos.leg };
        const input = { ...ref, result: p.result, confirm: true, newOpening, standings: true };
        const out = await api['result.correct'](input);
        const repaired = out.repair?.changed === true;
        const said = repaired ? t('correction.repaired', { round: out.repair?.round }) : t('correction.done');
        after(out.round, p.pos, said, out.standings);
      });
  };
  const rule = () => {
    setRuling(false);
    void run(async () => {
      const out = await api['result.rule']({ tournamentId: id, round: current, standings: true });
      const said = t('results.ruled', { count: out.ruled });
      after(out.round, day.pos ?? { board: 1, leg: 1 }, said, out.standings);
    });
  };
  const decided = (message: string) => {
    if (r) day.setSaid({ round: r.number, text: message });
    day.round.reload();
    day.standings.reload();
  };
  const cancel = () => setPending(null);
  const askRule = () => setRuling(true);
  const cancelRule = () => setRuling(false);
  return {
    enter,
    pending,
    confirm,
    cancel,
    decided,
    closed,
    error,
    clearError,
    ruling,
    askRule,
    rule,
    cancelRule,
  };
}

export type ResultActions = ReturnType<typeof useResultActions>;

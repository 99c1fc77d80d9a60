import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../../shared/api/contract';
import type { TeamRepair, TeamRound } from '../../../shared/api/teams';
import type { GameResult, PointSystem } from '../../../shared/domain';
import { api, errorMessage } from '../../api';
import { keyMeaning } from '../results/keys';
import { resultCode } from '../results/format';
import { homeSide, keyGameAt, nextOpenBoard, resultAt, type BoardPos } from './match-keys';
import type { MatchRound } from './useMatchRound';

type Pending = { pos: BoardPos; result: GameResult; repair: TeamRepair | null };

const same = (a: BoardPos, b: BoardPos) => a.match === b.match && a.board === b.board;

/** The note after a key: the result as the match table shows it, and whose win it was. */
function savedLine(
  view: TeamRound,
  at: BoardPos,
  result: GameResult | null,
  ps: PointSystem,
  t: TFunction,
  td: TFunction,
) {
  const m = keyMeaning(result, keyGameAt(view, at), (x, side) => resultCode(x, ps, td, side), td);
  if (result === null) return t('entry.cleared', { ...at });
  return t('entry.saved', {
    ...at,
    result: resultCode(result, ps, td, homeSide(view, at)),
    meaning: m.meaning,
  });
}

/**
 * Board results of the team round panel (R16.1b): a key scores a board of the current round at
 * once; an earlier round's board is corrected, with the R6.7 re-pair said and confirmed first.
 */
export function useBoardResults(m: MatchRound, ps: PointSystem, onChanged: () => void) {
  const { t } = useTranslation('teamui');
  const { t: td } = useTranslation('day');
  const [pending, setPending] = useState<Pending | null>(null);
  // boards whose result is sent and not yet answered: the selection moves on at the key, not at the
  // answer, so that a second key typed at once scores the next board and never this one again
  const sent = useRef<BoardPos[]>([]);
  const { id, shown, current } = m;
  const r = m.round.data;
  const after = (view: TeamRound, at: BoardPos, message: string) => {
    m.round.set(view);
    // the arbiter may have gone on to another board while this answer came: stay there
    m.setSelected((now) => (now && !same(now, at) ? now : nextOpenBoard(view, at, sent.current)));
    m.setNote(message);
    onChanged();
  };
  const correct = async (at: BoardPos, result: GameResult, confirm: boolean) => {
    const ref = { tournamentId: id, round: shown, match: at.match, board: at.board };
    const out = await api['team.correct']({ ...ref, result, confirm });
    const repaired = out.repair?.changed ? t('entry.repaired', { round: out.repair.round }) : null;
    after(out.round, at, repaired ?? savedLine(out.round, at, result, ps, t, td));
  };
  const send = async (round: TeamRound, at: BoardPos, result: GameResult | null) => {
    if (result !== null) {
      sent.current = [...sent.current, at];
      m.setSelected(nextOpenBoard(round, at, sent.current));
    }
    try {
      const ref = { tournamentId: id, round: shown, match: at.match, board: at.board };
      const view = await api['team.result']({ ...ref, result });
      sent.current = sent.current.filter((x) => !same(x, at));
      return after(view, at, savedLine(view, at, result, ps, t, td));
    } catch (e) {
      sent.current = sent.current.filter((x) => !same(x, at));
      throw e;
    }
  };
  const enter = (at: BoardPos, result: GameResult | null) => {
    if (!r) return;
    m.setError(null);
    void (async () => {
      try {
        if (shown === current) return await send(r, at, result);
        if (result === null) return;
        if (resultAt(r, at) === result) return m.setNote(t('entry.unchanged', { ...at }));
        await correct(at, result, false);
      } catch (e) {
        // R6.7: the next round is paired without results and would change: say how, then confirm
        if (e instanceof ApiCallError && e.code === 'teams:errors.confirmRepair' && result !== null) {
          const repair = (e.details as { repair?: TeamRepair } | null)?.repair ?? null;
          return setPending({ pos: at, result, repair });
        }
        m.setError(errorMessage(e));
      }
    })();
  };
  const confirm = () => {
    const p = pending;
    setPending(null);
    if (p) void correct(p.pos, p.result, true).catch((e: unknown) => m.setError(errorMessage(e)));
  };
  return { enter, pending, confirm, cancel: () => setPending(null) };
}

export type BoardResults = ReturnType<typeof useBoardResults>;

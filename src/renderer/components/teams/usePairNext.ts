import { useState } from 'react';
import { ApiCallError } from '../../../shared/api/contract';
import { api, errorMessage } from '../../api';
import type { MatchRound } from './useMatchRound';

/** R6.2: a round the team Swiss cannot pair, the refusal's words and its fewest-rematches pairing. */
export type Blocked = {
  message: string;
  fewest: {
    round: number;
    last: number;
    matches: { matchNo: number; home: string; away: string }[];
    bye: string | null;
  } | null;
};
const BLOCKED = ['teams:errors.noPairingRematch', 'teams:errors.noPairingBye', 'teams:errors.noPairingBoth'];

/**
 * The pairing of the next team round, and the way out when it cannot be paired (R6.2): pair with
 * the fewest rematches, or end the tournament now; each asked in a dialog (`asking`).
 */
export function usePairNext(m: MatchRound, onChanged: () => void) {
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const [asking, setAsking] = useState<'fewest' | 'end' | null>(null);
  const pairNext = async (acceptRematches = false) => {
    m.setError(null);
    try {
      const view = await api['team.pairNext']({ tournamentId: m.id, acceptRematches });
      setBlocked(null);
      m.setPicked(view.round);
      m.setSelected(null);
      onChanged();
    } catch (e) {
      if (e instanceof ApiCallError && BLOCKED.includes(e.code)) {
        const fewest = (e.details as { fewest?: Blocked['fewest'] } | null)?.fewest ?? null;
        return setBlocked({ message: errorMessage(e), fewest });
      }
      m.setError(errorMessage(e));
    }
  };
  const end = async () => {
    m.setError(null);
    try {
      await api['team.end']({ tournamentId: m.id });
      setBlocked(null);
      onChanged();
    } catch (e) {
      m.setError(errorMessage(e));
    }
  };
  return { blocked, setBlocked, asking, setAsking, pairNext, end };
}

export type PairNext = ReturnType<typeof usePairNext>;

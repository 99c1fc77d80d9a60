import { useRef, useState } from 'react';
import type { RoundView } from '../../../shared/api/rounds';
import type { StandingsView } from '../../../shared/api/standings';
import { api, errorMessage } from '../../api';
import { useWorkspace } from '../../workspace';
import { nextUnfinished, type GamePos } from './keys';
import type { ResultsDay } from './useResultsDay';

/**
 * What follows an answer of the server on the results screen: the round and the standings after
 * it, the next unfinished game selected, the line that says what was done; and the error of a
 * call that failed, shown above the round.
 */
export function useAfterResult(day: ResultsDay) {
  const { tournamentSaved } = useWorkspace();
  const [error, setError] = useState<string | null>(null);
  const { id, round, standings, progress } = day;
  // one answer brings the round and the standings after it; only the latest answer shows
  const asked = useRef(0);
  const after = (updated: RoundView, from: GamePos, message: string, fresh?: StandingsView) => {
    const before = round.data;
    round.set(updated);
    day.setSelected(nextUnfinished(updated, from));
    day.setSaid({ round: updated.number, text: message });
    const seq = ++asked.current;
    if (fresh) standings.set(fresh);
    else
      api['standings.get']({ tournamentId: id })
        .then((s) => seq === asked.current && standings.set(s))
        .catch(() => standings.reload());
    // the last planned round complete (or open again): the header shows the tournament's status
    const planned = progress.data?.roundsPlanned ?? 0;
    if (updated.number === planned && (updated.unfinished === 0) !== (before?.unfinished === 0))
      void api['tournament.get']({ id }).then(tournamentSaved);
  };
  const run = async (work: () => Promise<void>) => {
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  // R15.1: the close ruled the open games drawn and finished the tournament (or it reopened)
  const closed = () => {
    round.reload();
    standings.reload();
    void api['tournament.get']({ id }).then(tournamentSaved);
  };
  return { after, run, closed, error, clearError: () => setError(null) };
}

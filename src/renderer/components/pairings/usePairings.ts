import { useState } from 'react';
import type { RoundView } from '../../../shared/api/rounds';
import type { Tournament } from '../../../shared/api/tournaments';
import { api, errorMessage } from '../../api';
import { useProgress } from '../../hooks/useProgress';
import { useRound } from '../../hooks/useRound';
import { useWorkspace } from '../../workspace';

/**
 * The Pairings screen's state: the tournament's progress, the round shown (the latest unless a
 * tab was picked), pairing the next round, and the notice or error of the last action.
 */
export function usePairings(tournament: Tournament) {
  const { tournamentSaved } = useWorkspace();
  const [version, setVersion] = useState(0);
  const progress = useProgress(tournament, String(version));
  // the round just paired shows at once, before the progress and the round are read again
  const [fresh, setFresh] = useState<RoundView | null>(null);
  const current = Math.max(progress.data?.currentRound ?? 0, fresh?.number ?? 0);
  const [picked, setPicked] = useState<number | null>(null);
  const shown = picked !== null && picked <= current ? picked : current;
  const round = useRound(tournament.id, shown, String(version));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const refresh = () => {
    setVersion((v) => v + 1);
    void api['tournament.get']({ id: tournament.id }).then(tournamentSaved);
  };
  const pairNext = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await api['round.pairNext']({ tournamentId: tournament.id });
      // "Round 3 unpaired." belongs to the round that went, not to the one paired now
      setNotice(null);
      setFresh(r);
      setPicked(r.number);
      refresh();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  /** A round taken back: the latest round shows again, with what was done. */
  const unpaired = (message: string) => {
    setFresh(null);
    setPicked(null);
    setNotice(message);
    refresh();
  };
  const changed = (message: string) => {
    setNotice(message);
    refresh();
  };
  const shownRound = round.data?.number === shown ? round.data : fresh?.number === shown ? fresh : null;
  const notices = { error, setError, notice, setNotice };
  return {
    progress,
    current,
    shown,
    shownRound,
    setPicked,
    busy,
    pairNext,
    refresh,
    unpaired,
    changed,
    notices,
  };
}

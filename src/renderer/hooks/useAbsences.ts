import { useState } from 'react';
import type { Entrant } from '../../shared/api/entrants';
import { absencesFor } from '../absences';
import { api, errorMessage } from '../api';
import { useLoad } from './useLoad';

/**
 * The entrants still playing and those marked absent for the next round (R10.1, read where the
 * absences are kept, so that a reload shows them as marked); `mark` marks one absent or present
 * again, `withdraw` withdraws one; each change says its note or its refusal.
 */
export function useAbsences(tournamentId: number, nextRound: number | null, onChanged: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const data = useLoad(
    async () => ({
      entrants: await api['entrant.list']({ tournamentId }),
      marked: await api['round.absences']({ tournamentId }),
    }),
    `${tournamentId}:${nextRound}`,
  );
  const { playing, absent, absentNow } = absencesFor(
    data.data?.entrants ?? [],
    data.data?.marked ?? [],
    nextRound,
  );

  const act = async (run: () => Promise<string>) => {
    setError(null);
    try {
      setNote(await run());
    } catch (e) {
      setError(errorMessage(e));
    }
    data.reload();
    onChanged();
  };
  const mark = (who: Entrant | null, value: boolean) =>
    who &&
    nextRound &&
    void act(async () => {
      await api['round.absence']({ tournamentId, round: nextRound, entrantId: who.id, absent: value });
      return '';
    });
  /** R10.2, once the arbiter confirmed: `withdrawn` is the note that says so. */
  const withdraw = (who: Entrant, withdrawn: string) =>
    void act(async () => {
      await api['entrant.withdraw']({ id: who.id });
      return withdrawn;
    });
  return { playing, absent, absentNow, mark, withdraw, error, note };
}

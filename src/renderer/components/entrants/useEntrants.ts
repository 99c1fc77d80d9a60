import { useEffect, useState } from 'react';
import type { Entrant } from '../../../shared/api/entrants';
import type { Tournament } from '../../../shared/api/tournaments';
import { api, errorMessage } from '../../api';
import { useWorkspace } from '../../workspace';

/**
 * The entrants of one tournament as stored, read again after every action (`act`), with the
 * action's error or note. `version` counts the reloads, for the parts that read with the table.
 */
export function useEntrants(tournament: Tournament) {
  const [entrants, setEntrants] = useState<Entrant[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const { tournamentSaved } = useWorkspace();
  const reload = () => setVersion((v) => v + 1);
  useEffect(() => {
    let live = true;
    Promise.all([
      api['entrant.list']({ tournamentId: tournament.id }),
      api['tournament.get']({ id: tournament.id }),
    ])
      .then(([list, fresh]) => {
        if (!live) return;
        setEntrants(list);
        setLoaded(true);
        // the counts in the header and on the events screen follow the table
        tournamentSaved(fresh);
      })
      .catch((e: unknown) => live && setError(errorMessage(e)));
    return () => {
      live = false;
    };
  }, [tournament.id, version, tournamentSaved]);

  const act = async (action: () => Promise<unknown>) => {
    setError(null);
    setNote(null);
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e));
    }
    reload();
  };
  const markPresent = (e: Entrant, value: boolean) => {
    // the box follows the click at once; the reload after the call shows what was stored
    setEntrants((all) => all.map((x) => (x.id === e.id ? { ...x, present: value } : x)));
    void act(() => api['entrant.update']({ id: e.id, fields: { present: value } }));
  };
  return { entrants, markPresent, loaded, error, setError, note, setNote, version, reload, act };
}

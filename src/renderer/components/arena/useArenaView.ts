import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiCallError } from '../../../shared/api/contract';
import type { ArenaView } from '../../../shared/api/arena';
import type { Tournament } from '../../../shared/api/tournaments';
import { api, errorMessage } from '../../api';
import { useWorkspace } from '../../workspace';
import { arenaStatus } from './arena-format';

/** How often the screen asks for the arena; a due batch or the close is then done at once. */
const POLL_MS = 2000;

/**
 * The arena as the server last answered, asked again every two seconds; `run` sends one action
 * at a time and, when the server says a batch is due, asks it to pair (`arena.tick`), except while
 * the arbiter pairs by hand (`showByHand`).
 */
export function useArenaView(tournament: Tournament) {
  const [view, setView] = useState<ArenaView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notArena, setNotArena] = useState(false);
  const busy = useRef(false);
  const [byHand, setByHand] = useState(false);
  // While the arbiter pairs by hand, a due batch must not take the two players first.
  const holdTicks = useRef(false);
  const showByHand = (open: boolean) => {
    holdTicks.current = open;
    setByHand(open);
  };
  const { tournamentSaved } = useWorkspace();
  // The header's status follows the arena's clock: Running from the start, Finished at the close.
  const shownStatus = view ? arenaStatus(view) : null;
  useEffect(() => {
    if (shownStatus === null || shownStatus === tournament.status) return;
    api['tournament.get']({ id: tournament.id })
      .then(tournamentSaved)
      .catch((e: unknown) => setError(errorMessage(e)));
  }, [shownStatus, tournament.status, tournament.id, tournamentSaved]);

  const run = useCallback(async (action: () => Promise<ArenaView>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      let next = await action();
      if (next.due && !holdTicks.current) next = await api['arena.tick']({ tournamentId: next.tournamentId });
      setView(next);
      setError(null);
    } catch (e) {
      if (e instanceof ApiCallError && e.code === 'arena:errors.notArena') setNotArena(true);
      else setError(errorMessage(e));
    } finally {
      busy.current = false;
    }
  }, []);

  useEffect(() => {
    const poll = () => void run(() => api['arena.view']({ tournamentId: tournament.id }));
    poll();
    const timer = setInterval(poll, POLL_MS);
    return () => clearInterval(timer);
  }, [run, tournament.id]);
  return { view, error, setError, notArena, run, byHand, showByHand };
}

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { EventFile } from '../shared/api/events';
import type { Tournament } from '../shared/api/tournaments';
import { useCurrentEvent } from './hooks/useCurrentEvent';
import { useOpenEvent } from './hooks/useOpenEvent';
import { useStatusFollow } from './hooks/useStatusFollow';
import { SCREENS, type View } from './screens';

/** Where the arbiter is: the open event file, its tournaments, the chosen one, the screen. */
export type Workspace = {
  ready: boolean;
  loadError: string | null;
  event: EventFile | null;
  tournaments: Tournament[];
  tournament: Tournament | null;
  /** Counts the changes of the chosen tournament's status made outside this page: a screen keyed on it reads again. */
  outside: number;
  screen: View;
  go: (screen: View) => void;
  /** After event.create / event.open: show it and its tournaments. */
  eventOpened: (event: EventFile) => Promise<void>;
  eventClosed: () => void;
  selectTournament: (id: number | null) => void;
  /** After a tournament was created or changed. */
  tournamentSaved: (t: Tournament) => void;
};

const WorkspaceContext = createContext<Workspace | null>(null);

// A reload keeps the screen (and, in useOpenEvent, the tournament); the server keeps the open event file.
const SCREEN_KEY = 'diagonal.screen';
const storedScreen = (): View =>
  [...SCREENS, 'new-tournament' as const, 'new-arena' as const].find(
    (s) => s === sessionStorage.getItem(SCREEN_KEY),
  ) ?? 'events';

export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const { event, tournaments, setTournaments, tournamentId, ...changes } = useOpenEvent();
  const { eventOpened, eventClosed, selectTournament, tournamentSaved } = changes;
  const { ready, loadError } = useCurrentEvent(eventOpened);
  const outside = useStatusFollow(tournamentId, event, tournaments, setTournaments);
  const [screen, setScreen] = useState<View>(storedScreen);

  const go = useCallback((next: View) => {
    sessionStorage.setItem(SCREEN_KEY, next);
    setScreen(next);
  }, []);

  const tournament = tournaments.find((t) => t.id === tournamentId) ?? null;
  const value = useMemo<Workspace>(
    () => ({
      ready,
      loadError,
      event,
      tournaments,
      tournament,
      outside,
      // without an event there is nothing but the events screen to be on
      screen: event ? screen : 'events',
      go,
      eventOpened,
      eventClosed,
      selectTournament,
      tournamentSaved,
    }),
    [
      ready,
      loadError,
      event,
      tournaments,
      tournament,
      outside,
      screen,
      go,
      eventOpened,
      eventClosed,
      selectTournament,
      tournamentSaved,
    ],
  );
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}

export function useWorkspace(): Workspace {
  const ws = useContext(WorkspaceContext);
  if (!ws) throw new Error('useWorkspace outside WorkspaceProvider');
  return ws;
}

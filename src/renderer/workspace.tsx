import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { EventFile } from '../shared/api/events';
import type { Tournament } from '../shared/api/tournaments';
import { api, errorMessage } from './api';
import { SCREENS, type View } from './screens';
import { showEvent } from './transport';

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

// A reload keeps the screen and the tournament; the server keeps the open event file.
const SCREEN_KEY = 'diagonal.screen';
const TOURNAMENT_KEY = 'diagonal.tournament';
/** How often the chosen tournament's status is read again (another window may change it). */
const FOLLOW_MS = 3000;
const storedScreen = (): View =>
  [...SCREENS, 'new-tournament' as const, 'new-arena' as const].find(
    (s) => s === sessionStorage.getItem(SCREEN_KEY),
  ) ?? 'events';
const storedTournament = (): number | null => Number(sessionStorage.getItem(TOURNAMENT_KEY)) || null;

export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [event, setEvent] = useState<EventFile | null>(null);
  const [tournaments, setTournaments] = useState<Tournament[]>([]);
  const [tournamentId, setTournamentId] = useState<number | null>(storedTournament);
  const [screen, setScreen] = useState<View>(storedScreen);
  const [outside, setOutside] = useState(0);
  const listRef = useRef(tournaments);
  useEffect(() => {
    listRef.current = tournaments;
  }, [tournaments]);

  const go = useCallback((next: View) => {
    sessionStorage.setItem(SCREEN_KEY, next);
    setScreen(next);
  }, []);

  const selectTournament = useCallback((id: number | null) => {
    if (id === null) sessionStorage.removeItem(TOURNAMENT_KEY);
    else sessionStorage.setItem(TOURNAMENT_KEY, String(id));
    setTournamentId(id);
  }, []);

  const eventOpened = useCallback(async (opened: EventFile) => {
    showEvent(opened.file);
    setEvent(opened);
    const list = await api['tournament.list']({});
    setTournaments(list);
    setTournamentId((id) => (list.some((t) => t.id === id) ? id : (list[0]?.id ?? null)));
  }, []);

  const eventClosed = useCallback(() => {
    showEvent(null);
    setEvent(null);
    setTournaments([]);
  }, []);

  const tournamentSaved = useCallback(
    (saved: Tournament) => {
      setTournaments((list) =>
        list.some((t) => t.id === saved.id)
          ? list.map((t) => (t.id === saved.id ? saved : t))
          : [...list, saved],
      );
      selectTournament(saved.id);
    },
    [selectTournament],
  );

  useEffect(() => {
    let live = true;
    api['event.current']({})
      .then(async (current) => {
        if (live && current) await eventOpened(current);
      })
      .catch((e: unknown) => live && setLoadError(errorMessage(e)))
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [eventOpened]);

  // Another window or `diagonal api` may start, finish or cancel the chosen tournament: its status
  // (the header's badge, the screens' locks) follows the server, read every few seconds.
  useEffect(() => {
    if (tournamentId === null || !event) return;
    let live = true;
    const follow = () =>
      api['tournament.get']({ id: tournamentId })
        .then((fresh) => {
          const shown = listRef.current.find((t) => t.id === fresh.id);
          if (!live || !shown || shown.status === fresh.status) return;
          setTournaments((list) => list.map((t) => (t.id === fresh.id ? fresh : t)));
          // A start or cancel made elsewhere: the screens read the tournament again. A later change
          // (the last result finishing it, here or elsewhere) only moves the badge: remounting the
          // screen then would drop what the arbiter is typing.
          if (shown.status === 'registration') setOutside((n) => n + 1);
        })
        .catch(() => undefined); // a failed read keeps what is shown; the next one tries again
    const timer = setInterval(() => void follow(), FOLLOW_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [tournamentId, event]);

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

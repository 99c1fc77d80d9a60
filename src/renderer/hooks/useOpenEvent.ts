import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import type { EventFile } from '../../shared/api/events';
import type { Tournament } from '../../shared/api/tournaments';
import { api } from '../api';
import { keptChoice, withSaved } from '../tournament-list';
import { showEvent } from '../transport';

// A reload keeps the chosen tournament; the server keeps the open event file.
const TOURNAMENT_KEY = 'diagonal.tournament';
const storedTournament = (): number | null => Number(sessionStorage.getItem(TOURNAMENT_KEY)) || null;

export type OpenEvent = {
  event: EventFile | null;
  tournaments: Tournament[];
  setTournaments: Dispatch<SetStateAction<Tournament[]>>;
  tournamentId: number | null;
  eventOpened: (event: EventFile) => Promise<void>;
  eventClosed: () => void;
  selectTournament: (id: number | null) => void;
  tournamentSaved: (t: Tournament) => void;
};

/** The open event file, its tournaments and the chosen one, with what opens, closes and changes them. */
export function useOpenEvent(): OpenEvent {
  const [event, setEvent] = useState<EventFile | null>(null);
  const [tournaments, setTournaments] = useState<Tournament[]>([]);
  const [tournamentId, setTournamentId] = useState<number | null>(storedTournament);

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
    setTournamentId((id) => keptChoice(list, id));
  }, []);

  const eventClosed = useCallback(() => {
    showEvent(null);
    setEvent(null);
    setTournaments([]);
  }, []);

  const tournamentSaved = useCallback(
    (saved: Tournament) => {
      setTournaments((list) => withSaved(list, saved));
      selectTournament(saved.id);
    },
    [selectTournament],
  );

  return {
    event,
    tournaments,
    setTournaments,
    tournamentId,
    eventOpened,
    eventClosed,
    selectTournament,
    tournamentSaved,
  };
}

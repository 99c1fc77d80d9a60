import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { EventFile } from '../../shared/api/events';
import type { Tournament } from '../../shared/api/tournaments';
import { api } from '../api';

/** How often the chosen tournament's status is read again (another window may change it). */
const FOLLOW_MS = 3000;

/**
 * Another window or `diagonal api` may start, finish or cancel the chosen tournament: its status
 * (the header's badge, the screens' locks) follows the server, read every few seconds. Answers how
 * many changes made outside this page the screens must read again.
 */
export function useStatusFollow(
  tournamentId: number | null,
  event: EventFile | null,
  tournaments: Tournament[],
  setTournaments: Dispatch<SetStateAction<Tournament[]>>,
): number {
  const [outside, setOutside] = useState(0);
  const listRef = useRef(tournaments);
  useEffect(() => {
    listRef.current = tournaments;
  }, [tournaments]);

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
  }, [tournamentId, event, setTournaments]);

  return outside;
}

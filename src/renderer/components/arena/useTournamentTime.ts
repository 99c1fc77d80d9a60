import { useEffect, useRef, useState } from 'react';
import type { TournamentTime } from '../../../shared/api/arena';
import { api } from '../../api';
import { closeDue } from './duration-line';

const REFRESH_MS = 5000;

/**
 * The announced duration of a tournament in rounds (R15.1), read from the server every few
 * seconds (`tournament.time`; a failed read keeps the last one). When the close is due for a
 * tournament that keeps its duration, asks the server to close it (`tournament.tick`). `onClosed`
 * runs once when the tournament is seen to close, whoever closed it (this screen, another, a script).
 */
export function useTournamentTime(tournamentId: number, onClosed?: () => void) {
  const [time, setTime] = useState<TournamentTime | null>(null);
  const ticking = useRef(false);
  const closed = useRef(onClosed);
  useEffect(() => {
    closed.current = onClosed;
  }, [onClosed]);
  useEffect(() => {
    let live = true;
    // undefined until the first reading: a tournament already closed then is not "just closed"
    let lastClosedAt: string | null | undefined;
    const load = async () => {
      try {
        let next = await api['tournament.time']({ id: tournamentId });
        // closed before this reading's own tick? (the first reading knows no earlier one)
        const before = lastClosedAt === undefined ? next.closedAt : lastClosedAt;
        if (closeDue(next) && !ticking.current) {
          ticking.current = true;
          try {
            next = (await api['tournament.tick']({ id: tournamentId })).time;
          } finally {
            ticking.current = false;
          }
        }
        if (!live) return;
        if (before === null && next.closedAt !== null) closed.current?.();
        lastClosedAt = next.closedAt;
        setTime(next);
      } catch {
        // a failed read keeps the last countdown; the next read tries again
      }
    };
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [tournamentId]);
  return [time, setTime] as const;
}

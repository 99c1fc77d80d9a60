import { useMemo, useRef, useState } from 'react';
import type { PortalRound } from '../../../shared/api/portal';
import type { TeamEvent } from '../../../shared/api/teams';
import { api } from '../../api';
import { useLoad } from '../../hooks/useLoad';
import { resultsKey } from '../portal/keys';
import { keyGameAt, nextOpenBoard, type BoardPos } from './match-keys';

/**
 * What the team round panel shows: the round picked in the tabs (the current one by default),
 * its matches, the board a key will score, the line saying what the last action did and the
 * error of the last call that failed.
 */
export function useMatchRound(event: TeamEvent) {
  const id = event.tournament.id;
  const current = event.currentRound;
  const [picked, setPicked] = useState<number | null>(null);
  const shown = picked !== null && picked <= current ? picked : current;
  const round = useLoad(
    () => api['team.round']({ tournamentId: id, round: shown }),
    `${id}:${shown}:${current}`,
  );
  const [selected, setSelected] = useState<BoardPos | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const r = round.data;
  const pos = useMemo(() => selected ?? (r ? nextOpenBoard(r, null) : null), [selected, r]);
  const keyGame = useMemo(() => (r ? keyGameAt(r, pos) : null), [r, pos]);
  const showRound = (n: number) => (setPicked(n), setSelected(null));
  return {
    id,
    current,
    shown,
    round,
    pos,
    keyGame,
    note,
    error,
    setNote,
    setError,
    setSelected,
    setPicked,
    showRound,
  };
}

export type MatchRound = ReturnType<typeof useMatchRound>;

/**
 * R16.2: the captains' reports as last read, to notice a match the portal validated meanwhile,
 * whose board results then show here too.
 */
export function usePortalWatch(m: MatchRound, onChanged: () => void) {
  const seen = useRef<string | null>(null);
  const onView = (v: PortalRound) => {
    const now = resultsKey(v.boards);
    if (seen.current !== null && seen.current !== now) {
      m.round.reload();
      onChanged();
    }
    seen.current = now;
  };
  const onDecided = (message: string) => {
    m.setNote(message);
    m.round.reload();
    onChanged();
  };
  return { onView, onDecided };
}

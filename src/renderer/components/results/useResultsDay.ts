import { useCallback, useMemo, useState } from 'react';
import type { Tournament } from '../../../shared/api/tournaments';
import { api } from '../../api';
import { useLoad } from '../../hooks/useLoad';
import { useProgress } from '../../hooks/useProgress';
import { useRound } from '../../hooks/useRound';
import { boardGame, nextUnfinished, type GamePos } from './keys';

/** The line that says what the last action did, for the round it was done in. */
export type Said = { round: number; text: string };

/**
 * What the results screen shows: the tournament's progress, the round picked in the tabs (the
 * current one by default), its boards and the standings, the game a key will score, and the
 * last action's line, which belongs to the round it was done in (another round's tab hides it).
 */
export function useResultsDay(tournament: Tournament) {
  const id = tournament.id;
  const progress = useProgress(tournament);
  const current = progress.data?.currentRound ?? 0;
  const [picked, setPicked] = useState<number | null>(null);
  const shown = picked !== null && picked <= current ? picked : current;
  const round = useRound(id, shown);
  const standings = useLoad(() => api['standings.get']({ tournamentId: id }), String(id));
  const [selected, setSelected] = useState<GamePos | null>(null);
  const [said, setSaid] = useState<Said | null>(null);
  const r = round.data;
  const note = said && r && said.round === r.number ? said.text : null;
  const pos = useMemo(() => selected ?? (r ? nextUnfinished(r, null) : null), [selected, r]);
  const keyGame = useMemo(() => (r ? boardGame(r, pos) : null), [r, pos]);
  // a game picked in the board table: the field waits for its key
  const [picks, setPicks] = useState(0);
  const pick = useCallback((board: number, leg: 1 | 2) => {
    setSelected({ board, leg });
    setPicks((n) => n + 1);
  }, []);
  const showRound = (n: number) => (setPicked(n), setSelected(null));
  return {
    id,
    progress,
    current,
    shown,
    round,
    standings,
    pos,
    keyGame,
    picks,
    pick,
    note,
    setSelected,
    setSaid,
    showRound,
  };
}

export type ResultsDay = ReturnType<typeof useResultsDay>;

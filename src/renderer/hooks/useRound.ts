import type { RoundView } from '../../shared/api/rounds';
import { api } from '../api';
import { useLoad, type Loaded } from './useLoad';

/** One round's boards; `round` 0 means none yet. */
export function useRound(tournamentId: number, round: number, key = ''): Loaded<RoundView | null> {
  return useLoad(
    () => (round > 0 ? api['round.get']({ tournamentId, round }) : Promise.resolve(null)),
    `${tournamentId}:${round}:${key}`,
  );
}

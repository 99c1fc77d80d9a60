import type { Progress } from '../../shared/api/play';
import type { Tournament } from '../../shared/api/tournaments';
import { api } from '../api';
import { useLoad, type Loaded } from './useLoad';

/** Where a tournament stands: decision, lots, current round, whether the next can be paired. */
export function useProgress(tournament: Tournament, key = ''): Loaded<Progress> {
  return useLoad(
    () => api['tournament.progress']({ tournamentId: tournament.id }),
    `${tournament.id}:${key}`,
  );
}

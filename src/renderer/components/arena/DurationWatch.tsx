import type { Tournament } from '../../../shared/api/tournaments';
import { api } from '../../api';
import { useTournamentTime } from '../../hooks/useTournamentTime';
import { useWorkspace } from '../../workspace';

/**
 * R15.1 on every screen: while a tournament in rounds that keeps its announced duration is running,
 * its close is asked for when due even if the arbiter is on a screen without the countdown (the
 * Standings, the Reports ...); the header's status follows. Shows nothing.
 */
export function DurationWatch({ tournament }: { tournament: Tournament }) {
  const { tournamentSaved } = useWorkspace();
  useTournamentTime(tournament.id, () => {
    void api['tournament.get']({ id: tournament.id }).then(tournamentSaved);
  });
  return null;
}

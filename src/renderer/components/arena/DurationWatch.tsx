import { Box } from '@mantine/core';
import type { Tournament } from '../../../shared/api/tournaments';
import { api } from '../../api';
import { useWorkspace } from '../../workspace';
import { DurationLine } from './DurationLine';

/**
 * R15.1 on every screen of a tournament in rounds: its clock line above the screen (the Standings,
 * the Reports, the Entrants ...), with the five-minute warning, and the close asked for when it is
 * due; the header's status follows the close and the reopening.
 */
export function DurationWatch({ tournament }: { tournament: Tournament }) {
  const { tournamentSaved } = useWorkspace();
  const refresh = () => void api['tournament.get']({ id: tournament.id }).then(tournamentSaved);
  return (
    <Box mb="sm">
      <DurationLine tournamentId={tournament.id} name={tournament.settings.name} onClosed={refresh} />
    </Box>
  );
}

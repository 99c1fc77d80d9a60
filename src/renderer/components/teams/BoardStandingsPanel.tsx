import { Alert, SimpleGrid, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeamEvent } from '../../../shared/api/teams';
import { points, valueText } from '../../../shared/figure-text';
import { api } from '../../api';
import { useLoad } from '../../hooks/useLoad';

/** Board standings: the best individual scores on each board, with games and percentage. */
export function BoardStandingsPanel({ event }: { event: TeamEvent }) {
  const { t } = useTranslation('teamui');
  const id = event.tournament.id;
  const boards = useLoad(
    () => api['team.boardStandings']({ tournamentId: id }),
    `${id}:${event.currentRound}`,
  );
  const b = boards.data;
  if (boards.error) return <Alert color="red">{boards.error}</Alert>;
  if (!b) return null;
  return (
    <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
      {b.boards.map((board) => (
        <div key={board.board}>
          <Text fw={600} size="sm">
            {t('boards.board', { board: board.board })}
          </Text>
          <Table striped fz="sm" w="auto" aria-label={t('boards.board', { board: board.board })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('col.rank')}</Table.Th>
                <Table.Th>{t('col.player')}</Table.Th>
                <Table.Th>{t('col.team')}</Table.Th>
                <Table.Th ta="right">{t('col.games')}</Table.Th>
                <Table.Th ta="right">{t('col.points')}</Table.Th>
                <Table.Th ta="right">%</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {board.rows.map((r) => (
                <Table.Tr key={r.player.entrantId}>
                  <Table.Td className="num">{r.rank}</Table.Td>
                  <Table.Td>{r.player.name}</Table.Td>
                  <Table.Td>{r.team.name}</Table.Td>
                  <Table.Td className="num">{r.games}</Table.Td>
                  <Table.Td className="num">{points(r.points, b.scale)}</Table.Td>
                  <Table.Td className="num">{valueText('percent', r.percentage, 1)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      ))}
    </SimpleGrid>
  );
}

import { Alert, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeamEvent } from '../../../shared/api/teams';
import { api } from '../../api';
import { useLoad } from '../../hooks/useLoad';
import { points } from '../../../shared/figure-text';
import { crossCellText } from './cells';

/** The team crosstable (R16.1b): per round the opponent, the colour on board 1, both board scores. */
export function TeamCrosstablePanel({ event }: { event: TeamEvent }) {
  const { t } = useTranslation('teamui');
  const id = event.tournament.id;
  const cross = useLoad(() => api['team.crosstable']({ tournamentId: id }), `${id}:${event.currentRound}`);
  const x = cross.data;
  if (cross.error) return <Alert color="red">{cross.error}</Alert>;
  if (!x) return null;
  const rounds = Array.from({ length: x.afterRound }, (_, i) => i + 1);
  const letter = (c: 'white' | 'black') => t(`reports:colour.${c}`);
  return (
    <>
      <Table striped fz="sm" w="auto" aria-label={t('crosstable.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('col.rank')}</Table.Th>
            <Table.Th>{t('col.seed')}</Table.Th>
            <Table.Th>{t('col.team')}</Table.Th>
            {rounds.map((r) => (
              <Table.Th key={r} ta="right">
                {t('col.roundNo', { round: r })}
              </Table.Th>
            ))}
            <Table.Th ta="right">{t('col.matchPoints')}</Table.Th>
            <Table.Th ta="right">{t('col.boardPoints')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {x.rows.map((row) => (
            <Table.Tr key={row.team.id}>
              <Table.Td className="num">{row.rank}</Table.Td>
              <Table.Td className="num">{row.team.seed}</Table.Td>
              <Table.Td>
                {row.team.name}
                {row.left ? ` (${t(`left.${row.left.kind}`, { round: row.left.afterRound })})` : ''}
              </Table.Td>
              {rounds.map((r) => {
                const cell = row.rounds.find((c) => c.round === r);
                return (
                  <Table.Td key={r} className="num" style={{ whiteSpace: 'nowrap' }}>
                    {cell ? crossCellText(cell, letter, t('bye'), x.scale) : ''}
                  </Table.Td>
                );
              })}
              <Table.Td className="num" fw={600}>
                {points(row.matchPoints, 1)}
              </Table.Td>
              <Table.Td className="num">{points(row.boardPoints, x.scale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="xs">
        {t('crosstable.legend')}
      </Text>
    </>
  );
}

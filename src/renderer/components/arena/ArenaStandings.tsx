import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ArenaView } from '../../../shared/api/arena';
import { onFire } from './arena-format';

/** The live ranking (R14.5) with the streak mark (R14.3); `large` for the projector. */
export function ArenaStandings({ view, large = false }: { view: ArenaView; large?: boolean }) {
  const { t } = useTranslation('arena');
  return (
    <Table striped withTableBorder fz={large ? 'xl' : 'sm'} aria-label={t('standings')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th className="num">{t('place')}</Table.Th>
          <Table.Th>{t('name')}</Table.Th>
          <Table.Th className="num">{t('points')}</Table.Th>
          <Table.Th className="num">{t('wins')}</Table.Th>
          <Table.Th className="num">{t('games')}</Table.Th>
          <Table.Th>{t('streak')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {view.standings.map((s) => (
          <Table.Tr key={s.entrant.id} data-testid={`arena-rank-${s.entrant.id}`}>
            <Table.Td className="num">{s.place}</Table.Td>
            <Table.Td>{s.entrant.name}</Table.Td>
            <Table.Td className="num" fw={600}>
              {s.points}
            </Table.Td>
            <Table.Td className="num">{s.wins}</Table.Td>
            <Table.Td className="num">{s.games}</Table.Td>
            <Table.Td>
              {/* A badge may shrink to its cell and cut its label: "5 WINS IN …" on the projector. */}
              {onFire(s.streak) && (
                <Badge color="red" size={large ? 'lg' : 'sm'} miw="max-content">
                  {t('streakMark', { count: s.streak })}
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PointSystem } from '../../../shared/domain';
import { pts } from '../results/format';
import { runningHint, swissCells, type Crosstable } from './cells';

/**
 * The Swiss crosstable: standings order, one column per round, the same cells as the printed
 * crosstable (one model, engine/crosstable.ts); the bye and absences carry their points, so each
 * row adds up to its points.
 */
export function SwissList({ crosstable, ps }: { crosstable: Crosstable; ps: PointSystem }) {
  const { t } = useTranslation('day');
  const rounds = Array.from({ length: crosstable.afterRound }, (_, i) => i + 1);
  return (
    <Table
      striped
      withTableBorder
      verticalSpacing={3}
      fz="sm"
      aria-label={t('crosstable.table', { round: crosstable.afterRound })}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th className="num">{t('common.rank')}</Table.Th>
          <Table.Th className="num">{t('common.no')}</Table.Th>
          <Table.Th>{t('common.name')}</Table.Th>
          {rounds.map((n) => (
            <Table.Th key={n} style={{ textAlign: 'right' }}>
              {n}
            </Table.Th>
          ))}
          <Table.Th className="num">{t('common.points')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {crosstable.rows.map((r) => (
          <Table.Tr key={r.entrant.id}>
            <Table.Td className="num">{r.rank}</Table.Td>
            <Table.Td className="num">{r.entrant.startNo}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {r.withdrawn ? `${r.entrant.name} (${t('standings.withdrawn')})` : r.entrant.name}
            </Table.Td>
            {swissCells(r, rounds.length, ps, t).map((text, i) => (
              <Table.Td
                key={i}
                className="code"
                style={{ textAlign: 'right', whiteSpace: 'nowrap' }}
                title={runningHint(r, i + 1, crosstable.scale, t)}
              >
                {text}
              </Table.Td>
            ))}
            <Table.Td className="num" fw={600}>
              {pts(r.points, crosstable.scale)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

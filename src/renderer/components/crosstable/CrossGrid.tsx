import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PointSystem } from '../../../shared/domain';
import { pts } from '../results/format';
import type { Crosstable } from './cells';

/** The round-robin grid: rows in standings order, columns by starting number (R7). */
export function CrossGrid({ crosstable, ps }: { crosstable: Crosstable; ps: PointSystem }) {
  const { t } = useTranslation('day');
  const n = crosstable.rows.length;
  const numbers = Array.from({ length: n }, (_, i) => i + 1);
  return (
    <Table
      w="auto"
      withTableBorder
      withColumnBorders
      verticalSpacing={3}
      fz="sm"
      aria-label={t('crosstable.table', { round: crosstable.afterRound })}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th className="num">{t('common.rank')}</Table.Th>
          <Table.Th className="num">{t('common.no')}</Table.Th>
          <Table.Th>{t('common.name')}</Table.Th>
          {numbers.map((k) => (
            <Table.Th key={k} style={{ textAlign: 'center' }} w={44}>
              {k}
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
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.entrant.name}</Table.Td>
            {numbers.map((k) => {
              const v = r.grid?.[k - 1] ?? null;
              const self = k === r.entrant.startNo;
              return (
                <Table.Td
                  key={k}
                  className="code"
                  style={self ? { background: 'var(--mantine-color-gray-4)' } : undefined}
                >
                  {self || v === null ? '' : pts(v, ps.scale)}
                </Table.Td>
              );
            })}
            <Table.Td className="num" fw={600}>
              {pts(r.points, crosstable.scale)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

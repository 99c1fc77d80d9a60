import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { gridCell } from '../../../shared/result-notation';
import { pts } from '../results/format';
import type { Crosstable } from './cells';

/**
 * The round-robin grid (R7) as the printed grid lays it out: entrants by starting number down and
 * across, each cell every game's points from the row's side (2, 1, 0; + / − without play; the two
 * games of a round side by side, a double round robin's cycles one above the other), then the
 * row's points and place.
 */
export function CrossGrid({ crosstable }: { crosstable: Crosstable }) {
  const { t } = useTranslation('day');
  const rows = [...crosstable.rows].sort((a, b) => a.entrant.startNo - b.entrant.startNo);
  const numbers = rows.map((r) => r.entrant.startNo);
  return (
    <Table
      w="auto"
      withTableBorder
      withColumnBorders
      verticalSpacing={3}
      fz="sm"
      aria-label={t('crosstable.gridTable', { round: crosstable.afterRound })}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th className="num">{t('common.no')}</Table.Th>
          <Table.Th>{t('common.name')}</Table.Th>
          {numbers.map((k) => (
            <Table.Th key={k} style={{ textAlign: 'center' }} miw={44}>
              {k}
            </Table.Th>
          ))}
          <Table.Th className="num">{t('common.points')}</Table.Th>
          <Table.Th className="num">{t('crosstable.place')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.entrant.id}>
            <Table.Td className="num">{r.entrant.startNo}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.entrant.name}</Table.Td>
            {numbers.map((k) => {
              const self = k === r.entrant.startNo;
              return (
                <Table.Td
                  key={k}
                  className="code"
                  data-testid={`grid-${r.entrant.startNo}-${k}`}
                  // A double round robin writes one line per cycle (gridCell), the first above.
                  style={self ? { background: 'var(--mantine-color-gray-4)' } : { whiteSpace: 'pre-line' }}
                >
                  {self ? '' : gridCell(r.grid?.[k - 1] ?? [], crosstable.scale)}
                </Table.Td>
              );
            })}
            <Table.Td className="num" fw={600}>
              {pts(r.points, crosstable.scale)}
            </Table.Td>
            <Table.Td className="num" fw={600}>
              {r.rank}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

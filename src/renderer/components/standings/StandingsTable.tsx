import { Table, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StandingsRowView, StandingsView } from '../../../shared/api/standings';
import { pts } from '../results/format';
import { figure, nameKey, shortKey } from './figure';

type Props = {
  standings: StandingsView;
  onExplain?: (row: StandingsRowView) => void;
  compact?: boolean;
};

/** Rank, starting number, name, points, then the figures of R9.2 / R9.3 in `columns` order. */
export function StandingsTable({ standings, onExplain, compact }: Props) {
  const { t } = useTranslation('day');
  const s = standings;
  return (
    <Table
      striped
      withTableBorder
      verticalSpacing={compact ? 2 : 4}
      fz={compact ? 'xs' : 'sm'}
      aria-label={t('standings.table', { round: s.afterRound })}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th className="num">{t('common.rank')}</Table.Th>
          <Table.Th className="num">{t('common.no')}</Table.Th>
          <Table.Th>{t('common.name')}</Table.Th>
          <Table.Th className="num">{t('common.points')}</Table.Th>
          {s.columns.map((c) => (
            <Table.Th key={c} className="num">
              <Tooltip label={t(nameKey(c))}>
                <span>{t(shortKey(c))}</span>
              </Tooltip>
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {s.rows.map((r) => (
          <Table.Tr key={r.entrant.id} className={r.withdrawn ? 'withdrawn' : undefined}>
            <Table.Td className="num">{r.rank}</Table.Td>
            <Table.Td className="num">{r.entrant.startNo}</Table.Td>
            <Table.Td>
              {onExplain ? (
                <UnstyledButton
                  fz="inherit"
                  onClick={() => onExplain(r)}
                  aria-label={t('standings.explain', { name: r.entrant.name })}
                  className="pick"
                >
                  {r.entrant.name}
                </UnstyledButton>
              ) : (
                r.entrant.name
              )}
              {r.withdrawn ? ` (${t('standings.withdrawn')})` : ''}
            </Table.Td>
            <Table.Td className="num" fw={600}>
              {pts(r.points, s.scale)}
            </Table.Td>
            {s.columns.map((c) => {
              const f = r.tiebreaks.find((x) => x.code === c);
              return (
                <Table.Td key={c} className="num">
                  {f ? figure(f, s.scale) : ''}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

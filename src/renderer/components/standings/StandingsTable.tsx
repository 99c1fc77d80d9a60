import { Stack, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandingsRowView, StandingsView } from '../../../shared/api/standings';
import { pts } from '../results/format';
import { tiebreakName } from '../../../shared/tiebreak-labels';
import { columnHead, legendLines } from '../../../shared/standings-legend';
import { figureText } from '../../../shared/figure-text';

type Props = {
  standings: StandingsView;
  onExplain?: (row: StandingsRowView) => void;
  compact?: boolean;
};

type Cells = {
  rank: number;
  startNo: number;
  name: string;
  points: string;
  /** The Baku virtual points of the next round's pairing (`+2`), '' for none; null: no column. */
  virtual: string | null;
  figures: string;
  withdrawn: boolean;
};
type RowProps = { cells: Cells; row: StandingsRowView; onExplain?: (row: StandingsRowView) => void };

/** One line; redrawn only when what it shows changes (a result moves a few lines, not 200). */
const Row = memo(
  function Row({ cells, row, onExplain }: RowProps) {
    const { t } = useTranslation('day');
    return (
      // The whole row opens the breakdown (R9.6); the name stays the keyboard's button.
      <tr
        className={
          [cells.withdrawn ? 'withdrawn' : '', onExplain ? 'explains' : ''].join(' ').trim() || undefined
        }
        onClick={onExplain ? () => onExplain(row) : undefined}
      >
        <td className="num">{cells.rank}</td>
        <td className="num">{cells.startNo}</td>
        <td className="name">
          {onExplain ? (
            <UnstyledButton
              fz="inherit"
              onClick={(e) => {
                e.stopPropagation();
                onExplain(row);
              }}
              aria-label={t('standings.explain', { name: cells.name })}
              className="pick"
            >
              {cells.name}
            </UnstyledButton>
          ) : (
            cells.name
          )}
          {cells.withdrawn ? ` (${t('standings.withdrawn')})` : ''}
        </td>
        <td className="num" style={{ fontWeight: 600 }}>
          {cells.points}
        </td>
        {cells.virtual === null ? null : (
          <td className="num" style={{ fontStyle: 'italic', color: 'var(--mantine-color-dimmed)' }}>
            {cells.virtual}
          </td>
        )}
        {cells.figures.split('\t').map((f, i) => (
          <td key={i} className="num">
            {f}
          </td>
        ))}
      </tr>
    );
  },
  (a, b) =>
    a.onExplain === b.onExplain &&
    a.cells.rank === b.cells.rank &&
    a.cells.startNo === b.cells.startNo &&
    a.cells.name === b.cells.name &&
    a.cells.points === b.cells.points &&
    a.cells.virtual === b.cells.virtual &&
    a.cells.figures === b.cells.figures &&
    a.cells.withdrawn === b.cells.withdrawn,
);

/** Rank, starting number, name, points, then the figures of R9.2 / R9.3 in `columns` order. */
function StandingsTableView({ standings, onExplain, compact }: Props) {
  const { t } = useTranslation('day');
  const s = standings;
  const acc = s.acceleration ?? null;
  return (
    <Table
      // compact: the panel beside the results (5/12 of 1366 px) shows every column, names wrapping
      className={compact ? 'rows compact' : 'rows'}
      withTableBorder
      verticalSpacing={compact ? 2 : 4}
      horizontalSpacing={compact ? 6 : 'xs'}
      fz={compact ? 'xs' : 'sm'}
      aria-label={t('standings.table', { round: s.afterRound })}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th className="num">{t('common.rank')}</Table.Th>
          <Table.Th className="num">{t('common.no')}</Table.Th>
          <Table.Th>{t('common.name')}</Table.Th>
          <Table.Th className="num">{t('common.points')}</Table.Th>
          {acc ? (
            <Table.Th className="num">
              <Tooltip label={t('standings.virtualName', { round: acc.round })}>
                <span>{t('standings.virtualHead')}</span>
              </Tooltip>
            </Table.Th>
          ) : null}
          {s.columns.map((c) => (
            <Table.Th key={c} className="num">
              <Tooltip label={tiebreakName(t, c)}>
                <span>{columnHead(t, s, c)}</span>
              </Tooltip>
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {/* keyed by place: a result rewrites the text of the lines that change, no line moves */}
        {s.rows.map((r, i) => (
          <Row
            key={i}
            row={r}
            onExplain={onExplain}
            cells={{
              rank: r.rank,
              startNo: r.entrant.startNo,
              name: r.entrant.name,
              points: pts(r.points, s.scale),
              virtual: acc ? (r.virtualPoints ? `+${pts(r.virtualPoints, s.scale)}` : '') : null,
              withdrawn: r.withdrawn,
              figures: s.columns
                .map((c) => {
                  const f = r.tiebreaks.find((x) => x.code === c);
                  return f ? figureText(f, s.scale) : '';
                })
                .join('\t'),
            }}
          />
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** FIDE C.04.5.1: what the virtual column is, when the next round is accelerated. */
function virtualLine(t: (key: string, o: Record<string, unknown>) => string, s: StandingsView): string[] {
  const acc = s.acceleration;
  if (!acc) return [];
  const points = pts(acc.points, s.scale);
  return [t('standings.legend.virtual', { round: acc.round, last: acc.lastAccelerated, points })];
}

/** The columns explained, under the full standings (not the compact panel). */
export function StandingsLegend({ standings }: { standings: StandingsView }) {
  const { t } = useTranslation('day');
  return (
    <Stack gap={2} data-testid="standings-legend" aria-label={t('standings.legend.title')}>
      <Text size="xs" fw={600}>
        {t('standings.legend.title')}
      </Text>
      {[...virtualLine(t, standings), ...legendLines(t, standings)].map((line, i) => (
        <Text key={i} size="xs" c="dimmed">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** Redrawn only when the standings themselves change, not when the boards beside them do. */
export const StandingsTable = memo(StandingsTableView);

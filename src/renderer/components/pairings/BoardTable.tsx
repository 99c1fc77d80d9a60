import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BoardView, EntrantRef, RoundView } from '../../../shared/api/rounds';
import type { PointSystem } from '../../../shared/domain';
import { pts, resultCode } from '../results/format';

type Props = {
  round: RoundView;
  ps: PointSystem;
  /** The game being scored on the result screen. */
  selected?: { board: number; leg: 1 | 2 } | null;
  highlightUnfinished?: boolean;
  onPick?: (board: number, leg: 1 | 2) => void;
};

const who = (e: EntrantRef) => `${e.startNo}. ${e.name}`;

/** The boards of one round: White, Black, scores before the round, one result per game (R5). */
export function BoardTable({ round, ps, selected, highlightUnfinished, onPick }: Props) {
  const { t } = useTranslation('day');
  const legs = round.gamesPerRound === 2 ? ([1, 2] as const) : ([1] as const);
  const code = (b: BoardView, leg: 1 | 2) => {
    const r = b.games.find((g) => g.leg === leg)?.result;
    return r ? resultCode(r, ps, t) : '';
  };
  return (
    <Table
      striped={!highlightUnfinished}
      withTableBorder
      verticalSpacing={4}
      aria-label={t('pairings.table', { round: round.number })}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th className="num" w={60}>
            {t('common.board')}
          </Table.Th>
          <Table.Th>{t('common.white')}</Table.Th>
          <Table.Th className="num" w={50}>
            {t('common.points')}
          </Table.Th>
          <Table.Th>{t('common.black')}</Table.Th>
          <Table.Th className="num" w={50}>
            {t('common.points')}
          </Table.Th>
          {legs.map((leg) => (
            <Table.Th key={leg} w={90} style={{ textAlign: 'center' }}>
              {legs.length === 2 ? t('pairings.game', { leg }) : t('common.result')}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {round.boards.map((b) => {
          const current = selected?.board === b.boardNo;
          const cls = current ? 'current' : highlightUnfinished && !b.finished ? 'unfinished' : undefined;
          return (
            <Table.Tr
              key={b.boardNo}
              className={cls}
              aria-current={current || undefined}
              onClick={onPick ? () => onPick(b.boardNo, 1) : undefined}
              style={onPick ? { cursor: 'pointer' } : undefined}
            >
              <Table.Td className="num">{b.boardNo}</Table.Td>
              <Table.Td>{who(b.white)}</Table.Td>
              <Table.Td className="num">{pts(b.whitePoints, ps.scale)}</Table.Td>
              <Table.Td>{who(b.black)}</Table.Td>
              <Table.Td className="num">{pts(b.blackPoints, ps.scale)}</Table.Td>
              {legs.map((leg) => (
                <Table.Td
                  key={leg}
                  className="code"
                  data-testid={`result-${b.boardNo}-${leg}`}
                  style={
                    current && selected?.leg === leg
                      ? { outline: '2px solid var(--mantine-color-indigo-6)' }
                      : undefined
                  }
                >
                  {code(b, leg)}
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
      {(round.bye || round.absences.length > 0) && (
        <Table.Caption style={{ captionSide: 'bottom', textAlign: 'left' }}>
          {round.bye && (
            <Text size="sm">
              {t('pairings.bye', {
                name: who(round.bye),
                points: pts(ps.bye * round.gamesPerRound, ps.scale),
              })}
            </Text>
          )}
          {round.absences.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('pairings.absent', {
                list: round.absences
                  .map((a) => `${who(a.entrant)} (${t(`pairings.absenceKind.${a.kind}`)})`)
                  .join(', '),
              })}
            </Text>
          )}
        </Table.Caption>
      )}
    </Table>
  );
}

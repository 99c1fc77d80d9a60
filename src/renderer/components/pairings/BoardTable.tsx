import { Table, Text } from '@mantine/core';
import { memo } from 'react';
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

type RowProps = {
  boardNo: number;
  white: string;
  black: string;
  whitePoints: string;
  blackPoints: string;
  /** One code per game, tab-separated: plain values, so a row redraws only when they change. */
  codes: string;
  cls: string;
  selectedLeg: number;
  onPick?: (board: number, leg: 1 | 2) => void;
};

const BoardRow = memo(function BoardRow(p: RowProps) {
  return (
    <tr
      className={p.cls || undefined}
      aria-current={p.cls === 'current' || undefined}
      onClick={p.onPick ? () => p.onPick?.(p.boardNo, 1) : undefined}
      style={p.onPick ? { cursor: 'pointer' } : undefined}
    >
      <td className="num">{p.boardNo}</td>
      <td>{p.white}</td>
      <td className="num">{p.whitePoints}</td>
      <td>{p.black}</td>
      <td className="num">{p.blackPoints}</td>
      {p.codes.split('\t').map((c, i) => (
        <td
          key={i}
          className="code"
          data-testid={`result-${p.boardNo}-${i + 1}`}
          // a click on a game's cell picks that game (game 2 of two: R5.1), elsewhere game 1
          onClick={
            p.onPick
              ? (e) => {
                  e.stopPropagation();
                  p.onPick?.(p.boardNo, i === 1 ? 2 : 1);
                }
              : undefined
          }
          style={p.selectedLeg === i + 1 ? { outline: '2px solid var(--mantine-color-indigo-6)' } : undefined}
        >
          {c}
        </td>
      ))}
    </tr>
  );
});

/** The boards of one round: White, Black, scores before the round, one result per game (R5). */
function BoardTableView({ round, ps, selected, highlightUnfinished, onPick }: Props) {
  const { t } = useTranslation('day');
  const legs = round.gamesPerRound === 2 ? ([1, 2] as const) : ([1] as const);
  const code = (b: BoardView, leg: 1 | 2) => {
    const r = b.games.find((g) => g.leg === leg)?.result;
    // read from the row's White in both games: game 2 has the colours reversed (R5.1)
    return r ? resultCode(r, ps, t, leg === 2 ? 'black' : 'white') : '';
  };
  return (
    <Table
      className="rows"
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
          return (
            <BoardRow
              key={b.boardNo}
              boardNo={b.boardNo}
              white={who(b.white)}
              black={who(b.black)}
              whitePoints={pts(b.whitePoints, ps.scale)}
              blackPoints={pts(b.blackPoints, ps.scale)}
              codes={legs.map((leg) => code(b, leg)).join('\t')}
              cls={current ? 'current' : highlightUnfinished && !b.finished ? 'unfinished' : ''}
              selectedLeg={current ? (selected?.leg ?? 0) : 0}
              onPick={onPick}
            />
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

/** Redrawn only when the round, the selection or the handlers change. */
export const BoardTable = memo(BoardTableView);

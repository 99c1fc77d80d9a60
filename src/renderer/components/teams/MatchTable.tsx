import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Match } from '../../../shared/api/teams';
import type { PointSystem } from '../../../shared/domain';
import { pts, resultCode } from '../results/format';
import type { BoardPos } from './match-keys';

type Props = {
  match: Match;
  ps: PointSystem;
  selected: BoardPos | null;
  onPick: (pos: BoardPos) => void;
};

/**
 * One match: every board with both players, the colour of the first-listed team (alternating
 * down the boards, R16.1b), the result read from its side, then board points and match points.
 */
export function MatchTable({ match, ps, selected, onPick }: Props) {
  const { t } = useTranslation('teamui');
  const { t: td } = useTranslation('day');
  const colour = (c: 'white' | 'black') => td(`reports:col.${c}`);
  const mp = match.matchPoints;
  return (
    <div>
      <Text fw={600} size="sm" mb={2}>
        {t('match.heading', {
          match: match.matchNo,
          home: match.home.name,
          away: match.away.name,
        })}
        {'  '}
        <Text span c={match.complete ? 'teal.8' : 'orange.8'} fw={600}>
          {pts(match.boardPoints.home, ps.scale)}–{pts(match.boardPoints.away, ps.scale)}
          {mp ? ` (${t('match.matchPoints', { home: mp.home, away: mp.away })})` : ''}
        </Text>
      </Text>
      <Table
        fz="sm"
        w="auto"
        miw={620}
        aria-label={t('match.table', { match: match.matchNo })}
        highlightOnHover
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('col.board')}</Table.Th>
            <Table.Th>{match.home.name}</Table.Th>
            <Table.Th>{t('col.colour')}</Table.Th>
            <Table.Th ta="center">{t('col.result')}</Table.Th>
            <Table.Th>{match.away.name}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {match.boards.map((b) => {
            const here = selected?.match === match.matchNo && selected.board === b.board;
            return (
              <Table.Tr
                key={b.board}
                onClick={() => onPick({ match: match.matchNo, board: b.board })}
                style={{ cursor: 'pointer' }}
                bg={here ? 'blue.0' : b.result === null ? 'orange.0' : undefined}
                aria-selected={here}
              >
                <Table.Td className="num">{b.board}</Table.Td>
                <Table.Td>{b.home.name}</Table.Td>
                <Table.Td>{colour(b.homeColour)}</Table.Td>
                <Table.Td ta="center" className="code">
                  {b.result === null ? '' : resultCode(b.result, ps, td, b.homeColour)}
                </Table.Td>
                <Table.Td>{b.away.name}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}

import { Badge, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArenaView } from '../../../shared/api/arena';
import { DRAUGHTS_POINTS } from '../../../shared/domain';
import { resultCode } from '../results/format';
import { arenaResultOfKey } from './arena-format';

type Result = 'white-wins' | 'draw' | 'black-wins';
type Props = {
  view: ArenaView;
  onResult: (gameId: number, result: Result) => void;
  onBoost: (gameId: number, entrantId: number) => void;
};

/**
 * Boards in play. Results by keyboard as on the result screen (1, = or 5, 0): type the board
 * number, then the result key; or click. A boosted player is marked (R14.4).
 */
export function ArenaBoards({ view, onResult, onBoost }: Props) {
  const { t } = useTranslation('arena');
  const [board, setBoard] = useState('');
  const [armed, setArmed] = useState<number | null>(null);
  const game = view.boards.find((b) => b.board === (armed ?? Number(board)));
  // As on the result screen: the board number and Enter, then one key; a symbol key right after
  // the number scores at once; Backspace or Escape goes back to typing a board.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.key === 'Tab') return;
    if (e.key === 'Enter') {
      if (game) setArmed(game.board);
      e.preventDefault();
      return;
    }
    if (armed !== null && (e.key === 'Backspace' || e.key === 'Escape')) {
      setArmed(null);
      e.preventDefault();
      return;
    }
    const result = arenaResultOfKey(e.key);
    const scoresNow = armed !== null || (!/^\d$/.test(e.key) && board !== '');
    if (result !== null && game && scoresNow) {
      onResult(game.gameId, result);
      setArmed(null);
      setBoard('');
      e.preventDefault();
    } else if (armed !== null && e.key.length === 1) e.preventDefault();
  };
  const player = (p: { id: number; name: string }, boosted: boolean, gameId: number) => (
    <Group gap={6} wrap="nowrap">
      <span>{p.name}</span>
      {boosted ? (
        <Badge color="orange" size="sm">
          {t('boosted')}
        </Badge>
      ) : (
        view.boostedClock && (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => onBoost(gameId, p.id)}
            aria-label={`${t('boost')} ${p.name}`}
          >
            {t('boost')}
          </Button>
        )
      )}
    </Group>
  );
  if (view.boards.length === 0) return <Text c="dimmed">{t('noBoards')}</Text>;
  return (
    <>
      <TextInput
        label={t('board')}
        w={120}
        value={board}
        description={game && armed !== null ? `${game.white.name} - ${game.black.name}` : undefined}
        onChange={(e) => armed === null && setBoard(e.currentTarget.value.replace(/\D/g, ''))}
        onKeyDown={onKeyDown}
      />
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('board')}</Table.Th>
            <Table.Th>{t('white')}</Table.Th>
            <Table.Th>{t('black')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.boards.map((b) => (
            <Table.Tr key={b.gameId} data-testid={`arena-board-${b.board}`}>
              <Table.Td className="num">{b.board}</Table.Td>
              <Table.Td>{player(b.white, b.whiteBoosted, b.gameId)}</Table.Td>
              <Table.Td>{player(b.black, b.blackBoosted, b.gameId)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" role="group" aria-label={t('resultFor', { board: b.board })}>
                  {(['white-wins', 'draw', 'black-wins'] as const).map((r) => (
                    <Button key={r} size="compact-sm" variant="default" onClick={() => onResult(b.gameId, r)}>
                      {/* R8: the one notation of results, as on the result screen and in print (R14.3: 2/1/0) */}
                      {resultCode(r, DRAUGHTS_POINTS, t)}
                    </Button>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

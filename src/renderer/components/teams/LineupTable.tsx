import { ActionIcon, Select, Table } from '@mantine/core';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team } from '../../../shared/api/teams';
import { rosterOptions, swapBoards } from './lineup-check';

type Players = (number | null)[];

/** One row per board: the player chosen for it, and the arrows moving him up or down. */
export function LineupTable(props: {
  team: Team | null;
  boards: number;
  players: Players;
  setPlayers: Dispatch<SetStateAction<Players>>;
  locked: boolean;
}) {
  const { team, boards, players, setPlayers, locked } = props;
  const { t } = useTranslation('teamui');
  const options = rosterOptions(team?.roster ?? [], t('team.reserve'));
  return (
    <Table fz="sm" w="auto" aria-label={t('lineup.table', { team: team?.name ?? '' })}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('col.board')}</Table.Th>
          <Table.Th>{t('col.player')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {Array.from({ length: boards }, (_, i) => (
          <Table.Tr key={i}>
            <Table.Td className="num">{i + 1}</Table.Td>
            <Table.Td>
              <Select
                aria-label={t('lineup.boardPlayer', { board: i + 1 })}
                data={options}
                value={players[i] == null ? null : String(players[i])}
                onChange={(v) =>
                  setPlayers((l) => Object.assign([...l], { [i]: v === null ? null : Number(v) }))
                }
                disabled={locked}
                w={300}
              />
            </Table.Td>
            <Table.Td>
              <BoardMoves board={i} boards={boards} locked={locked} setPlayers={setPlayers} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The arrows swapping a board's player with the one above or below. */
function BoardMoves(props: {
  board: number;
  boards: number;
  locked: boolean;
  setPlayers: Dispatch<SetStateAction<Players>>;
}) {
  const { board: i, boards, locked, setPlayers } = props;
  const { t } = useTranslation('teamui');
  return (
    <>
      <ActionIcon
        variant="subtle"
        size="sm"
        disabled={locked || i === 0}
        aria-label={t('lineup.up', { board: i + 1 })}
        onClick={() => setPlayers((l) => swapBoards(l, i, i - 1))}
      >
        ↑
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="sm"
        disabled={locked || i === boards - 1}
        aria-label={t('lineup.down', { board: i + 1 })}
        onClick={() => setPlayers((l) => swapBoards(l, i, i + 1))}
      >
        ↓
      </ActionIcon>
    </>
  );
}

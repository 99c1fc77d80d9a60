import { ActionIcon, Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lineup, TeamEvent } from '../../../shared/api/teams';
import { api, errorMessage } from '../../api';
import { useLoad } from '../../hooks/useLoad';
import { lineupIssues, swapBoards } from './lineup-check';

/**
 * The line-up of a team for a round (R16.1b): by default its first N roster players; the arbiter
 * may field others or change the order before the match has a result, but the board order must
 * follow the roster order. A break is said as he composes it, in the server's own words.
 */
export function LineupPanel({ event }: { event: TeamEvent }) {
  const { t } = useTranslation('teamui');
  const { t: tt } = useTranslation('teams');
  const id = event.tournament.id;
  const teams = useLoad(() => api['team.list']({ tournamentId: id }), String(id));
  const last = Math.min(event.currentRound + 1, event.roundsPlanned ?? event.currentRound + 1);
  const [round, setRound] = useState(Math.max(1, event.currentRound));
  const [teamId, setTeamId] = useState<number | null>(null);
  const team = (teams.data ?? []).find((x) => x.id === teamId) ?? teams.data?.find((x) => !x.left) ?? null;
  const lineup = useLoad<Lineup | null>(
    () => (team ? api['team.lineup']({ tournamentId: id, round, teamId: team.id }) : Promise.resolve(null)),
    `${id}:${round}:${team?.id ?? 0}`,
  );
  const [players, setPlayers] = useState<(number | null)[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  // a new line-up from the server replaces what was being composed (React: state from props)
  const [from, setFrom] = useState<Lineup | null>(null);
  if (lineup.data !== from) {
    setFrom(lineup.data);
    setPlayers(lineup.data ? lineup.data.players.map((p) => p.entrantId) : []);
    setError(null);
  }
  const boards = event.team.boards;
  const issues = team ? lineupIssues(team, boards, players) : [];
  const locked = lineup.data?.locked ?? false;
  const save = async (list: number[] | null) => {
    if (!team) return;
    setError(null);
    try {
      lineup.set(await api['team.setLineup']({ tournamentId: id, round, teamId: team.id, players: list }));
      setNote(t('lineup.saved', { team: team.name, round }));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const options = [...(team?.roster ?? [])]
    .sort((a, b) => a.position - b.position)
    .map((p) => ({
      value: String(p.entrantId),
      label: `${p.position}. ${p.name}${p.reserve ? ` (${t('team.reserve')})` : ''}`,
    }));
  return (
    <Stack gap="sm" maw={760}>
      <Group align="flex-end">
        <Select
          label={t('lineup.round')}
          data={Array.from({ length: last }, (_, i) => String(i + 1))}
          value={String(round)}
          onChange={(v) => v && setRound(Number(v))}
          allowDeselect={false}
          w={110}
        />
        <Select
          label={t('lineup.team')}
          data={(teams.data ?? []).map((x) => ({ value: String(x.id), label: x.name }))}
          value={team ? String(team.id) : null}
          onChange={(v) => v && setTeamId(Number(v))}
          allowDeselect={false}
          w={280}
        />
      </Group>
      {locked && <Alert color="gray">{t('lineup.locked', { round })}</Alert>}
      {lineup.data && (
        <Text size="sm" c="dimmed">
          {lineup.data.chosen ? t('lineup.chosen') : t('lineup.default', { boards })}
        </Text>
      )}
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!error &&
        issues.map((issue, i) => (
          <Text key={i} size="sm" c="red" role="alert">
            {tt(`errors.${issue.code}`, issue.params)}
          </Text>
        ))}
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {note && !error && (
        <Text size="sm" c="teal.8">
          {note}
        </Text>
      )}
      <Group>
        <Button
          disabled={locked || !team}
          onClick={() => void save(players.filter((p): p is number => p !== null))}
        >
          {t('lineup.save')}
        </Button>
        <Button variant="default" disabled={locked || !team} onClick={() => void save(null)}>
          {t('lineup.reset')}
        </Button>
      </Group>
    </Stack>
  );
}

import { ActionIcon, Alert, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team, TeamEvent } from '../../../shared/api/teams';
import { api, errorMessage } from '../../api';
import { useLoad } from '../../hooks/useLoad';
import { swapBoards } from './lineup-check';

type Props = { event: TeamEvent; teams: Team[]; onStarted: () => void; onOrdered: (teams: Team[]) => void };

/**
 * The start of a team event (R16.1): the format and rounds it will take and why, the seeds (by
 * mean rating, or the arbiter's order, which he sets here), then round 1: top half against
 * bottom half.
 */
export function StartTeams({ event, teams, onStarted, onOrdered }: Props) {
  const { t } = useTranslation('teamui');
  const { t: tt } = useTranslation('teams');
  const id = event.tournament.id;
  const key = `${id}:${event.team.seeding}:${teams.map((x) => `${x.id}.${x.entryNo}.${x.roster.length}`).join()}`;
  const preview = useLoad(() => api['team.previewStart']({ tournamentId: id }), key);
  const [error, setError] = useState<string | null>(null);
  const byArbiter = event.team.seeding === 'arbiter';
  const ordered = [...teams].sort((a, b) => a.entryNo - b.entryNo);
  const run = async (work: () => Promise<void>) => {
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const move = (i: number, j: number) =>
    run(async () =>
      onOrdered(
        await api['team.setOrder']({ tournamentId: id, order: swapBoards(ordered, i, j).map((x) => x.id) }),
      ),
    );
  const p = preview.data;
  return (
    <Paper withBorder p="sm">
      <Title order={4} mb={4}>
        {t('start.title')}
      </Title>
      {p && (
        <Text size="sm">{tt(p.decision.reason.key.replace(/^teams:/, ''), p.decision.reason.params)}</Text>
      )}
      {preview.error && (
        <Text size="sm" c="orange.8">
          {preview.error}
        </Text>
      )}
      {p && (
        <Table fz="sm" w="auto" mt="xs" aria-label={t('start.seeds')}>
          <Table.Tbody>
            {p.seeds.map((s, i) => (
              <Table.Tr key={s.id}>
                <Table.Td className="num">{i + 1}</Table.Td>
                <Table.Td>{s.name}</Table.Td>
                <Table.Td className="num">{s.rating === null ? '–' : Math.round(s.rating)}</Table.Td>
                {byArbiter && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      disabled={i === 0}
                      aria-label={t('team.up', { name: s.name })}
                      onClick={() => void move(i, i - 1)}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      disabled={i === p.seeds.length - 1}
                      aria-label={t('team.down', { name: s.name })}
                      onClick={() => void move(i, i + 1)}
                    >
                      ↓
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {error && (
        <Alert color="red" role="alert" mt="xs">
          {error}
        </Alert>
      )}
      <Group mt="xs">
        <Button
          disabled={!p}
          onClick={() =>
            void run(async () => {
              await api['team.start']({ tournamentId: id });
              onStarted();
            })
          }
        >
          {t('start.button')}
        </Button>
      </Group>
    </Paper>
  );
}

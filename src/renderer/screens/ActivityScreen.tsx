import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '../../shared/api/tournaments';
import { api, errorMessage } from '../api';
import { actionName, activityLine, type LineContext } from '../components/activity/summary';
import { undoPhrase } from '../components/activity/undo';
import { useDates } from '../hooks/useDates';
import { useLoad } from '../hooks/useLoad';
import { useWorkspace } from '../workspace';

/**
 * Every action, newest first, each said in the arbiter's words and language (who, which board, old
 * and new result); undo of the last one where safe, refused with the reason otherwise.
 */
export function ActivityScreen({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation('day');
  const { tournamentSaved } = useWorkspace();
  const log = useLoad(() => api['activity.list']({ tournamentId: tournament.id }), String(tournament.id));
  const [error, setError] = useState<string | null>(null);
  // What the last undo took back; said in whatever language the screen is in now.
  const [undone, setUndone] = useState<{ action: string; summary: unknown } | null>(null);
  const dates = useDates();
  const rows = new Map((log.data ?? []).map((item) => [item.id, item]));
  const words: LineContext = {
    t: (key, params) => t(key, params ?? {}),
    ps: tournament.settings.pointSystem,
    // two games per round by the setting, or forced (R3.2): a logged game 2 says so
    twoLegs:
      tournament.settings.twoLegs ||
      (log.data ?? []).some((x) => (x.summary as { leg?: unknown } | null)?.leg === 2),
    row: (id) => rows.get(id),
    lang: i18n.language,
  };

  const undo = async () => {
    setError(null);
    setUndone(null);
    try {
      const out = await api['activity.undo']({ tournamentId: tournament.id });
      setUndone(out);
      // an undone result can make a finished tournament running again (and the header says so)
      tournamentSaved(await api['tournament.get']({ id: tournament.id }));
    } catch (e) {
      setError(errorMessage(e));
    }
    log.reload();
  };

  return (
    <Stack gap="sm" maw={1000}>
      <Group justify="space-between">
        <Title order={2}>{t('activity.title', { name: tournament.settings.name })}</Title>
        <Button variant="light" onClick={() => void undo()}>
          {t('activity.undo')}
        </Button>
      </Group>
      {undone && (
        <Alert color="teal" role="status">
          {t('activity:line.undone', { what: undoPhrase(undone, words) })}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {!log.data ? (
        <Loader size="sm" />
      ) : log.data.length === 0 ? (
        <Text c="dimmed">{t('activity.empty')}</Text>
      ) : (
        <>
          {words.twoLegs && (
            <Text size="sm" c="dimmed" data-testid="activity-legs">
              {t('activity.legNote')}
            </Text>
          )}
          <Table striped withTableBorder verticalSpacing={3} fz="sm" aria-label={t('activity.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={180}>{t('activity.when')}</Table.Th>
                <Table.Th w={220}>{t('activity.action')}</Table.Th>
                <Table.Th>{t('activity.what')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.map((item) => (
                <Table.Tr key={item.id} className={item.undone ? 'withdrawn' : undefined}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{dates.dateTime(item.at, true)}</Table.Td>
                  <Table.Td>
                    {actionName(item.action, words.t)}{' '}
                    {item.undone && (
                      <Badge size="xs" color="gray">
                        {t('activity.undone')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{activityLine(item, words)}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}

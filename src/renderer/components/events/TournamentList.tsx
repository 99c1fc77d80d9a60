import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWorkspace } from '../../workspace';
import { TournamentRow } from './TournamentRow';

/** The tournaments of the open event file; choosing one makes Settings and Entrants about it. */
export function TournamentList() {
  const { t } = useTranslation('ui');
  const { tournaments, tournament, go } = useWorkspace();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('events.tournaments.title')}
          </Title>
          <Group gap="xs">
            <Button size="xs" onClick={() => go('new-tournament')}>
              {t('events.tournaments.new')}
            </Button>
            <Button size="xs" variant="light" onClick={() => go('new-arena')}>
              {t('arena:form.open')}
            </Button>
          </Group>
        </Group>
        {tournaments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('events.tournaments.none')}
          </Text>
        ) : (
          <Table highlightOnHover aria-label={t('events.tournaments.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('events.tournaments.name')}</Table.Th>
                <Table.Th>{t('settings.field.variant')}</Table.Th>
                <Table.Th>{t('settings.field.scheduledStart')}</Table.Th>
                <Table.Th className="num">{t('events.tournaments.entrants')}</Table.Th>
                <Table.Th>{t('events.tournaments.status')}</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">{t('events.tournaments.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tournaments.map((tr) => (
                <TournamentRow key={tr.id} tr={tr} selected={tr.id === tournament?.id} />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

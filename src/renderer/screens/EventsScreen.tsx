import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api, errorMessage } from '../api';
import { CreateEventForm } from '../components/events/CreateEventForm';
import { OpenEventPanel } from '../components/events/OpenEventPanel';
import { SaveCopy } from '../components/events/SaveCopy';
import { TournamentList } from '../components/events/TournamentList';
import { ImportTournament } from '../components/files/ImportTournament';
import { useWorkspace } from '../workspace';
import { useState } from 'react';

/** Create or open an event file; once open, its tournaments. */
export function EventsScreen() {
  const { t } = useTranslation('ui');
  const { event, loadError, eventClosed } = useWorkspace();
  const [error, setError] = useState<string | null>(null);

  if (!event) {
    return (
      <Stack gap="md" maw={960}>
        <Title order={2}>{t('events.title')}</Title>
        {loadError && (
          <Alert color="red" role="alert">
            {loadError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <CreateEventForm />
          <OpenEventPanel />
        </SimpleGrid>
      </Stack>
    );
  }

  const close = async () => {
    try {
      await api['event.close']({});
      eventClosed();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{event.name || event.fileName}</Title>
          <Text size="sm" c="dimmed">
            {t('events.fileLine', { file: event.file })}
          </Text>
        </div>
        <Group gap="xs" align="center">
          <SaveCopy event={event} />
          <Button variant="default" size="xs" onClick={() => void close()}>
            {t('events.close')}
          </Button>
        </Group>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <TournamentList />
      <ImportTournament />
    </Stack>
  );
}

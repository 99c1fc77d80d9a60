import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/settings';
import { api } from '../api';
import { SettingsForm } from '../components/settings/SettingsForm';
import { useWorkspace } from '../workspace';

/** Next Saturday at 10:00, local time, as `YYYY-MM-DDTHH:mm`: a start an arbiter then corrects. */
function nextSaturdayMorning(now = new Date()): string {
  const d = new Date(now);
  d.setDate(d.getDate() + ((6 - d.getDay() + 7) % 7 || 7));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:00`;
}

/** A new tournament in the open event file: the whole settings form, with the rules' defaults. */
export function NewTournamentScreen() {
  const { t } = useTranslation('ui');
  const { tournamentSaved, go } = useWorkspace();
  const initial: Settings = { ...DEFAULT_SETTINGS, name: '', scheduledStart: nextSaturdayMorning() };
  return (
    <Stack gap="md" maw={1000}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{t('newTournament.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('newTournament.intro')}
          </Text>
        </div>
        <Button variant="default" size="xs" onClick={() => go('events')}>
          {t('newTournament.cancel')}
        </Button>
      </Group>
      <SettingsForm
        initial={initial}
        submitLabel={t('newTournament.create')}
        onSubmit={async (settings) => {
          tournamentSaved(await api['tournament.create']({ settings }));
          go('settings');
        }}
      />
    </Stack>
  );
}

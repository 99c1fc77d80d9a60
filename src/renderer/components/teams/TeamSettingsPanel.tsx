import { Alert, Button, Fieldset, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamEvent } from '../../../shared/api/teams';
import { teamSettingsIssues, type TeamSettings } from '../../../shared/teams';
import { api, errorMessage } from '../../api';
import { TeamSettingsFields } from './TeamSettingsFields';

/**
 * The team settings (R16.1: boards, match points, seeding, rounds, board points as a tiebreak)
 * as stored, always shown; changed and saved (`team.updateSettings`) until the start, then read only.
 */
export function TeamSettingsPanel({ event, onSaved }: { event: TeamEvent; onSaved: () => void }) {
  const { t } = useTranslation('teamui');
  const [value, setValue] = useState<TeamSettings>(event.team);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const stored = JSON.stringify(event.team);
  // the settings as read again after a save or another change: the fields follow them
  const [base, setBase] = useState(stored);
  if (base !== stored) {
    setBase(stored);
    setValue(event.team);
  }
  const open = event.tournament.status === 'registration';
  const dirty = JSON.stringify(value) !== stored;
  const save = async () => {
    setError(null);
    try {
      await api['team.updateSettings']({ tournamentId: event.tournament.id, team: value });
      setSaved(true);
      onSaved();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Fieldset legend={t('settings.legend')}>
      <TeamSettingsFields
        value={value}
        onChange={(v) => (setValue(v), setSaved(false))}
        teams={event.teams}
        disabled={!open}
      />
      <Group justify="space-between" mt="sm">
        <Text size="xs" c="dimmed">
          {open ? t('settings.untilStart') : t('settings.locked')}
        </Text>
        {open && (
          <Group gap="xs">
            {saved && !dirty && (
              <Text size="sm" c="teal.7" role="status">
                {t('settings.saved')}
              </Text>
            )}
            <Button
              size="xs"
              disabled={!dirty || teamSettingsIssues(value).length > 0}
              onClick={() => void save()}
            >
              {t('settings.save')}
            </Button>
          </Group>
        )}
      </Group>
      {error && (
        <Alert color="red" role="alert" mt="xs">
          {error}
        </Alert>
      )}
    </Fieldset>
  );
}

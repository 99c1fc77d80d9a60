import { Button, Fieldset, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/settings';
import { DEFAULT_TEAM_SETTINGS, proposedTeamRounds, type TeamSettings } from '../../shared/teams';
import { api } from '../api';
import { SettingsForm } from '../components/settings/SettingsForm';
import { TeamSettingsFields } from '../components/teams/TeamSettingsFields';
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
  const { t: tu } = useTranslation('teamui');
  const { tournamentSaved, go } = useWorkspace();
  // R16.1: a team tournament adds boards, match points, seeding and rounds to the settings
  const [teams, setTeams] = useState(false);
  // the seeds: the rounds of a team Swiss are set at creation, ceil(log2 n) + 1 proposed (8 teams: 4)
  const [team, setTeam] = useState<TeamSettings>({ ...DEFAULT_TEAM_SETTINGS, rounds: proposedTeamRounds(8) });
  // R10.2: withdrawn entrants rank last, on for a team event (the form shows what is stored)
  const initial: Settings = {
    ...DEFAULT_SETTINGS,
    name: '',
    scheduledStart: nextSaturdayMorning(),
    withdrawnLast: teams,
  };
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
      <Switch
        label={tu('create.switch')}
        description={tu('create.switchHelp')}
        checked={teams}
        onChange={(e) => setTeams(e.currentTarget.checked)}
      />
      {teams && (
        <Fieldset legend={tu('create.legend')}>
          <TeamSettingsFields value={team} onChange={setTeam} creating />
        </Fieldset>
      )}
      <SettingsForm
        key={teams ? 'team' : 'individual'}
        team={teams}
        initial={initial}
        submitLabel={t('newTournament.create')}
        onSubmit={async (settings) => {
          if (teams) {
            const created = await api['team.createTournament']({ settings, team });
            tournamentSaved(created.tournament);
            go('teams');
            return;
          }
          tournamentSaved(await api['tournament.create']({ settings }));
          go('settings');
        }}
      />
    </Stack>
  );
}

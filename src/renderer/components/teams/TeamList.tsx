import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team, TeamEvent } from '../../../shared/api/teams';
import { api, errorMessage } from '../../api';
import { useLoad } from '../../hooks/useLoad';
import { StartTeams } from './StartTeams';
import { TeamCard } from './TeamCard';
import { TeamRatingsBar } from './TeamRatingsBar';

type Props = { event: TeamEvent; onChanged: () => void };

/** Registration of teams (before round 1) and, after it, who is in and who left (R10.2). */
export function TeamList({ event, onChanged }: Props) {
  const { t } = useTranslation('teamui');
  const id = event.tournament.id;
  const teams = useLoad(() => api['team.list']({ tournamentId: id }), `${id}:${event.currentRound}`);
  const [name, setName] = useState('');
  const [club, setClub] = useState('');
  const [error, setError] = useState<string | null>(null);
  const started = event.currentRound > 0;

  const add = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await api['team.add']({ tournamentId: id, name, club: club || null });
      setName('');
      setClub('');
      teams.reload();
      onChanged();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const saved = (team: Team) => {
    const list = teams.data ?? [];
    teams.set(list.map((x) => (x.id === team.id ? team : x)));
  };
  return (
    <Stack gap="sm">
      <TeamRatingsBar onImported={() => (teams.reload(), onChanged())} />
      {!started && (
        <form onSubmit={add}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('team.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              w={260}
            />
            <TextInput
              label={t('team.club')}
              value={club}
              onChange={(e) => setClub(e.currentTarget.value)}
              w={200}
            />
            <Button type="submit">{t('team.add')}</Button>
          </Group>
        </form>
      )}
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {teams.error && <Alert color="red">{teams.error}</Alert>}
      {!started && teams.data && (
        <StartTeams event={event} teams={teams.data} onStarted={onChanged} onOrdered={(l) => teams.set(l)} />
      )}
      {(teams.data ?? []).map((team) => (
        <TeamCard
          key={team.id}
          event={event}
          team={team}
          onSaved={saved}
          onRemoved={() => (teams.reload(), onChanged())}
          onLeft={() => (teams.reload(), onChanged())}
        />
      ))}
    </Stack>
  );
}

import { Alert, Badge, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '../../shared/api/tournaments';
import { api } from '../api';
import { CancelTournament } from '../components/settings/CancelTournament';
import { ClassReviewPanel, reviewsOf } from '../components/settings/ClassReviews';
import { SettingsForm } from '../components/settings/SettingsForm';
import { useWorkspace } from '../workspace';

/**
 * The settings of one tournament: every field until round 1 is paired, then only the
 * administrative ones, for as long as the tournament exists (R1.3).
 */
export function SettingsScreen({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('ui');
  const { tournamentSaved } = useWorkspace();
  const locked = tournament.status !== 'registration';
  return (
    <Stack gap="md" maw={1000}>
      <Group justify="space-between">
        <Title order={2}>{t('settings.title', { name: tournament.settings.name })}</Title>
        <Badge variant="light" radius="sm" tt="none">
          {t(`values.status.${tournament.status}`)}
        </Badge>
      </Group>
      {locked && tournament.status !== 'cancelled' && <Alert color="gray">{t('settings.locked')}</Alert>}
      <SettingsForm
        initial={tournament.settings}
        submitLabel={t('settings.save')}
        rulesLocked={locked}
        arena={tournament.kind === 'arena'}
        reviews={reviewsOf(tournament)}
        ratedGames={tournament.ratingStatus.games}
        onSubmit={async (settings) => {
          tournamentSaved(await api['tournament.updateSettings']({ id: tournament.id, settings }));
        }}
      />
      {tournament.kind === 'rounds' && <ClassReviewPanel tournament={tournament} onSaved={tournamentSaved} />}
      {tournament.status === 'registration' && (
        <CancelTournament key={tournament.id} tournament={tournament} onCancelled={tournamentSaved} />
      )}
    </Stack>
  );
}

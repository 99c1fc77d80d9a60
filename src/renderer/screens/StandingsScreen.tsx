import { Alert, Group, Loader, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandingsRowView } from '../../shared/api/standings';
import type { Tournament } from '../../shared/api/tournaments';
import { api } from '../api';
import { Breakdown } from '../components/standings/Breakdown';
import { StandingsLegend, StandingsTable } from '../components/standings/StandingsTable';
import { tiebreakName } from '../../shared/tiebreak-labels';
import { useLoad } from '../hooks/useLoad';
import { useProgress } from '../hooks/useProgress';

/** Standings after any round (R9.2, R9.3); a name opens its tiebreak breakdown (R9.6). */
export function StandingsScreen({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('day');
  const progress = useProgress(tournament);
  const current = progress.data?.currentRound ?? 0;
  const [after, setAfter] = useState<number | null>(null);
  const round = after ?? current;
  const standings = useLoad(
    () => api['standings.get']({ tournamentId: tournament.id, afterRound: round }),
    `${tournament.id}:${round}`,
  );
  const [explained, setExplained] = useState<StandingsRowView | null>(null);
  const s = standings.data;

  if (!progress.data)
    return progress.error ? <Alert color="red">{progress.error}</Alert> : <Loader size="sm" />;
  if (current === 0) return <Text c="dimmed">{t('common.notStarted')}</Text>;
  return (
    <Stack gap="sm" maw={1000}>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('standings.title', { name: tournament.settings.name })}</Title>
        <Select
          label={t('standings.after')}
          data={Array.from({ length: current }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
          value={String(round)}
          onChange={(v) => v && setAfter(Number(v))}
          allowDeselect={false}
          w={120}
        />
      </Group>
      {standings.error && <Alert color="red">{standings.error}</Alert>}
      {s && (
        <>
          <Text size="sm" c="dimmed">
            {t('standings.order', { list: s.sequence.map((c) => tiebreakName(t, c)).join(', ') })}
          </Text>
          {/* R9.4: which way unplayed rounds count, the FIDE edition included, and where it is chosen */}
          <Text size="sm" c="dimmed" data-testid="unplayed-edition">
            {t('tiebreaks:screen.edition', {
              policy: t(`reports:legend.unplayed.${s.unplayed}`),
              setting: t('ui:settings.field.unplayedPolicy'),
            })}
          </Text>
          <Text size="sm" data-testid="standings-hint">
            {t('standings.hint')}
          </Text>
          <StandingsTable standings={s} onExplain={setExplained} />
          <StandingsLegend standings={s} />
          <Modal
            opened={explained !== null}
            onClose={() => setExplained(null)}
            title={explained ? t('breakdown.title', { name: explained.entrant.name }) : ''}
            size="xl"
            closeButtonProps={{ 'aria-label': t('common.close') }}
          >
            {explained && (
              <Breakdown tournamentId={tournament.id} standings={s} entrantId={explained.entrant.id} />
            )}
          </Modal>
        </>
      )}
    </Stack>
  );
}

import { Alert, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '../../shared/api/tournaments';
import { api } from '../api';
import { CrossGrid } from '../components/crosstable/CrossGrid';
import { SwissList } from '../components/crosstable/SwissList';
import { resultCodeLegend } from '../components/results/format';
import { useLoad } from '../hooks/useLoad';

/** PRODUCT.md: the Swiss crosstable (per round: opponent, colour, result) or the round-robin grid. */
export function CrosstableScreen({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('day');
  const ct = useLoad(() => api['crosstable.get']({ tournamentId: tournament.id }), String(tournament.id));
  const c = ct.data;
  if (ct.error) return <Alert color="red">{ct.error}</Alert>;
  if (!c) return <Loader size="sm" />;
  if (c.afterRound === 0 && c.rows.length === 0) return <Text c="dimmed">{t('common.notStarted')}</Text>;
  return (
    <Stack gap="sm">
      <Title order={2}>{t('crosstable.title', { name: tournament.settings.name })}</Title>
      <Text size="sm" c="dimmed">
        {c.format === 'swiss'
          ? `${t('crosstable.legend')} ${resultCodeLegend(t)}`
          : t('crosstable.gridLegend')}
      </Text>
      <ScrollArea>
        {c.format === 'round-robin' ? (
          <CrossGrid crosstable={c} />
        ) : (
          <SwissList crosstable={c} ps={tournament.settings.pointSystem} />
        )}
      </ScrollArea>
    </Stack>
  );
}

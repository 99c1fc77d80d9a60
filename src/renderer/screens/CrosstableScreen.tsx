import { Alert, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '../../shared/api/tournaments';
import { api } from '../api';
import { CrossGrid } from '../components/crosstable/CrossGrid';
import { cyclesLine, type Crosstable } from '../components/crosstable/cells';
import { SwissList } from '../components/crosstable/SwissList';
import { resultCodeLegend } from '../components/results/format';
import { useLoad } from '../hooks/useLoad';

/**
 * PRODUCT.md: the crosstable, named as in print (one name per thing, docs/GLOSSARY.md #26): a
 * Swiss has its crosstable (opponent, colour, result per round); a round robin its grid (row
 * against column), then the same crosstable of every round below it. A double round robin says
 * which rounds make each cycle.
 */
export function CrosstableScreen({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('day');
  const ct = useLoad(() => api['crosstable.get']({ tournamentId: tournament.id }), String(tournament.id));
  const c = ct.data;
  if (ct.error) return <Alert color="red">{ct.error}</Alert>;
  if (!c) return <Loader size="sm" />;
  if (c.afterRound === 0 && c.rows.length === 0) return <Text c="dimmed">{t('common.notStarted')}</Text>;
  const name = tournament.settings.name;
  const list = (
    <ScrollArea>
      <SwissList crosstable={c} ps={tournament.settings.pointSystem} />
    </ScrollArea>
  );
  const legend = `${t('crosstable.legend')} ${resultCodeLegend(t)}`;
  if (c.format === 'swiss')
    return (
      <Stack gap="sm">
        <Title order={2}>{t('crosstable.title', { name })}</Title>
        <Text size="sm" c="dimmed">
          {legend}
        </Text>
        {list}
      </Stack>
    );
  return <RoundRobin crosstable={c} name={name} list={list} legend={legend} />;
}

function RoundRobin(p: { crosstable: Crosstable; name: string; list: ReactNode; legend: string }) {
  const { t } = useTranslation('day');
  const cycles = cyclesLine(p.crosstable, t);
  // R5.1: a round of two games sets its two figures side by side in the cell.
  const twoGames = p.crosstable.rows.some((r) => r.rounds.some((x) => x.games.length === 2));
  return (
    <Stack gap="sm">
      <Title order={2}>{t('crosstable.gridTitle', { name: p.name })}</Title>
      <Text size="sm" c="dimmed">
        {twoGames
          ? `${t('crosstable.gridLegend')} ${t('crosstable.gridTwoGames')}`
          : t('crosstable.gridLegend')}
      </Text>
      {cycles && (
        <Text size="sm" fw={500} data-testid="cycles">
          {cycles}
        </Text>
      )}
      <ScrollArea>
        <CrossGrid crosstable={p.crosstable} />
      </ScrollArea>
      <Title order={3} mt="md">
        {t('crosstable.listTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {p.legend}
      </Text>
      {p.list}
    </Stack>
  );
}

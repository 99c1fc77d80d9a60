import { Alert, Button, Group, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Entrant } from '../../../shared/api/entrants';
import type { Tournament } from '../../../shared/api/tournaments';
import { entrantCounts } from '../../entrant-counts';
import type { SortState } from '../../entrant-order';
import type { useEntrants } from './useEntrants';

/** The screen's title, how many entrants (present, withdrawn, seats) and the add button. */
export function EntrantsHeader({
  tournament,
  entrants,
  onAdd,
}: {
  tournament: Tournament;
  entrants: Entrant[];
  onAdd?: (() => void) | undefined;
}) {
  const { t } = useTranslation('ui');
  const counts = entrantCounts(entrants);
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={2}>{t('entrants.title', { name: tournament.settings.name })}</Title>
        <Text size="sm" c="dimmed" role="status">
          {t(counts.withdrawn > 0 ? 'entrants.countsWithdrawn' : 'entrants.counts', {
            ...counts,
            seats: tournament.settings.seats,
          })}
        </Text>
      </div>
      {onAdd && <Button onClick={onAdd}>{t('entrants.add')}</Button>}
    </Group>
  );
}

/** The table's search box and the order it is in. */
export function EntrantSearch({
  query,
  onQuery,
  sort,
}: {
  query: string;
  onQuery: (query: string) => void;
  sort: SortState;
}) {
  const { t } = useTranslation('ui');
  return (
    <Group justify="space-between" align="flex-end">
      <TextInput
        type="search"
        label={t('entrants.search')}
        value={query}
        onChange={(e) => onQuery(e.currentTarget.value)}
        w={280}
      />
      <Text size="xs" c="dimmed">
        {sort
          ? t('entrants.sortedBy', { column: t(`entrants.column.${sort.key}`) })
          : t('entrants.defaultOrder')}
      </Text>
    </Group>
  );
}

/** What the last action said: a note (a withdrawal's effect) or an error, each closable. */
export function EntrantNotices({ list }: { list: ReturnType<typeof useEntrants> }) {
  return (
    <>
      {list.note && (
        <Alert color="teal" role="status" withCloseButton onClose={() => list.setNote(null)}>
          {list.note}
        </Alert>
      )}
      {list.error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => list.setError(null)}>
          {list.error}
        </Alert>
      )}
    </>
  );
}

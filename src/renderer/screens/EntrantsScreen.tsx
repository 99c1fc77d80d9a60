import { Alert, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entrant } from '../../shared/api/entrants';
import { registrationOpen, type Tournament } from '../../shared/api/tournaments';
import { api, errorMessage } from '../api';
import { EntrantForm } from '../components/entrants/EntrantForm';
import { EntrantTable } from '../components/entrants/EntrantTable';
import { ForbiddenPairs } from '../components/entrants/ForbiddenPairs';
import { RatingSearch } from '../components/RatingSearch';
import { RemoveEntrantModal } from '../components/entrants/RemoveEntrantModal';
import { WithdrawConfirm } from '../components/entrants/WithdrawConfirm';
import { entrantCounts } from '../entrant-counts';
import { useProgress } from '../hooks/useProgress';
import { matchesSearch, sortEntrants, type SortState } from '../entrant-order';
import { useWorkspace } from '../workspace';

type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; entrant: Entrant };

/** The entrants of one tournament: register, correct, mark present, remove before round 1 (R1.3). */
export function EntrantsScreen({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation('ui');
  const [entrants, setEntrants] = useState<Entrant[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState>(null);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [removing, setRemoving] = useState<Entrant | null>(null);
  const [withdrawing, setWithdrawing] = useState<Entrant | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const { tournamentSaved } = useWorkspace();
  const open = registrationOpen(tournament);

  const [version, setVersion] = useState(0);
  // R10.2 after the start: the latest paired round says from which round a withdrawal applies
  const progress = useProgress(tournament, String(version));
  const current = progress.data?.currentRound ?? 0;
  const planned = progress.data?.roundsPlanned ?? 0;
  const canWithdraw = tournament.status === 'running' && current > 0;
  const reload = () => setVersion((v) => v + 1);
  useEffect(() => {
    let live = true;
    Promise.all([
      api['entrant.list']({ tournamentId: tournament.id }),
      api['tournament.get']({ id: tournament.id }),
    ])
      .then(([list, fresh]) => {
        if (!live) return;
        setEntrants(list);
        setLoaded(true);
        // the counts in the header and on the events screen follow the table
        tournamentSaved(fresh);
      })
      .catch((e: unknown) => live && setError(errorMessage(e)));
    return () => {
      live = false;
    };
  }, [tournament.id, version, tournamentSaved]);

  const shown = useMemo(
    () =>
      sortEntrants(
        entrants.filter((e) => matchesSearch(e.name, query)),
        sort,
        i18n.language,
      ),
    [entrants, query, sort, i18n.language],
  );
  const counts = entrantCounts(entrants);

  const act = async (action: () => Promise<unknown>) => {
    setError(null);
    setNote(null);
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e));
    }
    reload();
  };

  return (
    <Stack gap="sm" maw={1000}>
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
        {open && <Button onClick={() => setEditing({ kind: 'add' })}>{t('entrants.add')}</Button>}
      </Group>
      {open && <RatingSearch tournamentId={tournament.id} entrants={entrants} onRegistered={reload} />}
      <Group justify="space-between" align="flex-end">
        <TextInput
          type="search"
          label={t('entrants.search')}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          w={280}
        />
        <Text size="xs" c="dimmed">
          {sort
            ? t('entrants.sortedBy', { column: t(`entrants.column.${sort.key}`) })
            : t('entrants.defaultOrder')}
        </Text>
      </Group>
      {note && (
        <Alert color="teal" role="status" withCloseButton onClose={() => setNote(null)}>
          {note}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {loaded && entrants.length === 0 ? (
        <Text c="dimmed">{t('entrants.empty')}</Text>
      ) : loaded && shown.length === 0 ? (
        <Text c="dimmed">{t('entrants.noMatch', { query })}</Text>
      ) : (
        <EntrantTable
          entrants={shown}
          sort={sort}
          onSort={setSort}
          editable={open}
          onEdit={(entrant) => setEditing({ kind: 'edit', entrant })}
          onRemove={setRemoving}
          onWithdraw={canWithdraw ? setWithdrawing : undefined}
          onPresent={(e, value) => {
            // the box follows the click at once; the reload after the call shows what was stored
            setEntrants((list) => list.map((x) => (x.id === e.id ? { ...x, present: value } : x)));
            void act(() => api['entrant.update']({ id: e.id, fields: { present: value } }));
          }}
        />
      )}
      <Modal
        opened={editing.kind !== 'closed'}
        onClose={() => setEditing({ kind: 'closed' })}
        title={editing.kind === 'edit' ? t('entrants.editTitle') : t('entrants.addTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('entrants.close') }}
      >
        <EntrantForm
          entrant={editing.kind === 'edit' ? editing.entrant : undefined}
          onDone={() => setEditing({ kind: 'closed' })}
          onSubmit={async (fields, isProgram, confirm) => {
            if (editing.kind === 'edit')
              await api['entrant.update']({ id: editing.entrant.id, fields, confirm });
            else await api['entrant.add']({ tournamentId: tournament.id, ...fields, isProgram, confirm });
            reload();
          }}
        />
      </Modal>
      <WithdrawConfirm
        entrant={withdrawing}
        current={current}
        planned={planned}
        onCancel={() => setWithdrawing(null)}
        onConfirm={(e, withdrawn) => {
          setWithdrawing(null);
          void act(async () => {
            await api['entrant.withdraw']({ id: e.id });
            setNote(withdrawn);
          });
        }}
      />
      <RemoveEntrantModal
        entrant={removing}
        onCancel={() => setRemoving(null)}
        onConfirm={(e) => {
          setRemoving(null);
          void act(() => api['entrant.remove']({ id: e.id }));
        }}
      />
      {/* Issue 30: a Swiss keeps the pairs the arbiter names apart (a round robin cannot). */}
      {loaded && tournament.settings.formatMode !== 'force-round-robin' && entrants.length > 1 && (
        <ForbiddenPairs tournamentId={tournament.id} entrants={entrants} version={version} act={act} />
      )}
    </Stack>
  );
}

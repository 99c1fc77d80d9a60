import { Stack, Text } from '@mantine/core';
import { useMemo, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entrant } from '../../shared/api/entrants';
import { registrationOpen, type Tournament } from '../../shared/api/tournaments';
import { api } from '../api';
import { EntrantEditModal, type Editing } from '../components/entrants/EntrantEditModal';
import { EntrantNotices, EntrantSearch, EntrantsHeader } from '../components/entrants/EntrantsHeader';
import { EntrantTable } from '../components/entrants/EntrantTable';
import { ForbiddenPairs } from '../components/entrants/ForbiddenPairs';
import { RatingSearch } from '../components/RatingSearch';
import { RemoveEntrantModal } from '../components/entrants/RemoveEntrantModal';
import { useEntrants } from '../components/entrants/useEntrants';
import { WithdrawConfirm } from '../components/entrants/WithdrawConfirm';
import { useProgress } from '../hooks/useProgress';
import { matchesSearch, sortEntrants, type SortState } from '../entrant-order';

/** The entrants of one tournament: register, correct, mark present, remove before round 1 (R1.3). */
export function EntrantsScreen({ tournament }: { tournament: Tournament }) {
  const list = useEntrants(tournament);
  const { entrants, loaded, version, act } = list;
  const { query, setQuery, sort, setSort, shown } = useShownEntrants(entrants);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [removing, setRemoving] = useState<Entrant | null>(null);
  const [withdrawing, setWithdrawing] = useState<Entrant | null>(null);
  const open = registrationOpen(tournament);
  // R10.2 after the start: the latest paired round says from which round a withdrawal applies
  const progress = useProgress(tournament, String(version));
  const current = progress.data?.currentRound ?? 0;
  const canWithdraw = tournament.status === 'running' && current > 0;

  return (
    <Stack gap="sm" maw={1000}>
      <EntrantsHeader
        tournament={tournament}
        entrants={entrants}
        onAdd={open ? () => setEditing({ kind: 'add' }) : undefined}
      />
      {open && <RatingSearch tournamentId={tournament.id} entrants={entrants} onRegistered={list.reload} />}
      <EntrantSearch query={query} onQuery={setQuery} sort={sort} />
      <EntrantNotices list={list} />
      <EntrantList
        loaded={loaded}
        total={entrants.length}
        query={query}
        entrants={shown}
        sort={sort}
        onSort={setSort}
        editable={open}
        onEdit={(entrant) => setEditing({ kind: 'edit', entrant })}
        onRemove={setRemoving}
        onWithdraw={canWithdraw ? setWithdrawing : undefined}
        onPresent={list.markPresent}
      />
      <EntrantEditModal
        tournamentId={tournament.id}
        editing={editing}
        onClose={() => setEditing({ kind: 'closed' })}
        onSaved={list.reload}
      />
      <EntrantConfirms
        withdrawing={withdrawing}
        removing={removing}
        current={current}
        planned={progress.data?.roundsPlanned ?? 0}
        onClose={() => {
          setWithdrawing(null);
          setRemoving(null);
        }}
        act={act}
        onNote={list.setNote}
      />
      {/* Issue 30: a Swiss keeps the pairs the arbiter names apart (a round robin cannot). */}
      {loaded && tournament.settings.formatMode !== 'force-round-robin' && entrants.length > 1 && (
        <ForbiddenPairs tournamentId={tournament.id} entrants={entrants} version={version} act={act} />
      )}
    </Stack>
  );
}

/** The table of the entrants shown, or why it is empty: nobody registered, or nobody found. */
function EntrantList({
  loaded,
  total,
  query,
  ...table
}: { loaded: boolean; total: number; query: string } & ComponentProps<typeof EntrantTable>) {
  const { t } = useTranslation('ui');
  if (loaded && total === 0) return <Text c="dimmed">{t('entrants.empty')}</Text>;
  if (loaded && table.entrants.length === 0)
    return <Text c="dimmed">{t('entrants.noMatch', { query })}</Text>;
  return <EntrantTable {...table} />;
}

/** The entrants the search finds, in the order chosen by a column (or the default order). */
function useShownEntrants(entrants: Entrant[]) {
  const { i18n } = useTranslation('ui');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState>(null);
  const shown = useMemo(
    () =>
      sortEntrants(
        entrants.filter((e) => matchesSearch(e.name, query)),
        sort,
        i18n.language,
      ),
    [entrants, query, sort, i18n.language],
  );
  return { query, setQuery, sort, setSort, shown };
}

/** The two confirmations of the table: withdraw an entrant (R10.2), remove one before round 1. */
function EntrantConfirms({
  withdrawing,
  removing,
  current,
  planned,
  onClose,
  act,
  onNote,
}: {
  withdrawing: Entrant | null;
  removing: Entrant | null;
  current: number;
  planned: number;
  onClose: () => void;
  act: (action: () => Promise<unknown>) => Promise<void>;
  onNote: (note: string) => void;
}) {
  return (
    <>
      <WithdrawConfirm
        entrant={withdrawing}
        current={current}
        planned={planned}
        onCancel={onClose}
        onConfirm={(e, withdrawn) => {
          onClose();
          void act(async () => {
            await api['entrant.withdraw']({ id: e.id });
            onNote(withdrawn);
          });
        }}
      />
      <RemoveEntrantModal
        entrant={removing}
        onCancel={onClose}
        onConfirm={(e) => {
          onClose();
          void act(() => api['entrant.remove']({ id: e.id }));
        }}
      />
    </>
  );
}

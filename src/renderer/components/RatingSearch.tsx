import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entrant } from '../../shared/api/entrants';
import type { RatingHit } from '../../shared/api/ratings';
import { api, errorMessage, sameNameWarning } from '../api';
import { SameNameWarning } from './entrants/SameNameWarning';

type Props = {
  tournamentId: number;
  /** Called with the new entrant, so the entrants screen can reload its table. */
  onRegistered: (entrant: Entrant) => void;
};

/** Waits this long after the last keystroke: one search per pause, not one per letter. */
const DEBOUNCE_MS = 120;

/**
 * Search-as-you-type registration over every imported list (issue 7): an ID or a few letters of
 * the name in any order, accents ignored ("lukasz swiatek" finds "Świątek, Łukasz"). The rating
 * floor is checked by the server when the player is registered (RULES.md R12.1).
 */
export function RatingSearch({ tournamentId, onRegistered }: Props) {
  const { t } = useTranslation('ratings');
  const [text, setText] = useState('');
  const [hits, setHits] = useState<RatingHit[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** A player waiting for the arbiter's word after the same-name warning. */
  const [pending, setPending] = useState<{ hit: RatingHit; message: string } | null>(null);

  useEffect(() => {
    if (text.trim() === '') return;
    let live = true;
    const timer = setTimeout(() => {
      setBusy(true);
      api['ratings.search']({ text, limit: 20 })
        .then((found) => live && setHits(found))
        .catch((e: unknown) => live && setError(errorMessage(e)))
        .finally(() => live && setBusy(false));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);

  const register = async (hit: RatingHit, confirm = false) => {
    setError(null);
    setNotice(null);
    setPending(null);
    try {
      const entrant = await api['ratings.register']({ tournamentId, entryId: hit.entryId, confirm });
      setNotice(t('search.registered', { name: entrant.name }));
      onRegistered(entrant);
    } catch (e) {
      const same = sameNameWarning(e);
      if (same) setPending({ hit, message: same });
      else setError(errorMessage(e));
    }
  };

  const shown = text.trim() === '' ? [] : hits;
  return (
    <Stack gap="xs">
      <TextInput
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        rightSection={busy ? <Loader size="xs" /> : null}
        data-autofocus
      />
      {error && (
        <Alert color="red" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <SameNameWarning
        message={pending?.message ?? null}
        confirmLabel={t('search.registerAnyway')}
        onConfirm={() => pending && void register(pending.hit, true)}
        onCancel={() => setPending(null)}
      />
      {notice && <Text c="green">{notice}</Text>}
      {text.trim() !== '' && !busy && shown.length === 0 && <Text c="dimmed">{t('search.none')}</Text>}
      {shown.length > 0 && (
        <Table striped highlightOnHover aria-label={t('search.results')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('field.id')}</Table.Th>
              <Table.Th>{t('field.name')}</Table.Th>
              <Table.Th>{t('field.federation')}</Table.Th>
              <Table.Th>{t('field.title')}</Table.Th>
              <Table.Th ta="right">{t('field.rating')}</Table.Th>
              <Table.Th>{t('field.birthYear')}</Table.Th>
              <Table.Th>{t('diff.list')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((h) => (
              <Table.Tr key={h.entryId}>
                <Table.Td>{h.id}</Table.Td>
                <Table.Td>{h.name}</Table.Td>
                <Table.Td>{h.federation}</Table.Td>
                <Table.Td>{h.title}</Table.Td>
                <Table.Td ta="right">{h.rating ?? '–'}</Table.Td>
                <Table.Td>{h.birthYear}</Table.Td>
                <Table.Td>
                  <Badge variant="light" tt="none">
                    {h.listName}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <Button
                      size="xs"
                      aria-label={t('search.registerFrom', { name: h.name, list: h.listName })}
                      onClick={() => void register(h)}
                    >
                      {t('search.register')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

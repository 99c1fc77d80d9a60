import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entrant } from '../../shared/api/entrants';
import type { RatingHit } from '../../shared/api/ratings';
import { ApiCallError } from '../../shared/api/contract';
import { api, errorMessage, sameNameWarning } from '../api';
import { SameNameWarning } from './entrants/SameNameWarning';
import { enterRegisters, isRegistered } from './ratings/search-hits';

type Props = {
  tournamentId: number;
  /** The tournament's entrants: a player already among them is shown as registered. */
  entrants: readonly Entrant[];
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
export function RatingSearch({ tournamentId, entrants, onRegistered }: Props) {
  const { t } = useTranslation('ratings');
  const [text, setText] = useState('');
  // The hits with the text they answer, so that Enter never registers from an older search.
  const [found, setFound] = useState<{ text: string; hits: RatingHit[] }>({ text: '', hits: [] });
  const hits = found.hits;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** A player waiting for the arbiter's word after the same-name warning. */
  const [pending, setPending] = useState<{ hit: RatingHit; message: string } | null>(null);
  /** A player the list rates only for another variant or time control: the arbiter chooses (R12.1). */
  const [otherKind, setOtherKind] = useState<{ hit: RatingHit; message: string; confirm: boolean } | null>(
    null,
  );

  useEffect(() => {
    if (text.trim() === '') return;
    let live = true;
    const timer = setTimeout(() => {
      setBusy(true);
      api['ratings.search']({ text, limit: 20 })
        .then((list) => live && setFound({ text, hits: list }))
        .catch((e: unknown) => live && setError(errorMessage(e)))
        .finally(() => live && setBusy(false));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);

  const register = async (hit: RatingHit, confirm = false, rating?: 'list' | 'unrated') => {
    setError(null);
    setNotice(null);
    setPending(null);
    setOtherKind(null);
    try {
      const entrant = await api['ratings.register']({ tournamentId, entryId: hit.entryId, confirm, rating });
      // which rating was taken, and why (R12.1)
      setNotice(`${t('search.registered', { name: entrant.name })} ${entrant.ratingNote.message}`);
      // Ready for the next player at once: the search empty and typed into again.
      setText('');
      setFound({ text: '', hits: [] });
      input.current?.focus();
      onRegistered(entrant);
    } catch (e) {
      const same = sameNameWarning(e);
      if (same) setPending({ hit, message: same });
      else if (e instanceof ApiCallError && e.code === 'ratings:otherKind')
        setOtherKind({ hit, message: e.message, confirm });
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
        description={t('search.enterHint')}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          const only = e.key === 'Enter' ? enterRegisters(found, text, entrants) : null;
          if (only) {
            e.preventDefault();
            void register(only);
          }
        }}
        rightSection={busy ? <Loader size="xs" /> : null}
        ref={input}
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
      {otherKind && (
        <Alert color="yellow" role="alert" withCloseButton onClose={() => setOtherKind(null)}>
          <Stack gap="xs">
            <Text size="sm">{otherKind.message}</Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => void register(otherKind.hit, otherKind.confirm, 'list')}>
                {t('register.useList', { rating: otherKind.hit.rating ?? '' })}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => void register(otherKind.hit, otherKind.confirm, 'unrated')}
              >
                {t('register.useUnrated')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
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
                    {isRegistered(h, entrants) ? (
                      <Badge color="gray" variant="light" tt="none">
                        {t('search.alreadyRegistered')}
                      </Badge>
                    ) : (
                      <Button
                        size="xs"
                        aria-label={t('search.registerFrom', { name: h.name, list: h.listName })}
                        onClick={() => void register(h)}
                      >
                        {t('search.register')}
                      </Button>
                    )}
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

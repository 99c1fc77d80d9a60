import { Alert, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Entrant } from '../../shared/api/entrants';
import { SameNameWarning } from './entrants/SameNameWarning';
import { OtherKindAlert, RatingHits } from './ratings/RatingHits';
import { enterRegisters } from './ratings/search-hits';
import { useRatingRegistration, useRatingSearch } from './ratings/useRatingSearch';

type Props = {
  tournamentId: number;
  /** The tournament's entrants: a player already among them is shown as registered. */
  entrants: readonly Entrant[];
  /** Called with the new entrant, so the entrants screen can reload its table. */
  onRegistered: (entrant: Entrant) => void;
};

/**
 * Search-as-you-type registration over every imported list (issue 7): an ID or a few letters of
 * the name in any order, accents ignored ("lukasz swiatek" finds "Świątek, Łukasz"). The rating
 * floor is checked by the server when the player is registered (RULES.md R12.1).
 */
export function RatingSearch({ tournamentId, entrants, onRegistered }: Props) {
  const { t } = useTranslation('ratings');
  const { register, input, error, setError, notice, pending, setPending, otherKind, setOtherKind } =
    useRatingRegistration({ tournamentId, onRegistered, onDone: () => search.clear() });
  const search = useRatingSearch(setError);
  const { text, found, busy } = search;
  const shown = text.trim() === '' ? [] : found.hits;
  return (
    <Stack gap="xs">
      <TextInput
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        description={t('search.enterHint')}
        onChange={(e) => search.setText(e.currentTarget.value)}
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
        <OtherKindAlert
          otherKind={otherKind}
          onClose={() => setOtherKind(null)}
          onChoose={(rating) => void register(otherKind.hit, otherKind.confirm, rating)}
        />
      )}
      {notice && <Text c="green">{notice}</Text>}
      {text.trim() !== '' && !busy && shown.length === 0 && <Text c="dimmed">{t('search.none')}</Text>}
      {shown.length > 0 && (
        <RatingHits hits={shown} entrants={entrants} onRegister={(h) => void register(h)} />
      )}
    </Stack>
  );
}

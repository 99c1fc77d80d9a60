import { Alert, Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEXES, type Entrant, type EntrantFields } from '../../../shared/api/entrants';
import { TITLES } from '../../../shared/domain';
import { errorMessage } from '../../api';
import { NumberField } from '../settings/fields';

const EMPTY: EntrantFields = {
  name: '',
  rating: null,
  title: null,
  federation: null,
  ratingId: null,
  birthYear: null,
  sex: null,
  club: null,
  present: true,
};

const fieldsOf = (e: Entrant): EntrantFields => ({
  name: e.name,
  rating: e.rating,
  title: e.title,
  federation: e.federation,
  ratingId: e.ratingId,
  birthYear: e.birthYear,
  sex: e.sex,
  club: e.club,
  present: e.present,
});

const orNull = (s: string): string | null => (s.trim() === '' ? null : s.trim());

type Props = {
  /** Editing this entrant, or registering a new one when absent. */
  entrant?: Entrant;
  onSubmit: (fields: EntrantFields, isProgram: boolean) => Promise<void>;
  onDone: () => void;
};

/**
 * Registration at the desk: Enter registers and empties the form for the next entrant, focus back
 * on the name; Escape or Done closes it. Editing closes after saving.
 */
export function EntrantForm({ entrant, onSubmit, onDone }: Props) {
  const { t } = useTranslation('ui');
  const [v, setV] = useState<EntrantFields>(entrant ? fieldsOf(entrant) : EMPTY);
  const [isProgram, setIsProgram] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const set = (patch: Partial<EntrantFields>) => setV((prev) => ({ ...prev, ...patch }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ ...v, name: v.name.trim() }, isProgram);
      if (entrant) onDone();
      else {
        setAdded(v.name.trim());
        setV(EMPTY);
        nameRef.current?.focus();
      }
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          ref={nameRef}
          label={t('entrants.field.name')}
          description={t('entrants.help.name')}
          value={v.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          required
          data-autofocus
        />
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
          <NumberField
            label={t('entrants.field.rating')}
            value={v.rating}
            onChange={(rating) => set({ rating })}
          />
          <NativeSelect
            label={t('entrants.field.title')}
            value={v.title ?? ''}
            data={[{ value: '', label: t('entrants.none') }, ...TITLES.map((x) => ({ value: x, label: x }))]}
            onChange={(e) => set({ title: TITLES.find((x) => x === e.currentTarget.value) ?? null })}
          />
          <TextInput
            label={t('entrants.field.federation')}
            value={v.federation ?? ''}
            maxLength={3}
            onChange={(e) => set({ federation: orNull(e.currentTarget.value.toUpperCase()) })}
          />
          <NumberField
            label={t('entrants.field.birthYear')}
            value={v.birthYear}
            onChange={(birthYear) => set({ birthYear })}
          />
          <NativeSelect
            label={t('entrants.field.sex')}
            value={v.sex ?? ''}
            data={[
              { value: '', label: t('entrants.none') },
              ...SEXES.map((x) => ({ value: x, label: t(`entrants.sex.${x}`) })),
            ]}
            onChange={(e) => set({ sex: SEXES.find((x) => x === e.currentTarget.value) ?? null })}
          />
          <TextInput
            label={t('entrants.field.ratingId')}
            value={v.ratingId ?? ''}
            onChange={(e) => set({ ratingId: orNull(e.currentTarget.value) })}
          />
        </SimpleGrid>
        <TextInput
          label={t('entrants.field.club')}
          value={v.club ?? ''}
          onChange={(e) => set({ club: orNull(e.currentTarget.value) })}
        />
        <Group gap="lg">
          <Checkbox
            label={t('entrants.field.present')}
            checked={v.present}
            onChange={(e) => set({ present: e.currentTarget.checked })}
          />
          {!entrant && (
            <Checkbox
              label={t('entrants.field.isProgram')}
              checked={isProgram}
              onChange={(e) => setIsProgram(e.currentTarget.checked)}
            />
          )}
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {added && !error && (
          <Alert color="teal" role="status" py={6}>
            {t('entrants.added', { name: added })}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {entrant ? t('entrants.cancel') : t('entrants.done')}
          </Button>
          <Button type="submit" loading={busy} disabled={v.name.trim() === ''}>
            {entrant ? t('entrants.save') : t('entrants.register')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Alert, Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEXES, type Entrant, type EntrantFields } from '../../../shared/api/entrants';
import { TITLES } from '../../../shared/domain';
import { errorMessage, sameNameWarning } from '../../api';
import { NumberField } from '../settings/fields';
import { SameNameWarning } from './SameNameWarning';

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
  /** `confirm`: the arbiter's word after the same-name warning. */
  onSubmit: (fields: EntrantFields, isProgram: boolean, confirm: boolean) => Promise<void>;
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
  const [warning, setWarning] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  // A change to the form answers the warning too: it was about what was typed before.
  const set = (patch: Partial<EntrantFields>) => {
    setWarning(null);
    setV((prev) => ({ ...prev, ...patch }));
  };

  const send = async (confirm: boolean) => {
    setBusy(true);
    setError(null);
    setWarning(null);
    try {
      await onSubmit({ ...v, name: v.name.trim() }, isProgram, confirm);
      if (entrant) onDone();
      else {
        setAdded(v.name.trim());
        setV(EMPTY);
        nameRef.current?.focus();
      }
    } catch (err) {
      const same = sameNameWarning(err);
      if (same) setWarning(same);
      else setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(false);
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
        <SameNameWarning
          message={warning}
          confirmLabel={entrant ? t('entrants.saveAnyway') : t('entrants.registerAnyway')}
          onConfirm={() => void send(true)}
          onCancel={() => {
            setWarning(null);
            nameRef.current?.focus();
          }}
        />
        {added && !error && !warning && (
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

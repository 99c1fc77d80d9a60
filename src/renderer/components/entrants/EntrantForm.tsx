import { Alert, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entrant, EntrantFields } from '../../../shared/api/entrants';
import { useEntrantForm } from '../../hooks/useEntrantForm';
import { EntrantFieldGrid, orNull } from './EntrantFieldGrid';
import { SameNameWarning } from './SameNameWarning';

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
  const { nameRef, ...f } = useEntrantForm(entrant, onSubmit, onDone);
  const { v, set } = f;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void f.send(false);
  };
  const cancelWarning = () => {
    f.setWarning(null);
    nameRef.current?.focus();
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
        <EntrantFieldGrid v={v} set={set} />
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
              checked={f.isProgram}
              onChange={(e) => f.setIsProgram(e.currentTarget.checked)}
            />
          )}
        </Group>
        <EntrantFormEnd editing={!!entrant} form={f} onCancelWarning={cancelWarning} onDone={onDone} />
      </Stack>
    </form>
  );
}

/** The form's answer (refusal, same-name warning, entrant added) and its two buttons. */
function EntrantFormEnd(props: {
  editing: boolean;
  form: Omit<ReturnType<typeof useEntrantForm>, 'nameRef'>;
  onCancelWarning: () => void;
  onDone: () => void;
}) {
  const { editing, form: f, onCancelWarning, onDone } = props;
  const { t } = useTranslation('ui');
  return (
    <>
      {f.error && (
        <Alert color="red" role="alert">
          {f.error}
        </Alert>
      )}
      <SameNameWarning
        message={f.warning}
        confirmLabel={editing ? t('entrants.saveAnyway') : t('entrants.registerAnyway')}
        onConfirm={() => void f.send(true)}
        onCancel={onCancelWarning}
      />
      {f.added && !f.error && !f.warning && (
        <Alert color="teal" role="status" py={6}>
          {t('entrants.added', { name: f.added })}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {editing ? t('entrants.cancel') : t('entrants.done')}
        </Button>
        <Button type="submit" loading={f.busy} disabled={f.v.name.trim() === ''}>
          {editing ? t('entrants.save') : t('entrants.register')}
        </Button>
      </Group>
    </>
  );
}

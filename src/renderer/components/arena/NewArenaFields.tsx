import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ARENA_DURATION_MINUTES } from '../../../shared/arena-limits';
import { DateTimeField } from '../dates/DateFields';
import { NumberField } from '../settings/fields';
import type { ArenaForm, ArenaFormField } from './new-arena';

type FieldsProps = {
  form: ArenaForm;
  change: (patch: Partial<ArenaForm>) => void;
  /** What the box must hold instead, once the arbiter has tried to create. */
  error: (field: ArenaFormField) => string | undefined;
};

/** The new arena's name, arbiter, start and duration (R14.1). */
export function ArenaEventFields({ form, change, error }: FieldsProps) {
  const { t } = useTranslation('arena');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      <TextInput
        label={t('form.name')}
        value={form.name}
        onChange={(e) => change({ name: e.currentTarget.value })}
        error={error('name')}
        required
        data-autofocus
      />
      <TextInput
        label={t('form.arbiter')}
        value={form.arbiter}
        onChange={(e) => change({ arbiter: e.currentTarget.value })}
      />
      <DateTimeField
        label={t('form.start')}
        value={form.scheduledStart}
        onChange={(v) => change({ scheduledStart: v })}
        error={error('scheduledStart')}
        required
      />
      <NumberField
        label={t('form.duration')}
        description={t('form.durationHelp', ARENA_DURATION_MINUTES)}
        value={form.durationMinutes}
        onChange={(v) => change({ durationMinutes: v })}
        error={error('durationMinutes')}
        required
      />
    </SimpleGrid>
  );
}

/** The games' clock: base minutes and seconds, and the increment (R14.4). */
export function ArenaClockFields({ form, change, error }: FieldsProps) {
  const { t } = useTranslation('arena');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
      <NumberField
        label={t('form.baseMinutes')}
        value={form.baseMinutes}
        onChange={(v) => change({ baseMinutes: v })}
        error={error('baseMinutes')}
        required
      />
      <NumberField
        label={t('form.baseSeconds')}
        value={form.baseSeconds}
        onChange={(v) => change({ baseSeconds: v })}
        error={error('baseSeconds')}
        required
      />
      <NumberField
        label={t('form.increment')}
        value={form.incrementSeconds}
        onChange={(v) => change({ incrementSeconds: v })}
        error={error('incrementSeconds')}
        required
      />
    </SimpleGrid>
  );
}

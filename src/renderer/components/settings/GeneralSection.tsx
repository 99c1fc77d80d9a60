import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NumberField } from './fields';
import { ScheduleFields } from './ScheduleFields';
import { blankToNaN, nanToBlank, type SectionProps } from './types';

/** `arena`: an arena has a duration where a tournament in rounds has its close by the clock. */
export function GeneralSection({
  value,
  change,
  error,
  arena,
  readOnly,
}: SectionProps & { arena: boolean; readOnly: boolean }) {
  const { t } = useTranslation('ui');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      <TextInput
        label={t('settings.field.name')}
        value={value.name}
        onChange={(e) => change({ name: e.currentTarget.value })}
        error={error('name')}
        required
        data-autofocus
      />
      <TextInput
        label={t('settings.field.arbiter')}
        value={value.arbiter}
        onChange={(e) => change({ arbiter: e.currentTarget.value })}
        error={error('arbiter')}
      />
      <TextInput
        label={t('settings.field.city')}
        value={value.city}
        onChange={(e) => change({ city: e.currentTarget.value })}
        error={error('city')}
      />
      <ScheduleFields value={value} change={change} error={error} arena={arena} readOnly={readOnly} />
      <NumberField
        label={t('settings.field.seats')}
        description={t('settings.help.seats')}
        value={nanToBlank(value.seats)}
        onChange={(v) => change({ seats: blankToNaN(v) })}
        error={error('seats')}
        required
      />
      <NumberField
        label={t('settings.field.minimum')}
        description={t('settings.help.minimum')}
        value={nanToBlank(value.minimum)}
        onChange={(v) => change({ minimum: blankToNaN(v) })}
        error={error('minimum')}
        required
      />
    </SimpleGrid>
  );
}

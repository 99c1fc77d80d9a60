import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NumberField } from './fields';
import { blankToNaN, nanToBlank, type SectionProps } from './types';

export function GeneralSection({ value, change, error }: SectionProps) {
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
      <TextInput
        type="datetime-local"
        label={t('settings.field.scheduledStart')}
        value={value.scheduledStart}
        onChange={(e) => change({ scheduledStart: e.currentTarget.value })}
        error={error('scheduledStart')}
        required
      />
      <NumberField
        label={t('settings.field.durationMinutes')}
        description={t('settings.help.durationMinutes')}
        value={nanToBlank(value.durationMinutes)}
        onChange={(v) => change({ durationMinutes: blankToNaN(v) })}
        error={error('durationMinutes')}
        required
      />
      <Switch
        label={t('settings.field.closeAtEnd')}
        description={t('settings.help.closeAtEnd')}
        checked={value.closeAtEnd}
        onChange={(e) => change({ closeAtEnd: e.currentTarget.checked })}
        error={error('closeAtEnd')}
        mt="xs"
      />
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

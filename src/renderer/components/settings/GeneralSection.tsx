import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NumberField } from './fields';
import { ScheduleFields } from './ScheduleFields';
import { blankToNaN, nanToBlank, type SectionProps } from './types';

/** The schedule and the seats (the name and arbiters are in AdministrationSection). `arena`: an arena has a duration where a tournament in rounds has its close by the clock. */
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

import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/settings';
import type { SectionProps } from './types';
import { DateField } from '../dates/DateFields';

const orNull = (v: string): string | null => (v === '' ? null : v);

/**
 * The administrative fields (`ADMIN_FIELDS`): what the regulations print rather than play. They
 * stay editable for the whole tournament, after round 1 and after the end (R1.3 locks the rules
 * only); each change is logged. The dates printed default to the days rounds were paired.
 */
export function AdministrationSection({ value, change, error }: SectionProps) {
  const { t } = useTranslation('ui');
  const text = (field: 'name' | 'arbiter' | 'deputies' | 'city' | 'organiser' | 'federation' | 'notes') => ({
    label: t(`settings.field.${field}`),
    value: value[field],
    onChange: (e: { currentTarget: { value: string } }) =>
      change({ [field]: e.currentTarget.value } as Partial<Settings>),
    error: error(field),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      <TextInput {...text('name')} required data-autofocus />
      <TextInput {...text('arbiter')} />
      <TextInput {...text('deputies')} />
      <TextInput {...text('city')} />
      <TextInput {...text('organiser')} />
      <TextInput {...text('federation')} />
      <DateField
        label={t('settings.field.startDate')}
        description={t('settings.help.startDate')}
        value={value.startDate ?? ''}
        onChange={(v) => change({ startDate: orNull(v) })}
        error={error('startDate')}
      />
      <DateField
        label={t('settings.field.endDate')}
        description={t('settings.help.endDate')}
        value={value.endDate ?? ''}
        onChange={(v) => change({ endDate: orNull(v) })}
        error={error('endDate')}
      />
      <TextInput
        label={t('settings.field.timeControlText')}
        description={t('settings.help.timeControlText')}
        value={value.timeControl.text}
        onChange={(e) => change({ timeControl: { ...value.timeControl, text: e.currentTarget.value } })}
        error={error('timeControl')}
        required
      />
      <TextInput {...text('notes')} />
    </SimpleGrid>
  );
}

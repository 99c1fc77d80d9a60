import { Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { useLoad } from '../../hooks/useLoad';
import { DateTimeField } from '../dates/DateFields';
import { Noted, NumberField } from './fields';
import { blankToNaN, nanToBlank, type SectionProps } from './types';

type Props = SectionProps & { arena: boolean; readOnly: boolean };

/**
 * The scheduled start, and what ends the tournament: an arena's duration (R14.1); for a tournament
 * in rounds the close by the clock, off by default, with its announced end as a date and time
 * (R15.1). A start in the past or more than a year ahead is said under the field, at the server's
 * time, without refusing it.
 */
export function ScheduleFields({ value, change, error, arena, readOnly }: Props) {
  const { t } = useTranslation('ui');
  const start = value.scheduledStart;
  const warnings = useLoad(
    () => (readOnly ? Promise.resolve([]) : api['tournament.startWarnings']({ scheduledStart: start })),
    `${start}|${readOnly}`,
  );
  const warning = (warnings.data ?? []).map((w) => w.message).join(' ');
  return (
    <>
      <DateTimeField
        label={t('settings.field.scheduledStart')}
        value={start}
        onChange={(v) => change({ scheduledStart: v })}
        error={error('scheduledStart')}
        description={
          <Noted>
            {warning && (
              <Text span size="xs" c="orange.8" data-testid="start-warning">
                {warning}
              </Text>
            )}
          </Noted>
        }
        required
      />
      {arena ? (
        <NumberField
          label={t('settings.field.durationMinutes')}
          description={t('settings.help.durationMinutes')}
          value={nanToBlank(value.durationMinutes)}
          onChange={(v) => change({ durationMinutes: blankToNaN(v) })}
          error={error('durationMinutes')}
          required
        />
      ) : (
        <Switch
          label={t('settings.field.closeAtEnd')}
          description={<Noted>{t('settings.help.closeAtEnd')}</Noted>}
          checked={value.closeAtEnd}
          onChange={(e) => change({ closeAtEnd: e.currentTarget.checked })}
          error={error('closeAtEnd')}
          mt="xs"
        />
      )}
      {!arena && value.closeAtEnd && (
        <DateTimeField
          label={t('settings.field.announcedEnd')}
          description={<Noted>{t('settings.help.announcedEnd')}</Noted>}
          value={value.announcedEnd ?? ''}
          onChange={(v) => change({ announcedEnd: v === '' ? null : v })}
          error={error('announcedEnd')}
          required
        />
      )}
    </>
  );
}

import { Alert, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ArenaView } from '../../../shared/api/arena';
import { baseText, countdown } from './arena-format';

/** The countdown of the announced duration (R15.1) and the games' clock, boosted too (R14.4). */
export function ArenaClockLine({ view, large = false }: { view: ArenaView; large?: boolean }) {
  const { t } = useTranslation('arena');
  const { time, clock, boostedClock } = view;
  return (
    <Group gap="lg" align="center">
      <Text
        fz={large ? 40 : 'lg'}
        fw={700}
        data-testid="arena-countdown"
        c={time.warning ? 'red' : undefined}
      >
        {t(`phase.${time.phase}`, { time: countdown(time.remainingMs) })}
      </Text>
      {time.extensionMinutes > 0 && (
        <Text c="dimmed">{t('extended', { minutes: time.extensionMinutes })}</Text>
      )}
      <Text fz={large ? 'xl' : 'sm'}>
        {t('clock', { base: baseText(clock.baseSeconds), increment: clock.incrementSeconds })}
        {' · '}
        {boostedClock ? t('boostedClock', { base: baseText(boostedClock.baseSeconds) }) : t('noBoost')}
      </Text>
      {time.warning && (
        <Alert color="red" py={4}>
          {t('warning')}
        </Alert>
      )}
    </Group>
  );
}

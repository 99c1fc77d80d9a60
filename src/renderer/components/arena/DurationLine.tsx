import { Badge, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TournamentTime } from '../../../shared/api/arena';
import { api } from '../../api';
import { countdown } from './arena-format';

const REFRESH_MS = 5000;

/**
 * The announced duration of a tournament in rounds (R15.1): the countdown to the start, the end
 * and the close ten minutes later, red with a warning in the last five minutes. The time is the
 * server's (`tournament.time`), read again every few seconds; a failed read keeps the last one.
 */
export function DurationLine({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation('arena');
  const [time, setTime] = useState<TournamentTime | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      api['tournament.time']({ id: tournamentId })
        .then((v) => live && setTime(v))
        .catch(() => undefined);
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [tournamentId]);
  if (!time) return null;
  // A tournament in rounds is not ruled by itself: the arbiter rules once the close has come.
  const text =
    time.phase === 'closed'
      ? t('duration.closed')
      : time.phase === 'overtime'
        ? t('duration.overtime', { time: countdown(time.remainingMs) })
        : t(`phase.${time.phase}`, { time: countdown(time.remainingMs) });
  return (
    <Group gap="sm" data-testid="duration-line">
      <Text fw={600} c={time.warning ? 'red' : undefined}>
        {text}
      </Text>
      {time.warning && (
        <Badge color="red" variant="light" tt="none">
          {t('warning')}
        </Badge>
      )}
    </Group>
  );
}

import { Badge, Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TournamentTime } from '../../../shared/api/arena';
import { api, errorMessage } from '../../api';
import { canExtend, closeDue, durationText } from './duration-line';

const REFRESH_MS = 5000;
/** What the arbiter may add at a time: a round's worth, or an hour. */
const EXTENSIONS = [15, 60] as const;

/**
 * The announced duration of a tournament in rounds (R15.1): the countdown to the start, the end
 * and the close ten minutes later, red with a warning in the last five minutes, and the buttons
 * that extend it. The time is the server's (`tournament.time`), read again every few seconds; a
 * failed read keeps the last one. When the close is due for a tournament that keeps its duration,
 * the screen asks the server to close it (`tournament.tick`) and tells its parent (`onClosed`).
 */
export function DurationLine({ tournamentId, onClosed }: { tournamentId: number; onClosed?: () => void }) {
  const { t } = useTranslation('arena');
  const [time, setTime] = useState<TournamentTime | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ticking = useRef(false);
  const closed = useRef(onClosed);
  useEffect(() => {
    closed.current = onClosed;
  }, [onClosed]);
  useEffect(() => {
    let live = true;
    const load = async () => {
      try {
        let next = await api['tournament.time']({ id: tournamentId });
        if (closeDue(next) && !ticking.current) {
          ticking.current = true;
          try {
            const out = await api['tournament.tick']({ id: tournamentId });
            next = out.time;
            if (out.closedAt !== null) closed.current?.();
          } finally {
            ticking.current = false;
          }
        }
        if (live) setTime(next);
      } catch {
        // a failed read keeps the last countdown; the next read tries again
      }
    };
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [tournamentId]);
  if (!time) return null;
  const text = durationText(time);
  const extend = (minutes: number) => {
    setError(null);
    api['tournament.extend']({ id: tournamentId, minutes })
      .then(setTime)
      .catch((e: unknown) => setError(errorMessage(e)));
  };
  return (
    <Group gap="sm" data-testid="duration-line">
      <Text fw={600} c={time.warning ? 'red' : undefined}>
        {t(text.key, text.params)}
      </Text>
      {time.warning && (
        <Badge color="red" variant="light" tt="none">
          {t('warning')}
        </Badge>
      )}
      {time.extensionMinutes > 0 && (
        <Text c="dimmed">{t('duration.extended', { minutes: time.extensionMinutes })}</Text>
      )}
      {canExtend(time) &&
        EXTENSIONS.map((m) => (
          <Button key={m} size="compact-sm" variant="light" onClick={() => extend(m)}>
            {t('duration.extendBy', { minutes: m })}
          </Button>
        ))}
      {error && (
        <Text c="red" role="alert">
          {error}
        </Text>
      )}
    </Group>
  );
}

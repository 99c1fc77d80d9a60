import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorMessage } from '../../api';
import { useTournamentTime } from '../../hooks/useTournamentTime';
import { canExtend, durationText } from './duration-line';

/** What the arbiter may add at a time: a round's worth, or an hour. */
const EXTENSIONS = [15, 60] as const;

/**
 * The announced duration of a tournament in rounds (R15.1): the countdown to the start, the end
 * and the close ten minutes later, red with a warning in the last five minutes, and the buttons
 * that extend it (useTournamentTime reads it and asks for the close when it is due; `onClosed`
 * tells the parent screen the tournament closed).
 */
export function DurationLine({ tournamentId, onClosed }: { tournamentId: number; onClosed?: () => void }) {
  const { t } = useTranslation('arena');
  const [time, setTime] = useTournamentTime(tournamentId, onClosed);
  const [error, setError] = useState<string | null>(null);
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

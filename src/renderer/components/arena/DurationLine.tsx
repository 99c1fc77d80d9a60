import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorMessage } from '../../api';
import { useTournamentTime } from '../../hooks/useTournamentTime';
import { CloseModal } from './CloseModal';
import { CloseNotice } from './CloseNotice';
import { ReopenModal } from './ReopenModal';
import { canExtend, canReopen, closeEditable, durationText, endBeforeStart } from './duration-line';

/** What the arbiter may add at a time: a round's worth, or an hour. */
const EXTENSIONS = [15, 60] as const;

type Props = { tournamentId: number; name: string; onClosed?: () => void };

/**
 * The clock of a tournament in rounds (R15.1), on every screen of it: the countdown to the start,
 * then, when the close by the clock is on, to the announced end and the close ten minutes later,
 * red with a warning in the last five minutes; what turns the close on, moves or extends its end,
 * and reopens a tournament it closed. useTournamentTime reads it and asks for the close when due;
 * `onClosed` tells the parent screen that the tournament closed, or was reopened.
 */
export function DurationLine({ tournamentId, name, onClosed }: Props) {
  const { t } = useTranslation('arena');
  const [time, setTime] = useTournamentTime(tournamentId, onClosed);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'close' | 'reopen' | null>(null);
  if (!time) return null;
  const text = durationText(time);
  const endNote = endBeforeStart(time);
  const extend = (minutes: number) => {
    setError(null);
    api['tournament.extend']({ id: tournamentId, minutes })
      .then(setTime)
      .catch((e: unknown) => setError(errorMessage(e)));
  };
  const shown = text !== null || time.closeTurnedOff;
  if (!shown) return null;
  return (
    <>
      {time.closeTurnedOff && <CloseNotice tournamentId={tournamentId} time={time} onSeen={setTime} />}
      <Group gap="sm" data-testid="duration-line">
        {text && (
          <Text fw={600} c={time.warning ? 'red' : undefined}>
            {t(text.key, text.params)}
          </Text>
        )}
        {endNote && <Text c="dimmed">{t('duration.endSet', { end: endNote })}</Text>}
        {time.warning && (
          <Badge color="red" variant="filled" tt="none" role="alert">
            {t(time.phase === 'overtime' ? 'duration.warnClose' : 'duration.warnEnd')}
          </Badge>
        )}
        {canExtend(time) &&
          EXTENSIONS.map((m) => (
            <Button key={m} size="compact-sm" variant="light" onClick={() => extend(m)}>
              {t('duration.extendBy', { minutes: m })}
            </Button>
          ))}
        {closeEditable(time) && (
          <Button size="compact-sm" variant="subtle" onClick={() => setDialog('close')}>
            {t(time.closeAtEnd ? 'close.move' : 'close.set')}
          </Button>
        )}
        {canReopen(time) && (
          <Button size="compact-sm" variant="light" color="orange" onClick={() => setDialog('reopen')}>
            {t('reopen.open')}
          </Button>
        )}
        {error && (
          <Text c="red" role="alert">
            {error}
          </Text>
        )}
      </Group>
      {dialog === 'close' && (
        <CloseModal
          tournamentId={tournamentId}
          time={time}
          onDone={(next) => (setTime(next), setDialog(null))}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'reopen' && (
        <ReopenModal
          tournamentId={tournamentId}
          name={name}
          onDone={(next) => (setTime(next), setDialog(null), onClosed?.())}
          onCancel={() => setDialog(null)}
        />
      )}
    </>
  );
}

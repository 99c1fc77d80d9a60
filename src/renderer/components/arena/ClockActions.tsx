import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TournamentTime } from '../../../shared/api/arena';
import { api, errorMessage } from '../../api';
import { CloseModal } from './CloseModal';
import { ReopenModal } from './ReopenModal';
import { canExtend, canReopen, closeEditable } from './duration-line';

/** What the arbiter may add at a time: a round's worth, or an hour. */
const EXTENSIONS = [15, 60] as const;

type Props = {
  tournamentId: number;
  name: string;
  time: TournamentTime;
  onTime: (time: TournamentTime) => void;
  onReopened: () => void;
};

/**
 * The buttons of the clock line (R15.1), each where it is true: minutes added to the end while it
 * runs, the close set or its end moved until the tournament is over, and "Reopen…" once the clock
 * closed it. Each opens its dialog; the answer is the new time.
 */
export function ClockActions({ tournamentId, name, time, onTime, onReopened }: Props) {
  const { t } = useTranslation('arena');
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'close' | 'reopen' | null>(null);
  const extend = (minutes: number) => {
    setError(null);
    api['tournament.extend']({ id: tournamentId, minutes })
      .then(onTime)
      .catch((e: unknown) => setError(errorMessage(e)));
  };
  const done = (next: TournamentTime) => (onTime(next), setDialog(null));
  return (
    <>
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
      {dialog === 'close' && (
        <CloseModal tournamentId={tournamentId} time={time} onDone={done} onCancel={() => setDialog(null)} />
      )}
      {dialog === 'reopen' && (
        <ReopenModal
          tournamentId={tournamentId}
          name={name}
          onDone={(next) => (done(next), onReopened())}
          onCancel={() => setDialog(null)}
        />
      )}
    </>
  );
}

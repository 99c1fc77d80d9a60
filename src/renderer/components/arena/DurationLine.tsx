import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTournamentTime } from './useTournamentTime';
import { ClockActions } from './ClockActions';
import { CloseNotice } from './CloseNotice';
import { durationText, endBeforeStart } from './duration-line';

type Props = { tournamentId: number; name: string; onClosed?: () => void };

/**
 * The clock of a tournament in rounds (R15.1), on every screen of it: the countdown to the start,
 * then, when the close by the clock is on, to the announced end and the close ten minutes later,
 * red with a warning in the last five minutes; beside it what turns the close on, moves or extends
 * its end, and reopens a tournament it closed. useTournamentTime reads it and asks for the close
 * when due; `onClosed` tells the parent screen that the tournament closed, or was reopened.
 */
export function DurationLine({ tournamentId, name, onClosed }: Props) {
  const { t, i18n } = useTranslation('arena');
  const [time, setTime] = useTournamentTime(tournamentId, onClosed);
  if (!time) return null;
  const text = durationText(time, i18n.language);
  const endNote = endBeforeStart(time, i18n.language);
  if (text === null && !time.closeTurnedOff) return null;
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
        <ClockActions
          tournamentId={tournamentId}
          name={name}
          time={time}
          onTime={setTime}
          onReopened={() => onClosed?.()}
        />
      </Group>
    </>
  );
}

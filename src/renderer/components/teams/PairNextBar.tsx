import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeamEvent } from '../../../shared/api/teams';
import { RoundTabs } from '../pairings/RoundTabs';
import type { MatchRound } from './useMatchRound';
import type { PairNext } from './usePairNext';

type Props = { event: TeamEvent; m: MatchRound; next: PairNext };

/** The round tabs and the button that pairs the next round, with why it cannot be paired yet. */
export function PairNextBar({ event, m, next }: Props) {
  const { t } = useTranslation('teamui');
  return (
    <Group justify="space-between">
      <RoundTabs rounds={m.current} value={m.shown} onChange={m.showRound} />
      <Group gap="xs">
        {/* said once: the refusal's alert below takes over once the arbiter asked */}
        {!event.pairNext.ok && event.pairNext.reason && !next.blocked && (
          <Text size="xs" c="dimmed">
            {t(event.pairNext.reason.key, event.pairNext.reason.params)}
          </Text>
        )}
        {/* R6.2: with no valid pairing the button asks, and the refusal offers the fewest rematches */}
        <Button
          size="xs"
          disabled={!event.pairNext.ok && !event.pairNext.withRematches}
          onClick={() => void next.pairNext(false)}
        >
          {t('entry.pairNext', { round: m.current + 1 })}
        </Button>
      </Group>
    </Group>
  );
}

/** R6.2: the refusal of the next round, with its two ways out. */
export function BlockedAlert({ m, next }: { m: MatchRound; next: PairNext }) {
  const { t } = useTranslation('teamui');
  if (!next.blocked) return null;
  return (
    <Alert color="red" role="alert" withCloseButton onClose={() => next.setBlocked(null)}>
      <Text size="sm">{next.blocked.message}</Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" color="orange" onClick={() => next.setAsking('fewest')}>
          {t('entry.fewestPair')}
        </Button>
        <Button size="xs" variant="default" onClick={() => next.setAsking('end')}>
          {t('entry.endNow', { round: m.current })}
        </Button>
      </Group>
    </Alert>
  );
}

import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeamEvent } from '../../../shared/api/teams';
import { ConfirmModal } from '../common/ConfirmModal';
import { playedBetween } from '../results/correction-wording';
import { RepairLines } from './RepairLines';
import type { BoardResults } from './useBoardResults';
import type { MatchRound } from './useMatchRound';
import type { PairNext } from './usePairNext';

/** R6.7: a correction that re-pairs the next round, said before it is confirmed. */
export function RepairModal({ m, results }: { m: MatchRound; results: BoardResults }) {
  const { t } = useTranslation('teamui');
  const { t: td } = useTranslation('day');
  const { pending } = results;
  const repaired = pending?.repair?.round ?? m.shown + 1;
  // the rounds between the corrected one and the re-paired one keep their pairings
  const between = pending?.repair ? playedBetween(m.shown, pending.repair.round, td) : null;
  return (
    <ConfirmModal
      opened={pending !== null}
      title={t('entry.repairTitle', { round: repaired })}
      color="orange"
      onCancel={results.cancel}
      onConfirm={results.confirm}
    >
      {between && (
        <Text size="sm" mb="xs">
          {between}
        </Text>
      )}
      <Text size="sm" mb="xs">
        {t('entry.repairSays', { round: repaired })}
      </Text>
      {pending?.repair && <RepairLines repair={pending.repair} />}
    </ConfirmModal>
  );
}

/** R6.2: the fewest-rematches pairing of the next round, or the end of the tournament, confirmed. */
export function BlockedModals({ event, m, next }: { event: TeamEvent; m: MatchRound; next: PairNext }) {
  const { t } = useTranslation('teamui');
  const fewest = next.blocked?.fewest;
  const answer = (then: () => Promise<void>) => () => {
    next.setAsking(null);
    void then();
  };
  return (
    <>
      <ConfirmModal
        opened={next.asking === 'fewest'}
        title={t('entry.fewestTitle', { round: m.current + 1 })}
        color="orange"
        confirmLabel={t('entry.fewestPair')}
        onCancel={() => next.setAsking(null)}
        onConfirm={answer(() => next.pairNext(true))}
      >
        <Text size="sm" mb="xs">
          {t('entry.fewestSays')}
        </Text>
        {fewest && (
          <Stack gap={2}>
            {fewest.matches.map((x) => (
              <Text key={x.matchNo} size="sm">
                {x.matchNo}. {x.home} – {x.away}
              </Text>
            ))}
            {fewest.bye && <Text size="sm">{t('entry.fewestBye', { team: fewest.bye })}</Text>}
          </Stack>
        )}
      </ConfirmModal>
      <ConfirmModal
        opened={next.asking === 'end'}
        title={t('entry.endTitle', { round: m.current })}
        color="red"
        confirmLabel={t('entry.endNow', { round: m.current })}
        onCancel={() => next.setAsking(null)}
        onConfirm={answer(next.end)}
      >
        <Text size="sm">
          {t('entry.endSays', { round: m.current, planned: event.roundsPlanned ?? m.current })}
        </Text>
      </ConfirmModal>
    </>
  );
}

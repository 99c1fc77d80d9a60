import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Entrant } from '../../../shared/api/entrants';
import { api } from '../../api';
import { useLoad } from '../../hooks/useLoad';
import { ConfirmModal } from '../common/ConfirmModal';
import { withdrawEffect } from './withdraw-open';

type Props = {
  /** The entrant asked about; null keeps the dialog closed. */
  entrant: Entrant | null;
  /** The latest paired round and the rounds planned: they say from which round the withdrawal applies. */
  current: number;
  planned: number;
  /** Called on the arbiter's word, with the line to show once the withdrawal is stored. */
  onConfirm: (e: Entrant, withdrawn: string) => void;
  onCancel: () => void;
};

/** R10.2 withdrawal, asked in one wording wherever it is offered (entrants screen, absence panel). */
export function WithdrawConfirm({ entrant, current, planned, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('ui');
  // The current round as it stands: only a game still without a result becomes a forfeit.
  const round = useLoad(
    () =>
      entrant && current > 0
        ? api['round.get']({ tournamentId: entrant.tournamentId, round: current })
        : Promise.resolve(null),
    `${entrant?.id ?? 0}|${current}`,
  );
  const effect = entrant ? withdrawEffect(round.data, entrant.id) : null;
  return (
    <ConfirmModal
      opened={entrant !== null}
      title={t('entrants.withdrawTitle')}
      color="red"
      confirmLabel={t('entrants.withdraw')}
      onCancel={onCancel}
      onConfirm={() => entrant && onConfirm(entrant, t('entrants.withdrawn', { name: entrant.name }))}
    >
      {entrant && (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('entrants.withdrawConfirm', { name: entrant.name })}
          </Text>
          <Text size="sm">
            {current < planned
              ? t('entrants.withdrawFrom', { from: current + 1, current })
              : t('entrants.withdrawLast', { current })}
          </Text>
          {effect?.kind === 'open' && (
            <Text size="sm" c="dimmed" data-testid="withdraw-effect">
              {t('entrants.withdrawOpen', { current, opponent: effect.opponent })}
            </Text>
          )}
          {effect?.kind === 'decided' && (
            <Text size="sm" c="dimmed" data-testid="withdraw-effect">
              {t('entrants.withdrawDecided', { current })}
            </Text>
          )}
        </Stack>
      )}
    </ConfirmModal>
  );
}

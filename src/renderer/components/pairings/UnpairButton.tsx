import { Button, Checkbox, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundView } from '../../../shared/api/rounds';
import { api, errorMessage } from '../../api';
import { ConfirmModal } from '../common/ConfirmModal';

type Props = {
  tournamentId: number;
  round: RoundView;
  onDone: (message: string) => void;
  onError: (message: string) => void;
};

/** A round paired too early goes back, after the arbiter has read what it takes back. */
export function UnpairButton({ tournamentId, round, onDone, onError }: Props) {
  const { t } = useTranslation('day');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // R11.2: the drawn opening stays with the round for its next pairing unless this is ticked
  const [redraw, setRedraw] = useState(false);
  const drawn = round.opening !== null && round.opening.kind !== 'themed';
  const first = round.number === 1;
  const confirm = async () => {
    setBusy(true);
    try {
      const out = await api['round.unpair']({
        tournamentId,
        round: round.number,
        newOpening: drawn && redraw,
      });
      setOpen(false);
      setRedraw(false);
      const done = out.registration ? t('unpair.doneStart') : t('unpair.done', { round: out.round });
      onDone(
        out.kept ? `${done} ${t('unpair.kept', { round: out.round, moves: out.kept.join(' ') })}` : done,
      );
    } catch (e) {
      setOpen(false);
      onError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="default" color="red" size="xs" onClick={() => setOpen(true)} loading={busy}>
        {t('unpair.button', { round: round.number })}
      </Button>
      <ConfirmModal
        opened={open}
        title={t('unpair.title', { round: round.number })}
        confirmLabel={t('unpair.button', { round: round.number })}
        color="red"
        onConfirm={() => void confirm()}
        onCancel={() => (setOpen(false), setRedraw(false))}
      >
        <Text size="sm">
          {first
            ? t('unpair.bodyStart')
            : t('unpair.body', { round: round.number, boards: round.boards.length })}
        </Text>
        {drawn && (
          <Checkbox
            mt="sm"
            size="sm"
            label={t('unpair.newOpening', {
              round: round.number,
              moves: round.opening?.moves.join(' ') ?? '',
            })}
            checked={redraw}
            onChange={(e) => setRedraw(e.currentTarget.checked)}
          />
        )}
      </ConfirmModal>
    </>
  );
}

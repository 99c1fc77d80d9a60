import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArenaView } from '../../../shared/api/arena';
import { api, errorMessage } from '../../api';
import { handPairChoice } from './arena-format';

type Props = { view: ArenaView; opened: boolean; onClose: () => void; onPaired: (next: ArenaView) => void };

/**
 * The arbiter seats two free players himself (a late table, a walk to the desk), White and Black
 * as chosen. The server holds the rules (R14.1, R14.2, R14.6): its refusal is shown here, with
 * the time until which it holds. While the dialog is open the screen pairs nobody by itself.
 */
export function ArenaPairByHand({ view, opened, onClose, onPaired }: Props) {
  const { t } = useTranslation('arena');
  const [white, setWhite] = useState<number | null>(null);
  const [black, setBlack] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { options, cooldown } = handPairChoice(view, white, black);
  const close = () => {
    setWhite(null);
    setBlack(null);
    setError(null);
    onClose();
  };
  const pair = async () => {
    if (white === null || black === null) return;
    try {
      const next = await api['arena.pair']({
        tournamentId: view.tournamentId,
        whiteId: white,
        blackId: black,
      });
      close();
      onPaired(next);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const pick = (set: (id: number | null) => void) => (v: string | null) => {
    set(v === null ? null : Number(v));
    setError(null);
  };
  return (
    <Modal opened={opened} onClose={close} title={t('byHand.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('byHand.intro')}</Text>
        {options.length < 2 && <Alert color="yellow">{t('byHand.tooFew')}</Alert>}
        <Select
          label={t('white')}
          data={options}
          value={white === null ? null : String(white)}
          onChange={pick(setWhite)}
          searchable
        />
        <Select
          label={t('black')}
          data={options}
          value={black === null ? null : String(black)}
          onChange={pick(setBlack)}
          searchable
        />
        {cooldown && (
          <Text size="sm" c="orange" data-testid="hand-cooldown">
            {t(cooldown.pastEnd ? 'byHand.cooldownPastEnd' : 'byHand.cooldown', { time: cooldown.until })}
          </Text>
        )}
        {error && (
          <Alert color="red" data-testid="hand-refusal">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('byHand.cancel')}
          </Button>
          <Button onClick={() => void pair()} disabled={white === null || black === null}>
            {t('byHand.pair')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

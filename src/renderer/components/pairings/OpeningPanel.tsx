import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundView } from '../../../shared/api/rounds';
import { api, errorMessage } from '../../api';
import { ConfirmModal } from '../common/ConfirmModal';
import { diagramSrc, openingTitle } from './opening-text';

type Props = {
  tournamentId: number;
  round: RoundView;
  /** The latest round, not finished, nothing entered yet, and a mode that draws. */
  canRedraw: boolean;
  onChanged: (message: string) => void;
  onError: (message: string) => void;
};

/** R11.2: the round's opening as moves and as a board; drawn again on the arbiter's word. */
export function OpeningPanel({ tournamentId, round, canRedraw, onChanged, onError }: Props) {
  const { t } = useTranslation('day');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const o = round.opening;
  if (!o) return null;
  const moves = o.moves.join(' ');
  const redraw = async () => {
    setBusy(true);
    try {
      const out = await api['round.redrawOpening']({ tournamentId, round: round.number });
      setOpen(false);
      onChanged(t('opening.done', { moves: out.after?.moves.join(' ') ?? '' }));
    } catch (e) {
      setOpen(false);
      onError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('opening.title', { round: round.number })}>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Image src={diagramSrc(o.diagram)} alt={t('opening.diagram')} w={200} h={200} fit="contain" />
        <Stack gap={6}>
          <Title order={4}>{t('opening.title', { round: round.number })}</Title>
          <Text fw={600} data-testid="opening-moves">
            {moves}
          </Text>
          <Text size="sm">{openingTitle(o, t)}</Text>
          {round.gamesPerRound === 2 && (
            <Text size="sm" c="dimmed">
              {t('opening.both')}
            </Text>
          )}
          {canRedraw && (
            <Button variant="default" size="xs" w="fit-content" onClick={() => setOpen(true)} loading={busy}>
              {t('opening.redraw')}
            </Button>
          )}
        </Stack>
      </Group>
      <ConfirmModal
        opened={open}
        title={t('opening.confirmTitle', { round: round.number })}
        confirmLabel={t('opening.redraw')}
        onConfirm={() => void redraw()}
        onCancel={() => setOpen(false)}
      >
        <Text size="sm">{t('opening.confirm', { moves, round: round.number })}</Text>
      </ConfirmModal>
    </Paper>
  );
}

import { Alert, Button, Group, Loader, Modal, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TournamentTime } from '../../../shared/api/arena';
import type { ClosedDraw } from '../../../shared/api/clock';
import { api } from '../../api';
import { useLoad } from '../../hooks/useLoad';
import { ClosedDrawsTable } from './ClosedDrawsTable';
import { DateTimeField } from '../dates/DateFields';
import { refusal } from './CloseModal';

type Props = {
  tournamentId: number;
  name: string;
  onDone: (time: TournamentTime) => void;
  onCancel: () => void;
};

/**
 * R15.1 taken back: the tournament the clock closed is reopened on the arbiter's word. Every game
 * the close ruled drawn (R8.5) is listed; each is kept, or cleared so that its real result can be
 * entered. The close is then off, or set to a later end. Logged in the activity log.
 */
export function ReopenModal({ tournamentId, name, onDone, onCancel }: Props) {
  const { t } = useTranslation('arena');
  const draws = useLoad(() => api['tournament.closedDraws']({ id: tournamentId }), String(tournamentId));
  const [cleared, setCleared] = useState<ReadonlySet<number>>(new Set());
  const [on, setOn] = useState(false);
  const [end, setEnd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const choose = (d: ClosedDraw, clear: boolean) =>
    setCleared((prev) => new Set(clear ? [...prev, d.gameId] : [...prev].filter((id) => id !== d.gameId)));
  const reopen = () => {
    setError(null);
    const close = { closeAtEnd: on, announcedEnd: on && end !== '' ? end : null };
    api['tournament.reopen']({ id: tournamentId, clear: [...cleared], ...close })
      .then((done) => onDone(done.time))
      .catch((e: unknown) => setError(refusal(e)));
  };
  const list = draws.data ?? [];
  return (
    <Modal opened onClose={onCancel} title={t('reopen.title', { name })} size="xl">
      <Stack gap="sm">
        <Text size="sm">{t('reopen.explain', { count: list.length })}</Text>
        {!draws.data && !draws.error && <Loader size="sm" />}
        {draws.error && <Alert color="red">{draws.error}</Alert>}
        {list.length > 0 && <ClosedDrawsTable draws={list} cleared={cleared} onChoose={choose} />}
        <Switch label={t('reopen.keepClose')} checked={on} onChange={(e) => setOn(e.currentTarget.checked)} />
        {on && <DateTimeField label={t('close.end')} value={end} onChange={setEnd} required />}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('close.cancel')}
          </Button>
          <Button color="orange" onClick={reopen} disabled={!draws.data || (on && end === '')}>
            {t('reopen.confirm', { cleared: cleared.size, kept: list.length - cleared.size })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

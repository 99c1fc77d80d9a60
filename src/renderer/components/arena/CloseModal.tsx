import { Alert, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TournamentTime } from '../../../shared/api/arena';
import { api, errorIssues, errorMessage } from '../../api';
import { DateTimeField } from '../dates/DateFields';

type Props = {
  tournamentId: number;
  time: TournamentTime;
  onDone: (time: TournamentTime) => void;
  onCancel: () => void;
};

/** The reason a close was refused: its issues' own messages when it has them (settings:invalid). */
export const refusal = (e: unknown): string => {
  const issues = errorIssues(e);
  return issues.length > 0 ? issues.map((i) => i.message).join(' ') : errorMessage(e);
};

/**
 * R15.1 is the arbiter's choice over the board: the close by the clock turned on with its announced
 * end as a date and time, the end moved, or the close turned off, at any time while the tournament
 * is not over. The server checks the end (after the start, not over yet) and logs the change.
 */
export function CloseModal({ tournamentId, time, onDone, onCancel }: Props) {
  const { t } = useTranslation('arena');
  const [on, setOn] = useState(true);
  const [end, setEnd] = useState(time.announcedEnd ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    setError(null);
    const announcedEnd = end === '' ? null : end;
    api['tournament.setClose']({ id: tournamentId, closeAtEnd: on, announcedEnd })
      .then(onDone)
      .catch((e: unknown) => setError(refusal(e)));
  };
  return (
    <Modal opened onClose={onCancel} title={t('close.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm">{t('close.explain')}</Text>
        <Switch label={t('close.switch')} checked={on} onChange={(e) => setOn(e.currentTarget.checked)} />
        <DateTimeField
          label={t('close.end')}
          description={t('close.endHelp')}
          value={end}
          onChange={setEnd}
          disabled={!on}
          required={on}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('close.cancel')}
          </Button>
          <Button onClick={save} disabled={on && end === ''}>
            {t(on ? 'close.save' : 'close.turnOff')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

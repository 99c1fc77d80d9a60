import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '../../../shared/api/tournaments';
import { api, errorMessage } from '../../api';

/**
 * The organiser's cancel before the start (the seed: "Until it has started the organiser can
 * cancel it; afterwards not"). Entrants and settings are kept; the server refuses once started.
 */
export function CancelTournament({
  tournament,
  onCancelled,
}: {
  tournament: Tournament;
  onCancelled: (t: Tournament) => void;
}) {
  const { t } = useTranslation('ui');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    try {
      onCancelled(await api['tournament.cancel']({ id: tournament.id }));
      setAsking(false);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <>
      <Group justify="flex-end">
        <Button variant="light" color="red" onClick={() => setAsking(true)}>
          {t('settings.cancel.button')}
        </Button>
      </Group>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('settings.cancel.title')}>
        <Text size="sm">{t('settings.cancel.confirm', { name: tournament.settings.name })}</Text>
        {error && (
          <Alert color="red" role="alert" mt="sm">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            {t('settings.cancel.keep')}
          </Button>
          <Button color="red" onClick={() => void confirm()}>
            {t('settings.cancel.button')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

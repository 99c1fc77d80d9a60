import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '../../../shared/api/tournaments';
import { api, errorMessage } from '../../api';

type Props = { tournament: Tournament; onStarted: () => void };

/** PRODUCT.md step 3: the arbiter starts; the decision, the lots and round 1 follow (R2, R3). */
export function StartPanel({ tournament, onStarted }: Props) {
  const { t } = useTranslation('day');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await api['tournament.start']({ tournamentId: tournament.id });
      onStarted();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm" maw={720}>
      <Title order={2}>{t('start.title', { name: tournament.settings.name })}</Title>
      <Text size="sm">
        {t('start.intro', { present: tournament.presentCount, total: tournament.entrantCount })}
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <div>
        <Button onClick={() => void start()} loading={busy}>
          {t('start.submit')}
        </Button>
      </div>
    </Stack>
  );
}

import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TournamentTime } from '../../../shared/api/arena';
import { formatDateTime } from '../../../shared/dates';
import { api } from '../../api';

type Props = { tournamentId: number; time: TournamentTime; onSeen: (time: TournamentTime) => void };

/**
 * Said once: this file was made when every tournament had the close by the clock on by default,
 * and its arbiter never turned it on by hand, so it was turned off when the file was opened
 * (migration 012). Once read ("Understood") it is not said again, and the activity log keeps it.
 */
export function CloseNotice({ tournamentId, time, onSeen }: Props) {
  const { t, i18n } = useTranslation('arena');
  const seen = () => void api['tournament.closeNoticeSeen']({ id: tournamentId }).then(onSeen);
  return (
    <Alert color="blue" variant="light" title={t('notice.title')} data-testid="close-notice">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm">
          {t('notice.text')}
          {time.closedAt !== null &&
            ` ${t('notice.closed', { time: formatDateTime(i18n.language, time.closedAt) })}`}
        </Text>
        <Button size="compact-sm" variant="light" onClick={seen}>
          {t('notice.seen')}
        </Button>
      </Group>
    </Alert>
  );
}

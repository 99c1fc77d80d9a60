import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The server's warning, naming the entrant already registered; null shows nothing. */
  message: string | null;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * One person is one entrant: the same name and birth year may be the same person typed twice, or
 * two people; only the arbiter can tell, so the registration waits for the arbiter's word.
 */
export function SameNameWarning({ message, confirmLabel, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('ui');
  if (message === null) return null;
  return (
    <Alert color="yellow" role="alert" title={t('entrants.sameNameTitle')}>
      <Text size="sm">{message}</Text>
      <Group gap="sm" mt="xs">
        <Button size="xs" color="yellow" onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('entrants.cancel')}
        </Button>
      </Group>
    </Alert>
  );
}

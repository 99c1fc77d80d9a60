import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Entrant } from '../../../shared/api/entrants';

type Props = {
  entrant: Entrant | null;
  onConfirm: (e: Entrant) => void;
  onCancel: () => void;
};

/** Removal before round 1 deletes the entrant outright (R1.3), so it is asked, in the app's language. */
export function RemoveEntrantModal({ entrant, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('ui');
  return (
    <Modal
      opened={entrant !== null}
      onClose={onCancel}
      title={t('entrants.removeTitle')}
      closeButtonProps={{ 'aria-label': t('entrants.close') }}
    >
      <Text size="sm">{entrant ? t('entrants.confirmRemove', { name: entrant.name }) : null}</Text>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('entrants.cancel')}
        </Button>
        <Button color="red" onClick={() => entrant && onConfirm(entrant)}>
          {t('entrants.remove')}
        </Button>
      </Group>
    </Modal>
  );
}

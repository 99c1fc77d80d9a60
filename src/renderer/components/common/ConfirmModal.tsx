import { Button, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  color?: string;
  size?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Every change that needs the arbiter's word (R6.6 warnings, R6.7 re-pair, R10.2) asks here. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  color,
  size,
  onConfirm,
  onCancel,
}: Props) {
  const { t } = useTranslation('day');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      size={size}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color={color} onClick={onConfirm}>
          {confirmLabel ?? t('common.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

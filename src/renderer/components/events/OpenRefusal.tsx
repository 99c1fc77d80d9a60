import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { offersFor, type Offer } from './event-file';

export type Refusal = { file: string; code: string; message: string; details: unknown };

/** A refusal to open an event file, with what can be done about it (read-only, take over, restore). */
export function OpenRefusal({ refusal, onOffer }: { refusal: Refusal; onOffer: (o: Offer) => void }) {
  const { t } = useTranslation('storage');
  const offers = offersFor(refusal.code, refusal.details);
  const label: Record<Offer, string> = {
    readOnly: t('ui.openReadOnly'),
    takeOver: t('ui.takeOver'),
    restore: t('ui.restore'),
  };
  return (
    <Alert color={offers.length > 0 ? 'orange' : 'red'} role="alert">
      <Stack gap="xs">
        <Text size="sm">{refusal.message}</Text>
        {offers.length > 0 && (
          <Group gap="xs">
            {offers.map((o) => (
              <Button
                key={o}
                size="xs"
                variant={o === 'takeOver' ? 'default' : 'filled'}
                onClick={() => onOffer(o)}
              >
                {label[o]}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

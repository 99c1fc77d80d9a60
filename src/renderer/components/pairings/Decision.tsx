import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Progress } from '../../../shared/api/play';

/** R2.3: the decision taken at the start and its reason, with the lots of R6.4 / R7.2. */
export function Decision({ progress }: { progress: Progress }) {
  const { t } = useTranslation('day');
  const { decision, lots } = progress;
  if (!decision) return null;
  const cancelled = decision.format === 'cancelled';
  return (
    <Alert
      color={cancelled ? 'red' : 'indigo'}
      variant="light"
      title={cancelled ? t('start.cancelledTitle') : t('start.decision')}
      role="status"
    >
      <Text size="sm" fw={500}>
        {t(decision.reason.key, decision.reason.params)}
      </Text>
      {decision.notes.length > 0 && (
        <List size="sm" mt={4}>
          {decision.notes.map((n) => (
            <List.Item key={n.key}>{t(n.key, n.params)}</List.Item>
          ))}
        </List>
      )}
      {lots && (
        <Text size="sm" mt={4} c="dimmed">
          {t('start.lots', {
            seed: lots.seed,
            colour: t(`start.colour.${lots.initialColour}`),
            by: t(`start.by.${lots.startNumbers}`),
          })}
        </Text>
      )}
    </Alert>
  );
}

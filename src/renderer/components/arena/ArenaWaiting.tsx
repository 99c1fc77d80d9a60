import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ArenaView } from '../../../shared/api/arena';
import { waitingLines } from './arena-format';

type Props = { view: ArenaView; onJoin: (id: number) => void; onLeave: (id: number) => void };

/** Free entrants with whom they may not meet yet (R14.2), and the paused ones (R14.1). */
export function ArenaWaiting({ view, onJoin, onLeave }: Props) {
  const { t } = useTranslation('arena');
  const lines = waitingLines(view);
  return (
    <Stack gap="xs">
      <Title order={4}>{t('waiting')}</Title>
      {lines.length === 0 && <Text c="dimmed">{t('noWaiting')}</Text>}
      {lines.map((w) => (
        <Group key={w.id} gap="xs" justify="space-between" data-testid={`arena-free-${w.id}`}>
          <div>
            <Text size="sm">{w.name}</Text>
            {w.cooldowns.map((c) => (
              <Text key={c.name} size="xs" c="dimmed">
                {t(c.pastEnd ? 'cooldownPastEnd' : 'cooldown', { name: c.name, time: c.until })}
              </Text>
            ))}
          </div>
          {!view.closed && (
            <Button size="compact-xs" variant="subtle" onClick={() => onLeave(w.id)}>
              {t('leave')}
            </Button>
          )}
        </Group>
      ))}
      <Title order={4}>{t('paused')}</Title>
      {view.paused.map((p) => (
        <Group key={p.id} gap="xs" justify="space-between">
          <Text size="sm">{p.name}</Text>
          {!view.closed && (
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => onJoin(p.id)}
              aria-label={`${t('join')} ${p.name}`}
            >
              {t('join')}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}

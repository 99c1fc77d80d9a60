import { Badge, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TournamentStatus } from '../../shared/api/tournaments';
import { useWorkspace } from '../workspace';
import { LanguageSwitch } from './LanguageSwitch';

const STATUS_COLOUR: Record<TournamentStatus, string> = {
  registration: 'gray',
  running: 'indigo',
  finished: 'teal',
  cancelled: 'red',
};

export function AppHeader() {
  const { t } = useTranslation('ui');
  const { event, tournament } = useWorkspace();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Title order={1} size="h4" c="indigo.8">
          {t('common:appName')}
        </Title>
        {event ? (
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate aria-label={t('shell.openEvent')}>
              {event.name || event.fileName}
            </Text>
            <Badge variant="light" color="gray" radius="sm" tt="none" title={event.file}>
              {event.fileName}
            </Badge>
            {event.readOnly && (
              <Badge variant="filled" color="orange" radius="sm" tt="none">
                {t('storage:ui.readOnlyBadge')}
              </Badge>
            )}
            {tournament && (
              <Text size="sm" c="dimmed" truncate>
                · {tournament.settings.name}
              </Text>
            )}
            {tournament && (
              <Badge
                variant="light"
                radius="sm"
                tt="none"
                color={STATUS_COLOUR[tournament.status]}
                aria-label={t('shell.status', { status: t(`values.status.${tournament.status}`) })}
              >
                {t(`values.status.${tournament.status}`)}
              </Badge>
            )}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('shell.noEvent')}
          </Text>
        )}
      </Group>
      <LanguageSwitch />
    </Group>
  );
}

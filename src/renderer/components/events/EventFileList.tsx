import { Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RecentFile } from '../../../shared/api/events';
import { formatDateTime } from '../../../shared/dates';

/** The event files to open, each by its event's name, its file name and when it was last opened. */
export function EventFileList({ files, onOpen }: { files: RecentFile[]; onOpen: (file: string) => void }) {
  const { t, i18n } = useTranslation('ui');
  const when = (iso: string) => formatDateTime(i18n.language, iso);
  if (files.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('events.open.none')}
      </Text>
    );
  return (
    <Stack
      gap={4}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('events.open.list')}
    >
      {files.map((f) => (
        <li key={f.file}>
          <UnstyledButton onClick={() => onOpen(f.file)} p={6} w="100%" className="pick">
            <Text size="sm" fw={600}>
              {f.name || f.fileName}
            </Text>
            <Text size="xs" c="dimmed">
              {f.fileName}
              {f.openedAt ? ` · ${when(f.openedAt)}` : ''}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}

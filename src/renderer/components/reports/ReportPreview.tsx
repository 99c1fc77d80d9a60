import { Alert, Text } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shown } from './preview';

/** The preview of the chosen report, what went wrong, or that there is none yet. */
export function ReportPreview({
  shown,
  url,
  busy,
  error,
  frame,
}: {
  shown: Shown | null;
  url: string | null;
  busy: boolean;
  error: string | null;
  frame: RefObject<HTMLIFrameElement | null>;
}) {
  const { t } = useTranslation('reports');
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {busy && <Text size="sm">{t('screen.rendering')}</Text>}
      {shown !== null && url !== null ? (
        <>
          <Text size="sm" c="dimmed" role="status">
            {shown.fileName} · {t('screen.pages', { count: shown.pages })}
          </Text>
          <iframe
            ref={frame}
            src={url}
            title={t('screen.previewTitle')}
            style={{ width: '100%', height: '75vh', border: '1px solid var(--mantine-color-gray-4)' }}
          />
        </>
      ) : (
        !busy && <Text c="dimmed">{t('screen.empty')}</Text>
      )}
    </>
  );
}

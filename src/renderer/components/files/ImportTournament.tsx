import { Alert, Button, FileButton, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorMessage } from '../../api';
import { useWorkspace } from '../../workspace';

const KINDS = ['trf', 'draughtarbiter', 'fmjd-report'] as const;
type Kind = (typeof KINDS)[number];

/**
 * A tournament from another program's file: a TRF-16 (continued here), a DraughtArbiter result
 * export or an FMJD report (to check its tiebreaks and print it). All or nothing: a bad line is
 * named and nothing is imported.
 */
export function ImportTournament() {
  const { t } = useTranslation('files');
  const { tournamentSaved } = useWorkspace();
  const [kind, setKind] = useState<Kind>('trf');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const read = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const text = await file.text();
      const input = { fileName: file.name, text };
      const saved =
        kind === 'trf'
          ? await api['file.importTrf'](input)
          : await api['file.importResults']({ ...input, layout: kind });
      tournamentSaved(saved);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Group gap="sm" align="flex-end">
        <Select
          label={t('screen.importKind')}
          data={KINDS.map((k) => ({ value: k, label: t(`screen.kind.${k}`) }))}
          value={kind}
          onChange={(v) => v && setKind(v as Kind)}
          allowDeselect={false}
          w={240}
          size="xs"
        />
        <FileButton onChange={(f) => void read(f)} accept={kind === 'trf' ? '.trf,.txt' : '.csv,.txt'}>
          {(props) => (
            <Button size="xs" variant="default" loading={busy} {...props}>
              {t('screen.import')}
            </Button>
          )}
        </FileButton>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </>
  );
}

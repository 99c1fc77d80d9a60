import { Alert, Button, FileButton, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_ENCODINGS, type ListEncodingChoice, type RatingRowProblem } from '../../../shared/api/ratings';
import { RowProblems } from '../RowProblems';
import { api, errorMessage } from '../../api';
import { toBase64 } from '../ratings/upload';
import { useWorkspace } from '../../workspace';

const KINDS = ['trf', 'draughtarbiter', 'fmjd-report'] as const;
type Kind = (typeof KINDS)[number];

/**
 * A tournament from another program's file: a TRF-16 (continued here), a DraughtArbiter result
 * export or an FMJD report (to check its tiebreaks and print it). All or nothing: a bad line is
 * named and nothing is imported. Result tables go as bytes: DraughtArbiter saves them in the
 * Windows code page, recognised on the names, or read as the arbiter chooses under "Encoding".
 */
export function ImportTournament() {
  const { t } = useTranslation(['files', 'ratings']);
  const { tournamentSaved } = useWorkspace();
  const [kind, setKind] = useState<Kind>('trf');
  const [encoding, setEncoding] = useState<ListEncodingChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Values of the file imported as empty (a birth date with no year), by line, as for rating lists.
  const [problems, setProblems] = useState<{ name: string; list: RatingRowProblem[] } | null>(null);
  const read = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    setProblems(null);
    try {
      const saved =
        kind === 'trf'
          ? await api['file.importTrf']({ fileName: file.name, text: await file.text() })
          : await api['file.importResults']({
              fileName: file.name,
              layout: kind,
              data: toBase64(new Uint8Array(await file.arrayBuffer())),
              ...(encoding ? { encoding } : {}),
            });
      const { problems: found, ...tournament } = saved;
      setProblems(found.length > 0 ? { name: tournament.settings.name, list: found } : null);
      tournamentSaved(tournament);
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
        {kind !== 'trf' && (
          <Select
            label={t('ratings:screen.encoding')}
            placeholder={t('ratings:screen.encodingAuto')}
            clearable
            value={encoding}
            onChange={(v) => setEncoding((v as ListEncodingChoice | null) ?? null)}
            data={LIST_ENCODINGS.map((e) => ({ value: e, label: t(`ratings:screen.encodingName.${e}`) }))}
            w={260}
            size="xs"
          />
        )}
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
      {problems && (
        <RowProblems
          problems={problems.list}
          caption={t('screen.importProblems', { name: problems.name, count: problems.list.length })}
        />
      )}
    </>
  );
}

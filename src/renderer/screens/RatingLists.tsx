import { Alert, Button, Group, Progress, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIME_CONTROL_KINDS, VARIANTS } from '../../shared/domain';
import {
  LIST_ENCODINGS,
  RATING_FIELDS,
  type ColumnMeaningDto,
  type ListEncodingChoice,
  type RatingImportStatus,
  type RatingChange,
  type RatingList,
  type RatingPreview,
  type RatingRowProblem,
} from '../../shared/api/ratings';
import { api, errorMessage } from '../api';
import { RowProblems } from '../components/RowProblems';
import { ListFilePicker } from '../components/ratings/ListFilePicker';
import { DateField } from '../components/dates/DateFields';
import { useDates } from '../hooks/useDates';
import { useWorkspace } from '../workspace';

const POLL_MS = 250;
const IGNORE = '-';

/**
 * Import of the FMJD list or a national list (issue 7): the file's shape and first rows with the
 * recognised columns, a choice for every column the app did not recognise (remembered per
 * source) and the problems of the first rows as mapped, a progress bar, then the result with
 * every row problem by line: skipped, or imported without a value. Below, every list
 * imported into the event file with its source and date (RULES.md R13.1).
 */
export function RatingLists() {
  const { t } = useTranslation('ratings');
  const { t: ui } = useTranslation('ui');
  const dates = useDates();
  const [file, setFile] = useState('');
  const [source, setSource] = useState('');
  const [listDate, setListDate] = useState('');
  const [variant, setVariant] = useState<string | null>(null);
  const [timeControl, setTimeControl] = useState<string | null>(null);
  const [encoding, setEncoding] = useState<ListEncodingChoice | null>(null);
  const [preview, setPreview] = useState<RatingPreview | null>(null);
  const [changed, setChanged] = useState<Record<string, ColumnMeaningDto>>({});
  const [problems, setProblems] = useState<RatingRowProblem[]>([]);
  const [status, setStatus] = useState<RatingImportStatus | null>(null);
  const [lists, setLists] = useState<RatingList[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    api['ratings.lists']({})
      .then((l) => live && setLists(l))
      .catch((e: unknown) => live && setError(errorMessage(e)));
    return () => {
      live = false;
    };
  }, [version]);

  const showPreview = async (target = file, chosen: ListEncodingChoice | null = encoding, src = source) => {
    setError(null);
    setStatus(null);
    setChanged({});
    try {
      const p = await api['ratings.preview']({
        file: target,
        ...(src.trim() ? { source: src } : {}),
        ...(chosen ? { encoding: chosen } : {}),
      });
      setPreview(p);
      setProblems(p.problems);
      setSource(p.source);
    } catch (e) {
      setPreview(null);
      setError(errorMessage(e));
    }
  };

  /** A column changed: the problems of the first rows are read again the way it is now mapped. */
  const changeColumn = async (header: string, meaning: ColumnMeaningDto) => {
    const next = { ...changed, [header]: meaning };
    setChanged(next);
    if (!preview) return;
    try {
      const p = await api['ratings.preview']({
        file,
        source: preview.source,
        ...(encoding ? { encoding } : {}),
        mapping: next,
      });
      setProblems(p.problems);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const meaningOf = (header: string, recognised: ColumnMeaningDto): ColumnMeaningDto =>
    changed[header] ?? recognised;
  const columns = preview?.mapping.map((c) => ({ ...c, meaning: meaningOf(c.header, c.meaning) })) ?? [];
  const hasName = columns.some((c) => c.meaning.field === 'name' || c.meaning.field === 'surname');

  const runImport = async () => {
    setError(null);
    try {
      const { jobId } = await api['ratings.startImport']({
        file,
        source,
        ...(listDate ? { listDate } : {}),
        mapping: changed,
        variant: (variant as (typeof VARIANTS)[number] | null) ?? null,
        timeControl: (timeControl as (typeof TIME_CONTROL_KINDS)[number] | null) ?? null,
        ...(encoding ? { encoding } : {}),
      });
      for (;;) {
        const s = await api['ratings.importStatus']({ jobId });
        setStatus(s);
        if (s.state !== 'running') break;
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
      setVersion((v) => v + 1);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const fieldOptions = [
    { value: IGNORE, label: t('screen.ignore') },
    ...RATING_FIELDS.map((f) => ({ value: f, label: t(`field.${f}`) })),
  ];
  const percent = status && status.size > 0 ? Math.round((100 * status.bytes) / status.size) : 0;
  const running = status?.state === 'running';

  return (
    <Stack maw={1100}>
      <Title order={2}>{t('screen.title')}</Title>
      <Text c="dimmed">{t('screen.intro')}</Text>
      {error && (
        <Alert color="red" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <ListFilePicker
        chosen={file}
        disabled={running}
        onChosen={(chosen) => {
          setFile(chosen);
          // A new list: its shape and first rows at once, read the way the file says.
          setEncoding(null);
          setSource('');
          setListDate('');
          void showPreview(chosen, null, '');
        }}
      />
      <Group align="flex-end">
        <Select
          label={t('screen.encoding')}
          placeholder={t('screen.encodingAuto')}
          clearable
          value={encoding}
          onChange={(v) => {
            const chosen = (v as ListEncodingChoice | null) ?? null;
            setEncoding(chosen);
            // The first rows are shown again, read the chosen way.
            if (preview) void showPreview(file, chosen);
          }}
          data={LIST_ENCODINGS.map((e) => ({ value: e, label: t(`screen.encodingName.${e}`) }))}
          w={260}
        />
        <Button onClick={() => void showPreview()} disabled={file === '' || running}>
          {t('screen.preview')}
        </Button>
      </Group>
      {preview && (
        <Stack gap="sm">
          <Text size="sm">
            {preview.format === 'xlsx' || preview.encoding === null
              ? t('screen.formatXlsx', { line: preview.headerLine })
              : preview.delimiter
                ? t('screen.formatCsv', {
                    separator: t(`screen.separator.${preview.delimiter}`),
                    encoding: t(`screen.encodingName.${preview.encoding}`),
                    line: preview.headerLine,
                  })
                : t('screen.formatFixed', {
                    encoding: t(`screen.encodingName.${preview.encoding}`),
                    line: preview.headerLine,
                  })}
          </Text>
          <Group grow align="flex-start">
            <TextInput
              label={t('screen.source')}
              description={t('screen.sourceHelp')}
              inputWrapperOrder={['label', 'input', 'description']}
              value={source}
              onChange={(e) => setSource(e.currentTarget.value)}
            />
            <DateField label={t('screen.listDate')} value={listDate} onChange={setListDate} />
            <Select
              label={t('screen.variant')}
              placeholder={t('screen.asColumns')}
              clearable
              value={variant}
              onChange={setVariant}
              data={VARIANTS.map((v) => ({ value: v, label: ui(`values.variant.${v}`) }))}
            />
            <Select
              label={t('screen.timeControl')}
              placeholder={t('screen.asColumns')}
              clearable
              value={timeControl}
              onChange={setTimeControl}
              data={TIME_CONTROL_KINDS.map((k) => ({ value: k, label: ui(`values.timeControlKind.${k}`) }))}
            />
          </Group>
          <Title order={4}>{t('screen.mapping')}</Title>
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('screen.header')}</Table.Th>
                <Table.Th>{t('screen.meaning')}</Table.Th>
                {preview.sample.slice(0, 5).map((r) => (
                  <Table.Th key={r.line}>
                    {t('screen.line')} {r.line}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {columns.map((c, i) => (
                <Table.Tr key={`${i}-${c.header}`} bg={c.meaning.field === null ? 'yellow.0' : undefined}>
                  <Table.Td>
                    <Text fw={500}>{c.header}</Text>
                    {c.meaning.field === null && (
                      <Text size="xs" c="dimmed">
                        {t('screen.unrecognised')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={c.header}
                      data={fieldOptions}
                      value={c.meaning.field ?? IGNORE}
                      allowDeselect={false}
                      onChange={(v) =>
                        void changeColumn(c.header, {
                          ...c.meaning,
                          field: v === IGNORE || v === null ? null : (v as ColumnMeaningDto['field']),
                        })
                      }
                    />
                  </Table.Td>
                  {preview.sample.slice(0, 5).map((r) => (
                    <Table.Td key={r.line}>{r.cells[i] ?? ''}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {!hasName && <Alert color="yellow">{t('noNameColumn', { file: preview.file })}</Alert>}
          {/* Once imported, the whole list's problems below say it all. */}
          {hasName && problems.length > 0 && !status?.result && (
            <RowProblems problems={problems} caption={t('screen.problemsPreview')} />
          )}
          <Group>
            <Button onClick={() => void runImport()} disabled={!hasName || running || source.trim() === ''}>
              {t('screen.import')}
            </Button>
          </Group>
        </Stack>
      )}
      {status && (
        <Stack gap="xs">
          {running && (
            <>
              <Progress value={percent} animated aria-label={t('screen.import')} />
              <Text size="sm">{t('screen.importing', { rows: status.rows, percent })}</Text>
            </>
          )}
          {status.state === 'failed' && status.error && (
            <Alert color="red">{t(status.error.code, status.error.params)}</Alert>
          )}
          {status.result && (
            <Stack gap="xs">
              <Alert color={status.result.problems.length > 0 ? 'yellow' : 'green'}>
                {t('screen.done', {
                  imported: status.result.imported,
                  skipped: status.result.skipped,
                  warned: status.result.warned,
                })}
              </Alert>
              {status.result.problems.length > 0 && (
                <RowProblems problems={status.result.problems} caption={t('screen.problems')} />
              )}
            </Stack>
          )}
        </Stack>
      )}
      {/* new ratings only once there is a list to compare with (issue 33.7) */}
      {lists.length > 0 && <RatingDiffPanel version={version} />}
      <Title order={3}>{t('screen.lists')}</Title>
      {lists.length === 0 ? (
        <Text c="dimmed">{t('screen.noLists')}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('screen.listName')}</Table.Th>
              <Table.Th>{t('screen.source')}</Table.Th>
              <Table.Th>{t('screen.listDate')}</Table.Th>
              <Table.Th>{t('screen.importedAt')}</Table.Th>
              <Table.Th ta="right">{t('screen.entries')}</Table.Th>
              <Table.Th ta="right">{t('screen.skippedRows')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lists.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{l.name}</Table.Td>
                <Table.Td>{l.source}</Table.Td>
                <Table.Td>{l.listDate === null ? '' : dates.date(l.listDate) || l.listDate}</Table.Td>
                <Table.Td>{dates.dateTime(l.importedAt)}</Table.Td>
                <Table.Td ta="right">{l.entries}</Table.Td>
                <Table.Td ta="right">{l.skipped}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/**
 * After a re-import: the chosen tournament's entrants whose rating differs on the latest lists,
 * to accept before round 1 and never after (issue 7, RULES.md R13.1; the server refuses too).
 */
function RatingDiffPanel({ version }: { version: number }) {
  const { t } = useTranslation('ratings');
  const { tournament } = useWorkspace();
  const [changes, setChanges] = useState<RatingChange[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState(0);
  const id = tournament?.id ?? null;

  useEffect(() => {
    if (id === null) return;
    let live = true;
    api['ratings.diff']({ tournamentId: id })
      .then((c) => live && setChanges(c))
      .catch((e: unknown) => live && setError(errorMessage(e)));
    return () => {
      live = false;
    };
  }, [id, version, applied]);

  if (!tournament) return null;
  const accept = async () => {
    setError(null);
    try {
      const done = await api['ratings.applyDiff']({ tournamentId: tournament.id, entrantIds: null });
      setNotice(t('diff.accepted', { count: done.length }));
      setApplied((n) => n + 1);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Stack gap="xs">
      <Title order={3}>
        {t('diff.title')} · {tournament.settings.name}
      </Title>
      {error && <Alert color="red">{error}</Alert>}
      {notice && <Text c="green">{notice}</Text>}
      {changes.length === 0 ? (
        <Text c="dimmed">{t('diff.none')}</Text>
      ) : (
        <>
          <Text size="sm">{t('diff.intro')}</Text>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('diff.entrant')}</Table.Th>
                <Table.Th ta="right">{t('diff.before')}</Table.Th>
                <Table.Th ta="right">{t('diff.after')}</Table.Th>
                <Table.Th>{t('diff.list')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((c) => (
                <Table.Tr key={c.entrantId}>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td ta="right">{c.before ?? '–'}</Table.Td>
                  <Table.Td ta="right">{c.after ?? '–'}</Table.Td>
                  <Table.Td>{c.listName}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group>
            <Button onClick={() => void accept()} disabled={tournament.status !== 'registration'}>
              {t('diff.accept')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

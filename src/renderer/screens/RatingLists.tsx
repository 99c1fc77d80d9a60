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
import type { ApiInput } from '../../shared/api/contract';
import { api, errorMessage } from '../api';
import { RowProblems } from '../components/RowProblems';
import { ListFilePicker } from '../components/ratings/ListFilePicker';
import { DateField } from '../components/dates/DateFields';
import { useDates } from '../hooks/useDates';
import { useWorkspace } from '../workspace';

const POLL_MS = 250;
const IGNORE = '-';

type Column = RatingPreview['mapping'][number];

/**
 * The file chosen and its preview: how the app reads it (encoding, source) and the columns the
 * arbiter changed, with the problems of the first rows as they are now mapped.
 */
function usePreview(setError: (e: string | null) => void, setStatus: (s: RatingImportStatus | null) => void) {
  const [file, setFile] = useState('');
  const [source, setSource] = useState('');
  const [encoding, setEncoding] = useState<ListEncodingChoice | null>(null);
  const [preview, setPreview] = useState<RatingPreview | null>(null);
  const [changed, setChanged] = useState<Record<string, ColumnMeaningDto>>({});
  const [problems, setProblems] = useState<RatingRowProblem[]>([]);

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

  const columns: Column[] =
    preview?.mapping.map((c) => ({ ...c, meaning: changed[c.header] ?? c.meaning })) ?? [];
  return {
    file,
    setFile,
    source,
    setSource,
    encoding,
    setEncoding,
    preview,
    changed,
    problems,
    columns,
    showPreview,
    changeColumn,
  };
}

/** The lists imported into the event file, read again at each `version`. */
function useImportedLists(version: number, setError: (e: string | null) => void): RatingList[] {
  const [lists, setLists] = useState<RatingList[]>([]);
  useEffect(() => {
    let live = true;
    api['ratings.lists']({})
      .then((l) => live && setLists(l))
      .catch((e: unknown) => live && setError(errorMessage(e)));
    return () => {
      live = false;
    };
  }, [version, setError]);
  return lists;
}

/** Starts an import and follows it until it has ended, each status to `onStatus`. */
async function importList(
  input: ApiInput<'ratings.startImport'>,
  onStatus: (s: RatingImportStatus) => void,
): Promise<void> {
  const { jobId } = await api['ratings.startImport'](input);
  for (;;) {
    const s = await api['ratings.importStatus']({ jobId });
    onStatus(s);
    if (s.state !== 'running') break;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/**
 * Import of the FMJD list or a national list (issue 7): the file's shape and first rows with the
 * recognised columns, a choice for every column the app did not recognise (remembered per
 * source) and the problems of the first rows as mapped, a progress bar, then the result with
 * every row problem by line: skipped, or imported without a value. Below, every list
 * imported into the event file with its source and date (RULES.md R13.1).
 */
export function RatingLists() {
  const { t } = useTranslation('ratings');
  const fields = useListFields();
  const [status, setStatus] = useState<RatingImportStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const lists = useImportedLists(version, setError);
  const p = usePreview(setError, setStatus);
  const running = status?.state === 'running';

  const runImport = async () => {
    setError(null);
    try {
      await importList(
        {
          file: p.file,
          source: p.source,
          ...(fields.listDate ? { listDate: fields.listDate } : {}),
          mapping: p.changed,
          variant: (fields.variant as (typeof VARIANTS)[number] | null) ?? null,
          timeControl: (fields.timeControl as (typeof TIME_CONTROL_KINDS)[number] | null) ?? null,
          ...(p.encoding ? { encoding: p.encoding } : {}),
        },
        setStatus,
      );
      setVersion((v) => v + 1);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Stack maw={1100}>
      <Title order={2}>{t('screen.title')}</Title>
      <Text c="dimmed">{t('screen.intro')}</Text>
      {error && (
        <Alert color="red" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <FileChoice p={p} running={running} onNewList={() => fields.setListDate('')} />
      {p.preview && (
        <PreviewPanel
          p={p}
          preview={p.preview}
          fields={fields}
          imported={!!status?.result}
          running={running}
          onImport={() => void runImport()}
        />
      )}
      {status && <ImportProgress status={status} />}
      {/* new ratings only once there is a list to compare with (issue 33.7) */}
      {lists.length > 0 && <RatingDiffPanel version={version} />}
      <ImportedLists lists={lists} />
    </Stack>
  );
}

type Preview = ReturnType<typeof usePreview>;

/** The list's file, and how it is read (its encoding): a new file is shown at once. */
function FileChoice({ p, running, onNewList }: { p: Preview; running: boolean; onNewList: () => void }) {
  const { t } = useTranslation('ratings');
  return (
    <>
      <ListFilePicker
        chosen={p.file}
        disabled={running}
        onChosen={(chosen) => {
          p.setFile(chosen);
          // A new list: its shape and first rows at once, read the way the file says.
          p.setEncoding(null);
          p.setSource('');
          onNewList();
          void p.showPreview(chosen, null, '');
        }}
      />
      <Group align="flex-end">
        <Select
          label={t('screen.encoding')}
          placeholder={t('screen.encodingAuto')}
          clearable
          value={p.encoding}
          onChange={(v) => {
            const chosen = (v as ListEncodingChoice | null) ?? null;
            p.setEncoding(chosen);
            // The first rows are shown again, read the chosen way.
            if (p.preview) void p.showPreview(p.file, chosen);
          }}
          data={LIST_ENCODINGS.map((e) => ({ value: e, label: t(`screen.encodingName.${e}`) }))}
          w={260}
        />
        <Button onClick={() => void p.showPreview()} disabled={p.file === '' || running}>
          {t('screen.preview')}
        </Button>
      </Group>
    </>
  );
}

/** The file as the app reads it: its fields, its columns and their meaning, the import. */
function PreviewPanel(props: {
  p: Preview;
  preview: RatingPreview;
  fields: ListFieldsState;
  imported: boolean;
  running: boolean;
  onImport: () => void;
}) {
  const { p, preview, fields } = props;
  return (
    <Stack gap="sm">
      <PreviewFormat preview={preview} />
      <ListFields {...fields} source={p.source} setSource={p.setSource} />
      <MappingTable preview={preview} columns={p.columns} onChange={(h, m) => void p.changeColumn(h, m)} />
      <MappingChecked
        preview={preview}
        columns={p.columns}
        problems={p.problems}
        imported={props.imported}
        canImport={!props.running && p.source.trim() !== ''}
        onImport={props.onImport}
      />
    </Stack>
  );
}

/** The list's date, and its variant and time control when no column says them. */
function useListFields() {
  const [listDate, setListDate] = useState('');
  const [variant, setVariant] = useState<string | null>(null);
  const [timeControl, setTimeControl] = useState<string | null>(null);
  return { listDate, setListDate, variant, setVariant, timeControl, setTimeControl };
}
type ListFieldsState = ReturnType<typeof useListFields>;

/** How the file is read: a spreadsheet, separated values or fixed columns, and from which line. */
function PreviewFormat({ preview }: { preview: RatingPreview }) {
  const { t } = useTranslation('ratings');
  return (
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
  );
}

type Setter<T> = (value: T) => void;

/** The list's source and date, and the variant and time control when no column says them. */
function ListFields(props: {
  source: string;
  setSource: Setter<string>;
  listDate: string;
  setListDate: Setter<string>;
  variant: string | null;
  setVariant: Setter<string | null>;
  timeControl: string | null;
  setTimeControl: Setter<string | null>;
}) {
  const { t } = useTranslation('ratings');
  const { t: ui } = useTranslation('ui');
  return (
    <Group grow align="flex-start">
      <TextInput
        label={t('screen.source')}
        description={t('screen.sourceHelp')}
        inputWrapperOrder={['label', 'input', 'description']}
        value={props.source}
        onChange={(e) => props.setSource(e.currentTarget.value)}
      />
      <DateField label={t('screen.listDate')} value={props.listDate} onChange={props.setListDate} />
      <Select
        label={t('screen.variant')}
        placeholder={t('screen.asColumns')}
        clearable
        value={props.variant}
        onChange={props.setVariant}
        data={VARIANTS.map((v) => ({ value: v, label: ui(`values.variant.${v}`) }))}
      />
      <Select
        label={t('screen.timeControl')}
        placeholder={t('screen.asColumns')}
        clearable
        value={props.timeControl}
        onChange={props.setTimeControl}
        data={TIME_CONTROL_KINDS.map((k) => ({ value: k, label: ui(`values.timeControlKind.${k}`) }))}
      />
    </Group>
  );
}

/** Every column of the file with its meaning (to change) and its first five rows. */
function MappingTable({
  preview,
  columns,
  onChange,
}: {
  preview: RatingPreview;
  columns: Column[];
  onChange: (header: string, meaning: ColumnMeaningDto) => void;
}) {
  const { t } = useTranslation('ratings');
  const fieldOptions = [
    { value: IGNORE, label: t('screen.ignore') },
    ...RATING_FIELDS.map((f) => ({ value: f, label: t(`field.${f}`) })),
  ];
  return (
    <>
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
                    onChange(c.header, {
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
    </>
  );
}

/** Whether the mapping has a name, the first rows' problems until the import, and the import. */
function MappingChecked(props: {
  preview: RatingPreview;
  columns: Column[];
  problems: RatingRowProblem[];
  /** Once imported, the whole list's problems below say it all. */
  imported: boolean;
  canImport: boolean;
  onImport: () => void;
}) {
  const { t } = useTranslation('ratings');
  const hasName = props.columns.some((c) => c.meaning.field === 'name' || c.meaning.field === 'surname');
  return (
    <>
      {!hasName && <Alert color="yellow">{t('noNameColumn', { file: props.preview.file })}</Alert>}
      {hasName && props.problems.length > 0 && !props.imported && (
        <RowProblems problems={props.problems} caption={t('screen.problemsPreview')} />
      )}
      <Group>
        <Button onClick={props.onImport} disabled={!hasName || !props.canImport}>
          {t('screen.import')}
        </Button>
      </Group>
    </>
  );
}

/** The import under way (a progress bar), failed, or done with its row problems. */
function ImportProgress({ status }: { status: RatingImportStatus }) {
  const { t } = useTranslation('ratings');
  const percent = status.size > 0 ? Math.round((100 * status.bytes) / status.size) : 0;
  return (
    <Stack gap="xs">
      {status.state === 'running' && (
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
  );
}

/** Every list imported into the event file: its source, date, when, entries and rows skipped. */
function ImportedLists({ lists }: { lists: RatingList[] }) {
  const { t } = useTranslation('ratings');
  const dates = useDates();
  return (
    <>
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
    </>
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

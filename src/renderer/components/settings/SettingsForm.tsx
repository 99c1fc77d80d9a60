import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssueDetail } from '../../../shared/api/contract';
import type { Settings, SettingsField } from '../../../shared/settings';
import { errorIssues, errorMessage } from '../../api';
import { FormatSection } from './FormatSection';
import { GeneralSection } from './GeneralSection';
import { OpeningsSection } from './OpeningsSection';
import { PointsSection } from './PointsSection';
import { RatingSection } from './RatingSection';
import { FIELD_LABEL, localMessages, serverMessages } from './validation';

type Props = {
  initial: Settings;
  submitLabel: string;
  /** Throws the server's refusal; the form shows it. */
  onSubmit: (settings: Settings) => Promise<void>;
  readOnly?: boolean;
  /** An arena's settings: its duration instead of the close by the clock (R14.1, R15.1). */
  arena?: boolean;
  /** A team tournament: the team fields (rounds, tiebreaks) replace the individual ones (R16.1). */
  team?: boolean;
};

/**
 * Every setting, grouped as an arbiter reads a tournament's regulations. Each broken rule is shown
 * next to its field as the arbiter types, and Save waits until none is left; the server checks
 * the same rules again and whatever it still refuses is shown the same way.
 */
export function SettingsForm({
  initial,
  submitLabel,
  onSubmit,
  readOnly = false,
  arena = false,
  team = false,
}: Props) {
  const { t } = useTranslation('ui');
  const [value, setValue] = useState<Settings>(initial);
  const [serverIssues, setServerIssues] = useState<IssueDetail[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  // An empty field speaks up once the arbiter has touched it; the line by Save names it before.
  const [touched, setTouched] = useState<ReadonlySet<SettingsField>>(() => new Set());

  const local = localMessages(value, t);
  const server = serverMessages(serverIssues);
  const problemFields = (Object.keys(local) as SettingsField[]).filter((f) => (local[f] ?? []).length > 0);
  const problems = problemFields.length;
  const error = (field: SettingsField) => {
    const list = [...(local[field] ?? []), ...(server[field] ?? [])].filter(
      (m) => !m.missing || touched.has(field),
    );
    return list.length > 0 ? list.map((m) => m.text).join(' ') : undefined;
  };
  const change = (patch: Partial<Settings>) => {
    setValue((v) => ({ ...v, ...patch }));
    setTouched((prev) => new Set([...prev, ...(Object.keys(patch) as SettingsField[])]));
    setServerIssues([]);
    setServerError(null);
    setSaved(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (problems > 0 || readOnly) return;
    setBusy(true);
    try {
      await onSubmit(value);
      setSaved(true);
    } catch (err) {
      setServerIssues(errorIssues(err));
      setServerError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const sections = { value, change, error, team };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Fieldset legend={t('settings.group.general')} disabled={readOnly}>
          <GeneralSection {...sections} arena={arena} readOnly={readOnly} />
        </Fieldset>
        <Fieldset legend={t('settings.group.format')} disabled={readOnly}>
          <FormatSection {...sections} />
        </Fieldset>
        <Fieldset legend={t('settings.group.openings')} disabled={readOnly}>
          <OpeningsSection {...sections} />
        </Fieldset>
        <Fieldset legend={t('settings.group.rating')} disabled={readOnly}>
          <RatingSection {...sections} />
        </Fieldset>
        <Fieldset legend={t('settings.group.points')} disabled={readOnly}>
          <PointsSection {...sections} />
        </Fieldset>
        {serverError && (
          <Alert color="red" role="alert" title={t('settings.refused')}>
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {problems > 0 && (
            <Text size="sm" c="red.7" role="status">
              {t('settings.toFix', { fields: problemFields.map((f) => t(FIELD_LABEL[f])).join(', ') })}
            </Text>
          )}
          {saved && problems === 0 && (
            <Text size="sm" c="teal.7" role="status">
              {t('settings.saved')}
            </Text>
          )}
          <Button type="submit" loading={busy} disabled={problems > 0 || readOnly}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import type { ClassReviews } from '../../../shared/openings/tables';
import type { RatedGames } from '../../../shared/api/tournaments';
import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssueDetail } from '../../../shared/api/contract';
import {
  ADMIN_FIELDS,
  withoutCasualFloor,
  type Settings,
  type SettingsField,
} from '../../../shared/settings';
import { errorIssues, errorMessage } from '../../api';
import { AdministrationSection } from './AdministrationSection';
import { LockedContext } from './fields';
import { FormatSection } from './FormatSection';
import { GeneralSection } from './GeneralSection';
import { OpeningsSection } from './OpeningsSection';
import { PointsSection } from './PointsSection';
import { RatingSection } from './RatingSection';
import { FIELD_LABEL, localMessages, serverMessages, type FieldMessages } from './validation';

/** The messages of the administrative fields only. */
const adminOnly = (m: FieldMessages): FieldMessages =>
  Object.fromEntries(Object.entries(m).filter(([f]) => ADMIN_FIELDS.has(f as SettingsField)));

/** The administrative fields of the settings: all a save sends once the rules are locked. */
const pickAdmin = (s: Settings): Settings =>
  Object.fromEntries(Object.entries(s).filter(([f]) => ADMIN_FIELDS.has(f as SettingsField))) as Settings;

type Props = {
  initial: Settings;
  submitLabel: string;
  /** Throws the server's refusal; the form shows it. */
  onSubmit: (settings: Settings) => Promise<void>;
  readOnly?: boolean;
  /**
   * Round 1 is paired: the rules of play are locked (R1.3), each locked group saying why; the
   * administrative fields stay editable and only they are sent.
   */
  rulesLocked?: boolean;
  /** An arena's settings: its duration instead of the close by the clock (R14.1, R15.1). */
  arena?: boolean;
  /** R11.4: the opening classes reviewed for the tournament. */
  reviews?: ClassReviews;
  /** A team tournament: the team fields (rounds, tiebreaks) replace the individual ones (R16.1). */
  team?: boolean;
  /** R12.3: how many games of the saved tournament can be rated. */
  ratedGames?: RatedGames | null;
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
  rulesLocked = false,
  arena = false,
  reviews,
  team = false,
  ratedGames = null,
}: Props) {
  const { t } = useTranslation('ui');
  const [value, setValue] = useState<Settings>(initial);
  const [serverIssues, setServerIssues] = useState<IssueDetail[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  // An empty field speaks up once the arbiter has touched it; the line by Save names it before.
  const [touched, setTouched] = useState<ReadonlySet<SettingsField>>(() => new Set());

  // Locked rules are not the arbiter's to fix now (a start long past is no fault of a new name).
  const local = rulesLocked ? adminOnly(localMessages(value, t)) : localMessages(value, t);
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
      await onSubmit(rulesLocked ? pickAdmin(value) : value);
      // R12.2: saved casual, a floor its opening makes pointless dropped, as the service saves it
      if (!rulesLocked) setValue(withoutCasualFloor(value));
      setSaved(true);
    } catch (err) {
      setServerIssues(errorIssues(err));
      setServerError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const sections = { value, change, error, team, ratedGames, ...(reviews ? { reviews } : {}) };
  const locked = readOnly || rulesLocked;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Fieldset legend={t('settings.group.administration')} disabled={readOnly}>
          <AdministrationSection {...sections} />
        </Fieldset>
        <LockedContext.Provider value={rulesLocked ? t('settings.lockedWhy') : null}>
          <Fieldset legend={t('settings.group.general')} disabled={locked}>
            <GeneralSection {...sections} arena={arena} readOnly={locked} />
          </Fieldset>
          <Fieldset legend={t('settings.group.format')} disabled={locked}>
            <FormatSection {...sections} />
          </Fieldset>
          <Fieldset legend={t('settings.group.openings')} disabled={locked}>
            <OpeningsSection {...sections} />
          </Fieldset>
          <Fieldset legend={t('settings.group.rating')} disabled={locked}>
            <RatingSection {...sections} />
          </Fieldset>
          <Fieldset legend={t('settings.group.points')} disabled={locked}>
            <PointsSection {...sections} />
          </Fieldset>
        </LockedContext.Provider>
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

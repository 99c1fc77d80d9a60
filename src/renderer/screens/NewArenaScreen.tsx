import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARENA_DURATION_MINUTES, arenaTimeControl, baseText, boostedBase } from '../../shared/arena-limits';
import { api, errorMessage } from '../api';
import { NumberField } from '../components/settings/fields';
import { DateTimeField } from '../components/dates/DateFields';
import {
  arenaCreateInput,
  arenaFormIssues,
  formClock,
  nextQuarter,
  type ArenaForm,
  type ArenaFormField,
} from '../components/arena/new-arena';
import { useWorkspace } from '../workspace';

/**
 * A new arena (R14.1): name, start, duration (ten minutes to eight hours) and the games' clock.
 * Each box that holds what the rules refuse says what to enter instead; the boxes are checked
 * when the arbiter creates, and again as he corrects them.
 */
export function NewArenaScreen() {
  const { t } = useTranslation('arena');
  const { tournamentSaved, go } = useWorkspace();
  const [form, setForm] = useState<ArenaForm>(() => ({
    name: '',
    arbiter: '',
    scheduledStart: nextQuarter(new Date()),
    durationMinutes: 60,
    baseMinutes: 3,
    baseSeconds: 0,
    incrementSeconds: 2,
  }));
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const issues = arenaFormIssues(form);
  const error = (field: ArenaFormField) => {
    const issue = checked ? issues.find((i) => i.field === field) : undefined;
    return issue ? t(issue.key, issue.params) : undefined;
  };
  const change = (patch: Partial<ArenaForm>) => setForm((f) => ({ ...f, ...patch }));
  const clockOk = !issues.some((i) => ['baseMinutes', 'baseSeconds', 'incrementSeconds'].includes(i.field));
  const clock = formClock(form);
  const preview = !clockOk
    ? null
    : clock.baseSeconds > 0
      ? t('form.clockPreview', {
          clock: arenaTimeControl(clock).text,
          boosted: baseText(boostedBase(clock.baseSeconds)),
        })
      : t('form.clockNoBoost', { clock: arenaTimeControl(clock).text });

  const submit = async () => {
    setChecked(true);
    setFailure(null);
    if (issues.length > 0) return;
    setSaving(true);
    try {
      tournamentSaved(await api['arena.create'](arenaCreateInput(form)));
      go('entrants');
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{t('form.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('form.intro')}
          </Text>
        </div>
        <Button variant="default" size="xs" onClick={() => go('events')}>
          {t('form.cancel')}
        </Button>
      </Group>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            <TextInput
              label={t('form.name')}
              value={form.name}
              onChange={(e) => change({ name: e.currentTarget.value })}
              error={error('name')}
              required
              data-autofocus
            />
            <TextInput
              label={t('form.arbiter')}
              value={form.arbiter}
              onChange={(e) => change({ arbiter: e.currentTarget.value })}
            />
            <DateTimeField
              label={t('form.start')}
              value={form.scheduledStart}
              onChange={(v) => change({ scheduledStart: v })}
              error={error('scheduledStart')}
              required
            />
            <NumberField
              label={t('form.duration')}
              description={t('form.durationHelp', ARENA_DURATION_MINUTES)}
              value={form.durationMinutes}
              onChange={(v) => change({ durationMinutes: v })}
              error={error('durationMinutes')}
              required
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
            <NumberField
              label={t('form.baseMinutes')}
              value={form.baseMinutes}
              onChange={(v) => change({ baseMinutes: v })}
              error={error('baseMinutes')}
              required
            />
            <NumberField
              label={t('form.baseSeconds')}
              value={form.baseSeconds}
              onChange={(v) => change({ baseSeconds: v })}
              error={error('baseSeconds')}
              required
            />
            <NumberField
              label={t('form.increment')}
              value={form.incrementSeconds}
              onChange={(v) => change({ incrementSeconds: v })}
              error={error('incrementSeconds')}
              required
            />
          </SimpleGrid>
          {preview && (
            <Text size="sm" data-testid="arena-clock-preview">
              {preview}
            </Text>
          )}
          {failure && <Alert color="red">{failure}</Alert>}
          <Group>
            <Button type="submit" loading={saving}>
              {t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

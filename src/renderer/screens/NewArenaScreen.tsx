import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clockPreview } from '../components/arena/new-arena';
import { ArenaClockFields, ArenaEventFields } from '../components/arena/NewArenaFields';
import { useNewArena } from '../components/arena/useNewArena';

/**
 * A new arena (R14.1): name, start, duration (ten minutes to eight hours) and the games' clock.
 * Each box that holds what the rules refuse says what to enter instead; the boxes are checked
 * when the arbiter creates, and again as he corrects them.
 */
export function NewArenaScreen() {
  const { t } = useTranslation('arena');
  const { form, issues, error, change, failure, saving, submit, go } = useNewArena();
  const line = clockPreview(form, issues);
  const preview = line ? t(line.key, line.params) : null;

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
          <ArenaEventFields form={form} change={change} error={error} />
          <ArenaClockFields form={form} change={change} error={error} />
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

import { Button, Checkbox, Group, PasswordInput, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PortalSettings } from '../../../shared/api/portal';

export type PortalChange = Partial<{ enabled: boolean; access: 'open' | 'private' }>;

/** R16.2: the portal on or off for this tournament, open or private, and its password. */
export function PortalAccess({
  s,
  password,
  setPassword,
  save,
}: {
  s: PortalSettings;
  password: string;
  setPassword: (password: string) => void;
  save: (change: PortalChange) => void;
}) {
  const { t } = useTranslation('portal');
  return (
    <>
      <Checkbox
        label={t('screen.enabled')}
        checked={s.enabled}
        onChange={(e) => save({ enabled: e.currentTarget.checked })}
      />
      {/* Radios, not a segmented control: the two long labels wrap inside the panel. */}
      <Radio.Group
        size="xs"
        label={t('screen.access')}
        value={s.access}
        onChange={(v) => save({ access: v as 'open' | 'private' })}
      >
        <Stack gap={4} mt={4}>
          <Radio value="open" label={t('screen.open')} />
          <Radio value="private" label={t('screen.private')} />
        </Stack>
      </Radio.Group>
      <Group align="flex-end" gap="xs">
        <PasswordInput
          size="xs"
          label={t('screen.password')}
          description={s.hasPassword ? t('screen.passwordSet') : undefined}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Button size="xs" variant="light" disabled={!password} onClick={() => save({})}>
          {t('screen.save')}
        </Button>
      </Group>
    </>
  );
}

import {
  Alert,
  Button,
  Checkbox,
  Group,
  Image,
  PasswordInput,
  Radio,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import qrcode from 'qrcode-generator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorMessage } from '../../api';
import { useLoad } from '../../hooks/useLoad';
import { PortalLinks } from './PortalLinks';

/** The address as a QR code (an image from a data: URL, which the page's policy allows). */
export function qrDataUrl(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  return qr.createDataURL(4, 2);
}

/**
 * RULES.md R16.2-R16.3: the arbiter turns the portal on for this tournament (off by default),
 * chooses open or private and the password, and the network it listens on, with a plain notice of
 * who can reach it; the address players open is shown with its QR code.
 */
export function PortalSwitch({
  tournamentId,
  captains = false,
}: {
  tournamentId: number;
  captains?: boolean;
}) {
  const { t } = useTranslation('portal');
  const settings = useLoad(() => api['portal.settings']({ tournamentId }), String(tournamentId));
  const nets = useLoad(() => api['portal.interfaces']({}), 'interfaces');
  const listener = useLoad(() => api['portal.listener']({}), 'listener');
  const [address, setAddress] = useState('127.0.0.1');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = (work: () => Promise<void>) => {
    setError(null);
    work().catch((e: unknown) => setError(errorMessage(e)));
  };
  const s = settings.data;
  const chosen = nets.data?.find((n) => n.address === address);
  const save = (change: Partial<{ enabled: boolean; access: 'open' | 'private' }>) =>
    run(async () => {
      if (!s) return;
      const out = await api['portal.configure']({
        tournamentId,
        enabled: change.enabled ?? s.enabled,
        access: change.access ?? s.access,
        ...(password ? { password } : {}),
      });
      setPassword('');
      settings.set(out);
    });
  const l = listener.data;
  return (
    <Stack gap={6} data-testid="portal-switch">
      <Title order={4}>{t('screen.title')}</Title>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {s && (
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
      )}
      <Group align="flex-end" gap="xs">
        <Select
          size="xs"
          label={t('screen.network')}
          value={address}
          onChange={(v) => v && setAddress(v)}
          data={(nets.data ?? []).map((n) => ({ value: n.address, label: `${n.address} (${n.name})` }))}
          allowDeselect={false}
        />
        <Button
          size="xs"
          onClick={() => run(async () => listener.set(await api['portal.listen']({ address, port: 0 })))}
        >
          {t('screen.start')}
        </Button>
        {l?.running && (
          <Button
            size="xs"
            variant="default"
            onClick={() => run(async () => listener.set(await api['portal.stop']({})))}
          >
            {t('screen.stop')}
          </Button>
        )}
      </Group>
      {chosen && (
        <Text size="xs" c={chosen.scope === 'network' ? 'orange.8' : 'dimmed'}>
          {t(`screen.scope.${chosen.scope}`, { address: chosen.address })}
        </Text>
      )}
      {l?.running && l.url && (
        <Group gap="sm" wrap="nowrap">
          <Image src={qrDataUrl(l.url)} alt={l.url} w={116} h={116} />
          <Text size="sm" fw={600} data-testid="portal-url">
            {t('screen.running', { url: l.url })}
          </Text>
        </Group>
      )}
      {s?.enabled && l?.running && <PortalLinks tournamentId={tournamentId} captains={captains} />}
    </Stack>
  );
}

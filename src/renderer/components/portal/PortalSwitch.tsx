import { Alert, Group, Image, Stack, Text, Title } from '@mantine/core';
import qrcode from 'qrcode-generator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorMessage } from '../../api';
import { useLoad } from '../../hooks/useLoad';
import { PortalAccess, type PortalChange } from './PortalAccess';
import { PortalLinks } from './PortalLinks';
import { PortalNetwork } from './PortalNetwork';

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
  const save = (change: PortalChange) =>
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
      {s && <PortalAccess s={s} password={password} setPassword={setPassword} save={save} />}
      <PortalNetwork
        nets={nets.data}
        address={address}
        setAddress={setAddress}
        listener={listener}
        run={run}
      />
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

import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../shared/i18n';
import { api, errorMessage } from '../../api';
import { useLoad } from '../../hooks/useLoad';
import { LinkRows, type Revoking } from './LinkRows';

type Pdf = { pdf: string; fileName: string };

function download({ pdf, fileName }: Pdf): void {
  const bytes = Uint8Array.from(atob(pdf), (ch) => ch.charCodeAt(0));
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  a.download = fileName;
  a.click();
}

/**
 * R16.3: who holds a live personal link, invitation slips to print, and a link revoked with the
 * arbiter's word. Printing keeps links already handed out unless the arbiter asks for new ones.
 */
export function PortalLinks({
  tournamentId,
  captains = false,
}: {
  tournamentId: number;
  captains?: boolean;
}) {
  const { t, i18n } = useTranslation('portalprint');
  // A team event's links are its captains' (R16.2 team matches): the same panel, its own words.
  const say = (key: 'print' | 'keepNote' | 'renew' | 'renewNote') =>
    t(captains ? `screen.captains.${key}` : `screen.${key}`);
  const links = useLoad(() => api['portal.links']({ tournamentId }), `links-${tournamentId}`);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState<(Pdf & { count: number }) | null>(null);
  const run = (work: () => Promise<void>) => {
    setError(null);
    work()
      .catch((e: unknown) => setError(errorMessage(e)))
      .finally(links.reload);
  };
  const print = (renew: boolean) =>
    run(async () => {
      const issued = await api['portal.slips']({ tournamentId, renew });
      const language = isLanguage(i18n.language) ? i18n.language : 'en';
      const pdf = await api['portal.slipsPdf']({ tournamentId, language, slips: issued.slips });
      setReady({ ...pdf, count: issued.slips.length });
      download(pdf);
    });
  const revoke = (r: Revoking) =>
    run(async () => {
      // A team captain's link (R16.2 team matches), or a player's.
      const who = r.teamId !== null ? { teamId: r.teamId } : { entrantId: r.entrantId ?? 0 };
      await api['portal.revoke']({ tournamentId, ...who });
    });
  return (
    <Stack gap={6} data-testid="portal-links" mt="sm">
      <Title order={5}>{t('screen.title')}</Title>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group gap="xs">
        <Button size="xs" onClick={() => print(false)}>
          {say('print')}
        </Button>
        <Button size="xs" variant="default" onClick={() => print(true)}>
          {say('renew')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {say('keepNote')} {say('renewNote')}
      </Text>
      {ready && <SlipsReady ready={ready} />}
      <LinkRows links={links.data ?? []} revoke={revoke} />
    </Stack>
  );
}

/** The slips just printed, how many, and their PDF to download again. */
function SlipsReady({ ready }: { ready: Pdf & { count: number } }) {
  const { t } = useTranslation('portalprint');
  return (
    <Group gap="xs">
      <Text size="sm">{t('screen.ready', { count: ready.count })}</Text>
      <Button size="compact-xs" variant="subtle" onClick={() => download(ready)}>
        {t('screen.download')}
      </Button>
    </Group>
  );
}

import { Button, Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PortalListener } from '../../../shared/api/portal';
import { api } from '../../api';
import type { Loaded } from '../../hooks/useLoad';

/** One address the portal can listen on (shared/api/portal.ts). */
type Interface = Awaited<ReturnType<(typeof api)['portal.interfaces']>>[number];

/** R16.3: the network the portal listens on, started and stopped, with who can reach it. */
export function PortalNetwork({
  nets,
  address,
  setAddress,
  listener,
  run,
}: {
  nets: Interface[] | null;
  address: string;
  setAddress: (address: string) => void;
  listener: Loaded<PortalListener>;
  run: (work: () => Promise<void>) => void;
}) {
  const { t } = useTranslation('portal');
  const chosen = nets?.find((n) => n.address === address);
  return (
    <>
      <Group align="flex-end" gap="xs">
        <Select
          size="xs"
          label={t('screen.network')}
          value={address}
          onChange={(v) => v && setAddress(v)}
          data={(nets ?? []).map((n) => ({ value: n.address, label: `${n.address} (${n.name})` }))}
          allowDeselect={false}
        />
        <Button
          size="xs"
          onClick={() => run(async () => listener.set(await api['portal.listen']({ address, port: 0 })))}
        >
          {t('screen.start')}
        </Button>
        {listener.data?.running && (
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
    </>
  );
}

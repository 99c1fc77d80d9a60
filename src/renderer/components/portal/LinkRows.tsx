import { Button, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalLink } from '../../../shared/api/portal-slips';
import { ConfirmModal } from '../common/ConfirmModal';

/** Who to revoke: a player's link, or in a team event its captain's (R16.2 team matches). */
export type Revoking = { entrantId: number | null; teamId: number | null; name: string };

/**
 * R16.3: each player's (or team captain's) link and its state, a live one with its revoke button;
 * `revoke` runs once the arbiter confirmed.
 */
export function LinkRows({ links, revoke }: { links: PortalLink[]; revoke: (who: Revoking) => void }) {
  const { t } = useTranslation('portalprint');
  const [revoking, setRevoking] = useState<Revoking | null>(null);
  return (
    <>
      <Table striped withTableBorder verticalSpacing={2} fz="sm">
        <Table.Tbody>
          {links.map((l) => (
            <Table.Tr key={l.teamId !== null ? `team-${l.teamId}` : l.entrantId}>
              <Table.Td ta="right">{l.startNo ?? ''}</Table.Td>
              <Table.Td>{l.name}</Table.Td>
              <Table.Td c={l.state === 'invited' ? 'teal.8' : 'dimmed'}>
                {t(`screen.state.${l.state}`)}
              </Table.Td>
              <Table.Td>
                {l.state === 'invited' && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setRevoking({ entrantId: l.entrantId, teamId: l.teamId, name: l.name })}
                  >
                    {t('portal:screen.revoke')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ConfirmModal
        opened={revoking !== null}
        title={t('portal:screen.revoke')}
        confirmLabel={t('portal:screen.revoke')}
        color="red"
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          const r = revoking;
          setRevoking(null);
          if (r) revoke(r);
        }}
      >
        <Text size="sm">{revoking ? t('screen.confirm', { name: revoking.name }) : ''}</Text>
      </ConfirmModal>
    </>
  );
}

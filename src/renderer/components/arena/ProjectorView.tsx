import { Badge, Grid, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArenaView } from '../../../shared/api/arena';
import { api } from '../../api';
import { ArenaClockLine } from './ArenaClockLine';
import { ArenaStandings } from './ArenaStandings';

const REFRESH_MS = 3000;

/**
 * The hall's screen: large type, refreshes by itself, no controls. It only reads (`arena.view`),
 * so leaving it open changes nothing; a failed refresh keeps the last picture. Escape or a click
 * on the title leaves it.
 */
export function ProjectorView({ tournamentId, onExit }: { tournamentId: number; onExit: () => void }) {
  const { t } = useTranslation('arena');
  const [view, setView] = useState<ArenaView | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      api['arena.view']({ tournamentId })
        .then((v) => live && setView(v))
        .catch(() => undefined);
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [tournamentId]);
  if (!view) return null;
  return (
    <Stack gap="md" p="md" data-testid="projector">
      <Title order={1} fz={48} onClick={onExit}>
        {view.name}
      </Title>
      <ArenaClockLine view={view} large />
      {/* The ranking has six columns and a streak mark ("5 wins in a row") to show whole at 1366 px. */}
      <Grid gap="xl" align="flex-start">
        <Grid.Col span={5}>
          <Table fz="xl" withTableBorder aria-label={t('boards')}>
            <Table.Tbody>
              {view.boards.map((b) => (
                <Table.Tr key={b.gameId}>
                  <Table.Td className="num" fw={700}>
                    {b.board}
                  </Table.Td>
                  {(
                    [
                      [b.white, b.whiteBoosted],
                      [b.black, b.blackBoosted],
                    ] as const
                  ).map(([p, boosted]) => (
                    <Table.Td key={p.id}>
                      <Group gap={8}>
                        <Text fz="xl">{p.name}</Text>
                        {boosted && (
                          <Badge color="orange" size="lg">
                            {t('boosted')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Grid.Col>
        <Grid.Col span={7}>
          <ArenaStandings view={view} large />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

import { Alert, Grid, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '../../shared/api/tournaments';
import { api } from '../api';
import { ArenaActions } from '../components/arena/ArenaActions';
import { ArenaBoards } from '../components/arena/ArenaBoards';
import { ArenaClockLine } from '../components/arena/ArenaClockLine';
import { ArenaPairByHand } from '../components/arena/ArenaPairByHand';
import { ArenaStandings } from '../components/arena/ArenaStandings';
import { ArenaWaiting } from '../components/arena/ArenaWaiting';
import { ProjectorView } from '../components/arena/ProjectorView';
import { useArenaView } from '../components/arena/useArenaView';

/**
 * The arbiter's arena (R14, R15): boards in play with their results and boosts, the free and
 * paused entrants, the live ranking, the countdown. The server decides with its own clock when a
 * batch is due (`due`); the screen then asks it to pair (`arena.tick`).
 */
export function ArenaScreen({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('arena');
  const { view, error, setError, notArena, run, byHand, showByHand } = useArenaView(tournament);
  const [projector, setProjector] = useState(false);

  if (notArena) return <Text c="dimmed">{t('notArena')}</Text>;
  if (!view) return error ? <Alert color="red">{error}</Alert> : <Loader size="sm" />;
  const id = view.tournamentId;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('heading', { name: view.name })}</Title>
        <ArenaActions
          view={view}
          run={run}
          onByHand={() => showByHand(true)}
          onProjector={() => setProjector(true)}
          onError={setError}
        />
      </Group>
      <ArenaClockLine view={view} />
      {error && <Alert color="red">{error}</Alert>}
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xs">
            <Title order={4}>{t('boards')}</Title>
            <ArenaBoards
              view={view}
              onResult={(gameId, result) => void run(() => api['arena.result']({ gameId, result }))}
              onBoost={(gameId, entrantId) => void run(() => api['arena.boost']({ gameId, entrantId }))}
            />
            <Title order={4}>{t('standings')}</Title>
            <ArenaStandings view={view} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ArenaWaiting
            view={view}
            onJoin={(entrantId) => void run(() => api['arena.join']({ entrantId }))}
            onLeave={(entrantId) => void run(() => api['arena.leave']({ entrantId }))}
          />
        </Grid.Col>
      </Grid>
      <ArenaPairByHand
        view={view}
        opened={byHand}
        onClose={() => showByHand(false)}
        onPaired={(next) => void run(() => Promise.resolve(next))}
      />
      <ProjectorModal tournamentId={id} opened={projector} onClose={() => setProjector(false)} />
    </Stack>
  );
}

/** The projector's full screen, over the arbiter's. */
function ProjectorModal(props: { tournamentId: number; opened: boolean; onClose: () => void }) {
  const { tournamentId, opened, onClose } = props;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      withCloseButton={false}
      transitionProps={{ duration: 0 }}
    >
      {opened && <ProjectorView tournamentId={tournamentId} onExit={onClose} />}
    </Modal>
  );
}

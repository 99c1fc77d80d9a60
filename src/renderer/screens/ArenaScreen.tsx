import { Alert, Button, Grid, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../shared/api/contract';
import type { ArenaView } from '../../shared/api/arena';
import type { Tournament } from '../../shared/api/tournaments';
import { api, errorMessage } from '../api';
import { currentLanguage } from '../i18n';
import { ArenaBoards } from '../components/arena/ArenaBoards';
import { ArenaClockLine } from '../components/arena/ArenaClockLine';
import { ArenaPairByHand } from '../components/arena/ArenaPairByHand';
import { ArenaStandings } from '../components/arena/ArenaStandings';
import { ArenaWaiting } from '../components/arena/ArenaWaiting';
import { ProjectorView } from '../components/arena/ProjectorView';
import { arenaStatus } from '../components/arena/arena-format';
import { useWorkspace } from '../workspace';

/** The ranking with every player's games, or the boards' slips, as a PDF saved like the Reports screen saves one. */
async function print(tournamentId: number, what: 'arena.report' | 'arena.slips'): Promise<void> {
  const out = await api[what]({ tournamentId, language: currentLanguage() });
  const bytes = Uint8Array.from(atob(out.pdf), (ch) => ch.charCodeAt(0));
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  a.download = out.fileName;
  a.click();
}

/** How often the screen asks for the arena; a due batch or the close is then done at once. */
const POLL_MS = 2000;

/**
 * The arbiter's arena (R14, R15): boards in play with their results and boosts, the free and
 * paused entrants, the live ranking, the countdown. The server decides with its own clock when a
 * batch is due (`due`); the screen then asks it to pair (`arena.tick`).
 */
export function ArenaScreen({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('arena');
  const [view, setView] = useState<ArenaView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notArena, setNotArena] = useState(false);
  const [projector, setProjector] = useState(false);
  const busy = useRef(false);
  const [byHand, setByHand] = useState(false);
  // While the arbiter pairs by hand, a due batch must not take the two players first.
  const holdTicks = useRef(false);
  const showByHand = (open: boolean) => {
    holdTicks.current = open;
    setByHand(open);
  };
  const { tournamentSaved } = useWorkspace();
  // The header's status follows the arena's clock: Running from the start, Finished at the close.
  const shownStatus = view ? arenaStatus(view) : null;
  useEffect(() => {
    if (shownStatus === null || shownStatus === tournament.status) return;
    api['tournament.get']({ id: tournament.id })
      .then(tournamentSaved)
      .catch((e: unknown) => setError(errorMessage(e)));
  }, [shownStatus, tournament.status, tournament.id, tournamentSaved]);

  const run = useCallback(async (action: () => Promise<ArenaView>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      let next = await action();
      if (next.due && !holdTicks.current) next = await api['arena.tick']({ tournamentId: next.tournamentId });
      setView(next);
      setError(null);
    } catch (e) {
      if (e instanceof ApiCallError && e.code === 'arena:errors.notArena') setNotArena(true);
      else setError(errorMessage(e));
    } finally {
      busy.current = false;
    }
  }, []);

  useEffect(() => {
    const poll = () => void run(() => api['arena.view']({ tournamentId: tournament.id }));
    poll();
    const timer = setInterval(poll, POLL_MS);
    return () => clearInterval(timer);
  }, [run, tournament.id]);

  if (notArena) return <Text c="dimmed">{t('notArena')}</Text>;
  if (!view) return error ? <Alert color="red">{error}</Alert> : <Loader size="sm" />;
  const id = view.tournamentId;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('heading', { name: view.name })}</Title>
        <Group gap="xs">
          {!view.closed && (
            <>
              <Button
                variant="default"
                onClick={() => void run(() => api['arena.tick']({ tournamentId: id, now: true }))}
              >
                {t('pairNow')}
              </Button>
              <Button variant="default" onClick={() => showByHand(true)}>
                {t('pairByHand')}
              </Button>
              <Button
                variant="default"
                onClick={() => void run(() => api['arena.extend']({ tournamentId: id, minutes: 5 }))}
              >
                {t('extend')}
              </Button>
            </>
          )}
          {view.boards.length > 0 && (
            <Button
              variant="default"
              onClick={() => print(id, 'arena.slips').catch((e: unknown) => setError(errorMessage(e)))}
            >
              {t('printSlips')}
            </Button>
          )}
          <Button
            variant="default"
            onClick={() => print(id, 'arena.report').catch((e: unknown) => setError(errorMessage(e)))}
          >
            {t('print')}
          </Button>
          <Button onClick={() => setProjector(true)}>{t('projector')}</Button>
        </Group>
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
      <Modal
        opened={projector}
        onClose={() => setProjector(false)}
        fullScreen
        withCloseButton={false}
        transitionProps={{ duration: 0 }}
      >
        {projector && <ProjectorView tournamentId={id} onExit={() => setProjector(false)} />}
      </Modal>
    </Stack>
  );
}

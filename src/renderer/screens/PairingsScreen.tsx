import type { TFunction } from 'i18next';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundView } from '../../shared/api/rounds';
import type { Tournament } from '../../shared/api/tournaments';
import { api, errorMessage } from '../api';
import { AbsencePanel } from '../components/pairings/AbsencePanel';
import { BoardTable } from '../components/pairings/BoardTable';
import { Decision } from '../components/pairings/Decision';
import { EditPanel } from '../components/pairings/EditPanel';
import { ExplainPanel } from '../components/pairings/ExplainPanel';
import { RoundTabs } from '../components/pairings/RoundTabs';
import { StartPanel } from '../components/pairings/StartPanel';
import { OpeningPanel } from '../components/pairings/OpeningPanel';
import { UnpairButton } from '../components/pairings/UnpairButton';
import { canUnpair } from '../components/pairings/unpair';
import { useProgress } from '../hooks/useProgress';
import { useRound } from '../hooks/useRound';
import { useWorkspace } from '../workspace';

/** Start (R2, R3), one tab per round, the next round paired, manual edits (R6.6), absences (R10). */
/** A double round robin (R7): which cycle the round belongs to; nothing otherwise. */
function cycleLabel(cycles: number | undefined, round: number, planned: number, t: TFunction): string {
  if (cycles !== 2 || planned === 0) return '';
  return ` · ${t(round > planned / 2 ? 'pairings.secondCycle' : 'pairings.firstCycle')}`;
}

export function PairingsScreen({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('day');
  const { tournamentSaved } = useWorkspace();
  const [version, setVersion] = useState(0);
  const progress = useProgress(tournament, String(version));
  // the round just paired shows at once, before the progress and the round are read again
  const [fresh, setFresh] = useState<RoundView | null>(null);
  const current = Math.max(progress.data?.currentRound ?? 0, fresh?.number ?? 0);
  const [picked, setPicked] = useState<number | null>(null);
  const shown = picked !== null && picked <= current ? picked : current;
  const round = useRound(tournament.id, shown, String(version));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const ps = tournament.settings.pointSystem;

  const refresh = () => {
    setVersion((v) => v + 1);
    void api['tournament.get']({ id: tournament.id }).then(tournamentSaved);
  };
  const pairNext = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await api['round.pairNext']({ tournamentId: tournament.id });
      // "Round 3 unpaired." belongs to the round that went, not to the one paired now
      setNotice(null);
      setFresh(r);
      setPicked(r.number);
      refresh();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const p = progress.data;
  if (!p) return progress.error ? <Alert color="red">{progress.error}</Alert> : <Loader size="sm" />;
  if (tournament.status === 'registration' && !p.decision)
    return <StartPanel tournament={tournament} onStarted={refresh} />;
  const planned = p.roundsPlanned ?? 0;
  const shownRound = round.data?.number === shown ? round.data : fresh?.number === shown ? fresh : null;
  const next = current < planned ? current + 1 : null;
  return (
    <Stack gap="sm" maw={1100}>
      <Title order={2}>{t('pairings.title', { name: tournament.settings.name })}</Title>
      <Decision progress={p} />
      {p.decision?.format !== 'cancelled' && (
        <>
          <Group justify="space-between">
            <RoundTabs rounds={current} value={shown} onChange={setPicked} />
            {next && !p.finished ? (
              <Button
                onClick={() => void pairNext()}
                loading={busy}
                disabled={!p.pairNext.ok || current > p.currentRound}
              >
                {t('pairings.pairNext', { round: next })}
              </Button>
            ) : (
              !p.finished && (
                <Text size="sm" c="dimmed">
                  {t('pairings.allDone')}
                </Text>
              )
            )}
          </Group>
          {p.finished ? (
            <Alert color="teal" variant="light" title={t('pairings.finished')} role="status">
              {p.pairNext.reason && t(p.pairNext.reason.key, p.pairNext.reason.params)}
            </Alert>
          ) : (
            !p.pairNext.ok &&
            p.pairNext.reason && (
              <Text size="sm" c="dimmed" role="status">
                {t(p.pairNext.reason.key, p.pairNext.reason.params)}
              </Text>
            )
          )}
          {error && (
            <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
              {error}
            </Alert>
          )}
          {notice && (
            <Alert color="teal" variant="light" role="status" withCloseButton onClose={() => setNotice(null)}>
              {notice}
            </Alert>
          )}
          {shownRound && (
            <>
              <Group justify="space-between">
                <Text size="sm" fw={500}>
                  {t('pairings.roundOf', { round: shownRound.number, rounds: planned })}
                  {shownRound.gamesPerRound === 2 ? ` · ${t('pairings.legs')}` : ''}
                  {cycleLabel(p.decision?.cycles, shownRound.number, planned, t)}
                </Text>
                {canUnpair(shownRound, current, p.finished) && current === p.currentRound && (
                  <UnpairButton
                    tournamentId={tournament.id}
                    round={shownRound}
                    onDone={(m) => {
                      setFresh(null);
                      setPicked(null);
                      setNotice(m);
                      refresh();
                    }}
                    onError={setError}
                  />
                )}
              </Group>
              <OpeningPanel
                tournamentId={tournament.id}
                round={shownRound}
                canRedraw={
                  canUnpair(shownRound, current, p.finished) &&
                  ['random', 'table'].includes(shownRound.opening?.kind ?? '')
                }
                onChanged={(m) => {
                  setNotice(m);
                  refresh();
                }}
                onError={setError}
              />
              <BoardTable round={shownRound} ps={ps} highlightUnfinished />
              {p.decision?.format === 'swiss' && (
                <ExplainPanel tournamentId={tournament.id} round={shownRound} />
              )}
              {shownRound.number === current && !p.finished && (
                <EditPanel tournamentId={tournament.id} round={shownRound} onChanged={refresh} />
              )}
            </>
          )}
          {!p.finished && (
            <AbsencePanel
              tournamentId={tournament.id}
              current={current}
              planned={planned}
              onChanged={refresh}
            />
          )}
        </>
      )}
    </Stack>
  );
}

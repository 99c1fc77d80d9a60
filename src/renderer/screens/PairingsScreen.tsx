import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '../../shared/api/tournaments';
import { AbsencePanel } from '../components/pairings/AbsencePanel';
import { Decision } from '../components/pairings/Decision';
import { PairingNotices, PairNextStatus, RoundsBar, ShownRound } from '../components/pairings/PairingParts';
import { StartPanel } from '../components/pairings/StartPanel';
import { usePairings } from '../components/pairings/usePairings';

/** Start (R2, R3), one tab per round, the next round paired, manual edits (R6.6), absences (R10). */
export function PairingsScreen({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('day');
  const { progress, current, shown, shownRound, notices, refresh, ...pairings } = usePairings(tournament);
  const p = progress.data;
  if (!p) return progress.error ? <Alert color="red">{progress.error}</Alert> : <Loader size="sm" />;
  if (tournament.status === 'registration' && !p.decision)
    return <StartPanel tournament={tournament} onStarted={refresh} />;
  return (
    <Stack gap="sm" maw={1100}>
      <Title order={2}>{t('pairings.title', { name: tournament.settings.name })}</Title>
      <Decision progress={p} />
      {p.decision?.format !== 'cancelled' && (
        <>
          <RoundsBar
            progress={p}
            current={current}
            shown={shown}
            onPick={pairings.setPicked}
            busy={pairings.busy}
            onPairNext={() => void pairings.pairNext()}
          />
          <PairNextStatus progress={p} />
          <PairingNotices {...notices} />
          {shownRound && (
            <ShownRound
              tournament={tournament}
              progress={p}
              round={shownRound}
              current={current}
              onUnpaired={pairings.unpaired}
              onChanged={pairings.changed}
              onEdited={refresh}
              onError={notices.setError}
            />
          )}
          {!p.finished && (
            <AbsencePanel
              tournamentId={tournament.id}
              current={current}
              planned={p.roundsPlanned ?? 0}
              onChanged={refresh}
            />
          )}
        </>
      )}
    </Stack>
  );
}

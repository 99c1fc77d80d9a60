import { Alert, Button, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoundView } from '../../shared/api/rounds';
import type { StandingsView } from '../../shared/api/standings';
import type { Tournament } from '../../shared/api/tournaments';
import type { PointSystem } from '../../shared/domain';
import { DurationLine } from '../components/arena/DurationLine';
import { ConfirmModal } from '../components/common/ConfirmModal';
import { BoardTable } from '../components/pairings/BoardTable';
import { RoundTabs } from '../components/pairings/RoundTabs';
import { PortalReports } from '../components/portal/PortalReports';
import { PortalSwitch } from '../components/portal/PortalSwitch';
import { CorrectionModal } from '../components/results/CorrectionModal';
import { KeyMap } from '../components/results/KeyMap';
import { ResultEntry } from '../components/results/ResultEntry';
import { useResultActions, type ResultActions } from '../components/results/useResultActions';
import { useResultsDay, type ResultsDay } from '../components/results/useResultsDay';
import { StandingsTable } from '../components/standings/StandingsTable';

/** Results by keyboard (R8), R15 ruled draws, corrections with the R6.7 re-pair; standings beside. */
export function ResultsScreen({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('day');
  const ps = tournament.settings.pointSystem;
  const name = tournament.settings.name;
  const day = useResultsDay(tournament);
  const act = useResultActions(day, ps);
  const { progress, current, shown } = day;
  const r = day.round.data;
  if (!progress.data)
    return progress.error ? <Alert color="red">{progress.error}</Alert> : <Loader size="sm" />;
  // R15.1: before the start too, the clock line says when it starts and whether it closes by itself
  if (current === 0)
    return (
      <Stack gap="sm">
        <DurationLine tournamentId={day.id} name={name} />
        <Text c="dimmed">{t('common.notStarted')}</Text>
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2}>{t('results.title', { name })}</Title>
        <RoundTabs rounds={current} value={shown} onChange={day.showRound} />
      </Group>
      <DurationLine tournamentId={day.id} name={name} onClosed={act.closed} />
      {r && r.number < current && (
        <Alert color="orange" variant="light">
          {t('correction.title', { round: r.number })} — {t('results.correcting', { round: r.number })}
        </Alert>
      )}
      {act.error && (
        <Alert color="red" role="alert" withCloseButton onClose={act.clearError}>
          {act.error}
        </Alert>
      )}
      {r && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <EntryColumn round={r} ps={ps} day={day} act={act} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <StandingsColumn tournamentId={day.id} standings={day.standings.data} />
          </Grid.Col>
        </Grid>
      )}
      <CorrectionModal
        asked={act.pending}
        correctedRound={shown}
        onCancel={act.cancel}
        onConfirm={act.confirm}
      />
      <ConfirmModal
        opened={act.ruling}
        title={t('results.rule')}
        color="orange"
        onCancel={act.cancelRule}
        onConfirm={act.rule}
      >
        <Text size="sm">{t('results.ruleConfirm', { round: current })}</Text>
      </ConfirmModal>
    </Stack>
  );
}

type Props = { round: RoundView; ps: PointSystem; day: ResultsDay; act: ResultActions };

/** The round's boards with the keyboard field, what is still open, the key map and the captains' reports. */
function EntryColumn({ round: r, ps, day, act }: Props) {
  const { t } = useTranslation('day');
  const current = r.number === day.current;
  return (
    <Stack gap="xs">
      <Group align="flex-start" justify="space-between">
        <ResultEntry
          round={r}
          selected={day.pos}
          onSelect={day.setSelected}
          onResult={act.enter}
          picks={day.picks}
        />
        <Stack gap={4} align="flex-end">
          <Text size="sm" fw={600} c={r.unfinished > 0 ? 'orange.8' : 'teal.8'} role="status">
            {r.unfinished > 0
              ? t('results.unfinished', { count: r.unfinished })
              : t('results.allIn', { round: r.number })}
          </Text>
          {current && r.unfinished > 0 && (
            <Button size="xs" variant="light" color="orange" onClick={act.askRule}>
              {t('results.rule')}
            </Button>
          )}
          {day.note !== null && (
            <Text size="xs" c="dimmed">
              {day.note}
            </Text>
          )}
        </Stack>
      </Group>
      <BoardTable round={r} ps={ps} selected={day.pos} highlightUnfinished onPick={day.pick} />
      <KeyMap ps={ps} game={day.keyGame} twoGames={r.gamesPerRound === 2} />
      {current && <PortalReports tournamentId={day.id} round={r.number} ps={ps} onDecided={act.decided} />}
    </Stack>
  );
}

/** The results portal's switch and the standings after the round, in a scroll box of their own. */
function StandingsColumn({
  tournamentId,
  standings,
}: {
  tournamentId: number;
  standings: StandingsView | null;
}) {
  const { t } = useTranslation('day');
  return (
    <>
      <PortalSwitch tournamentId={tournamentId} />
      <Title order={4} mb={4} mt="sm">
        {t('results.standings')}
      </Title>
      {/* its own scroll box: a result redraws the standings without laying the page out again */}
      <div className="scrollbox">{standings && <StandingsTable standings={standings} compact />}</div>
    </>
  );
}

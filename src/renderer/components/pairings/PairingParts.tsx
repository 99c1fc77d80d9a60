import type { TFunction } from 'i18next';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Progress } from '../../../shared/api/play';
import type { RoundView } from '../../../shared/api/rounds';
import type { Tournament } from '../../../shared/api/tournaments';
import { BoardTable } from './BoardTable';
import { EditPanel } from './EditPanel';
import { ExplainPanel } from './ExplainPanel';
import { OpeningPanel } from './OpeningPanel';
import { RoundTabs } from './RoundTabs';
import { UnpairButton } from './UnpairButton';
import { canUnpair } from './unpair';

/** One tab per round, and the button that pairs the next one (or that all are paired). */
export function RoundsBar(props: {
  progress: Progress;
  current: number;
  shown: number;
  onPick: (round: number) => void;
  busy: boolean;
  onPairNext: () => void;
}) {
  const { t } = useTranslation('day');
  const { progress: p, current } = props;
  const planned = p.roundsPlanned ?? 0;
  const next = current < planned ? current + 1 : null;
  return (
    <Group justify="space-between">
      <RoundTabs rounds={current} value={props.shown} onChange={props.onPick} />
      {next && !p.finished ? (
        <Button
          onClick={props.onPairNext}
          loading={props.busy}
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
  );
}

/** Why the next round cannot be paired, or that the tournament is finished. */
export function PairNextStatus({ progress: p }: { progress: Progress }) {
  const { t } = useTranslation('day');
  if (p.finished)
    return (
      <Alert color="teal" variant="light" title={t('pairings.finished')} role="status">
        {p.pairNext.reason && t(p.pairNext.reason.key, p.pairNext.reason.params)}
      </Alert>
    );
  if (p.pairNext.ok || !p.pairNext.reason) return null;
  return (
    <Text size="sm" c="dimmed" role="status">
      {t(p.pairNext.reason.key, p.pairNext.reason.params)}
    </Text>
  );
}

/** The error or the notice of the last action, each closable. */
export function PairingNotices(props: {
  error: string | null;
  setError: (error: string | null) => void;
  notice: string | null;
  setNotice: (notice: string | null) => void;
}) {
  return (
    <>
      {props.error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => props.setError(null)}>
          {props.error}
        </Alert>
      )}
      {props.notice && (
        <Alert
          color="teal"
          variant="light"
          role="status"
          withCloseButton
          onClose={() => props.setNotice(null)}
        >
          {props.notice}
        </Alert>
      )}
    </>
  );
}

/** A double round robin (R7): which cycle the round belongs to; nothing otherwise. */
function cycleLabel(cycles: number | undefined, round: number, planned: number, t: TFunction): string {
  if (cycles !== 2 || planned === 0) return '';
  return ` · ${t(round > planned / 2 ? 'pairings.secondCycle' : 'pairings.firstCycle')}`;
}

type RoundProps = {
  tournament: Tournament;
  progress: Progress;
  round: RoundView;
  current: number;
  onUnpaired: (message: string) => void;
  onChanged: (message: string) => void;
  onEdited: () => void;
  onError: (error: string) => void;
};

/** The round shown: its boards, its opening, why this pairing (Swiss), and the manual edits (R6.6). */
export function ShownRound(props: RoundProps) {
  const { tournament, progress: p, round, current } = props;
  const undoable = canUnpair(round, current, p.finished);
  return (
    <>
      <RoundHeader {...props} />
      <OpeningPanel
        tournamentId={tournament.id}
        round={round}
        canRedraw={undoable && ['random', 'table'].includes(round.opening?.kind ?? '')}
        onChanged={props.onChanged}
        onError={props.onError}
      />
      <BoardTable round={round} ps={tournament.settings.pointSystem} highlightUnfinished />
      {p.decision?.format === 'swiss' && <ExplainPanel tournamentId={tournament.id} round={round} />}
      {round.number === current && !p.finished && (
        <EditPanel tournamentId={tournament.id} round={round} onChanged={props.onEdited} />
      )}
    </>
  );
}

/** "Round 2 of 7", its legs and cycle, and the button that takes the latest round back. */
function RoundHeader({ tournament, progress: p, round, current, onUnpaired, onError }: RoundProps) {
  const { t } = useTranslation('day');
  const planned = p.roundsPlanned ?? 0;
  return (
    <Group justify="space-between">
      <Text size="sm" fw={500}>
        {t('pairings.roundOf', { round: round.number, rounds: planned })}
        {round.gamesPerRound === 2 ? ` · ${t('pairings.legs')}` : ''}
        {cycleLabel(p.decision?.cycles, round.number, planned, t)}
      </Text>
      {canUnpair(round, current, p.finished) && current === p.currentRound && (
        <UnpairButton tournamentId={tournament.id} round={round} onDone={onUnpaired} onError={onError} />
      )}
    </Group>
  );
}

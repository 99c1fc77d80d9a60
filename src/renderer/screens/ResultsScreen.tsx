import { Alert, Button, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Repair } from '../../shared/api/results';
import type { RoundView } from '../../shared/api/rounds';
import type { StandingsView } from '../../shared/api/standings';
import type { Tournament } from '../../shared/api/tournaments';
import type { GameResult } from '../../shared/domain';
import { api, errorMessage } from '../api';
import { DurationLine } from '../components/arena/DurationLine';
import { BoardTable } from '../components/pairings/BoardTable';
import { ConfirmModal } from '../components/common/ConfirmModal';
import { RoundTabs } from '../components/pairings/RoundTabs';
import { CorrectionModal } from '../components/results/CorrectionModal';
import { correctionWording, type CorrectionWording } from '../components/results/correction-wording';
import { KeyMap } from '../components/results/KeyMap';
import { resultCode } from '../components/results/format';
import { ResultEntry } from '../components/results/ResultEntry';
import { keyMeaning, nextUnfinished, type GamePos, type KeyGame } from '../components/results/keys';
import { StandingsTable } from '../components/standings/StandingsTable';
import { PortalReports } from '../components/portal/PortalReports';
import { PortalSwitch } from '../components/portal/PortalSwitch';
import { useLoad } from '../hooks/useLoad';
import { useProgress } from '../hooks/useProgress';
import { useRound } from '../hooks/useRound';
import { useWorkspace } from '../workspace';

type Pending = { pos: GamePos; result: GameResult; repair: Repair | null; wording: CorrectionWording };

/** Results by keyboard (R8), R15 ruled draws, corrections with the R6.7 re-pair; standings beside. */
export function ResultsScreen({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('day');
  const id = tournament.id;
  const { tournamentSaved } = useWorkspace();
  const progress = useProgress(tournament);
  const current = progress.data?.currentRound ?? 0;
  const [picked, setPicked] = useState<number | null>(null);
  const shown = picked !== null && picked <= current ? picked : current;
  const round = useRound(id, shown);
  const standings = useLoad(() => api['standings.get']({ tournamentId: id }), String(id));
  const [selected, setSelected] = useState<GamePos | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [ruling, setRuling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the last action's line belongs to the round it was done in: another round's tab hides it
  const [said, setSaid] = useState<{ round: number; text: string } | null>(null);
  const ps = tournament.settings.pointSystem;
  const r = round.data;
  const note = said && r && said.round === r.number ? said.text : null;
  const pos = useMemo(() => selected ?? (r ? nextUnfinished(r, null) : null), [selected, r]);
  const [picks, setPicks] = useState(0);
  const pick = useCallback((board: number, leg: 1 | 2) => {
    setSelected({ board, leg });
    setPicks((n) => n + 1);
  }, []);

  const gameAt = useCallback(
    (at: GamePos | null): KeyGame | null => {
      const b = at ? r?.boards.find((x) => x.boardNo === at.board) : undefined;
      if (!at || !b || !r) return null;
      return {
        board: at.board,
        leg: at.leg,
        legs: r.gamesPerRound,
        white: b.white.name,
        black: b.black.name,
      };
    },
    [r],
  );
  const keyGame = useMemo(() => gameAt(pos), [gameAt, pos]);
  // the note after a key says what the table shows and whose win it was (game 2: R5.1)
  const savedNote = (at: GamePos, result: GameResult | null): string => {
    const m = keyMeaning(result, gameAt(at), (x, side) => resultCode(x, ps, t, side), t);
    const two = r?.gamesPerRound === 2;
    if (result === null) return t(two ? 'results.clearedLeg' : 'results.cleared', { ...at });
    return t(two ? 'results.savedLeg' : 'results.saved', { ...at, result: m.code, meaning: m.meaning });
  };
  // one answer brings the round and the standings after it; only the latest answer shows
  const asked = useRef(0);
  const after = (updated: RoundView, from: GamePos, message: string, fresh?: StandingsView) => {
    round.set(updated);
    setSelected(nextUnfinished(updated, from));
    setSaid({ round: updated.number, text: message });
    const seq = ++asked.current;
    if (fresh) standings.set(fresh);
    else
      api['standings.get']({ tournamentId: id })
        .then((s) => seq === asked.current && standings.set(s))
        .catch(() => standings.reload());
    // the last planned round complete (or open again): the header shows the tournament's status
    const planned = progress.data?.roundsPlanned ?? 0;
    if (updated.number === planned && (updated.unfinished === 0) !== (r?.unfinished === 0))
      void api['tournament.get']({ id }).then(tournamentSaved);
  };
  const run = async (work: () => Promise<void>) => {
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const enter = (at: GamePos, result: GameResult | null) =>
    void run(async () => {
      if (!r) return;
      const ref = { tournamentId: id, round: r.number, board: at.board, leg: at.leg };
      const saved = savedNote(at, result);
      if (r.number === current) {
        const { standings: fresh, ...view } = await api['result.set']({ ...ref, result, standings: true });
        return after(view, at, saved, fresh);
      }
      if (!result) return;
      // R6.7: an earlier round has later rounds; the correction is said and confirmed first
      const { repair, impact } = await api['result.previewCorrection']({ ...ref, result });
      if (impact.before === result)
        return setSaid({
          round: r.number,
          text: t(r.gamesPerRound === 2 ? 'correction.unchangedLeg' : 'correction.unchanged', at),
        });
      const board = r.boards.find((b) => b.boardNo === at.board);
      if (!board) return;
      const side = at.leg === 2 ? 'black' : 'white';
      const game = { ...at, legs: r.gamesPerRound === 2, white: board.white.name, black: board.black.name };
      const wording = correctionWording(impact, game, (x) => resultCode(x, ps, t, side), t);
      setPending({ pos: at, result, repair, wording });
    });

  if (!progress.data)
    return progress.error ? <Alert color="red">{progress.error}</Alert> : <Loader size="sm" />;
  // R15.1: before the start too, the clock line says when it starts and whether it closes by itself
  if (current === 0)
    return (
      <Stack gap="sm">
        <DurationLine tournamentId={id} name={tournament.settings.name} />
        <Text c="dimmed">{t('common.notStarted')}</Text>
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2}>{t('results.title', { name: tournament.settings.name })}</Title>
        <RoundTabs rounds={current} value={shown} onChange={(n) => (setPicked(n), setSelected(null))} />
      </Group>
      <DurationLine
        tournamentId={tournament.id}
        name={tournament.settings.name}
        onClosed={() => {
          // R15.1: the close ruled the open games drawn and finished the tournament (or it reopened)
          round.reload();
          standings.reload();
          void api['tournament.get']({ id }).then(tournamentSaved);
        }}
      />
      {r && r.number < current && (
        <Alert color="orange" variant="light">
          {t('correction.title', { round: r.number })} — {t('results.correcting', { round: r.number })}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {r && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack gap="xs">
              <Group align="flex-start" justify="space-between">
                <ResultEntry round={r} selected={pos} onSelect={setSelected} onResult={enter} picks={picks} />
                <Stack gap={4} align="flex-end">
                  <Text size="sm" fw={600} c={r.unfinished > 0 ? 'orange.8' : 'teal.8'} role="status">
                    {r.unfinished > 0
                      ? t('results.unfinished', { count: r.unfinished })
                      : t('results.allIn', { round: r.number })}
                  </Text>
                  {r.number === current && r.unfinished > 0 && (
                    <Button size="xs" variant="light" color="orange" onClick={() => setRuling(true)}>
                      {t('results.rule')}
                    </Button>
                  )}
                  {note !== null && (
                    <Text size="xs" c="dimmed">
                      {note}
                    </Text>
                  )}
                </Stack>
              </Group>
              <BoardTable round={r} ps={ps} selected={pos} highlightUnfinished onPick={pick} />
              <KeyMap ps={ps} game={keyGame} />
              {r.number === current && (
                <PortalReports
                  tournamentId={id}
                  round={r.number}
                  ps={ps}
                  onDecided={(message) => (
                    setSaid({ round: r.number, text: message }),
                    round.reload(),
                    standings.reload()
                  )}
                />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <PortalSwitch tournamentId={id} />
            <Title order={4} mb={4} mt="sm">
              {t('results.standings')}
            </Title>
            {/* its own scroll box: a result redraws the standings without laying the page out again */}
            <div className="scrollbox">
              {standings.data && <StandingsTable standings={standings.data} compact />}
            </div>
          </Grid.Col>
        </Grid>
      )}
      <CorrectionModal
        asked={pending}
        correctedRound={shown}
        onCancel={() => setPending(null)}
        onConfirm={(newOpening) => {
          const p = pending;
          setPending(null);
          if (p && r)
            void run(async () => {
              const ref = { tournamentId: id, round: r.number, board: p.pos.board, leg: p.pos.leg };
              const out = await api['result.correct']({
                ...ref,
                result: p.result,
                confirm: true,
                newOpening,
                standings: true,
              });
              const repaired = out.repair?.changed === true;
              const said = repaired
                ? t('correction.repaired', { round: out.repair?.round })
                : t('correction.done');
              after(out.round, p.pos, said, out.standings);
            });
        }}
      />
      <ConfirmModal
        opened={ruling}
        title={t('results.rule')}
        color="orange"
        onCancel={() => setRuling(false)}
        onConfirm={() => {
          setRuling(false);
          void run(async () => {
            const out = await api['result.rule']({ tournamentId: id, round: current, standings: true });
            after(
              out.round,
              pos ?? { board: 1, leg: 1 },
              t('results.ruled', { count: out.ruled }),
              out.standings,
            );
          });
        }}
      >
        <Text size="sm">{t('results.ruleConfirm', { round: current })}</Text>
      </ConfirmModal>
    </Stack>
  );
}

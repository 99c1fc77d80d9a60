import { Alert, Button, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../../shared/api/contract';
import type { TeamEvent, TeamRepair, TeamRound } from '../../../shared/api/teams';
import type { GameResult } from '../../../shared/domain';
import { api, errorMessage } from '../../api';
import { useLoad } from '../../hooks/useLoad';
import { ConfirmModal } from '../common/ConfirmModal';
import { PortalReports } from '../portal/PortalReports';
import { resultsKey } from '../portal/keys';
import { RoundTabs } from '../pairings/RoundTabs';
import { KeyMap } from '../results/KeyMap';
import { keyMeaning } from '../results/keys';
import { resultCode } from '../results/format';
import { playedBetween } from '../results/correction-wording';
import { homeSide, keyGameAt, nextOpenBoard, resultAt, type BoardPos } from './match-keys';
import { MatchEntry } from './MatchEntry';
import { MatchTable } from './MatchTable';
import { RepairLines } from './RepairLines';

type Pending = { pos: BoardPos; result: GameResult; repair: TeamRepair | null };

/** R6.2: a round the team Swiss cannot pair, the refusal's words and its fewest-rematches pairing. */
type Blocked = {
  message: string;
  fewest: {
    round: number;
    last: number;
    matches: { matchNo: number; home: string; away: string }[];
    bye: string | null;
  } | null;
};
const BLOCKED = ['teams:errors.noPairingRematch', 'teams:errors.noPairingBye', 'teams:errors.noPairingBoth'];

/**
 * Team pairings and results of a round (R16.1b): matches with their boards, results by keyboard
 * with the individual keys, corrections of earlier rounds with the R6.7 re-pair said and confirmed,
 * and the pairing of the next round.
 */
export function MatchPanel({ event, onChanged }: { event: TeamEvent; onChanged: () => void }) {
  const { t } = useTranslation('teamui');
  const { t: td } = useTranslation('day');
  const id = event.tournament.id;
  const current = event.currentRound;
  const [picked, setPicked] = useState<number | null>(null);
  const shown = picked !== null && picked <= current ? picked : current;
  const round = useLoad(
    () => api['team.round']({ tournamentId: id, round: shown }),
    `${id}:${shown}:${current}`,
  );
  const [selected, setSelected] = useState<BoardPos | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const [asking, setAsking] = useState<'fewest' | 'end' | null>(null);
  const ps = event.tournament.settings.pointSystem;
  const r = round.data;
  const pos = useMemo(() => selected ?? (r ? nextOpenBoard(r, null) : null), [selected, r]);
  const keyGame = useMemo(() => (r ? keyGameAt(r, pos) : null), [r, pos]);

  const said = (view: TeamRound, at: BoardPos, result: GameResult | null) => {
    const m = keyMeaning(result, keyGameAt(view, at), (x, side) => resultCode(x, ps, td, side), td);
    return result === null
      ? t('entry.cleared', { ...at })
      : t('entry.saved', {
          ...at,
          result: resultCode(result, ps, td, homeSide(view, at)),
          meaning: m.meaning,
        });
  };
  // boards whose result is sent and not yet answered: the selection moves on at the key, not at the
  // answer, so that a second key typed at once scores the next board and never this one again
  const sent = useRef<BoardPos[]>([]);
  // the statuses of the captains' reports last read, to notice a validation by the portal
  const seenPortal = useRef<string | null>(null);
  const same = (a: BoardPos, b: BoardPos) => a.match === b.match && a.board === b.board;
  const after = (view: TeamRound, at: BoardPos, message: string) => {
    round.set(view);
    // the arbiter may have gone on to another board while this answer came: stay there
    setSelected((now) => (now && !same(now, at) ? now : nextOpenBoard(view, at, sent.current)));
    setNote(message);
    onChanged();
  };
  const correct = async (at: BoardPos, result: GameResult, confirm: boolean) => {
    const ref = { tournamentId: id, round: shown, match: at.match, board: at.board };
    const out = await api['team.correct']({ ...ref, result, confirm });
    after(
      out.round,
      at,
      out.repair?.changed ? t('entry.repaired', { round: out.repair.round }) : said(out.round, at, result),
    );
  };
  const enter = (at: BoardPos, result: GameResult | null) => {
    if (!r) return;
    setError(null);
    void (async () => {
      try {
        if (shown === current) {
          if (result !== null) {
            sent.current = [...sent.current, at];
            setSelected(nextOpenBoard(r, at, sent.current));
          }
          try {
            const view = await api['team.result']({
              tournamentId: id,
              round: shown,
              match: at.match,
              board: at.board,
              result,
            });
            sent.current = sent.current.filter((x) => !same(x, at));
            return after(view, at, said(view, at, result));
          } catch (e) {
            sent.current = sent.current.filter((x) => !same(x, at));
            throw e;
          }
        }
        if (result === null) return;
        if (resultAt(r, at) === result) return setNote(t('entry.unchanged', { ...at }));
        await correct(at, result, false);
      } catch (e) {
        // R6.7: the next round is paired without results and would change: say how, then confirm
        if (e instanceof ApiCallError && e.code === 'teams:errors.confirmRepair' && result !== null) {
          const repair = (e.details as { repair?: TeamRepair } | null)?.repair ?? null;
          return setPending({ pos: at, result, repair });
        }
        setError(errorMessage(e));
      }
    })();
  };
  const pairNext = async (acceptRematches = false) => {
    setError(null);
    try {
      const view = await api['team.pairNext']({ tournamentId: id, acceptRematches });
      setBlocked(null);
      setPicked(view.round);
      setSelected(null);
      onChanged();
    } catch (e) {
      if (e instanceof ApiCallError && BLOCKED.includes(e.code)) {
        const fewest = (e.details as { fewest?: Blocked['fewest'] } | null)?.fewest ?? null;
        return setBlocked({ message: errorMessage(e), fewest });
      }
      setError(errorMessage(e));
    }
  };
  const end = async () => {
    setError(null);
    try {
      await api['team.end']({ tournamentId: id });
      setBlocked(null);
      onChanged();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  // R6.7: the rounds between the corrected one and the re-paired one keep their pairings
  const between = pending?.repair ? playedBetween(shown, pending.repair.round, td) : null;
  const open = r ? r.matches.reduce((n, m) => n + m.boards.filter((b) => b.result === null).length, 0) : 0;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <RoundTabs rounds={current} value={shown} onChange={(n) => (setPicked(n), setSelected(null))} />
        <Group gap="xs">
          {/* said once: the refusal's alert below takes over once the arbiter asked */}
          {!event.pairNext.ok && event.pairNext.reason && !blocked && (
            <Text size="xs" c="dimmed">
              {t(event.pairNext.reason.key, event.pairNext.reason.params)}
            </Text>
          )}
          {/* R6.2: with no valid pairing the button asks, and the refusal offers the fewest rematches */}
          <Button
            size="xs"
            disabled={!event.pairNext.ok && !event.pairNext.withRematches}
            onClick={() => void pairNext(false)}
          >
            {t('entry.pairNext', { round: current + 1 })}
          </Button>
        </Group>
      </Group>
      {blocked && !event.finished && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setBlocked(null)}>
          <Text size="sm">{blocked.message}</Text>
          <Group gap="xs" mt="xs">
            <Button size="xs" color="orange" onClick={() => setAsking('fewest')}>
              {t('entry.fewestPair')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setAsking('end')}>
              {t('entry.endNow', { round: current })}
            </Button>
          </Group>
        </Alert>
      )}
      {shown < current && (
        <Alert color="orange" variant="light">
          {t('entry.correcting', { round: shown })}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {!r && !round.error && <Loader size="sm" />}
      {round.error && <Alert color="red">{round.error}</Alert>}
      {r && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="sm">
              {[...r.matches]
                .sort((a, b) => a.matchNo - b.matchNo)
                .map((m) => (
                  <MatchTable key={m.matchNo} match={m} ps={ps} selected={pos} onPick={setSelected} />
                ))}
              {r.bye && <Text size="sm">{t('entry.bye', { team: r.bye.name })}</Text>}
              {r.out.map((o) => (
                <Text key={o.id} size="sm" c="dimmed">
                  {t(`entry.out.${o.kind}`, { team: o.name })}
                </Text>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="xs">
              <MatchEntry round={r} selected={pos} onSelect={setSelected} onResult={enter} />
              <Text size="sm" fw={600} c={open > 0 ? 'orange.8' : 'teal.8'} role="status">
                {open > 0 ? t('entry.open', { count: open }) : t('entry.allIn', { round: r.round })}
              </Text>
              {note && (
                <Text size="xs" c="dimmed" data-testid="entry-note">
                  {note}
                </Text>
              )}
              <KeyMap ps={ps} game={keyGame} />
              {/* R16.2: the captains' reports of this round's matches, decided with one key. */}
              {shown === current && (
                <PortalReports
                  tournamentId={id}
                  round={current}
                  ps={ps}
                  unit="match"
                  onDecided={(message) => {
                    setNote(message);
                    round.reload();
                    onChanged();
                  }}
                  onView={(v) => {
                    // a match the portal validated meanwhile shows its board results here too
                    const now = resultsKey(v.boards);
                    if (seenPortal.current !== null && seenPortal.current !== now) {
                      round.reload();
                      onChanged();
                    }
                    seenPortal.current = now;
                  }}
                />
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      <ConfirmModal
        opened={pending !== null}
        title={t('entry.repairTitle', { round: pending?.repair?.round ?? shown + 1 })}
        color="orange"
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const p = pending;
          setPending(null);
          if (p) void correct(p.pos, p.result, true).catch((e: unknown) => setError(errorMessage(e)));
        }}
      >
        {between && (
          <Text size="sm" mb="xs">
            {between}
          </Text>
        )}
        <Text size="sm" mb="xs">
          {t('entry.repairSays', { round: pending?.repair?.round ?? shown + 1 })}
        </Text>
        {pending?.repair && <RepairLines repair={pending.repair} />}
      </ConfirmModal>
      <ConfirmModal
        opened={asking === 'fewest'}
        title={t('entry.fewestTitle', { round: current + 1 })}
        color="orange"
        confirmLabel={t('entry.fewestPair')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          void pairNext(true);
        }}
      >
        <Text size="sm" mb="xs">
          {t('entry.fewestSays')}
        </Text>
        {blocked?.fewest && (
          <Stack gap={2}>
            {blocked.fewest.matches.map((m) => (
              <Text key={m.matchNo} size="sm">
                {m.matchNo}. {m.home} – {m.away}
              </Text>
            ))}
            {blocked.fewest.bye && (
              <Text size="sm">{t('entry.fewestBye', { team: blocked.fewest.bye })}</Text>
            )}
          </Stack>
        )}
      </ConfirmModal>
      <ConfirmModal
        opened={asking === 'end'}
        title={t('entry.endTitle', { round: current })}
        color="red"
        confirmLabel={t('entry.endNow', { round: current })}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          void end();
        }}
      >
        <Text size="sm">
          {t('entry.endSays', { round: current, planned: event.roundsPlanned ?? current })}
        </Text>
      </ConfirmModal>
    </Stack>
  );
}

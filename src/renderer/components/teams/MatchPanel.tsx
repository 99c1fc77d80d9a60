import { Alert, Grid, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeamEvent, TeamRound } from '../../../shared/api/teams';
import type { PointSystem } from '../../../shared/domain';
import { PortalReports } from '../portal/PortalReports';
import { KeyMap } from '../results/KeyMap';
import { MatchEntry } from './MatchEntry';
import { BlockedModals, RepairModal } from './MatchModals';
import { MatchTable } from './MatchTable';
import { BlockedAlert, PairNextBar } from './PairNextBar';
import { useBoardResults, type BoardResults } from './useBoardResults';
import { useMatchRound, usePortalWatch, type MatchRound } from './useMatchRound';
import { usePairNext } from './usePairNext';

/**
 * Team pairings and results of a round (R16.1b): matches with their boards, results by keyboard
 * with the individual keys, corrections of earlier rounds with the R6.7 re-pair said and confirmed,
 * and the pairing of the next round.
 */
export function MatchPanel({ event, onChanged }: { event: TeamEvent; onChanged: () => void }) {
  const { t } = useTranslation('teamui');
  const ps = event.tournament.settings.pointSystem;
  const m = useMatchRound(event);
  const results = useBoardResults(m, ps, onChanged);
  const next = usePairNext(m, onChanged);
  const portal = usePortalWatch(m, onChanged);
  const { round, shown, current, error } = m;
  const r = round.data;
  return (
    <Stack gap="sm">
      <PairNextBar event={event} m={m} next={next} />
      {!event.finished && <BlockedAlert m={m} next={next} />}
      {shown < current && (
        <Alert color="orange" variant="light">
          {t('entry.correcting', { round: shown })}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => m.setError(null)}>
          {error}
        </Alert>
      )}
      {!r && !round.error && <Loader size="sm" />}
      {round.error && <Alert color="red">{round.error}</Alert>}
      {r && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <MatchBoards round={r} ps={ps} m={m} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="xs">
              <EntryColumn round={r} ps={ps} m={m} results={results} />
              {/* R16.2: the captains' reports of this round's matches, decided with one key. */}
              {shown === current && (
                <PortalReports tournamentId={m.id} round={current} ps={ps} unit="match" {...portal} />
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      <RepairModal m={m} results={results} />
      <BlockedModals event={event} m={m} next={next} />
    </Stack>
  );
}

type Column = { round: TeamRound; ps: PointSystem; m: MatchRound };

/** The round's matches in match order, then its bye and the teams left out. */
function MatchBoards({ round: r, ps, m }: Column) {
  const { t } = useTranslation('teamui');
  return (
    <Stack gap="sm">
      {[...r.matches]
        .sort((a, b) => a.matchNo - b.matchNo)
        .map((x) => (
          <MatchTable key={x.matchNo} match={x} ps={ps} selected={m.pos} onPick={m.setSelected} />
        ))}
      {r.bye && <Text size="sm">{t('entry.bye', { team: r.bye.name })}</Text>}
      {r.out.map((o) => (
        <Text key={o.id} size="sm" c="dimmed">
          {t(`entry.out.${o.kind}`, { team: o.name })}
        </Text>
      ))}
    </Stack>
  );
}

/** The keyboard field, the boards still open, the last action's line and the key map. */
function EntryColumn({ round: r, ps, m, results }: Column & { results: BoardResults }) {
  const { t } = useTranslation('teamui');
  const open = r.matches.reduce((n, x) => n + x.boards.filter((b) => b.result === null).length, 0);
  return (
    <>
      <MatchEntry round={r} selected={m.pos} onSelect={m.setSelected} onResult={results.enter} />
      <Text size="sm" fw={600} c={open > 0 ? 'orange.8' : 'teal.8'} role="status">
        {open > 0 ? t('entry.open', { count: open }) : t('entry.allIn', { round: r.round })}
      </Text>
      {m.note && (
        <Text size="xs" c="dimmed" data-testid="entry-note">
          {m.note}
        </Text>
      )}
      <KeyMap ps={ps} game={m.keyGame} />
    </>
  );
}

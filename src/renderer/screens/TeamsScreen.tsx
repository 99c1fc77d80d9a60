import { Alert, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '../../shared/api/tournaments';
import { api } from '../api';
import { DurationLine } from '../components/arena/DurationLine';
import { BoardStandingsPanel } from '../components/teams/BoardStandingsPanel';
import { PortalSwitch } from '../components/portal/PortalSwitch';
import { LeaveAlerts } from '../components/teams/LeaveAlerts';
import { teamsStatus } from '../components/teams/status-line';
import { LineupPanel } from '../components/teams/LineupPanel';
import { MatchPanel } from '../components/teams/MatchPanel';
import { TeamCrosstablePanel } from '../components/teams/TeamCrosstablePanel';
import { TeamList } from '../components/teams/TeamList';
import { TeamSettingsPanel } from '../components/teams/TeamSettingsPanel';
import { TeamPrint } from '../components/teams/TeamPrint';
import { TeamStandingsPanel } from '../components/teams/TeamStandingsPanel';
import { useLoad } from '../hooks/useLoad';
import { useWorkspace } from '../workspace';

const TABS = ['teams', 'lineups', 'matches', 'standings', 'crosstable', 'boards', 'print', 'portal'] as const;
type Tab = (typeof TABS)[number];
/** Tabs that need round 1 paired. */
const AFTER_START: ReadonlySet<Tab> = new Set([
  'lineups',
  'matches',
  'standings',
  'crosstable',
  'boards',
  'print',
]);

/**
 * A team event (R16.1, R16.1b) on one screen: teams and rosters, line-ups per round, match entry
 * per board by keyboard, team standings with the breakdown, crosstable, board standings, print.
 */
export function TeamsScreen({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('teamui');
  const id = tournament.id;
  // any change re-reads where the event stands (current round, whether the next can be paired)
  const [version, setVersion] = useState(0);
  const event = useLoad(() => api['team.event']({ tournamentId: id }), `${id}:${version}`);
  const [tab, setTab] = useState<Tab>('teams');
  const changed = () => setVersion((v) => v + 1);
  const { tournamentSaved } = useWorkspace();
  // R15.1: the close finished the tournament; the header's status follows
  const closed = () => {
    changed();
    void api['tournament.get']({ id }).then(tournamentSaved);
  };
  const e = event.data;
  // The header's status (Registration, Running, Finished) follows the event as read again after
  // every action: the start, the last result, an end, without reloading the page.
  const status = e?.tournament.status;
  useEffect(() => {
    if (e && status !== tournament.status) tournamentSaved(e.tournament);
  }, [e, status, tournament.status, tournamentSaved]);
  if (event.error && !e) return <Alert color="orange">{event.error}</Alert>;
  if (!e) return <Loader size="sm" />;
  const started = e.currentRound > 0;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('title', { name: tournament.settings.name })}</Title>
        <Text size="sm" c="dimmed" role="status">
          {teamsStatus((key, params) => t(key, params ?? {}), e)}
        </Text>
      </Group>
      {/* R15.1: the countdown, the extension and the close by the clock, as on the Results screen */}
      <DurationLine tournamentId={id} name={tournament.settings.name} onClosed={closed} />
      {/* R16.1b, R16.2: a captain's forfeit or abandon from his phone, undone here until the next pairing */}
      {started && <LeaveAlerts tournamentId={id} version={version} onChanged={changed} />}
      <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
        <Tabs.List>
          {TABS.map((x) => (
            <Tabs.Tab key={x} value={x} disabled={!started && AFTER_START.has(x)}>
              {x === 'portal' ? t('portal:screen.title') : t(`tab.${x}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="teams" pt="sm">
          <Stack gap="md">
            <TeamSettingsPanel event={e} onSaved={changed} />
            <TeamList event={e} onChanged={changed} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="lineups" pt="sm">
          <LineupPanel event={e} />
        </Tabs.Panel>
        <Tabs.Panel value="matches" pt="sm">
          <MatchPanel event={e} onChanged={changed} />
        </Tabs.Panel>
        <Tabs.Panel value="standings" pt="sm">
          <TeamStandingsPanel event={e} />
        </Tabs.Panel>
        <Tabs.Panel value="crosstable" pt="sm">
          <TeamCrosstablePanel event={e} />
        </Tabs.Panel>
        <Tabs.Panel value="boards" pt="sm">
          <BoardStandingsPanel event={e} />
        </Tabs.Panel>
        <Tabs.Panel value="print" pt="sm">
          <TeamPrint event={e} />
        </Tabs.Panel>
        {/* R16.2-R16.3 team matches: the captains report through the portal. */}
        <Tabs.Panel value="portal" pt="sm" maw={560}>
          <PortalSwitch tournamentId={id} captains />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

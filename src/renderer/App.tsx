import { AppShell, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppHeader } from './components/AppHeader';
import { NavigationBar } from './components/NavigationBar';
import { NEEDS_TOURNAMENT, screensFor } from './screens';
import { EntrantsScreen } from './screens/EntrantsScreen';
import { EventsScreen } from './screens/EventsScreen';
import { NewTournamentScreen } from './screens/NewTournamentScreen';
import { RatingLists } from './screens/RatingLists';
import { Reports } from './screens/Reports';
import { SettingsScreen } from './screens/SettingsScreen';
import { ActivityScreen } from './screens/ActivityScreen';
import { CrosstableScreen } from './screens/CrosstableScreen';
import { PairingsScreen } from './screens/PairingsScreen';
import { ResultsScreen } from './screens/ResultsScreen';
import { StandingsScreen } from './screens/StandingsScreen';
import { ArenaScreen } from './screens/ArenaScreen';
import { NewArenaScreen } from './screens/NewArenaScreen';
import { TeamsScreen } from './screens/TeamsScreen';
import { useWorkspace } from './workspace';
import { DurationWatch } from './components/arena/DurationWatch';
import { watchesDuration } from './components/arena/duration-line';

export function App() {
  const { t } = useTranslation('ui');
  const { ready, screen, go, tournament, outside } = useWorkspace();
  // a screen that needs a tournament falls back to the events screen until one is chosen
  const screens = screensFor(tournament);
  const view =
    screen !== 'new-tournament' && screen !== 'new-arena' && !screens.includes(screen) ? 'events' : screen;
  const shown =
    view !== 'new-tournament' && view !== 'new-arena' && NEEDS_TOURNAMENT.has(view) && !tournament
      ? 'events'
      : view;
  return (
    <AppShell header={{ height: 52 }} navbar={{ width: 200, breakpoint: 0 }} padding="md">
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('shell.navigation')}>
        <NavigationBar
          active={shown === 'new-tournament' || shown === 'new-arena' ? 'events' : shown}
          hasTournament={tournament !== null}
          screens={screens}
          onSelect={go}
        />
      </AppShell.Navbar>
      <AppShell.Main>
        {tournament && watchesDuration(tournament, shown) && (
          <DurationWatch key={`clock-${tournament.id}:${outside}`} tournament={tournament} />
        )}
        {!ready ? (
          <Center h={200}>
            <Loader size="sm" />
          </Center>
        ) : shown === 'new-tournament' ? (
          <NewTournamentScreen />
        ) : shown === 'new-arena' ? (
          <NewArenaScreen />
        ) : shown === 'settings' && tournament ? (
          <SettingsScreen key={`${tournament.id}:${outside}`} tournament={tournament} />
        ) : shown === 'ratings' ? (
          <RatingLists />
        ) : shown === 'entrants' && tournament ? (
          <EntrantsScreen key={`${tournament.id}:${outside}`} tournament={tournament} />
        ) : shown === 'pairings' && tournament ? (
          <PairingsScreen key={`${tournament.id}:${outside}`} tournament={tournament} />
        ) : shown === 'results' && tournament ? (
          <ResultsScreen key={`${tournament.id}:${outside}`} tournament={tournament} />
        ) : shown === 'standings' && tournament ? (
          <StandingsScreen key={`${tournament.id}:${outside}`} tournament={tournament} />
        ) : shown === 'crosstable' && tournament ? (
          <CrosstableScreen key={`${tournament.id}:${outside}`} tournament={tournament} />
        ) : shown === 'teams' && tournament ? (
          <TeamsScreen key={`${tournament.id}:${outside}`} tournament={tournament} />
        ) : shown === 'arena' && tournament ? (
          <ArenaScreen key={`${tournament.id}:${outside}`} tournament={tournament} />
        ) : shown === 'log' && tournament ? (
          <ActivityScreen key={`${tournament.id}:${outside}`} tournament={tournament} />
        ) : shown === 'reports' && tournament ? (
          <Reports key={`${tournament.id}:${outside}`} tournament={tournament} />
        ) : (
          <EventsScreen />
        )}
      </AppShell.Main>
    </AppShell>
  );
}

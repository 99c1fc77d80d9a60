import type { TeamEvent } from '../../../shared/api/teams';

type T = (key: string, params?: Record<string, unknown>) => string;

/**
 * The Teams screen's header line: how many teams (a plural by i18next's `count`, so one team reads
 * "1 team", never "1 teams"), the boards before the start, the round after it. Pure, for the tests.
 */
export const teamsStatus = (
  t: T,
  e: Pick<TeamEvent, 'currentRound' | 'roundsPlanned' | 'teams' | 'team'>,
): string =>
  e.currentRound > 0
    ? t('teamui:status.round', { round: e.currentRound, planned: e.roundsPlanned ?? '?', count: e.teams })
    : t('teamui:status.notStarted', { count: e.teams, boards: e.team.boards });

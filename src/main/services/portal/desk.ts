/**
 * What the arbiter's portal panel reads (RULES.md R16.2-R16.3): a tournament's portal settings,
 * and a round's reports, board by board, or in a team event match by match.
 */
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/connection';
import { getPortalSettings } from '../../db/repos/portal';
import { byStack } from '../tournament-common/stack';
import { findRound, latestRound, loadState, requireRunning } from '../rounds/state';
import { latestRound as latestTeamRound, loadTeamState, requireStarted } from '../teams/state';
import { loadTournament } from '../tournaments';
import { matchUnits, matchViews } from './matches';
import { boardViews, roundUnits } from './units';

export function portalSettingsView(db: Db, tournamentId: number) {
  loadTournament(db, tournamentId);
  const s = getPortalSettings(db, tournamentId);
  return { tournamentId, enabled: s.enabled, access: s.access, hasPassword: s.passwordHash !== null };
}

/** Round `number` (the latest when absent) as the panel shows it. */
export function portalRound(db: Db, tournamentId: number, number: number | undefined, now: Date) {
  return byStack(db, tournamentId, {
    individual: () => {
      const s = requireRunning(loadState(db, tournamentId));
      const round = number === undefined ? latestRound(s) : findRound(s, number);
      if (!round) throw new AppError('play:roundNotPaired', { round: 1 });
      return { round: round.number, boards: boardViews(s, roundUnits(db, s, round), now) };
    },
    // R16.2 team matches: one unit per match, in the same shape.
    team: () => {
      const s = loadTeamState(db, tournamentId);
      requireStarted(s);
      const n = number ?? latestTeamRound(s);
      if (!s.rounds.some((r) => r.number === n))
        throw new AppError('teams:errors.roundNotFound', { round: n });
      return { round: n, boards: matchViews(s, matchUnits(db, s, n), now) };
    },
  });
}

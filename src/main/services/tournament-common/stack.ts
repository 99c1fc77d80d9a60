/**
 * R16: a tournament in rounds is played by individuals or by teams, each by its own stack of
 * services (services/rounds, services/teams), which do not know each other. A request that serves
 * both picks its stack here, once, where it enters the services; below that, each stack works on
 * its own state.
 */
import type { Db } from '../../db/connection';
import { isTeamTournament } from '../../db/repos/teams';

export type Stack = 'individual' | 'team';

export const stackOf = (db: Db, tournamentId: number): Stack =>
  isTeamTournament(db, tournamentId) ? 'team' : 'individual';

/** The request's work done by the stack that plays the tournament. */
export function byStack<T>(db: Db, tournamentId: number, stacks: Record<Stack, () => T>): T {
  return stacks[stackOf(db, tournamentId)]();
}

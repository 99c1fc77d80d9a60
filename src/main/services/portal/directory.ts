/**
 * What a phone may pick on the results portal before it names itself (RULES.md R16.3): the
 * tournaments offered, each with the players (or in a team event the teams) to choose from, and
 * whether a tournament's pairings and standings may be read by this phone.
 */
import { AppError } from '../../../shared/errors';
import type { PhoneTeam, PhoneTournament } from '../../../shared/portal/phone';
import type { Db } from '../../db/connection';
import { listEntrants } from '../../db/repos/entrants';
import { enabledTournaments, getPortalSettings } from '../../db/repos/portal';
import { listTeamRecords } from '../../db/repos/teams';
import { stackOf } from '../tournament-common/stack';
import { windowMinutes, type UnitStatus } from '../../engine/portal/rules';
import { loadTournament } from '../tournaments';
import { passwordMatches, type Identity } from './access';

/** The tournaments whose portal is on. */
export const portalTournaments = (db: Db): number[] => enabledTournaments(db);

/** Who can be picked: the players of an individual event still in it; nobody in a team event. */
const entrantsOf = (db: Db, id: number) =>
  stackOf(db, id) === 'team'
    ? []
    : listEntrants(db, id)
        .filter((e) => e.startNo !== null && e.withdrawnAfterRound === null)
        .map((e) => ({ id: e.id, name: e.name, startNo: e.startNo }));

/** A team event's captains pick their team: seeded teams that play, not those that left (R16.1b). */
const teamsOf = (db: Db, id: number): PhoneTeam[] | null =>
  stackOf(db, id) === 'team'
    ? listTeamRecords(db, id)
        .filter((t) => t.seed !== null && t.left === null)
        .sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0))
        .map((t) => ({ id: t.id, name: t.name }))
    : null;

export type OfferedTournament = PhoneTournament & {
  entrants: ReturnType<typeof entrantsOf>;
  teams: PhoneTeam[] | null;
};

function tournamentOf(db: Db, id: number, isPrivate: boolean): OfferedTournament {
  return {
    id,
    name: loadTournament(db, id).settings.name,
    private: isPrivate,
    entrants: entrantsOf(db, id),
    teams: teamsOf(db, id),
  };
}

/** A tournament is offered to pick while it can still take reports: not once finished or cancelled. */
const takesReports = (db: Db, id: number): boolean => {
  const status = loadTournament(db, id).status;
  return status !== 'finished' && status !== 'cancelled';
};

/** Open tournaments only: a private one is not even named without its password. */
export const openTournaments = (db: Db): OfferedTournament[] =>
  enabledTournaments(db)
    .filter((id) => getPortalSettings(db, id).access === 'open' && takesReports(db, id))
    .map((id) => tournamentOf(db, id, false));

/** The private tournaments a password could unlock (those still taking reports). */
export const privateTournaments = (db: Db): number[] =>
  enabledTournaments(db).filter(
    (id) => getPortalSettings(db, id).access === 'private' && takesReports(db, id),
  );

/** Those of `ids` whose password this is: every one is tried, so the time says nothing. */
export const unlockedBy = (db: Db, ids: readonly number[], password: string): OfferedTournament[] =>
  ids
    .filter((id) => passwordMatches(getPortalSettings(db, id), password))
    .map((id) => tournamentOf(db, id, true));

/** R16.3: an open tournament shows its pairings and standings to all; a private one to its own only. */
export function requireReadable(db: Db, tournamentId: number, who: Identity | null): void {
  const s = getPortalSettings(db, tournamentId);
  if (!s.enabled) throw new AppError('portal:notFound');
  if (s.access === 'private' && who?.tournamentId !== tournamentId)
    throw new AppError('portal:privateTournament');
}

/** The name picked, when it is one of the tournament's: a player, or in a team event a team. */
export const holderName = (
  db: Db,
  tournamentId: number,
  x: { entrantId?: number | undefined; teamId?: number | undefined },
): string | undefined =>
  x.teamId !== undefined
    ? teamsOf(db, tournamentId)?.find((t) => t.id === x.teamId)?.name
    : entrantsOf(db, tournamentId).find((e) => e.id === x.entrantId)?.name;

export const tournamentName = (db: Db, tournamentId: number): string =>
  loadTournament(db, tournamentId).settings.name;

/** R16.2: the minutes left before a single report stands (null when none is waiting). */
export const reportMinutesLeft = (status: UnitStatus, now: Date): number | null =>
  windowMinutes(status, now.getTime());

/**
 * Registration of a team tournament (R16.1, R1.3): the tournament with its team settings, the
 * teams, their ordered rosters, the arbiter's seeding order. Players are entrants, registered as
 * individual entrants are (typed, from a rating list, or already registered); one player, one team.
 */
import { AppError } from '../../../shared/errors';
import type { NewPlayer } from '../../../shared/api/teams';
import type { Settings } from '../../../shared/settings';
import {
  TEAM_LIMITS,
  teamSettingsIssues,
  type TeamSettings,
  type TeamSettingsPatch,
} from '../../../shared/teams';
import { fold } from '../../../shared/fold';
import type { Db } from '../../db/connection';
import {
  deleteTeam,
  insertTeam,
  saveTeamSettings,
  setEntryOrder,
  setRoster,
  teamOfPlayer,
  updateTeam,
  type TeamFieldsRecord,
  type TeamRecord,
} from '../../db/repos/teams';
import { deleteEntrant } from '../../db/repos/entrants';
import { addEntrant } from '../entrants';
import { registerFromList } from '../ratings';
import { createTournament, isOpen } from '../tournaments';
import { loadTeamAndState, loadTeamState, rosterOf, type TeamState } from './state';

/** Individual settings a team tournament cannot use (one game per board, rounds set by the team setting). */
function refuseIndividualOnly(s: Settings): void {
  if (s.twoLegs) throw new AppError('teams:errors.twoLegsNotForTeams');
  if (s.roundRobinCycles === 2) throw new AppError('teams:errors.cyclesNotForTeams');
  if (s.extraRound) throw new AppError('teams:errors.extraRoundNotForTeams');
  if (s.swissRounds !== null) throw new AppError('teams:errors.swissRoundsNotForTeams');
  if (s.openingMode !== 'free') throw new AppError('teams:errors.openingNotForTeams');
}

function validateTeamSettings(t: TeamSettings): void {
  const issues = teamSettingsIssues(t).map((i) => ({ ...i, code: `settings.${i.code}` }));
  if (issues.length > 0) throw new AppError('teams:errors.invalidSettings', {}, { issues });
}

export function createTeamTournament(db: Db, settings: Settings, team: TeamSettings, now: Date): number {
  refuseIndividualOnly(settings);
  validateTeamSettings(team);
  // R10.2: on by default for team events, teams that left rank behind every team still in.
  const t = createTournament(db, { ...settings, withdrawnLast: true }, now.toISOString());
  saveTeamSettings(db, t.id, team);
  return t.id;
}

function requireOpen(s: TeamState): void {
  if (!isOpen(s.tournament))
    throw new AppError('teams:errors.rosterClosed', { name: s.tournament.settings.name });
}

export function updateTeamSettings(db: Db, tournamentId: number, patch: TeamSettingsPatch): void {
  const s = loadTeamState(db, tournamentId);
  requireOpen(s);
  const next: TeamSettings = { ...s.settings };
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) Object.assign(next, { [k]: v });
  validateTeamSettings(next);
  saveTeamSettings(db, tournamentId, next);
}

type Fields = { name: string; club: string | null; federation: string | null; captain: string | null };

function cleanFields(s: TeamState, f: Fields, self: number | null): TeamFieldsRecord {
  const trim = (x: string | null) => (x === null || x.trim() === '' ? null : x.trim());
  const name = f.name.trim();
  if (name === '') throw new AppError('teams:errors.nameRequired');
  for (const x of [name, f.club, f.federation, f.captain])
    if (x !== null && x.length > TEAM_LIMITS.text)
      throw new AppError('teams:errors.textTooLong', { max: TEAM_LIMITS.text });
  if (s.teams.some((t) => t.id !== self && fold(t.name) === fold(name)))
    throw new AppError('teams:errors.nameTaken', { name });
  return { name, club: trim(f.club), federation: trim(f.federation), captain: trim(f.captain) };
}

export function addTeam(db: Db, tournamentId: number, f: Fields, now: Date): number {
  const s = loadTeamState(db, tournamentId);
  requireOpen(s);
  return insertTeam(db, tournamentId, cleanFields(s, f, null), now.toISOString());
}

/** Name, club, federation and captain can be corrected at any time. */
export function editTeam(db: Db, teamId: number, patch: Partial<Fields>): void {
  const { s, team } = loadTeamAndState(db, teamId);
  const merged: Fields = { ...team };
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) Object.assign(merged, { [k]: v });
  updateTeam(db, teamId, cleanFields(s, merged, teamId));
}

/** R1.3: before round 1 a team disappears with its players. */
export function removeTeam(db: Db, teamId: number): TeamRecord {
  const { s, team } = loadTeamAndState(db, teamId);
  requireOpen(s);
  const players = rosterOf(s, teamId).map((p) => p.entrant.id);
  deleteTeam(db, teamId);
  for (const id of players) deleteEntrant(db, id);
  return team;
}

export function addPlayer(db: Db, teamId: number, p: NewPlayer, now: Date, confirm: boolean): TeamRecord {
  const { s, team } = loadTeamAndState(db, teamId);
  requireOpen(s);
  const tid = team.tournamentId;
  let entrantId: number;
  if (p.source === 'entrant') {
    const e = s.entrants.get(p.entrantId);
    if (!e) throw new AppError('play:entrantNotInTournament', { id: p.entrantId });
    const other = teamOfPlayer(db, e.id);
    if (other !== null)
      throw new AppError('teams:errors.playerInTeam', {
        name: e.name,
        team: s.teams.find((t) => t.id === other)?.name ?? '',
      });
    entrantId = e.id;
  } else if (p.source === 'list') entrantId = registerFromList(db, tid, p.entryId, now, confirm).id;
  else {
    const { source: _source, ...fields } = p;
    entrantId = addEntrant(
      db,
      tid,
      {
        name: fields.name,
        rating: fields.rating ?? null,
        title: fields.title ?? null,
        federation: fields.federation ?? null,
        ratingId: fields.ratingId ?? null,
        birthYear: fields.birthYear ?? null,
        sex: fields.sex ?? null,
        club: fields.club ?? team.club,
        present: true,
        isProgram: false,
      },
      now,
      confirm,
    ).id;
  }
  setRoster(db, teamId, [...rosterOf(s, teamId).map((r) => r.entrant.id), entrantId]);
  return team;
}

export function removePlayer(db: Db, teamId: number, entrantId: number): void {
  const { s, team } = loadTeamAndState(db, teamId);
  requireOpen(s);
  const roster = rosterOf(s, teamId).map((r) => r.entrant.id);
  if (!roster.includes(entrantId))
    throw new AppError('teams:errors.playerNotInTeam', {
      name: s.entrants.get(entrantId)?.name ?? `#${entrantId}`,
      team: team.name,
    });
  setRoster(
    db,
    teamId,
    roster.filter((id) => id !== entrantId),
  );
  deleteEntrant(db, entrantId);
}

const samePeople = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && new Set(a).size === a.length && a.every((x) => b.includes(x));

export function reorderRoster(db: Db, teamId: number, order: readonly number[]): void {
  const { s, team } = loadTeamAndState(db, teamId);
  requireOpen(s);
  const roster = rosterOf(s, teamId).map((r) => r.entrant.id);
  if (!samePeople(order, roster)) throw new AppError('teams:errors.rosterOrder', { team: team.name });
  setRoster(db, teamId, order);
}

export function setTeamOrder(db: Db, tournamentId: number, order: readonly number[]): void {
  const s = loadTeamState(db, tournamentId);
  requireOpen(s);
  if (s.settings.seeding !== 'arbiter') throw new AppError('teams:errors.seedingByRating');
  if (
    !samePeople(
      order,
      s.teams.map((t) => t.id),
    )
  )
    throw new AppError('teams:errors.teamsOrder');
  setEntryOrder(db, tournamentId, order);
}

/**
 * A team tournament read whole from the event file (migration 008 and the shared tables): its
 * settings, teams, rosters, line-ups, rounds and matches. Services read it once per action.
 */
import { AppError } from '../../../shared/errors';
import type { Entrant } from '../../../shared/api/entrants';
import type { TeamSettings } from '../../../shared/teams';
import type { Db } from '../../db/connection';
import { listEntrants } from '../../db/repos/entrants';
import { getStart, type StartRecord } from '../../db/repos/start';
import {
  getTeamRecord,
  getTeamSettings,
  listLineups,
  listMembers,
  listTeamRecords,
  loadMatches,
  type MatchRecord,
  type MemberRecord,
  type TeamRecord,
} from '../../db/repos/teams';
import type { TournamentRecord } from '../../db/repos/tournaments';
import type { TeamSheet } from '../../engine/teams/model';
import { loadTournament } from '../tournaments';

/** The decision stored in `format_decision` for a team tournament. */
export type TeamStoredDecision = {
  format: 'swiss' | 'round-robin';
  rounds: number;
  teams: number;
  reason: { key: string; params: Record<string, unknown> };
  /** Ended by the arbiter after `afterRound` of the `planned` rounds (team.end). */
  ended?: { afterRound: number; planned: number };
};

export type TeamState = {
  tournament: TournamentRecord;
  settings: TeamSettings;
  start: StartRecord;
  teams: TeamRecord[];
  members: MemberRecord[];
  entrants: Map<number, Entrant>;
  lineups: { teamId: number; round: number; board: number; entrantId: number }[];
  /** Round numbers paired, with the round row's id and status. */
  rounds: { id: number; number: number; status: 'paired' | 'finished' }[];
  matches: MatchRecord[];
};

export function loadTeamState(db: Db, tournamentId: number): TeamState {
  const tournament = loadTournament(db, tournamentId);
  const settings = getTeamSettings(db, tournamentId);
  if (!settings) throw new AppError('teams:errors.notTeamEvent', { name: tournament.settings.name });
  const rounds = db
    .prepare('SELECT id, number, status FROM rounds WHERE tournament_id = ? ORDER BY number')
    .all(tournamentId) as TeamState['rounds'];
  return {
    tournament,
    settings,
    start: getStart(db, tournamentId),
    teams: listTeamRecords(db, tournamentId),
    members: listMembers(db, tournamentId),
    entrants: new Map(listEntrants(db, tournamentId).map((e) => [e.id, e])),
    lineups: listLineups(db, tournamentId),
    rounds,
    matches: loadMatches(db, tournamentId),
  };
}

/** The team's tournament state, after checking the team exists. */
export function loadTeamAndState(db: Db, teamId: number): { s: TeamState; team: TeamRecord } {
  const rec = getTeamRecord(db, teamId);
  if (!rec) throw new AppError('teams:errors.teamNotFound', { id: teamId });
  const s = loadTeamState(db, rec.tournamentId);
  return { s, team: teamOf(s, teamId) };
}

export function teamOf(s: TeamState, id: number): TeamRecord {
  const t = s.teams.find((x) => x.id === id);
  if (!t) throw new AppError('teams:errors.teamNotFound', { id });
  return t;
}

export const decisionOf = (s: TeamState): TeamStoredDecision | null =>
  (s.start.decision as TeamStoredDecision | null) ?? null;

export function requireStarted(s: TeamState): TeamStoredDecision {
  const d = decisionOf(s);
  if (!d || s.start.roundsPlanned === null)
    throw new AppError('teams:errors.notStarted', { name: s.tournament.settings.name });
  return d;
}

/** Roster of a team, position order, with each player's entrant. */
export function rosterOf(s: TeamState, teamId: number): { member: MemberRecord; entrant: Entrant }[] {
  return s.members
    .filter((m) => m.teamId === teamId)
    .sort((a, b) => a.position - b.position)
    .flatMap((member) => {
      const entrant = s.entrants.get(member.entrantId);
      return entrant ? [{ member, entrant }] : [];
    });
}

/** The mean rating of the first N roster players, unrated counted at the setting (seeding by rating). */
export function teamRating(s: TeamState, teamId: number): number | null {
  const first = rosterOf(s, teamId).slice(0, s.settings.boards);
  if (first.length === 0) return null;
  const sum = first.reduce((n, p) => n + (p.entrant.rating ?? s.settings.unratedRating), 0);
  return Math.round((100 * sum) / first.length) / 100;
}

export const startNoOf = (s: TeamState, teamId: number): number =>
  s.teams.find((t) => t.id === teamId)?.seed ?? 0;

/** The team sheet after round `afterRound` (players keyed by entrant id). */
export function sheetOf(s: TeamState, afterRound: number): TeamSheet {
  return {
    teams: s.teams.filter((t) => t.seed !== null).map((t) => ({ startNo: t.seed ?? 0, left: t.left })),
    rounds: afterRound,
    matches: s.matches
      .filter((m) => m.round <= afterRound)
      .map((m) => ({
        round: m.round,
        home: startNoOf(s, m.home),
        away: m.away === null ? null : startNoOf(s, m.away),
        forfeitedBy: m.forfeitedBy === null ? null : startNoOf(s, m.forfeitedBy),
        boards: m.games.map((g) => ({
          board: g.board,
          homeColour: g.homeColour,
          home: g.homePlayer,
          away: g.awayPlayer,
          result: g.result,
        })),
      })),
    boards: s.settings.boards,
    game: s.tournament.settings.pointSystem,
    match: s.settings.matchPoints,
  };
}

export const latestRound = (s: TeamState): number => s.rounds[s.rounds.length - 1]?.number ?? 0;

export const unfinished = (s: TeamState, round: number): number =>
  s.matches
    .filter((m) => m.round === round)
    .reduce((n, m) => n + m.games.filter((g) => g.result === null).length, 0);

/** Why the next round cannot be paired now, or null. */
export function pairNextBlocker(s: TeamState): { key: string; params: Record<string, unknown> } | null {
  const d = decisionOf(s);
  if (!d) return { key: 'teams:pairNext.notStarted', params: {} };
  const latest = latestRound(s);
  if (latest > 0 && unfinished(s, latest) > 0)
    return { key: 'teams:pairNext.incomplete', params: { round: latest } };
  if (latest >= d.rounds) return { key: 'teams:pairNext.done', params: {} };
  return null;
}

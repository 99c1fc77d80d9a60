/**
 * Line-ups per round (R16.1b): the arbiter's choice, or the team's first N available roster
 * players; a line-up changes until a board of the team's match has a result, and a paired match's
 * games follow the change.
 */
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/connection';
import { saveLineup, setGamePlayer, type MatchRecord } from '../../db/repos/teams';
import { checkLineup, defaultLineup, type RosterEntry } from '../../engine/teams/lineup';
import { TEAM_LIMITS } from '../../../shared/teams';
import { loadTeamAndState, rosterOf, teamOf, type TeamState } from './state';

function rosterEntries(s: TeamState, teamId: number): RosterEntry[] {
  return rosterOf(s, teamId).map(({ member, entrant }) => ({
    entrantId: entrant.id,
    position: member.position,
    name: entrant.name,
    available: entrant.present,
  }));
}

export const matchOf = (s: TeamState, teamId: number, round: number): MatchRecord | undefined =>
  s.matches.find((m) => m.round === round && (m.home === teamId || m.away === teamId));

export function lineupOf(
  s: TeamState,
  teamId: number,
  round: number,
): { players: RosterEntry[]; chosen: boolean; locked: boolean } {
  const roster = rosterEntries(s, teamId);
  const m = matchOf(s, teamId, round);
  const locked = m !== undefined && m.games.some((g) => g.result !== null);
  if (m && m.away !== null) {
    // A paired match: its games say who plays (they follow every change of line-up).
    const side = m.home === teamId ? 'homePlayer' : 'awayPlayer';
    const byId = new Map(roster.map((p) => [p.entrantId, p]));
    const players = m.games.flatMap((g) => byId.get(g[side]) ?? []);
    const chosen = s.lineups.some((l) => l.teamId === teamId && l.round === round);
    return { players, chosen, locked };
  }
  const stored = s.lineups
    .filter((l) => l.teamId === teamId && l.round === round)
    .sort((a, b) => a.board - b.board);
  if (stored.length > 0) {
    const byId = new Map(roster.map((p) => [p.entrantId, p]));
    return { players: stored.flatMap((l) => byId.get(l.entrantId) ?? []), chosen: true, locked };
  }
  return { players: defaultLineup(roster, s.settings.boards), chosen: false, locked };
}

export function setLineup(
  db: Db,
  tournamentId: number,
  round: number,
  teamId: number,
  players: readonly number[] | null,
): TeamState {
  const { s } = loadTeamAndState(db, teamId);
  const team = teamOf(s, teamId);
  if (team.tournamentId !== tournamentId) throw new AppError('teams:errors.teamNotFound', { id: teamId });
  const planned = s.start.roundsPlanned ?? TEAM_LIMITS.rounds.max;
  if (round > planned) throw new AppError('teams:errors.lineupRoundOut', { round, rounds: planned });
  if (team.left)
    throw new AppError('teams:errors.teamLeft', { team: team.name, round: team.left.afterRound });
  const m = matchOf(s, teamId, round);
  if (m && m.games.some((g) => g.result !== null))
    throw new AppError('teams:errors.lineupLocked', { team: team.name, round });
  const roster = rosterEntries(s, teamId);
  let chosen: RosterEntry[];
  if (players === null) chosen = defaultLineup(roster, s.settings.boards);
  else {
    for (const id of players)
      if (!roster.some((p) => p.entrantId === id)) {
        const e = s.entrants.get(id);
        throw new AppError('teams:errors.playerNotInTeam', { name: e?.name ?? `#${id}`, team: team.name });
      }
    chosen = checkLineup(team.name, roster, s.settings.boards, players);
  }
  saveLineup(db, teamId, round, players === null ? null : chosen.map((p) => p.entrantId));
  if (m && m.away !== null) {
    const side = m.home === teamId ? 'home' : 'away';
    for (const g of m.games) {
      const p = chosen[g.board - 1];
      if (p) setGamePlayer(db, g.id, side, p.entrantId);
    }
  }
  return s;
}

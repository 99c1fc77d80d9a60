/**
 * Board results of team matches (R8, R16.1b), their correction with the re-pairing of a next round
 * paired without results (R6.7). Teams leaving: leave.ts.
 */
import { AppError } from '../../../shared/errors';
import type { GameResult } from '../../../shared/domain';
import type { TeamRepair } from '../../../shared/api/teams';
import type { Db } from '../../db/connection';
import { setRoundStatus } from '../../db/repos/rounds';
import { setPlayStatus } from '../../db/repos/start';
import { deleteMatchesOfRound, setTeamGameResult, type TeamRecord } from '../../db/repos/teams';
import type { TeamPairing } from '../../engine/teams/pairing';
import { proposeTeamRound, writeTeamRound } from './play';
import { latestRound, loadTeamState, requireStarted, unfinished, type TeamState } from './state';
import { teamRef } from './views';

/** Round rows and the tournament follow the results: finished once every board has one. */
export function refreshStatus(db: Db, tournamentId: number): void {
  const s = loadTeamState(db, tournamentId);
  for (const r of s.rounds) {
    const status = unfinished(s, r.number) === 0 ? 'finished' : 'paired';
    if (r.status !== status) setRoundStatus(db, r.id, status);
  }
  const d = requireStarted(s);
  const latest = latestRound(s);
  setPlayStatus(db, tournamentId, latest >= d.rounds && unfinished(s, latest) === 0 ? 'finished' : 'running');
}

function findGame(s: TeamState, round: number, match: number, board: number) {
  if (!s.rounds.some((r) => r.number === round)) throw new AppError('teams:errors.roundNotFound', { round });
  const m = s.matches.find((x) => x.round === round && x.matchNo === match && x.away !== null);
  if (!m) throw new AppError('teams:errors.matchNotFound', { round, match });
  const g = m.games.find((x) => x.board === board);
  if (!g) throw new AppError('teams:errors.boardNotFound', { round, match, board });
  return { m, g };
}

/** Enters or clears a board result of the latest round. */
export function setTeamResult(
  db: Db,
  tournamentId: number,
  round: number,
  match: number,
  board: number,
  result: GameResult | null,
  now: Date,
): GameResult | null {
  const s = loadTeamState(db, tournamentId);
  requireStarted(s);
  const { g } = findGame(s, round, match, board);
  const latest = latestRound(s);
  if (round !== latest) throw new AppError('teams:errors.notLatestRound', { round, latest });
  setTeamGameResult(db, g.id, result, now.toISOString());
  refreshStatus(db, tournamentId);
  return g.result;
}

const lines = (s: TeamState, round: number) =>
  s.matches
    .filter((m) => m.round === round)
    .map((m) => {
      const home = s.teams.find((t) => t.id === m.home) as TeamRecord;
      const away = s.teams.find((t) => t.id === m.away);
      return { matchNo: m.matchNo, home: teamRef(home), away: away ? teamRef(away) : null };
    });

const pairingLines = (s: TeamState, p: TeamPairing) => {
  const ref = (startNo: number) => teamRef(s.teams.find((t) => t.seed === startNo) as TeamRecord);
  const out = p.matches.map((m, i) => ({ matchNo: i + 1, home: ref(m.home), away: ref(m.away) }));
  if (p.bye !== null) out.push({ matchNo: out.length + 1, home: ref(p.bye), away: null as never });
  return out;
};

const key = (l: { home: { id: number }; away: { id: number } | null }[]) =>
  JSON.stringify(l.map((x) => [x.home.id, x.away?.id ?? null]));

/**
 * Corrects a board result of any round. R6.7: when the latest round comes after it, has no result
 * and is a Swiss round, it is re-paired (round k+1, or a later one when the rounds between have
 * results); a changed pairing needs `confirm` (old and new in the details).
 */
export function correctTeamResult(
  db: Db,
  tournamentId: number,
  at: { round: number; match: number; board: number },
  result: GameResult,
  confirm: boolean,
  now: Date,
): { before: GameResult | null; repair: TeamRepair | null } {
  const s = loadTeamState(db, tournamentId);
  const d = requireStarted(s);
  const { g } = findGame(s, at.round, at.match, at.board);
  const stamp = now.toISOString();
  setTeamGameResult(db, g.id, result, stamp);
  const next = latestRound(s);
  const nextRound = s.rounds.find((r) => r.number === next);
  const untouched = s.matches
    .filter((m) => m.round === next)
    .every((m) => m.games.every((x) => x.result === null));
  let repair: TeamRepair | null = null;
  if (nextRound && next > at.round && d.format === 'swiss' && untouched) {
    const after = loadTeamState(db, tournamentId);
    // paired as round `next` would be now: every round before it, with the corrected result
    const base = { ...after, matches: after.matches.filter((m) => m.round < next) };
    const proposal = proposeTeamRound(base, next);
    const old = lines(s, next);
    const fresh = pairingLines(after, proposal);
    const changed = key(old) !== key(fresh);
    repair = { round: next, old, new: fresh, changed };
    if (changed) {
      if (!confirm) throw new AppError('teams:errors.confirmRepair', { round: next }, { repair });
      deleteMatchesOfRound(db, nextRound.id);
      writeTeamRound(db, base, nextRound.id, next, proposal, stamp);
    }
  }
  refreshStatus(db, tournamentId);
  return { before: g.result, repair };
}

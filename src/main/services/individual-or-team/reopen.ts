/**
 * R15.1 undone by the arbiter: a tournament the clock closed is reopened. The close ruled every
 * open game drawn (R8.5); each of those draws is listed, and the arbiter keeps it or clears it (the
 * game is open again, as before the close). The close is then set anew: off, or a later end.
 * Individuals and teams alike: the one place where the request picks the stack (this folder sits
 * above services/rounds and services/teams, which do not import each other).
 */
import { AppError } from '../../../shared/errors';
import type { ClosedDraw } from '../../../shared/api/clock';
import type { Db } from '../../db/connection';
import { clearClosed, closedDraws, getDuration, setClose } from '../../db/repos/duration';
import { setGameResult, setRoundStatus } from '../../db/repos/rounds';
import { setPlayStatus } from '../../db/repos/start';
import { setTeamGameResult } from '../../db/repos/teams';
import { refreshStatus as refreshTeamStatus } from '../teams/results';
import { loadTournament } from '../tournaments';
import { byStack } from '../tournament-common/stack';
import { refuseClose, type Close } from '../rounds/duration';
import { isFinished, loadState, unfinishedGames } from '../rounds/state';

/** The games the close ruled drawn; refused when the clock did not close the tournament. */
export function closedDrawsOf(db: Db, tournamentId: number): ClosedDraw[] {
  const t = loadTournament(db, tournamentId);
  const { closedAt } = getDuration(db, tournamentId);
  if (t.kind === 'arena' || closedAt === null)
    throw new AppError('play:notClosedByClock', { name: t.settings.name });
  return closedDraws(db, tournamentId, closedAt);
}

/** Rounds and the tournament follow their results again, as after any result. */
function refreshIndividual(db: Db, tournamentId: number): void {
  const s = loadState(db, tournamentId);
  for (const r of s.rounds) {
    const status = unfinishedGames(r) === 0 ? 'finished' : 'paired';
    if (r.status !== status) setRoundStatus(db, r.id, status);
  }
  setPlayStatus(db, tournamentId, isFinished(s, s.start.roundsPlanned) ? 'finished' : 'running');
}

export type Reopening = { cleared: ClosedDraw[]; kept: number };

export function reopenTournament(
  db: Db,
  tournamentId: number,
  clear: readonly number[],
  close: Close,
  now: Date,
): Reopening {
  const draws = closedDrawsOf(db, tournamentId);
  const stranger = clear.find((id) => !draws.some((d) => d.gameId === id));
  if (stranger !== undefined) throw new AppError('play:notClosedDraw', { id: stranger });
  const t = loadTournament(db, tournamentId);
  // An end already over would close the tournament again at the next reading of the clock.
  refuseClose(db, t, close, now);
  const at = now.toISOString();
  const reopen = (clearGame: typeof setGameResult, refresh: (db: Db, tournamentId: number) => void) => {
    for (const id of clear) clearGame(db, id, null, at);
    clearClosed(db, tournamentId);
    setClose(db, tournamentId, close.closeAtEnd, close.announcedEnd);
    refresh(db, tournamentId);
  };
  byStack(db, tournamentId, {
    individual: () => reopen(setGameResult, refreshIndividual),
    team: () => reopen(setTeamGameResult, refreshTeamStatus),
  });
  return { cleared: draws.filter((d) => clear.includes(d.gameId)), kept: draws.length - clear.length };
}

/** Absence for a round (R10.1) and withdrawal (R10.2) after the start. */
import type { GameResult } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import type { Entrant } from '../../../shared/api/entrants';
import type { Db } from '../../db/connection';
import { loadEntrant } from '../entrants';
import { announcedAbsences, setAnnouncedAbsence, setGameResult } from '../../db/repos/rounds';
import { setWithdrawn } from '../../db/repos/start';
import { refreshStatus } from './results';
import { entrantOf, latestRound, loadState, requireRunning } from './state';

/** R10.1: absent for a round not yet paired; the pairing leaves them out (R6.5), 0 points. */
export function setAbsence(db: Db, tournamentId: number, round: number, entrantId: number, absent: boolean) {
  const s = requireRunning(loadState(db, tournamentId));
  const e = entrantOf(s, entrantId);
  // The pairing of a paired round already left them out, or seated them: too late either way.
  if (round <= s.rounds.length)
    throw new AppError(absent ? 'play:absenceRoundPaired' : 'play:absenceUnmarkPaired', {
      round,
      name: e.name,
    });
  if (round > s.roundsPlanned)
    throw new AppError('play:absenceNoSuchRound', { round, rounds: s.roundsPlanned });
  if (e.withdrawnAfterRound !== null) throw new AppError('play:alreadyWithdrawn', { name: e.name });
  const before = announcedAbsences(db, tournamentId).some(
    (a) => a.round === round && a.entrantId === entrantId,
  );
  setAnnouncedAbsence(db, tournamentId, round, entrantId, absent);
  return { entrant: e, before };
}

/** R10.1: absences marked for rounds not paired yet (those of paired rounds are in the rounds). */
export function listAbsences(db: Db, tournamentId: number): { round: number; entrantId: number }[] {
  const s = loadState(db, tournamentId);
  return s.announced.filter((a) => a.round > s.rounds.length).sort((x, y) => x.round - y.round);
}

export type Withdrawal = { entrant: Entrant; forfeited: { gameId: number; before: GameResult | null }[] };

/**
 * R10.2: points kept, not paired again; a game of the current round without a result is scored
 * as a forfeit for the opponent (R8.3).
 */
export function withdraw(db: Db, entrantId: number, now: Date): Withdrawal {
  const found = loadEntrant(db, entrantId);
  const state = loadState(db, found.tournamentId);
  // R1.3: before round 1 nothing was played; the entrant is removed outright, not withdrawn.
  if (state.tournament.status === 'registration' && state.tournament.kind === 'rounds' && !state.teams)
    throw new AppError('play:withdrawBeforeStart', {
      name: state.tournament.settings.name,
      entrant: found.name,
    });
  const s = requireRunning(state);
  const e = entrantOf(s, entrantId);
  if (e.withdrawnAfterRound !== null) throw new AppError('play:alreadyWithdrawn', { name: e.name });
  const current = latestRound(s);
  const forfeited: Withdrawal['forfeited'] = [];
  if (current) {
    for (const b of current.boards)
      for (const g of b.games) {
        if (g.result !== null || (g.white !== entrantId && g.black !== entrantId)) continue;
        setGameResult(
          db,
          g.id,
          g.white === entrantId ? 'black-wins-forfeit' : 'white-wins-forfeit',
          now.toISOString(),
        );
        forfeited.push({ gameId: g.id, before: g.result });
      }
  }
  setWithdrawn(db, entrantId, current?.number ?? 0);
  // the forfeits may finish the round, and with the last planned round the tournament
  if (current) refreshStatus(db, found.tournamentId, current.number);
  return { entrant: loadEntrant(db, entrantId), forfeited };
}

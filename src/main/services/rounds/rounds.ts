/** Pairing the next round and reading rounds (R6, R7, R10). */
import { AppError, isAppError } from '../../../shared/errors';
import type { Note, RoundView } from '../../../shared/api/rounds';
import type { Progress } from '../../../shared/api/play';
import type { Db } from '../../db/connection';
import { getTournament } from '../tournaments';
import { pairRoundRobin } from './pair-round-robin';
import { pairSwiss } from './pair-swiss';
import { leftOut, writeProposal, type Proposal } from './proposal';
import {
  findRound,
  isFinished,
  latestRound,
  loadState,
  requireRunning,
  unfinishedGames,
  type Running,
} from './state';
import { pointsAfter, roundView } from './views';
import { refreshStatus } from './results';
import { drawFor, isRoundOpening } from './opening';
import { dropKeptOpening, keptOpening, setRoundOpening } from '../../db/repos/rounds';
import { pairingAfterEndNote, refusePairingAfterEnd } from '../tournament-common/announced-end';

/** Why the next round cannot be paired now, or null when it can. */
export function pairNextBlocker(s: Running): Note | null {
  if (isFinished(s, s.roundsPlanned))
    return { key: 'play:tournamentFinished', params: { rounds: s.roundsPlanned } };
  const last = latestRound(s);
  if (last && unfinishedGames(last) > 0)
    return { key: 'play:unfinishedRound', params: { round: last.number, count: unfinishedGames(last) } };
  if (s.rounds.length >= s.roundsPlanned)
    return { key: 'play:allRoundsPaired', params: { rounds: s.roundsPlanned } };
  return null;
}

/** The opening kept when round `number` was unpaired, while the settings it was drawn for hold. */
function keptFor(db: Db, s: Running, number: number) {
  const kept = keptOpening(db, s.tournament.id, number);
  const { variant, openingMode } = s.tournament.settings;
  if (!kept || kept.variant !== variant || kept.openingMode !== openingMode) return null;
  return isRoundOpening(kept.opening) ? kept.opening : null;
}

export function proposeRound(
  s: Running,
  number: number,
  out: Proposal['absences'],
  acceptRematches = false,
): Proposal {
  return s.format === 'swiss' ? pairSwiss(s, number, out, acceptRematches) : pairRoundRobin(s, number, out);
}

export function pairNextRound(db: Db, tournamentId: number, now: Date, acceptRematches = false): RoundView {
  // R16: a team tournament pairs teams, not its players (services/teams): requireRunning refuses it.
  const s = requireRunning(loadState(db, tournamentId));
  const blocker = pairNextBlocker(s);
  if (blocker) throw new AppError(blocker.key, blocker.params);
  const number = s.rounds.length + 1;
  refusePairingAfterEnd(db, s.tournament, number, now);
  const proposal = proposeRound(s, number, leftOut(s, number), acceptRematches);
  const roundId = writeProposal(db, s, proposal, { number }, now.toISOString(), pointsAfter(s, number - 1));
  // R11.2: one opening per round, drawn as it is paired (both legs play it, R11.3); a round
  // unpaired and paired again keeps the opening drawn for it, unless the arbiter asked for a new one
  setRoundOpening(db, roundId, keptFor(db, s, number) ?? drawFor(s, number));
  dropKeptOpening(db, tournamentId, number);
  // A round-robin round whose every game is a forfeit (R10) is finished as soon as it is paired.
  return refreshStatus(db, tournamentId, number);
}

export function getRound(db: Db, tournamentId: number, number: number): RoundView {
  const s = requireRunning(loadState(db, tournamentId));
  return roundView(s, findRound(s, number));
}

export function listRounds(db: Db, tournamentId: number) {
  const s = loadState(db, tournamentId);
  return s.rounds.map((r) => ({
    number: r.number,
    status: r.status,
    boards: r.boards.filter((b) => b.black !== null).length,
    unfinished: unfinishedGames(r),
    pairedAt: r.pairedAt,
  }));
}

/**
 * `now`: the pairing is also refused after the announced end (R15.1), and `pairNext` says so as
 * `round.pairNext` would.
 */
export function progress(db: Db, tournamentId: number, now?: Date): Progress {
  const s = loadState(db, tournamentId);
  // R16: once started, a team tournament's progress is team.event's (its decision and rounds
  // are the teams'); before, both say the same
  if (s.decision && s.teams)
    throw new AppError('teams:errors.teamEvent', { name: s.tournament.settings.name });
  const tournament = getTournament(db, tournamentId);
  const d = s.decision;
  let reason: Note | null;
  if (!d) reason = { key: 'play:notStarted', params: { name: s.tournament.settings.name } };
  else if (d.format === 'cancelled')
    reason = { key: 'play:cancelled', params: { name: s.tournament.settings.name } };
  else reason = pairNextBlocker(requireRunning(s));
  if (reason === null && d && now) reason = pairingAfterEndNote(db, s.tournament, s.rounds.length + 1, now);
  // R6.2: a Swiss round that has no valid pairing is refused by round.pairNext: tried here, so
  // that ok says what pairing would do (one pairing, a few milliseconds for a weekend field).
  if (reason === null && d?.format === 'swiss') reason = trialPairing(requireRunning(s));
  return {
    tournament,
    decision: d,
    lots:
      d && d.format !== 'cancelled' && s.start.seed !== null && s.start.initialColour !== null
        ? { seed: s.start.seed, initialColour: s.start.initialColour, startNumbers: d.startNumbers }
        : null,
    currentRound: s.rounds.length,
    finished: d !== null && d.format !== 'cancelled' && isFinished(s, s.start.roundsPlanned),
    roundsPlanned: s.start.roundsPlanned,
    pairNext: { ok: reason === null, reason, withRematches: reason?.key === 'play:noValidPairing' },
  };
}

/** The next Swiss round paired in memory, nothing written: null, or why round.pairNext refuses it. */
function trialPairing(s: Running): Note | null {
  const number = s.rounds.length + 1;
  try {
    pairSwiss(s, number, leftOut(s, number));
    return null;
  } catch (e) {
    if (isAppError(e) && e.code === 'play:noValidPairing') return { key: e.code, params: e.params };
    throw e;
  }
}

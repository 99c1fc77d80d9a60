/**
 * A tournament in play, read whole from the event file: entrants, the start record and every
 * round. Services read it once per action and work in memory; at 200 entrants and 10 rounds it
 * is four queries and a few thousand rows.
 */
import { AppError } from '../../../shared/errors';
import type { Format } from '../../../shared/domain';
import type { Entrant } from '../../../shared/api/entrants';
import type { EntrantRef, Note } from '../../../shared/api/rounds';
import type { Db } from '../../db/connection';
import { listEntrants } from '../../db/repos/entrants';
import { listForbidden, type ForbiddenRow } from '../../db/repos/forbidden';
import { announcedAbsences, loadRounds, type RoundRow } from '../../db/repos/rounds';
import { getStart, type StartRecord } from '../../db/repos/start';
import { stackOf } from '../tournament-common/stack';
import type { TournamentRecord } from '../../db/repos/tournaments';
import { loadTournament } from '../tournaments';

/** The decision as stored in `format_decision` (R2.3). */
export type StoredDecision = {
  format: Format | 'cancelled';
  rounds: number;
  gamesPerRound: 1 | 2;
  /** A double round robin plays the Berger table twice (2); absent in files started before it: 1. */
  cycles?: 1 | 2;
  present: number;
  reason: Note;
  notes: Note[];
  startNumbers: 'rating' | 'entry' | 'lot';
};

export type PlayState = {
  tournament: TournamentRecord;
  start: StartRecord;
  decision: StoredDecision | null;
  /** Entrants with a starting number: those present at the start (R2.1), by starting number. */
  entrants: Entrant[];
  byId: Map<number, Entrant>;
  rounds: RoundRow[];
  announced: { round: number; entrantId: number }[];
  /** A team tournament (R16.1): its rounds are matches, played through the team services. */
  teams: boolean;
  /** Entrants the arbiter keeps apart (issue 30, migration 020). */
  forbidden: ForbiddenRow[];
};

export function loadState(db: Db, tournamentId: number): PlayState {
  const tournament = loadTournament(db, tournamentId);
  const start = getStart(db, tournamentId);
  const entrants = listEntrants(db, tournamentId)
    .filter((e) => e.startNo !== null)
    .sort((a, b) => (a.startNo ?? 0) - (b.startNo ?? 0));
  return {
    tournament,
    start,
    decision: start.decision as StoredDecision | null,
    entrants,
    byId: new Map(entrants.map((e) => [e.id, e])),
    rounds: loadRounds(db, tournamentId),
    announced: announcedAbsences(db, tournamentId),
    teams: stackOf(db, tournamentId) === 'team',
    forbidden: listForbidden(db, tournamentId),
  };
}

export type Running = PlayState & { format: Format; decision: StoredDecision; roundsPlanned: number };

/** The tournament has started and not cancelled itself: there is something to pair and score. */
export function requireRunning(s: PlayState): Running {
  // R16.1: a team tournament's rounds are matches; the methods of individuals refuse it by name.
  if (s.teams) throw new AppError('teams:errors.teamEvent', { name: s.tournament.settings.name });
  const d = s.decision;
  if (s.tournament.status === 'cancelled')
    // A cancel at the start leaves its decision (R2.1); the organiser's cancel before it, none.
    throw new AppError(d ? 'play:cancelled' : 'play:cancelledByOrganiser', {
      name: s.tournament.settings.name,
    });
  if (!d || d.format === 'cancelled' || s.start.roundsPlanned === null)
    throw new AppError('play:notStarted', { name: s.tournament.settings.name });
  return { ...s, format: d.format, decision: d, roundsPlanned: s.start.roundsPlanned };
}

export function findRound(s: PlayState, number: number): RoundRow {
  const r = s.rounds.find((x) => x.number === number);
  if (!r) throw new AppError('play:roundNotPaired', { round: number });
  return r;
}

export const latestRound = (s: PlayState): RoundRow | null => s.rounds[s.rounds.length - 1] ?? null;

export function entrantOf(s: PlayState, id: number): Entrant {
  const e = s.byId.get(id);
  if (!e) throw new AppError('play:entrantNotInTournament', { id });
  return e;
}

export const ref = (e: Entrant): EntrantRef => ({
  id: e.id,
  startNo: e.startNo ?? 0,
  name: e.name,
  rating: e.rating,
  title: e.title,
});

export const unfinishedGames = (r: RoundRow): number =>
  r.boards.reduce((n, b) => n + b.games.filter((g) => g.result === null).length, 0);

/**
 * The tournament is finished once every planned round is paired and every game of it has a
 * result; a result taken back (undo, cleared) makes it running again. A correction keeps it
 * finished: the game still has a result.
 */
export function isFinished(s: Pick<PlayState, 'rounds'>, roundsPlanned: number | null): boolean {
  return (
    roundsPlanned !== null &&
    s.rounds.length > 0 &&
    s.rounds.length >= roundsPlanned &&
    s.rounds.every((r) => unfinishedGames(r) === 0)
  );
}

/** R10.2: withdrawn as seen after round k (the entrant took part in rounds up to `withdrawnAfterRound`). */
export const withdrawnBy = (e: Entrant, round: number): boolean =>
  e.withdrawnAfterRound !== null && e.withdrawnAfterRound < round;

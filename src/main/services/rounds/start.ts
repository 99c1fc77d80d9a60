/**
 * Starting a tournament (R2, R3): the decision from the entrants present, stored with its reason;
 * the lots from a stored seed (R6.4 round-1 colour, R7.2 table numbers); starting numbers
 * (R6.3); then round 1 is paired.
 */
import { refusePairingAfterEnd } from '../tournament-common/announced-end';
import { randomInt } from 'node:crypto';
import { TITLES, type Colour } from '../../../shared/domain';
import { drawableOpenings } from '../../engine/openings/draw';
import { AppError } from '../../../shared/errors';
import type { Entrant } from '../../../shared/api/entrants';
import type { Decision, StartPreview } from '../../../shared/api/play';
import type { RoundView } from '../../../shared/api/rounds';
import { decideStart, swissTableRow } from '../../engine/format';
import { firstSameRatingId } from '../../engine/identity';
import { drawByLot, drawColour, orderByRating } from '../../engine/lots';
import type { Db } from '../../db/connection';
import { listEntrants } from '../../db/repos/entrants';
import { saveStart, setStartNumbers } from '../../db/repos/start';
import { isOpen, loadTournament } from '../tournaments';
import { pairNextRound } from './rounds';
import { expectedRatedGames } from '../rated-games';
import { ratingStatus, type Settings } from '../../../shared/settings';
import type { ClassReviews } from '../../../shared/openings/tables';
import type { StoredDecision } from './state';
import { isArenaTournament } from '../../db/repos/arena';
import { stackOf } from '../tournament-common/stack';

const titleRank = (t: Entrant['title']): number => (t === null ? TITLES.length : TITLES.indexOf(t));

/** R6.3: rating descending, then title, then name; the setting may keep the entry order. */
export function swissOrder(es: readonly Entrant[], by: 'rating' | 'entry'): Entrant[] {
  if (by === 'entry') return [...es].sort((a, b) => a.entryNo - b.entryNo);
  return [...es].sort(
    (a, b) =>
      (b.rating ?? -1) - (a.rating ?? -1) ||
      titleRank(a.title) - titleRank(b.title) ||
      a.name.localeCompare(b.name) ||
      a.entryNo - b.entryNo,
  );
}

export type StartOutcome = {
  decision: Decision;
  lots: { seed: number; initialColour: Colour; startNumbers: StoredDecision['startNumbers'] } | null;
  round: RoundView | null;
};

/** R2, R3: the decision from the entrants present now; the start and its preview share it. */
function decideNow(db: Db, tournamentId: number) {
  const t = loadTournament(db, tournamentId);
  if (!isOpen(t)) throw new AppError('play:alreadyStarted', { name: t.settings.name });
  // R14.1: an arena has no rounds and no format to decide.
  if (isArenaTournament(db, tournamentId))
    throw new AppError('arena:errors.noRounds', { name: t.settings.name });
  if (stackOf(db, tournamentId) === 'team')
    throw new AppError('teams:errors.teamEvent', { name: t.settings.name });
  const s = t.settings;
  const reviews = t.classReviews; // R11.4
  const entrants = listEntrants(db, tournamentId);
  const present = entrants.filter((e) => e.present);
  // One person is one entrant: a file registered before the check may hold someone twice, and the
  // pairing would then seat him against himself.
  const twice = firstSameRatingId(present);
  if (twice)
    throw new AppError('play:samePersonTwice', {
      first: twice[0].name,
      second: twice[1].name,
      ratingId: twice[0].ratingId,
    });
  const d = decideStart({
    present: present.length,
    threshold: s.threshold,
    minimum: s.minimum,
    mode: s.formatMode,
    extraRound: s.extraRound,
    twoLegs: s.twoLegs,
    cycles: s.roundRobinCycles,
    ...(s.swissRounds === null ? {} : { swissRounds: s.swissRounds }),
  });
  // R11.2: a Swiss never plays an opening twice, so its openings must cover its rounds; said before
  // anything is paired (the preview and the start), while the settings can still change.
  if (d.format === 'swiss') {
    const count = drawableOpenings(s.variant, s.openingMode, reviews);
    if (count !== null && count < d.rounds)
      throw new AppError('play:openingsTooFew', { rounds: d.rounds, count });
  }
  const startNumbers: StoredDecision['startNumbers'] =
    d.format === 'round-robin' ? (s.tableNumbers === 'lot' ? 'lot' : 'rating') : s.pairingOrder;
  const decision: StoredDecision = { ...d, present: present.length, startNumbers };
  return { settings: s, reviews, entrants, present, decision };
}

/**
 * R12.2 with the games per round the start decides (R3.2: four present play two), and R12.3 the
 * games the entrants present can have rated.
 */
function ratingAtStart(s: Settings, reviews: ClassReviews, present: readonly Entrant[], d: StoredDecision) {
  const status = ratingStatus(s, d.format === 'cancelled' ? null : d.gamesPerRound, reviews);
  const bySetting = ratingStatus(s, null, reviews);
  return {
    ...status,
    games: status.rated ? expectedRatedGames(present, s, d) : null,
    byForcedLegs: status.rated && !bySetting.rated ? { mode: s.openingMode } : null,
  };
}

/** R2.3: what the start would decide now and the settings behind it; nothing is stored. */
export function previewStart(db: Db, tournamentId: number): StartPreview {
  const { settings: s, reviews, entrants, present, decision } = decideNow(db, tournamentId);
  const fromTable = decision.format === 'swiss' && s.swissRounds === null;
  return {
    decision,
    entrants: entrants.length,
    settings: {
      minimum: s.minimum,
      threshold: s.threshold,
      formatMode: s.formatMode,
      swissRounds: s.swissRounds,
      extraRound: s.extraRound,
      twoLegs: s.twoLegs,
      roundRobinCycles: s.roundRobinCycles,
    },
    table: fromTable ? swissTableRow(decision.present) : null,
    rating: ratingAtStart(s, reviews, present, decision),
  };
}

export function startTournament(
  db: Db,
  tournamentId: number,
  seedIn: number | undefined,
  now: Date,
): StartOutcome {
  const { settings: s, present, decision } = decideNow(db, tournamentId);
  const { format, startNumbers } = decision;
  const at = now.toISOString();
  if (format === 'cancelled') {
    // R2.1: below the minimum the tournament cancels itself; every entrant and setting is kept.
    saveStart(db, tournamentId, {
      status: 'cancelled',
      format: null,
      rounds: 0,
      decision,
      seed: null,
      initialColour: null,
      at,
    });
    return { decision, lots: null, round: null };
  }
  // R15.1: round 1 is paired like any other round, so not after the announced end.
  refusePairingAfterEnd(db, loadTournament(db, tournamentId), 1, now);
  const seed = seedIn ?? randomInt(0, 2 ** 32);
  const initialColour = drawColour(seed);
  let order: number[];
  if (format === 'round-robin')
    order =
      startNumbers === 'lot'
        ? drawByLot(
            [...present].sort((a, b) => a.entryNo - b.entryNo).map((e) => e.id),
            seed,
          )
        : orderByRating(
            [...present].sort((a, b) => a.entryNo - b.entryNo).map((e) => ({ id: e.id, rating: e.rating })),
          );
  else order = swissOrder(present, s.pairingOrder).map((e) => e.id);
  setStartNumbers(
    db,
    tournamentId,
    order.map((id, i) => ({ id, startNo: i + 1 })),
  );
  saveStart(db, tournamentId, {
    status: 'running',
    format,
    rounds: decision.rounds,
    decision,
    seed,
    initialColour,
    at,
  });
  const round = pairNextRound(db, tournamentId, now);
  return { decision, lots: { seed, initialColour, startNumbers }, round };
}

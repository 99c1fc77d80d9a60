/**
 * The Swiss pairing of a round from the event file (R6): the Dutch engine's input built from the
 * scoring sheet, so that points, byes and unplayed games are counted exactly as the standings
 * count them.
 */
import { AppError, isAppError } from '../../../shared/errors';
import { bakuPlan } from '../../engine/pairing/baku';
import { pairDutch } from '../../engine/pairing/dutch';
import type { Entrant as PairingEntrant, PairingInput, RoundRecord } from '../../engine/pairing/model';
import { scoreSheet } from '../../engine/sheet';
import { pairFewestRematches } from './fewest-rematches';
import type { Proposal } from './proposal';
import { holdsIn } from '../forbidden';
import { toSheet } from './sheet';
import type { Running } from './state';

export function swissInput(s: Running, number: number, absentIds: ReadonlySet<number>): PairingInput {
  const ps = s.tournament.settings.pointSystem;
  const scores = scoreSheet(toSheet(s, number - 1));
  const index = new Map(s.entrants.map((e, i) => [e.startNo ?? 0, i]));
  const twoLegs = s.decision.gamesPerRound === 2;
  const entrants: PairingEntrant[] = s.entrants.map((e, i) => {
    const rounds: RoundRecord[] = (scores[i]?.rounds ?? []).map((r) => {
      if (r.kind === 'board') {
        const played = r.games.some((g) => g.played);
        const first = r.games[0];
        return {
          opponent: index.get(r.opponent) ?? null,
          // R5.3: with two legs everyone plays both colours, so colour history restricts nothing.
          colour: played && !twoLegs && first?.played ? first.colour : null,
          // R6.2: an unplayed game is not a meeting.
          played,
          participated: true,
          points: r.points,
        };
      }
      return {
        opponent: null,
        colour: null,
        played: false,
        participated: r.kind === 'bye',
        points: r.points,
      };
    });
    // R6.5: an entry for the round to pair leaves the entrant out of it.
    if (absentIds.has(e.id))
      rounds.push({ opponent: null, colour: null, played: false, participated: false, points: ps.zeroBye });
    return { number: e.startNo ?? i + 1, rounds };
  });
  // FIDE C.04.5.1: GA's virtual points, for pairing only (the sheet and standings never see them).
  if (s.tournament.settings.acceleration === 'baku') {
    const plan = bakuPlan(entrants.length, s.roundsPlanned, ps);
    for (const e of entrants) if (e.number <= plan.lastAccelerated) e.acceleration = plan.points;
  }
  // Issue 30: the pairs the arbiter keeps apart in this round, as absolute as a rematch (C1).
  const forbidden: [number, number][] = [];
  for (const f of s.forbidden) {
    const a = s.entrants.findIndex((e) => e.id === f.entrant_a);
    const b = s.entrants.findIndex((e) => e.id === f.entrant_b);
    if (a >= 0 && b >= 0 && holdsIn(f, number)) forbidden.push([Math.min(a, b), Math.max(a, b)]);
  }
  return {
    entrants,
    playedRounds: number - 1,
    totalRounds: s.roundsPlanned,
    initialColour: s.start.initialColour ?? 'white',
    pointSystem: ps,
    forbidden,
  };
}

/**
 * Pairs Swiss round `number`; `out` are the entrants left out of it (absent, withdrawn). With
 * `acceptRematches`, a round that has no valid pairing gets the one with the fewest rematches.
 */
export function pairSwiss(
  s: Running,
  number: number,
  out: Proposal['absences'],
  acceptRematches = false,
): Proposal {
  const absentIds = new Set(out.map((a) => a.entrantId));
  const input = swissInput(s, number, absentIds);
  let pairing;
  try {
    pairing = pairDutch(input);
  } catch (e) {
    // R6.2: never a rematch silently; the arbiter is told and confirms the fewest rematches.
    if (isAppError(e) && e.code === 'pairing:noValidPairing') {
      if (acceptRematches) return pairFewestRematches(s, number, out);
      throw new AppError('play:noValidPairing', { round: number });
    }
    throw e;
  }
  const id = (i: number): number => {
    const e = s.entrants[i];
    if (!e) throw new Error(`pairSwiss: no entrant at index ${i}`);
    return e.id;
  };
  return {
    boards: pairing.boards.map((b) => ({ white: id(b.white), black: id(b.black) })),
    bye: pairing.bye === null ? null : id(pairing.bye),
    absences: out,
  };
}

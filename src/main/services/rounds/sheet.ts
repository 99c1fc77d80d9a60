/**
 * From the event file's rounds to the engine's scoring sheet (engine/types.ts), keyed by starting
 * number: the one model the standings, the crosstable and the Swiss pairing input are built on.
 */
import { ratingStatus } from '../../../shared/settings';
import type { Absence, Board, Round, ScoringSheet } from '../../engine/types';
import type { RoundRow } from '../../db/repos/rounds';
import type { Running } from './state';

const startNoOf = (s: Running, id: number): number => s.byId.get(id)?.startNo ?? 0;

function toRound(s: Running, r: RoundRow): Round {
  const boards: Board[] = [];
  const absences: Absence[] = [];
  for (const b of r.boards) {
    if (b.black === null) {
      absences.push({ startNo: startNoOf(s, b.white), kind: 'bye' }); // R4.2: the bye is no game
      continue;
    }
    // Leg 1 has the board's White as White; leg 2 is reversed (R5.1), as the sheet expects.
    const games = [...b.games].sort((x, y) => x.leg - y.leg).map((g) => ({ result: g.result }));
    boards.push({ white: startNoOf(s, b.white), black: startNoOf(s, b.black), games });
  }
  for (const a of r.absences) absences.push({ startNo: startNoOf(s, a.entrantId), kind: a.kind });
  return { number: r.number, gamesPerRound: s.decision.gamesPerRound, boards, absences };
}

/** The sheet after round `afterRound` (every round paired so far by default). */
export function toSheet(s: Running, afterRound?: number): ScoringSheet {
  const last = afterRound ?? s.rounds.length;
  return {
    entrants: s.entrants.map((e) => ({
      startNo: e.startNo ?? 0,
      rating: e.rating,
      // R10.2: shown as withdrawn once the last round they took part in is in the sheet.
      withdrawn: e.withdrawnAfterRound !== null && e.withdrawnAfterRound <= last,
    })),
    rounds: s.rounds.filter((r) => r.number <= last).map((r) => toRound(s, r)),
    points: s.tournament.settings.pointSystem,
    rated: ratingStatus(s.tournament.settings, s.decision.gamesPerRound, s.tournament.classReviews).rated, // R12.1, R12.2
  };
}

/** Rounds as the screens show them: boards with names, scores before the round, results. */
import type { BoardView, RoundView } from '../../../shared/api/rounds';
import { scoreSheet } from '../../engine/sheet';
import type { RoundRow } from '../../db/repos/rounds';
import { toSheet } from './sheet';
import { entrantOf, ref, unfinishedGames, type Running } from './state';
import { enteredResults } from './unpair';
import { openingView } from './opening';

/** Points of every entrant (by id) after `afterRound`. */
export function pointsAfter(s: Running, afterRound: number): Map<number, number> {
  const scores = scoreSheet(toSheet(s, afterRound));
  const byStartNo = new Map(scores.map((x) => [x.startNo, x.points]));
  return new Map(s.entrants.map((e) => [e.id, byStartNo.get(e.startNo ?? 0) ?? 0]));
}

export function roundView(s: Running, r: RoundRow): RoundView {
  const before = pointsAfter(s, r.number - 1);
  const boards: BoardView[] = [];
  let bye: RoundView['bye'] = null;
  for (const b of r.boards) {
    if (b.black === null) {
      bye = ref(entrantOf(s, b.white));
      continue;
    }
    boards.push({
      boardNo: b.boardNo,
      white: ref(entrantOf(s, b.white)),
      black: ref(entrantOf(s, b.black)),
      // R6.7: the points the round was paired on; a later correction moves the standings only
      whitePoints: b.paired?.white ?? before.get(b.white) ?? 0,
      blackPoints: b.paired?.black ?? before.get(b.black) ?? 0,
      games: b.games.map((g) => ({
        id: g.id,
        leg: g.leg,
        whiteId: g.white,
        blackId: g.black,
        result: g.result,
      })),
      finished: b.games.every((g) => g.result !== null),
    });
  }
  return {
    tournamentId: s.tournament.id,
    number: r.number,
    status: r.status,
    gamesPerRound: s.decision.gamesPerRound,
    opening: openingView(s, r),
    boards,
    bye,
    absences: r.absences
      .filter(
        (a): a is { entrantId: number; kind: 'half-bye' | 'full-bye' | 'absent' | 'withdrawn' } =>
          a.kind !== 'bye',
      )
      .map((a) => ({ entrant: ref(entrantOf(s, a.entrantId)), kind: a.kind })),
    unfinished: unfinishedGames(r),
    entered: enteredResults(s, r),
    pairedAt: r.pairedAt,
  };
}

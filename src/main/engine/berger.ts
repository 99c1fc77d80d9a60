/**
 * Round-robin pairing (RULES.md R7): the FIDE Berger tables (FIDE Handbook C.05, Annex 1).
 * Numbers are table numbers (starting numbers, R7.2); 0 stands for "no opponent" (the bye).
 */
import { AppError } from '../../shared/errors';

/** [white, black]; with an odd count the bye is [entrant, 0]. */
export type Pair = readonly [number, number];
export type BergerTable = readonly (readonly Pair[])[];

export const BERGER_MIN = 3;
export const BERGER_MAX = 20;

/**
 * The table for n entrants. C.05 Annex 1: for even n, round 1 pairs board b as b (White) against
 * n+1-b; each later round lists 1..n-1 in the previous round's board order, White before Black;
 * the last of that list meets n on board 1, n taking White and Black in turn (White in round 2);
 * the rest of the list is paired from its end, the second-to-last with White against the last.
 * R7.1: odd n uses the table for n+1, meeting n+1 is the bye (listed last, as [entrant, 0]).
 */
export function bergerTable(n: number): BergerTable {
  if (!Number.isInteger(n) || n < BERGER_MIN || n > BERGER_MAX) {
    throw new AppError('engine:berger.outOfRange', { count: n, min: BERGER_MIN, max: BERGER_MAX });
  }
  const size = n % 2 === 0 ? n : n + 1;
  const rounds: Pair[][] = [];
  let previous: Pair[] = [];
  for (let b = 1; b <= size / 2; b++) previous.push([b, size + 1 - b]);
  rounds.push(previous);
  for (let r = 2; r < size; r++) {
    const list = previous.flatMap(([w, b]) => [w, b]).filter((x) => x !== size);
    const last = list.pop() as number;
    const round: Pair[] = [r % 2 === 0 ? [size, last] : [last, size]];
    while (list.length > 0) {
      const black = list.pop() as number;
      const white = list.pop() as number;
      round.push([white, black]);
    }
    rounds.push(round);
    previous = round;
  }
  if (size === n) return rounds;
  return rounds.map((round) => {
    const boards = round.filter(([w, b]) => w !== size && b !== size);
    const byePair = round.find(([w, b]) => w === size || b === size);
    const bye = byePair ? (byePair[0] === size ? byePair[1] : byePair[0]) : 0;
    return [...boards, [bye, 0] as const];
  });
}

/**
 * A double round robin. FIDE C.05 recommends reversing the order of the last two rounds of the
 * first cycle, so that nobody has the same colour in the last round of the first cycle and the
 * first round of the second; the second cycle repeats the first with colours reversed.
 */
export function doubleBergerTable(n: number): BergerTable {
  const first = [...bergerTable(n)];
  const k = first.length;
  if (k >= 2) [first[k - 2], first[k - 1]] = [first[k - 1] as Pair[], first[k - 2] as Pair[]];
  const second = first.map((round) => round.map(([w, b]): Pair => (b === 0 ? [w, 0] : [b, w])));
  return [...first, ...second];
}

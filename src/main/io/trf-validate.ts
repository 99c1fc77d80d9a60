/**
 * Consistency checks of a read TRF file, each error naming the line (and column) to fix:
 * unique starting numbers, opponents that exist and name each other back with opposite colours,
 * and points that equal the sum of the line's results under the file's point system.
 */
import { AppError } from '../../shared/errors';
import type { TrfTournament } from './trf-types';

const roundColumn = (round: number): number => 92 + 10 * (round - 1);

export function validateTrf(t: TrfTournament): void {
  const byNumber = new Map<number, (typeof t.players)[number]>();
  for (const p of t.players) {
    if (byNumber.has(p.startNumber))
      throw new AppError('pairing:trfDuplicatePlayer', { line: p.line, column: 5, number: p.startNumber });
    byNumber.set(p.startNumber, p);
  }
  for (const p of t.players) {
    p.rounds.forEach((g, i) => {
      if (!g || g.opponent === null) return;
      const o = byNumber.get(g.opponent);
      const back = o?.rounds[i];
      const consistent =
        back !== undefined &&
        back !== null &&
        back.opponent === p.startNumber &&
        back.played === g.played &&
        (!g.played || back.colour !== g.colour);
      if (!consistent)
        throw new AppError('pairing:trfOpponentMismatch', {
          line: p.line,
          column: roundColumn(i + 1),
          round: i + 1,
          number: p.startNumber,
          opponent: g.opponent,
        });
    });
    // The points column is the score after the rounds played; an entry announcing an absence in
    // the round about to be paired (after the last paired round) may or may not be counted yet.
    const sum = (upTo: number): number =>
      p.rounds.slice(0, upTo).reduce((s, g) => s + (g ? g.points : t.pointSystem.zeroBye), 0);
    if (p.points !== sum(p.rounds.length) && p.points !== sum(t.pairedRounds))
      throw new AppError('pairing:trfPointsMismatch', {
        line: p.line,
        column: 81,
        number: p.startNumber,
        expected: (sum(p.rounds.length) / t.pointSystem.scale).toFixed(1),
        found: (p.points / t.pointSystem.scale).toFixed(1),
      });
  }
}

/**
 * A round-robin round from the Berger table (R7.1): odd counts use the table for n+1, whose
 * missing number is the bye; a double round robin plays it twice, colours reversed in the second
 * cycle (engine/berger.ts `doubleBergerTable`, FIDE C.05 Annex 1). The schedule is fixed, so an entrant left out of a round (R10)
 * cannot be replaced: the opponent scores the game as a forfeit (R8.3, "the arbiter decided so"),
 * both left out make a double forfeit (R8.4).
 */
import type { GameResult } from '../../../shared/domain';
import { bergerTable, doubleBergerTable } from '../../engine/berger';
import type { Proposal, ProposedBoard } from './proposal';
import type { Running } from './state';

export function pairRoundRobin(s: Running, number: number, out: Proposal['absences']): Proposal {
  const n = s.entrants.length;
  const table = s.decision.cycles === 2 ? doubleBergerTable(n) : bergerTable(n);
  const pairs = table[number - 1] ?? [];
  const byStartNo = new Map(s.entrants.map((e) => [e.startNo ?? 0, e.id]));
  const outIds = new Set(out.map((a) => a.entrantId));
  const games = s.decision.gamesPerRound;
  const boards: ProposedBoard[] = [];
  let bye: number | null = null;
  const absences: Proposal['absences'] = [];
  for (const [w, b] of pairs) {
    const white = byStartNo.get(w);
    if (white === undefined) continue;
    if (b === 0) {
      // The bye of an entrant who is absent anyway is an absence, not a bye's points (R4.2).
      const a = out.find((x) => x.entrantId === white);
      if (a) absences.push(a);
      else bye = white;
      continue;
    }
    const black = byStartNo.get(b);
    if (black === undefined) continue;
    const wOut = outIds.has(white);
    const bOut = outIds.has(black);
    if (!wOut && !bOut) {
      boards.push({ white, black });
      continue;
    }
    // Per game: leg 2 has the colours reversed (R5.1), so the forfeit names the other colour.
    const result = (leg: number): GameResult => {
      if (wOut && bOut) return 'double-forfeit';
      const whiteOfGame = leg === 1 ? white : black;
      const presentIsWhite = (whiteOfGame === white) === bOut;
      return presentIsWhite ? 'white-wins-forfeit' : 'black-wins-forfeit';
    };
    boards.push({ white, black, results: games === 2 ? [result(1), result(2)] : [result(1)] });
  }
  return { boards, bye, absences };
}

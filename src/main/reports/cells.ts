/**
 * What an entrant did in each round, as the crosstable prints it and the screen shows it: opponent's
 * starting number, colour, then each game's result from the entrant's side in the one notation
 * (src/shared/result-notation.ts): "12w 2–0", "12b −/+"; a round off the boards as its short name
 * and points ("bye 2"). Read from the engine's scored rounds.
 */
import type { RoundEntry, StartNo } from '../engine/types';
import type { Ctx } from './layout';

/** The colour of each entrant's (first) game per round, for boards without a result yet. */
function colours(c: Ctx): Map<string, 'white' | 'black'> {
  const map = new Map<string, 'white' | 'black'>();
  for (const r of c.m.sheet.rounds) {
    for (const b of r.boards) {
      map.set(`${r.number}:${b.white}`, 'white');
      map.set(`${r.number}:${b.black}`, 'black');
    }
  }
  return map;
}

export function cellText(
  c: Ctx,
  e: RoundEntry,
  startNo: StartNo,
  colourOf: Map<string, 'white' | 'black'>,
): string {
  if (e.kind !== 'board') {
    const label = c.t(`absenceShort.${e.kind}`);
    return e.points > 0 ? `${label} ${c.pts(e.points)}` : label;
  }
  const colour = e.games[0]?.colour ?? colourOf.get(`${e.round}:${startNo}`) ?? 'white';
  const letter = c.t(`colour.${colour}`);
  if (e.games.length === 0) return `${e.opponent}${letter}`;
  // each game as read from the entrant's own colour in it (leg 2 has the colours reversed, R5.1)
  return `${e.opponent}${letter} ${e.games.map((g) => c.code(g.result, g.colour)).join(' ')}`;
}

/** Per entrant, one cell per round 1..rounds ('' where the sheet has nothing). */
export function roundCells(c: Ctx, rounds: number): Map<StartNo, string[]> {
  const colourOf = colours(c);
  const out = new Map<StartNo, string[]>();
  for (const row of c.m.standings.rows) {
    const cells = Array.from({ length: rounds }, () => '');
    for (const e of row.score.rounds) {
      if (e.round >= 1 && e.round <= rounds) cells[e.round - 1] = cellText(c, e, row.startNo, colourOf);
    }
    out.set(row.startNo, cells);
  }
  return out;
}

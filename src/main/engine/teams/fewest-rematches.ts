/**
 * R6.2, R16.1b for teams: when no pairing of a team Swiss round avoids a second meeting ("never
 * twice while another combination exists"), the arbiter may confirm the pairing with the fewest
 * rematches. One maximum-weight matching whose weight puts, in this order: the bye only to a team
 * that has not had one, then no rematch, then match points as close as they can be, the bye to
 * the lowest score and the lowest starting number. Board-1 colours as in any team round (colours.ts).
 * Pure: the team sheet in, the pairing and its rematches out.
 */
import type { Colour } from '../../../shared/domain';
import { maxWeightMatching, type WeightedEdge } from '../pairing/matching';
// the weight's fields are those of the individual pairing with the fewest rematches
import { BYE_ALLOWED, NO_REMATCH, SCORE } from '../pairing/fewest-rematches';
import { scoreSheet } from '../sheet';
import { boardOneWhite } from './colours';
import { teamScoringSheet } from './match';
import type { StartNo, TeamSheet } from './model';
import { history, type TeamPair, type TeamPairing } from './pairing';

export type FewestRematches = TeamPairing & {
  /** The pairs that meet a second time, lower starting number first. */
  rematches: [StartNo, StartNo][];
  /** The bye goes to a team that already had one (no team still in is without one). */
  secondBye: boolean;
};

/** Team Swiss round `round` (rounds before it in `sheet`) with the fewest second meetings. */
export function pairTeamFewestRematches(sheet: TeamSheet, round: number, initial: Colour): FewestRematches {
  const before = { ...sheet, rounds: round - 1 };
  const scores = new Map(scoreSheet(teamScoringSheet(before)).map((s) => [s.startNo, s]));
  const present = [...sheet.teams]
    .filter((t) => !(t.left && t.left.afterRound < round))
    .map((t) => t.startNo)
    .sort((a, b) => a - b);
  const points = (startNo: StartNo) => scores.get(startNo)?.points ?? 0;
  const rounds = (startNo: StartNo) => scores.get(startNo)?.rounds ?? [];
  // R6.2 for teams: a match in which a board was played over the board is a meeting.
  const met = (a: StartNo, b: StartNo) =>
    rounds(a).some((r) => r.kind === 'board' && r.opponent === b && r.games.some((g) => g.played));
  const hadBye = (startNo: StartNo) => rounds(startNo).some((r) => r.kind === 'bye');
  const n = present.length;
  const top = BigInt(Math.max(0, ...present.map(points)) + 1);
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const a = present[i] ?? 0;
      const b = present[j] ?? 0;
      const diff = BigInt(Math.abs(points(a) - points(b)));
      edges.push([i, j, (met(a, b) ? 0n : NO_REMATCH) + (top - diff) * SCORE]);
    }
  const byeVertex = n;
  if (n % 2 === 1)
    for (let i = 0; i < n; i++) {
      const a = present[i] ?? 0;
      const lower = BigInt(n - i); // the lowest starting number first among equal scores
      edges.push([i, byeVertex, (hadBye(a) ? 0n : BYE_ALLOWED) + (top - BigInt(points(a))) * SCORE + lower]);
    }
  const mate = maxWeightMatching(n % 2 === 1 ? n + 1 : n, edges, true);
  const colours = history(sheet, round);
  const found: { a: StartNo; b: StartNo }[] = [];
  let bye: StartNo | null = null;
  for (let i = 0; i < n; i++) {
    const j = mate[i] ?? -1;
    if (j === byeVertex && n % 2 === 1) bye = present[i] ?? null;
    if (j <= i || j >= n) continue;
    const x = present[i] ?? 0;
    const y = present[j] ?? 0;
    // The higher-ranked team first: more match points, then the better starting number.
    const [a, b] = points(x) > points(y) || (points(x) === points(y) && x < y) ? [x, y] : [y, x];
    found.push({ a, b });
  }
  found.sort((p, q) => points(q.a) - points(p.a) || p.a - q.a);
  const other = (c: Colour): Colour => (c === 'white' ? 'black' : 'white');
  const matches = found.map(({ a, b }, i): TeamPair => {
    const w = boardOneWhite(
      colours.get(a) ?? [],
      colours.get(b) ?? [],
      i % 2 === 0 ? initial : other(initial),
    );
    return w === 'a' ? { home: a, away: b, forfeit: [] } : { home: b, away: a, forfeit: [] };
  });
  const rematches = found
    .filter(({ a, b }) => met(a, b))
    .map(({ a, b }): [StartNo, StartNo] => (a < b ? [a, b] : [b, a]));
  return { matches, bye, rematches, secondBye: bye !== null && hadBye(bye) };
}

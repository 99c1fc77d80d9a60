/**
 * Derives each entrant's Dutch-system state from the history (C.04.3 section A, C.04.1).
 */
import type { Colour } from '../../../shared/domain';
import { invert, type Entrant, type EntrantState, type Float, type PairingInput } from './model';

/** Whether entrant i is to be paired in round playedRounds + 1 (R6.5: absentees are not). */
export const isPresent = (input: PairingInput, i: number): boolean =>
  (input.entrants[i]?.rounds.length ?? 0) <= input.playedRounds;

/** C2: why an entrant may not receive the PAB: the first round that bars it, or null. */
export type ByeBar = { round: number; kind: 'pab' | 'forfeitWin' | 'fullBye' };

export function byeBar(input: PairingInput, e: Entrant): ByeBar | null {
  const ps = input.pointSystem;
  // C.04.1 d / C2: no PAB to whoever already scored a win's points without playing; for teams
  // (byeBarredBy 'bye', R16.1b) only an earlier PAB bars it: a round without opponent.
  const at = e.rounds.findIndex(
    (r) =>
      !r.played &&
      r.points >= ps.win &&
      (input.byeBarredBy !== 'bye' || (r.opponent === null && r.participated)),
  );
  const r = e.rounds[at];
  if (!r) return null;
  const kind = r.opponent !== null ? 'forfeitWin' : r.participated ? 'pab' : 'fullBye';
  return { round: at + 1, kind };
}

export function entrantStates(input: PairingInput): EntrantState[] {
  const { entrants, playedRounds, pointSystem: ps } = input;
  const pointsAfter = (i: number, rounds: number): number =>
    (entrants[i]?.rounds ?? []).slice(0, rounds).reduce((s, r) => s + r.points, 0);
  // C.04.5: the score for pairing round r + 1 adds that round's virtual points (also for the
  // floats of earlier rounds, as the reference engine counts them).
  const scoreAfter = (i: number, rounds: number): number =>
    pointsAfter(i, rounds) + (rounds >= 0 ? (entrants[i]?.acceleration?.[rounds] ?? 0) : 0);
  let rank = 0;
  return entrants.map((e, index) => {
    const history = e.rounds.slice(0, playedRounds);
    const counted = isPresent(input, index) || e.rounds.some((r) => r.participated);
    const colours: Colour[] = history.filter((r) => r.played && r.colour).map((r) => r.colour as Colour);
    const whites = colours.filter((c) => c === 'white').length;
    const blacks = colours.length - whites;
    let run = 0;
    let last: Colour | null = null;
    for (const c of colours) {
      run = c === last ? run + 1 : 1;
      last = c;
    }
    const imbalance = Math.abs(whites - blacks);
    const lower: Colour = whites > blacks ? 'black' : 'white';
    // A.2: the colour preference, strongest reason first.
    const preference: Colour | null =
      imbalance > 1 ? lower : run > 1 ? invert(last) : imbalance > 0 ? lower : run > 0 ? invert(last) : null;
    const repeated = run > 1 ? last : null;
    const absolute = imbalance > 1 || repeated !== null;
    const score = scoreAfter(index, playedRounds);
    // A.6: floats of the last two rounds. An unplayed round with more than a loss's points is a
    // downfloat (PAB, forfeit win, half-point bye); any other unplayed round (absence, forfeit
    // loss) is no float; a game floats the entrant whose score before that round was higher.
    const floatOf = (back: number): Float => {
      const r = playedRounds - back;
      const m = e.rounds[r];
      if (r < 0 || !m) return 'none';
      if (!m.played) return m.points > ps.loss ? 'down' : 'none';
      if (m.opponent === null) return 'none';
      const mine = scoreAfter(index, r);
      const theirs = scoreAfter(m.opponent, r);
      return mine > theirs ? 'down' : mine < theirs ? 'up' : 'none';
    };
    const forbidden = new Set<number>();
    for (const r of e.rounds) if (r.played && r.opponent !== null) forbidden.add(r.opponent);
    for (const [a, b] of input.forbidden) {
      if (a === index) forbidden.add(b);
      if (b === index) forbidden.add(a);
    }
    return {
      index,
      number: e.number,
      score,
      points: pointsAfter(index, playedRounds),
      rank: counted ? rank++ : -1,
      imbalance,
      preference,
      repeated,
      absolute,
      strong: !absolute && imbalance > 0,
      byeEligible: byeBar(input, e) === null,
      playedGames: colours.length,
      floats: [floatOf(1), floatOf(2)],
      earlierScores: [scoreAfter(index, playedRounds - 1), scoreAfter(index, playedRounds - 2)],
      forbidden,
      colours,
    };
  });
}

/**
 * The edge weight of a possible pair: every Dutch criterion packed into a bit field of one exact
 * integer, a higher criterion in higher bits so that it always dominates the lower ones. This is
 * THE place that fixes the priority of the criteria (C.04.3 section C), highest first:
 *
 *   field                                        width        criterion
 *   compatible, PAB candidates (1 + non-cand.)   top          C1-C3 (absolute), C4 completion, C5
 *   pair in the current bracket                  groupBits    C6 (maximise pairs)
 *   scores paired in the current bracket         scoreBits    C7 (downfloater scores)
 *   pair in the next bracket                     groupBits    C8 (next bracket: pairs)
 *   scores paired in the next bracket            scoreBits    C8 (next bracket: scores)
 *   PAB receiver's played games rank             2×groupBits  C9
 *   no two absolute colour imbalances alike      groupBits    C10 (topscorers' colour difference)
 *   no third same colour in a row                groupBits    C11
 *   colour preferences compatible                groupBits    C12
 *   strong preferences respected                 groupBits    C13
 *   repeated downfloat / upfloat, 1 round back   groupBits×2  C14, C15
 *   repeated downfloat / upfloat, 2 rounds back  groupBits×2  C16, C17
 *   their scores, 1 round back                   scoreBits×2  C18, C19
 *   their scores, 2 rounds back                  scoreBits×2  C20, C21
 *   room for the bracket procedure               3×groupBits+1  exchanges, BSN differences (D.2)
 *
 * A field counts, over the pairs of a matching, the pairs that satisfy its criterion, so a maximum
 * weight matching is the pairing that the criteria prefer. Score fields give each score group its
 * own bits (`scoreShift`) so that a higher score always outweighs any number of lower ones.
 * Criteria that only apply inside the bracket being paired are set only for pairs of that bracket.
 */
import type { EntrantState } from './model';

/** Bits to write `x` (0 for 0), as field widths. */
export const bitsFor = (x: number): number => (x <= 0 ? 0 : Math.floor(Math.log2(x)) + 1);

export type WeightContext = {
  groupBits: number;
  /** Total width of a score field: the sum over score groups of their own widths. */
  scoreBits: number;
  /** Offset of each score group inside a score field. */
  scoreShift: Map<number, number>;
  playedRounds: number;
  /** C.04.3 A.7 and C3: topscorers exist only when the last round is paired. */
  topscoreThreshold: number | null;
  /** C5: score of the PAB receiver (fixed by the first matching), or null without PAB. */
  byeScore: number | null;
  /** C9 applies: the bracket's single downfloater will be the PAB receiver. */
  byeIsSingleDownfloater: boolean;
  /** C9: rank of a played-games count among the entrants with the PAB receiver's score. */
  playedGamesRank: Map<number, number>;
};

/**
 * An upper bound on the bits of every weight of the round: the fields of edgeWeight below, the
 * room at the bottom for the bracket procedure, and a few bits of margin for the bonuses it adds.
 */
export function weightBits(ctx: WeightContext): number {
  const G = ctx.groupBits;
  const S = ctx.scoreBits;
  const rounds = Math.min(ctx.playedRounds, 2);
  return 2 + (G + S) * 2 + 2 * G + 4 * G + rounds * 2 * (G + S) + (3 * G + 1) + 8;
}

/** C1, C3: may the two meet at all (C3 waived for topscorers in the last round). */
export function compatible(a: EntrantState, b: EntrantState, ctx: WeightContext): boolean {
  if (a.forbidden.has(b.index)) return false;
  if (!a.absolute || !b.absolute || a.preference !== b.preference) return true;
  const t = ctx.topscoreThreshold;
  return t !== null && (a.score > t || b.score > t);
}

/** C2 and C5: may receive the PAB, at the PAB score or below. */
export const byeCandidate = (p: EntrantState, ctx: WeightContext): boolean =>
  p.byeEligible && ctx.byeScore !== null && p.score <= ctx.byeScore;

const b = (x: boolean): bigint => (x ? 1n : 0n);

/** C10-C13 for a pair of the current bracket (`l` the lower ranked, `h` the higher). */
function colourFields(w: bigint, l: EntrantState, h: EntrantState, on: boolean, bits: bigint): bigint {
  const samePref = l.preference === h.preference;
  // C10: two entrants with a colour difference beyond 1 and the same preference.
  w = (w << bits) + b(on && (l.imbalance <= 1 || h.imbalance <= 1 || !samePref));
  // C11: a third game with the same colour in a row.
  const third =
    l.imbalance === h.imbalance
      ? l.repeated === null || l.repeated !== h.repeated
      : (l.imbalance > h.imbalance ? h : l).repeated !== (l.preference === 'white' ? 'black' : 'white');
  w = (w << bits) + b(on && (!l.absolute || !h.absolute || !samePref || third));
  // C12: both colour preferences granted.
  w = (w << bits) + b(on && (!samePref || l.preference === null || h.preference === null));
  // C13: a strong preference granted.
  const weak = (p: EntrantState): boolean => !p.strong && !p.absolute;
  w = (w << bits) + b(on && (weak(l) || weak(h) || (l.absolute && h.absolute) || !samePref));
  return w;
}

/**
 * Weight of the pair (h, l), h ranked above l. `inCurrent`: l is in the bracket being paired (so
 * both are); `inNext`: l is in the next score group (h downfloats to it).
 */
export function edgeWeight(
  h: EntrantState,
  l: EntrantState,
  inCurrent: boolean,
  inNext: boolean,
  ctx: WeightContext,
): bigint {
  if (!compatible(h, l, ctx)) return 0n;
  const G = BigInt(ctx.groupBits);
  const S = BigInt(ctx.scoreBits);
  const at = (p: EntrantState): bigint => BigInt(ctx.scoreShift.get(p.score) ?? 0);
  let w = BigInt(1 + (byeCandidate(h, ctx) ? 0 : 1) + (byeCandidate(l, ctx) ? 0 : 1));
  w = (w << G) + b(inCurrent);
  w = (w << S) + (inCurrent ? 1n << at(h) : 0n);
  w = (w << G) + b(inNext);
  w = (w << S) + (inNext ? 1n << at(h) : 0n);
  w <<= 2n * G;
  if (ctx.byeIsSingleDownfloater && ctx.byeScore !== null) {
    if (h.score === ctx.byeScore) w += BigInt(ctx.playedGamesRank.get(h.playedGames) ?? 0);
    if (l.score === ctx.byeScore) w += BigInt(ctx.playedGamesRank.get(l.playedGames) ?? 0);
  }
  w = colourFields(w, l, h, inCurrent, G);
  const rounds = Math.min(ctx.playedRounds, 2);
  // C14-C17: repeated floats, one round back then two rounds back.
  for (let k = 0; k < rounds; k++) {
    const down = (p: EntrantState): boolean => p.floats[k] === 'down';
    const upAgain = h.score > l.score && l.floats[k] === 'up';
    w = (w << G) + (inCurrent ? b(down(l)) + b(h.score <= l.score && down(h)) : 0n);
    w = (w << G) + b(inCurrent && !upAgain);
  }
  // C18-C21: the scores of those repeated floaters.
  for (let k = 0; k < rounds; k++) {
    const down = (p: EntrantState): bigint => (p.floats[k] === 'down' ? 1n : 0n);
    const upAgain = h.score > l.score && l.floats[k] === 'up';
    w = (w << S) + (inCurrent ? (down(l) << at(l)) + (down(h) << at(h)) : 0n);
    w = (w << S) + (inCurrent && !upAgain ? 1n << at(h) : 0n);
  }
  return w << (3n * G + 1n);
}

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
 *
 * Only the scores of the bracket being paired and of the next score group ever reach a score
 * field (every other edge carries none), so the score groups get their bits per bracket
 * (`bracketShifts`): the fields are as wide as the widest bracket needs, not as the whole round.
 */
import { LIMB_BASE, LIMB_BITS } from './matching-limbs';
import type { EntrantState } from './model';

/** Bits to write `x` (0 for 0), as field widths. */
export const bitsFor = (x: number): number => (x <= 0 ? 0 : Math.floor(Math.log2(x)) + 1);

export type WeightContext = {
  groupBits: number;
  /** Width of a score field, the same for every bracket of the round (see bracketShifts). */
  scoreBits: number;
  /** Offset of each score group of the current bracket and the next group inside a score field. */
  scoreShift: Map<number, number>;
  /**
   * The first matching's layout (feasibility.ts): every score group of the round in its own bits,
   * offsets `roundShift`, `roundScoreBits` wide.
   */
  roundShift: Map<number, number>;
  roundScoreBits: number;
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
 * Offsets of score groups inside a score field, the lowest score first, each group as wide as its
 * count needs: over the pairs of a matching a group's bit is counted at most once per entrant of
 * that score. `scores` holds one score per entrant, in any order; returns the offsets and the
 * total width.
 */
export function bracketShifts(scores: readonly number[]): { shift: Map<number, number>; bits: number } {
  const count = new Map<number, number>();
  for (const s of scores) count.set(s, (count.get(s) ?? 0) + 1);
  const shift = new Map<number, number>();
  let bits = 0;
  for (const s of [...count.keys()].sort((a, b) => a - b)) {
    shift.set(s, bits);
    bits += bitsFor(count.get(s) ?? 0);
  }
  return { shift, bits };
}

/** C1, C3: may the two meet at all (C3 waived for topscorers in the last round). */
export const compatible = (a: EntrantState, b: EntrantState, ctx: WeightContext): boolean =>
  mayMeet(a, b, ctx.topscoreThreshold);

/** compatible() with the topscorers' threshold (A.7) given, null before the last round. */
export function mayMeet(a: EntrantState, b: EntrantState, topscoreThreshold: number | null): boolean {
  if (a.forbidden.has(b.index)) return false;
  if (!a.absolute || !b.absolute || a.preference !== b.preference) return true;
  const t = topscoreThreshold;
  return t !== null && (a.score > t || b.score > t);
}

/** C2 and C5: may receive the PAB, at the PAB score or below. */
export const byeCandidate = (p: EntrantState, ctx: WeightContext): boolean =>
  p.byeEligible && ctx.byeScore !== null && p.score <= ctx.byeScore;

const b = (x: boolean): number => (x ? 1 : 0);

/** 2^k for a bit position k inside a limb (a field's scale there). */
const POW2 = Float64Array.from({ length: LIMB_BITS }, (_, k) => 2 ** k);

/** Bits of the fields below the top one (compatible, PAB candidates), see the table above. */
export function lowerFieldBits(ctx: WeightContext): number {
  const G = ctx.groupBits;
  const S = ctx.scoreBits;
  const rounds = Math.min(ctx.playedRounds, 2);
  return (G + S) * 2 + 2 * G + 4 * G + rounds * 2 * (G + S) + (3 * G + 1);
}

/**
 * An upper bound on the bits of every weight of the round: the fields of edgeWeight below, the
 * room at the bottom for the bracket procedure, and a few bits of margin for the bonuses it adds.
 */
export function weightBits(ctx: WeightContext): number {
  return 2 + Math.max(lowerFieldBits(ctx), ctx.roundScoreBits + ctx.groupBits) + 8;
}

/**
 * A weight being written field by field, from the top, straight into the limbs that the matching
 * stores (matching-limbs.ts), base 2^48, least significant first: `put(x, bits)` is the
 * `w = (w << bits) + x` of a wide integer, but since the layout is fixed the fields are added at
 * known positions instead of shifting, with no BigInt allocated per pair (a round sets tens of
 * thousands). Every value put is a small non-negative integer, exact in a float64.
 */
/** Where edgeWeight's fields go, top first: `put` starts a field, `addAbove` a score group's bit in it. */
export type FieldSink = { put(x: number, bits: number): void; addAbove(x: number, shift: number): void };

export class WeightWriter implements FieldSink {
  private out: Float64Array;
  private off = 0;
  private limbs = 0;
  private pos = 0;
  constructor(out: Float64Array, off: number, limbs: number, lowerBits: number) {
    this.out = out;
    this.start(out, off, limbs, lowerBits);
  }

  /** Starts the next weight, at out[off .. off + limbs), the writer being reused (no allocation per pair). */
  start(out: Float64Array, off: number, limbs: number, lowerBits: number): this {
    this.out = out;
    this.off = off;
    this.limbs = limbs;
    out.fill(0, off, off + limbs);
    this.pos = lowerBits;
    return this;
  }

  /** Goes down `bits` bits, then adds x there. */
  put(x: number, bits: number): void {
    this.pos -= bits;
    this.addAt(x, this.pos);
  }

  /** Adds x at `shift` bits above the current position (a score group's bit in a score field). */
  addAbove(x: number, shift: number): void {
    this.addAt(x, this.pos + shift);
  }

  private addAt(x: number, at: number): void {
    if (x === 0) return;
    const limb = (at / LIMB_BITS) | 0;
    // x < 2^53 times a power of two below 2^48 is exact, and so are its two halves.
    const scaled = x * POW2[at - limb * LIMB_BITS]!;
    const high = Math.floor(scaled / LIMB_BASE);
    this.out[this.off + limb]! += scaled - high * LIMB_BASE;
    if (high !== 0) this.out[this.off + limb + 1]! += high;
  }

  /** Carries every limb but the top one back below 2^48 (a few additions per limb at most). */
  finish(): void {
    const { out, off, limbs } = this;
    for (let i = 0; i < limbs - 1; i++) {
      const carry = Math.floor(out[off + i]! / LIMB_BASE);
      if (carry === 0) continue;
      out[off + i]! -= carry * LIMB_BASE;
      out[off + i + 1]! += carry;
    }
  }
}

const weak = (p: EntrantState): boolean => !p.strong && !p.absolute;

/*
 * C10-C13 for a pair (`l` the lower ranked, `h` the higher): true when the pair meets the
 * criterion. The weights and the explanation of a round (explain.ts) read the same predicates.
 */

/** C10: not two entrants with a colour difference beyond 1 and the same preference. */
export const meetsC10 = (l: EntrantState, h: EntrantState): boolean =>
  l.imbalance <= 1 || h.imbalance <= 1 || l.preference !== h.preference;

/** C11: no third game with the same colour in a row. */
export function meetsC11(l: EntrantState, h: EntrantState): boolean {
  const third =
    l.imbalance === h.imbalance
      ? l.repeated === null || l.repeated !== h.repeated
      : (l.imbalance > h.imbalance ? h : l).repeated !== (l.preference === 'white' ? 'black' : 'white');
  return !l.absolute || !h.absolute || l.preference !== h.preference || third;
}

/** C12: both colour preferences granted. */
export const meetsC12 = (l: EntrantState, h: EntrantState): boolean =>
  l.preference !== h.preference || l.preference === null || h.preference === null;

/** C13: a strong preference granted. */
export const meetsC13 = (l: EntrantState, h: EntrantState): boolean =>
  weak(l) || weak(h) || (l.absolute && h.absolute) || l.preference !== h.preference;

/** C14/C16 (k = 0/1): the entrant had a downfloat one / two rounds before. */
export const downfloatedBefore = (p: EntrantState, k: number): boolean => p.floats[k] === 'down';

/** C15/C17 (k = 0/1): `l`, meeting the higher-scored `h`, upfloats again as one / two rounds before. */
export const upfloatsAgain = (h: EntrantState, l: EntrantState, k: number): boolean =>
  h.score > l.score && l.floats[k] === 'up';

/** C10-C13 for a pair of the current bracket. */
function colourFields(w: FieldSink, l: EntrantState, h: EntrantState, on: boolean, bits: number): void {
  w.put(b(on && meetsC10(l, h)), bits);
  w.put(b(on && meetsC11(l, h)), bits);
  w.put(b(on && meetsC12(l, h)), bits);
  w.put(b(on && meetsC13(l, h)), bits);
}

/** The writer of every edgeWeight call: a round writes tens of thousands of weights. */
const writer = new WeightWriter(new Float64Array(1), 0, 1, 0);

/**
 * Writes the weight of the pair (h, l), h ranked above l, into `out` at `off` (`limbs` limbs; all
 * zero when they may not meet). `inCurrent`: l is in the bracket being paired (so both are);
 * `inNext`: l is in the next score group (h downfloats to it). Returns whether the pair may meet.
 */
export function edgeWeight(
  h: EntrantState,
  l: EntrantState,
  inCurrent: boolean,
  inNext: boolean,
  ctx: WeightContext,
  out: Float64Array,
  off: number,
  limbs: number,
): boolean {
  const w = writer.start(out, off, limbs, lowerFieldBits(ctx));
  const ok = writeFields(w, h, l, inCurrent, inNext, ctx);
  w.finish();
  return ok;
}

/**
 * The fields of edgeWeight, top first, into `w`: the weight itself (WeightWriter), or the
 * figures of a pair as the engine weighs them (explain.ts reads them through FieldRecorder).
 */
export function writeFields(
  w: FieldSink,
  h: EntrantState,
  l: EntrantState,
  inCurrent: boolean,
  inNext: boolean,
  ctx: WeightContext,
): boolean {
  if (!compatible(h, l, ctx)) return false;
  const G = ctx.groupBits;
  const S = ctx.scoreBits;
  w.put(1 + (byeCandidate(h, ctx) ? 0 : 1) + (byeCandidate(l, ctx) ? 0 : 1), 0);
  let c9 = 0;
  if (ctx.byeIsSingleDownfloater && ctx.byeScore !== null) {
    if (h.score === ctx.byeScore) c9 += ctx.playedGamesRank.get(h.playedGames) ?? 0;
    if (l.score === ctx.byeScore) c9 += ctx.playedGamesRank.get(l.playedGames) ?? 0;
  }
  if (!inCurrent && !inNext) {
    // Neither in the bracket nor in the next score group (the first matching's pairs): every
    // field but the top one and C9 is zero.
    w.put(0, G);
    w.put(0, S);
    w.put(0, G);
    w.put(0, S);
    w.put(c9, 2 * G);
    return true;
  }
  const shift = ctx.scoreShift;
  const hAt = shift.get(h.score) ?? 0;
  const lAt = shift.get(l.score) ?? 0;
  w.put(b(inCurrent), G);
  w.put(0, S);
  if (inCurrent) w.addAbove(1, hAt);
  w.put(b(inNext), G);
  w.put(0, S);
  if (inNext) w.addAbove(1, hAt);
  w.put(c9, 2 * G);
  colourFields(w, l, h, inCurrent, G);
  const rounds = Math.min(ctx.playedRounds, 2);
  // C14-C17: repeated floats, one round back then two rounds back.
  for (let k = 0; k < rounds; k++) {
    const upAgain = upfloatsAgain(h, l, k);
    w.put(inCurrent ? b(downfloatedBefore(l, k)) + b(h.score <= l.score && downfloatedBefore(h, k)) : 0, G);
    w.put(b(inCurrent && !upAgain), G);
  }
  // C18-C21: the scores of those repeated floaters.
  for (let k = 0; k < rounds; k++) {
    const upAgain = upfloatsAgain(h, l, k);
    w.put(0, S);
    if (inCurrent && downfloatedBefore(l, k)) w.addAbove(1, lAt);
    if (inCurrent && downfloatedBefore(h, k)) w.addAbove(1, hAt);
    w.put(0, S);
    if (inCurrent && !upAgain) w.addAbove(1, hAt);
  }
  // The bottom 3G+1 bits stay zero: room for the bracket procedure.
  return true;
}

/**
 * Exact fixed-width integers stored as limbs in a Float64Array, for the blossom algorithm's duals,
 * slacks and weights.
 *
 * Why not BigInt: the matching evaluates an edge slack hundreds of millions of times on a dense
 * 1000-vertex graph, and every BigInt operation allocates. A float64 holds any integer below 2^53
 * exactly, so a value is written as `L` limbs in base 2^48: limbs 0..L-2 are normalised to
 * [0, 2^48) and the top limb is a signed integer kept below 2^50 in magnitude (the sign of the
 * whole value is the sign of its top limb, and comparing values is comparing limbs from the top).
 * Sums of up to six limbs then stay below 2^53 and are computed without rounding. When every value
 * fits in the top limb alone (L = 1) this is plain float64 arithmetic on integers.
 */
export const LIMB_BITS = 48;
export const LIMB_BASE = 2 ** LIMB_BITS;
export const INV_LIMB_BASE = 2 ** -LIMB_BITS;
const LIMB_MASK = (1n << BigInt(LIMB_BITS)) - 1n;
/** The top limb stays below this in magnitude, so that sums of six limbs remain below 2^53. */
export const TOP_LIMB_LIMIT = 2 ** 50;
/** Bits the top limb may use for the largest input value; the rest is headroom (see limbCountFor). */
const TOP_LIMB_INPUT_BITS = 42;

/**
 * Limbs needed so that values up to 2^8 times `maxValue` still fit (top limb below 2^50): the
 * duals of the blossom algorithm stay within a small multiple of the largest doubled weight.
 */
export function limbCountFor(maxValue: bigint): number {
  const bits = maxValue.toString(2).length;
  return bits <= TOP_LIMB_INPUT_BITS ? 1 : 1 + Math.ceil((bits - TOP_LIMB_INPUT_BITS) / LIMB_BITS);
}

/** Writes the non-negative `x` into `out[off .. off+L)`. */
export function writeLimbs(x: bigint, out: Float64Array, off: number, limbs: number): void {
  if (limbs === 1 || x <= LIMB_MASK) {
    // Small values skip the BigInt shifts (a single limb may exceed 2^48: it is the top one).
    out.fill(0, off, off + limbs);
    out[off] = Number(x);
    return;
  }
  // One hexadecimal string instead of two BigInt operations (two allocations) per limb: a limb
  // is 12 hex digits. The top limb is parsed only while it is exact (13 digits, below 2^52).
  const hex = x.toString(16);
  const topEnd = hex.length - 12 * (limbs - 1);
  if (topEnd <= 13) {
    for (let i = 0; i < limbs - 1; i++) {
      const end = hex.length - 12 * i;
      out[off + i] = end > 0 ? parseInt(hex.slice(Math.max(0, end - 12), end), 16) : 0;
    }
    out[off + limbs - 1] = topEnd > 0 ? parseInt(hex.slice(0, topEnd), 16) : 0;
    return;
  }
  let rest = x;
  for (let i = 0; i < limbs - 1; i++) {
    out[off + i] = Number(rest & LIMB_MASK);
    rest >>= BigInt(LIMB_BITS);
  }
  out[off + limbs - 1] = Number(rest);
}

/** Reads back the value at `x[off .. off+L)` (tests and diagnostics). */
export function readLimbs(x: Float64Array, off: number, limbs: number): bigint {
  let v = BigInt(x[off + limbs - 1]!);
  for (let i = limbs - 2; i >= 0; i--) v = (v << BigInt(LIMB_BITS)) + BigInt(x[off + i]!);
  return v;
}

/** x < y, both normalised. */
export function limbsLess(x: Float64Array, xo: number, y: Float64Array, yo: number, limbs: number): boolean {
  for (let i = limbs - 1; i >= 0; i--) {
    const a = x[xo + i]!;
    const b = y[yo + i]!;
    if (a !== b) return a < b;
  }
  return false;
}

export function limbsIsZero(x: Float64Array, xo: number, limbs: number): boolean {
  for (let i = 0; i < limbs; i++) if (x[xo + i] !== 0) return false;
  return true;
}

export function limbsCopy(x: Float64Array, xo: number, y: Float64Array, yo: number, limbs: number): void {
  for (let i = 0; i < limbs; i++) x[xo + i] = y[yo + i]!;
}

/** x += d. */
export function limbsAdd(x: Float64Array, xo: number, d: Float64Array, dOff: number, limbs: number): void {
  let carry = 0;
  const top = limbs - 1;
  for (let i = 0; i < top; i++) {
    let t = x[xo + i]! + d[dOff + i]! + carry;
    if (t >= LIMB_BASE) {
      t -= LIMB_BASE;
      carry = 1;
    } else carry = 0;
    x[xo + i] = t;
  }
  x[xo + top] = x[xo + top]! + d[dOff + top]! + carry;
}

/** x -= d. */
export function limbsSub(x: Float64Array, xo: number, d: Float64Array, dOff: number, limbs: number): void {
  let borrow = 0;
  const top = limbs - 1;
  for (let i = 0; i < top; i++) {
    let t = x[xo + i]! - d[dOff + i]! - borrow;
    if (t < 0) {
      t += LIMB_BASE;
      borrow = 1;
    } else borrow = 0;
    x[xo + i] = t;
  }
  x[xo + top] = x[xo + top]! - d[dOff + top]! - borrow;
}

/**
 * x /= 2 for a non-negative even x. Returns the remainder, which the caller checks: the
 * algorithm's doubled weights guarantee it is 0.
 */
export function limbsHalve(x: Float64Array, xo: number, limbs: number): number {
  let rem = 0;
  for (let i = limbs - 1; i >= 0; i--) {
    const v = x[xo + i]! + rem * LIMB_BASE;
    const q = Math.floor(v / 2);
    rem = v - 2 * q;
    x[xo + i] = q;
  }
  return rem;
}

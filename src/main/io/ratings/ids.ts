/**
 * The line where each player ID of a list first appears, to find an ID met twice (issue: a
 * duplicate ID was imported without a word). A list of a million players has a million IDs: kept
 * as strings in a Map they cost more than the rest of the reading together (hashing, and a
 * million strings the garbage collector walks again and again). Most IDs are plain numbers
 * (FMJD's, FIDE's, most federations'): those go into an open-addressing table of typed arrays,
 * outside the collected heap; the others ("PL-0101", "0123") into a Map.
 */
export class FirstLines {
  private keys = new Float64Array(1 << 12);
  /** Line + 1 per slot; 0 is an empty slot. */
  private lines = new Uint32Array(1 << 12);
  private size = 0;
  private readonly others = new Map<string, number>();

  /** The line the ID was first seen on, or, when it is new, undefined (and it is kept with `line`). */
  firstOrAdd(id: string, line: number): number | undefined {
    const n = plainNumber(id);
    if (n < 0) {
      const first = this.others.get(id);
      if (first === undefined) this.others.set(id, line);
      return first;
    }
    const mask = this.keys.length - 1;
    for (let i = hash(n) & mask; ; i = (i + 1) & mask) {
      const l = this.lines[i] ?? 0;
      if (l === 0) {
        this.keys[i] = n;
        this.lines[i] = line + 1;
        if (++this.size * 2 > this.keys.length) this.grow();
        return undefined;
      }
      if (this.keys[i] === n) return l - 1;
    }
  }

  private grow(): void {
    const { keys, lines } = this;
    this.keys = new Float64Array(keys.length * 2);
    this.lines = new Uint32Array(lines.length * 2);
    const mask = this.keys.length - 1;
    for (let j = 0; j < keys.length; j++) {
      const l = lines[j] ?? 0;
      if (l === 0) continue;
      const k = keys[j] ?? 0;
      let i = hash(k) & mask;
      while ((this.lines[i] ?? 0) !== 0) i = (i + 1) & mask;
      this.keys[i] = k;
      this.lines[i] = l;
    }
  }
}

/** The ID as a number when it is written as one (no sign, no leading zero, 15 digits at most), else -1. */
function plainNumber(id: string): number {
  const len = id.length;
  if (len === 0 || len > 15 || (id.charCodeAt(0) === 48 && len > 1)) return -1;
  let n = 0;
  for (let i = 0; i < len; i++) {
    const d = id.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/** Mixes both halves of the number so that consecutive IDs spread over the table. */
const hash = (n: number): number =>
  Math.imul(n >>> 0, 0x9e3779b1) ^ Math.imul(Math.floor(n / 4294967296), 0x85ebca6b);

import fc, { type Arbitrary } from 'fast-check';
import { isAppError } from '../../src/shared/errors';
import { LANGUAGES, t } from '../../src/shared/i18n/index';

/**
 * Mutations of valid files for the fuzz tests: a few edits (delete some characters, insert some
 * tokens) at positions given as fractions of the length, and line edits (drop, duplicate, swap),
 * so that one arbitrary fits every base file.
 */

export type LineEdit = { kind: 'drop' | 'dup' | 'swap'; a: number; b: number };
/** Edits of a text (tokens are strings) or of bytes (tokens are buffers). */
export type Mutation<T> = {
  edits: { at: number; del: number; ins: T[] }[];
  lines: LineEdit[];
  cut: number | null;
};

/** A position as a fraction of the length, spread evenly (fc.double favours the ends). */
export const fraction = fc.integer({ min: 0, max: 999_999 }).map((x) => x / 1_000_000);

export const mutation = <T>(token: Arbitrary<T>): Arbitrary<Mutation<T>> =>
  fc.record({
    edits: fc.array(fc.record({ at: fraction, del: fc.nat(8), ins: fc.array(token, { maxLength: 4 }) }), {
      minLength: 1,
      maxLength: 4,
    }),
    lines: fc.array(
      fc.record({
        kind: fc.constantFrom('drop' as const, 'dup' as const, 'swap' as const),
        a: fraction,
        b: fraction,
      }),
      { maxLength: 2 },
    ),
    cut: fc.oneof({ arbitrary: fc.constant(null), weight: 5 }, { arbitrary: fraction, weight: 1 }),
  });

function editLines<T>(lines: T[], ops: LineEdit[]): T[] {
  const out = [...lines];
  for (const op of ops) {
    if (out.length === 0) break;
    const a = Math.floor(op.a * out.length);
    const b = Math.floor(op.b * out.length);
    if (op.kind === 'drop') out.splice(a, 1);
    else if (op.kind === 'dup') out.splice(a, 0, out[a] as T);
    else [out[a], out[b]] = [out[b] as T, out[a] as T];
  }
  return out;
}

/** A text with its edits applied, then its line edits, then cut short if `cut` says so. */
export function mutateText(text: string, m: Mutation<string>): string {
  let s = text;
  for (const e of m.edits) {
    const at = Math.floor(e.at * (s.length + 1));
    s = s.slice(0, at) + e.ins.join('') + s.slice(at + e.del);
  }
  s = editLines(s.split('\n'), m.lines).join('\n');
  return m.cut === null ? s : s.slice(0, Math.floor(m.cut * s.length));
}

/** The same on bytes: inserted tokens are byte strings, lines split at LF. */
export function mutateBytes(bytes: Buffer, m: Mutation<Buffer>): Buffer {
  let b = bytes;
  for (const e of m.edits) {
    const at = Math.floor(e.at * (b.length + 1));
    b = Buffer.concat([b.subarray(0, at), ...e.ins, b.subarray(at + e.del)]);
  }
  const lines: Buffer[] = [];
  for (let from = 0; from <= b.length;) {
    const nl = b.indexOf(0x0a, from);
    lines.push(b.subarray(from, nl < 0 ? b.length : nl));
    if (nl < 0) break;
    from = nl + 1;
  }
  const edited = editLines(lines, m.lines);
  b = Buffer.concat(edited.flatMap((l, i) => (i === 0 ? [l] : [Buffer.from('\n'), l])));
  return m.cut === null ? b : b.subarray(0, Math.floor(m.cut * b.length));
}

/** Tally of a fuzz run: what was tried, what came back, which typed errors. */
export class Tally {
  tried = 0;
  accepted = 0;
  readonly typed: Record<string, number> = {};

  /** Runs `f`; an AppError is counted (its message must exist in every language), anything else fails. */
  async run(what: string, f: () => unknown): Promise<void> {
    this.tried++;
    try {
      await f();
      this.accepted++;
    } catch (e) {
      if (!isAppError(e)) throw new Error(`${what}: not a typed error: ${String(e)}`, { cause: e });
      for (const lng of LANGUAGES) {
        const message = t(lng, e.code.includes(':') ? e.code : `errors:${e.code}`, e.params);
        if (/\{\{/.test(message) || message === e.code || message.endsWith(e.code.split(':')[1] ?? e.code))
          throw new Error(`${what}: ${e.code} has no ${lng} message: ${message}`, { cause: e });
      }
      this.typed[e.code] = (this.typed[e.code] ?? 0) + 1;
    }
  }

  get typedCount(): number {
    return Object.values(this.typed).reduce((a, b) => a + b, 0);
  }

  report(name: string): string {
    return `${name}: ${this.tried} inputs, ${this.accepted} accepted, ${this.typedCount} typed errors ${JSON.stringify(this.typed)}, crashes 0, hangs 0`;
  }
}

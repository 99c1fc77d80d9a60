import fc, { type Arbitrary } from 'fast-check';

/**
 * Inputs for an API method, drawn from its own zod schema: mostly well-shaped (so that calls get
 * past validation and into the handlers), with small ids that hit the records of the fuzzed event
 * file, texts an arbiter types (diacritics, dates, file names), and now and then a value of the
 * wrong kind, an extra key or plain junk.
 */

type Def = { type: string } & Record<string, unknown>;
const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;

export const TEXTS = [
  'Club Open',
  'Świątek, Łukasz',
  'Öztürk, İsmail',
  'Sørensen, Bjørn',
  'Ağaoğlu, Ayşe',
  'Dupré, Anaëlle',
  '',
  ' ',
  'x'.repeat(300),
  "O'Brien; DROP TABLE entrants",
  'fuzz',
  'other',
  'list.csv',
  'world.xlsx',
  'missing.csv',
  '../fuzz.diagonal',
  '2026-12-05',
  '2026-12-05T10:00',
  '16095',
  'FMJD',
  'POL',
  'white-wins',
];

const junk: Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 });

function numberArb(d: Def): Arbitrary<number> {
  let lo = -1000;
  let hi = 1_000_000;
  let int = false;
  for (const c of (d.checks as unknown[] | undefined) ?? []) {
    const k = defOf(c) as Def & { check?: string; value?: number; inclusive?: boolean; format?: string };
    if (k.check === 'number_format' || k.format === 'safeint' || k.format === 'int32') int = true;
    if (k.check === 'greater_than' && typeof k.value === 'number') lo = k.inclusive ? k.value : k.value + 1;
    if (k.check === 'less_than' && typeof k.value === 'number') hi = k.inclusive ? k.value : k.value - 1;
  }
  lo = Math.ceil(Math.max(lo, -1e9));
  hi = Math.floor(Math.min(hi, 1e9));
  if (hi < lo) hi = lo;
  return fc.oneof(
    { arbitrary: fc.integer({ min: lo, max: Math.min(hi, lo + 6) }), weight: 6 },
    { arbitrary: fc.integer({ min: lo, max: hi }), weight: 2 },
    { arbitrary: int ? fc.constantFrom(0, -1, 2 ** 31) : fc.double({ noNaN: true }), weight: 1 },
  );
}

function stringArb(d: Def): Arbitrary<string> {
  const checks = ((d.checks as unknown[] | undefined) ?? []).map(
    (c) => defOf(c) as Def & { minimum?: number; maximum?: number; pattern?: RegExp },
  );
  if (d.pattern instanceof RegExp) checks.push({ type: 'string', pattern: d.pattern });
  const fits = (s: string): boolean =>
    checks.every(
      (c) =>
        (c.minimum === undefined || s.length >= c.minimum) &&
        (c.maximum === undefined || s.length <= c.maximum) &&
        (!(c.pattern instanceof RegExp) || c.pattern.test(s)),
    );
  const good = TEXTS.filter(fits);
  const any = fc.string({ maxLength: 24 });
  return good.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...good), weight: 5 }, any) : any;
}

export function fromSchema(schema: unknown, depth = 0): Arbitrary<unknown> {
  if (depth > 6) return junk;
  const d = defOf(schema);
  const inner = (s: unknown): Arbitrary<unknown> => fromSchema(s, depth + 1);
  switch (d.type) {
    case 'number':
      return numberArb(d);
    case 'string':
      return stringArb(d);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(d.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries as Record<string, unknown>));
    case 'array':
      return fc.array(inner(d.element), { maxLength: 4 });
    case 'tuple':
      return fc.tuple(...(d.items as unknown[]).map(inner));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(d.innerType), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner(d.innerType), { nil: null, freq: 3 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(d.innerType);
    case 'union':
      return fc.oneof(...(d.options as unknown[]).map(inner));
    case 'record':
      return fc.dictionary(fc.constantFrom(...TEXTS.slice(0, 8)), inner(d.valueType), { maxKeys: 3 });
    case 'pipe':
      return inner(d.in);
    case 'lazy':
      return inner((d.getter as () => unknown)());
    case 'object': {
      const shape = d.shape as Record<string, unknown>;
      const model = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, inner(s)]));
      const required = Object.keys(shape).filter(
        (k) => !['optional', 'default'].includes(defOf(shape[k]).type),
      );
      const rec = fc.record(model, { requiredKeys: required });
      return fc.oneof(
        { arbitrary: rec, weight: 12 },
        { arbitrary: rec.map((r) => ({ ...r, extra: 1 })), weight: 1 },
      );
    }
    default:
      return junk;
  }
}

/** A method's input: from its schema most of the time, junk of any shape otherwise. */
export const inputFor = (schema: unknown): Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: fromSchema(schema), weight: 10 },
    { arbitrary: junk, weight: 1 },
    { arbitrary: fc.constantFrom(undefined, null, 'text', 42, []), weight: 1 },
  );

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openList } from '../../../src/main/io/ratings/reader';
import { isAppError } from '../../../src/shared/errors';
import { LANGUAGES, t } from '../../../src/shared/i18n/index';
import { workbook } from './workbook';

/**
 * Issue 5: one flipped byte in an XLSX made the import wait forever. Every mutant of a valid
 * workbook (bits flipped, bytes overwritten or zeroed, the file cut short, a byte inserted) must
 * end, preview and import alike, either with exactly the rows of the valid workbook or with a
 * typed, translated error; and a workbook the preview accepted must import.
 */

const dir = mkdtempSync(join(tmpdir(), 'xlsx-mutants-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** mulberry32: a small seeded generator, so that a failing mutant can be made again. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

function mutate(src: Buffer, rnd: () => number): { bytes: Buffer; how: string } {
  const b = Buffer.from(src);
  const at = Math.floor(rnd() * b.length);
  const kind = rnd();
  if (kind < 0.6) {
    const bit = Math.floor(rnd() * 8);
    b[at] = (b[at] ?? 0) ^ (1 << bit);
    return { bytes: b, how: `bit ${bit} of byte ${at} flipped` };
  }
  if (kind < 0.75) {
    const v = Math.floor(rnd() * 256);
    b[at] = v;
    return { bytes: b, how: `byte ${at} set to ${v}` };
  }
  if (kind < 0.85) return { bytes: b.subarray(0, at), how: `cut at ${at}` };
  if (kind < 0.95) {
    const n = 1 + Math.floor(rnd() * 16);
    b.fill(0, at, at + n);
    return { bytes: b, how: `${n} bytes zeroed at ${at}` };
  }
  return {
    bytes: Buffer.concat([b.subarray(0, at), Buffer.from([0x20]), b.subarray(at)]),
    how: `byte inserted at ${at}`,
  };
}

type Read = { headers: string[]; rows: string[][] };
type Outcome = { kind: 'same' | 'refused at preview' | 'refused at import'; code?: string };

async function read(file: string, stage: { at: 'preview' | 'import' }): Promise<Read> {
  const list = await openList(file);
  stage.at = 'import';
  const rows: string[][] = [];
  for await (const batch of list.rows()) rows.push(...batch.map((r) => [String(r.line), ...r.cells]));
  return { headers: list.headers, rows };
}

const HANG_MS = 10_000;

async function outcome(file: string, expected: Read, how: string): Promise<Outcome> {
  const stage: { at: 'preview' | 'import' } = { at: 'preview' };
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${how}: no answer after ${HANG_MS} ms`)), HANG_MS);
  });
  try {
    const got = await Promise.race([read(file, stage), hang]);
    expect(got, how).toEqual(expected);
    return { kind: 'same' };
  } catch (e) {
    if (!isAppError(e)) throw new Error(`${how}: ${String(e)}`, { cause: e });
    for (const lng of LANGUAGES) {
      const message = t(lng, e.code, e.params);
      expect(message, `${how}: ${e.code} in ${lng}`).not.toMatch(/\{\{|^ratings:/);
    }
    return { kind: stage.at === 'preview' ? 'refused at preview' : 'refused at import', code: e.code };
  } finally {
    clearTimeout(timer);
  }
}

const handMade = workbook({
  sheets: [
    {
      name: 'List',
      data:
        '<row><c t="s"><v>0</v></c><c t="s"><v>1</v></c><c t="s"><v>2</v></c></row>' +
        Array.from(
          { length: 40 },
          (_, i) =>
            `<row><c><v>${16000 + i}</v></c><c t="s"><v>${3 + (i % 4)}</v></c><c><v>${1500 + 7 * i}</v></c></row>`,
        ).join(''),
    },
  ],
  strings: [
    '<t>ID</t>',
    '<t>Name</t>',
    '<t>Rating</t>',
    '<r><t>Świą</t></r><r><rPr><b/></rPr><t>tek, Łukasz</t></r>',
    '<t>Öztürk, İsmail</t>',
    '<t>Sørensen, Bjørn</t>',
    '<t>Dupré, Anaëlle</t>',
  ],
});

describe('mutated workbooks (issue 5)', () => {
  const bases: [string, Buffer][] = [
    ['world-multi.xlsx', readFileSync(join(__dirname, '../../fixtures/ratings/world-multi.xlsx'))],
    ['hand-made.xlsx', handMade],
  ];
  for (const [name, base] of bases) {
    it(`150 seeded mutants of ${name} end in the same rows or a typed error`, async () => {
      const original = join(dir, name);
      writeFileSync(original, base);
      const expected = await read(original, { at: 'preview' });
      expect(expected.rows.length).toBeGreaterThan(3);
      const rnd = random(name.length * 7919);
      const counts: Record<string, number> = {};
      for (let i = 0; i < 150; i++) {
        const { bytes, how } = mutate(base, rnd);
        const file = join(dir, `mutant-${i}.xlsx`);
        writeFileSync(file, bytes);
        const o = await outcome(file, expected, `${name} mutant ${i}, ${how}`);
        const key = o.code ? `${o.kind}: ${o.code}` : o.kind;
        counts[key] = (counts[key] ?? 0) + 1;
        rmSync(file);
      }
      console.log(`${name}: 150 mutants`, counts);
      // The preview reads the whole sheet: what it accepts, the import imports.
      expect(Object.keys(counts).filter((k) => k.startsWith('refused at import'))).toEqual([]);
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(150);
    });
  }
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS, fixture, lines, report } from './pdf';

// 183 entrants, 11 rounds: close to the largest Swiss of R1.2 (200, 11 rounds with R3.4).
const big = readFileSync(join(CORPUS, 't198-n183-r11', 'full.trf'), 'utf8');
const A4 = { w: 595.28, h: 841.89 };
const LETTER = { w: 612, h: 792 };

describe('an 11-round crosstable of 183 entrants', () => {
  for (const [paper, size] of [
    ['a4', A4],
    ['letter', LETTER],
  ] as const) {
    it(`turns landscape on ${paper}, repeats the header row and splits no entrant's line`, async () => {
      const r = await report('crosstable', big, { paper });
      expect(r.width).toBeCloseTo(size.h, 1);
      expect(r.height).toBeCloseTo(size.w, 1);
      const n = r.pages.length;
      expect(n).toBeGreaterThanOrEqual(4);
      expect(n).toBeLessThanOrEqual(6);
      r.pages.forEach((page, i) => {
        const l = lines({ ...r, pages: [page] });
        expect(l.filter((x) => x.startsWith('Rk No. Name Title Fed Rating R1 R2'))).toHaveLength(1);
        expect(l.some((x) => x.endsWith(`Page ${i + 1} of ${n}`))).toBe(true);
      });
      // Every entrant once, on one line that holds the eleven rounds and the points.
      const all = lines(r);
      for (let no = 1; no <= 183; no++) {
        const name = `Test${String(no).padStart(4, '0')} Player${String(no).padStart(4, '0')}`;
        const found = all.filter((x) => x.includes(name));
        expect(found, name).toHaveLength(1);
        const cells = (found[0] ?? '').split(name)[1]?.trim().split(' ') ?? [];
        expect(cells.length, name).toBeGreaterThanOrEqual(1 + 11 + 4);
      }
    });
  }

  it('prints the winner first with the points of the file', async () => {
    const l = lines(await report('standings', big));
    const first = l.find((x) => x.startsWith('1 '));
    expect(first).toMatch(/^1 3 Test0003 Player0003 2466 18 /);
  });
});

describe('paper', () => {
  it('prints the same report on A4 and on Letter, portrait when it fits', async () => {
    const swiss = fixture('swiss-9.trf');
    const a4 = await report('standings', swiss, { paper: 'a4' });
    const letter = await report('standings', swiss, { paper: 'letter' });
    expect([a4.width, a4.height]).toEqual([A4.w, A4.h]);
    expect([letter.width, letter.height]).toEqual([LETTER.w, LETTER.h]);
    expect(lines(letter)).toEqual(expect.arrayContaining(['1 1 Świątek, Łukasz GMI POL 2412 7 15 13½ 3 17']));
  });
});

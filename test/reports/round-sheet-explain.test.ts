/**
 * The round sheet's appendix on request (issue 30 part 1): why this pairing, in the report's
 * language, on a page after the sheet; off by default; refused for a round robin, which has no
 * Swiss explanation. Eight entrants by rating, round 1 of a Swiss is S1 against S2 (C.04.3):
 * 1-5, 2-6, 3-7, 4-8.
 */
import { writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { field, harness, tournament, type Harness } from '../services/rounds/setup';
import { lines, readBack } from './pdf';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

type Input = Parameters<Harness['api']['report.render']>[0];
const sheet = async (input: Input) => {
  const out = await h.api['report.render'](input);
  return { pages: out.pages, pdf: Buffer.from(out.pdf, 'base64') };
};

describe('round sheet with why this pairing as an appendix', () => {
  it('off by default: one page, no appendix', async () => {
    const t = await tournament(h, field(8), { swissRounds: 5 });
    await h.api['tournament.start']({ tournamentId: t, seed: 1 });
    const plain = await sheet({ tournamentId: t, kind: 'round-sheet', language: 'fr', round: 1 });
    expect(plain.pages).toBe(1);
    expect(lines(readBack(plain.pdf)).join(' ')).not.toContain('Annexe');
  });

  it('asked for, in French: a second page with the title, the round and every board', async () => {
    const t = await tournament(h, field(8), { swissRounds: 5 });
    await h.api['tournament.start']({ tournamentId: t, seed: 1 });
    const out = await sheet({
      tournamentId: t,
      kind: 'round-sheet',
      language: 'fr',
      round: 1,
      explain: true,
    });
    expect(out.pages).toBe(2);
    if (process.env.SHEET_OUT) writeFileSync(process.env.SHEET_OUT, out.pdf);
    const text = lines(readBack(out.pdf));
    expect(text).toContain('Annexe : pourquoi cet appariement');
    expect(text).toContain('Ronde 1 : pourquoi cet appariement');
    const all = text.join(' ');
    for (const [a, b] of [
      [1, 5],
      [2, 6],
      [3, 7],
      [4, 8],
    ])
      expect(all).toMatch(new RegExp(`Player 0${a}.*Player 0${b}|Player 0${b}.*Player 0${a}`));
  });

  it('refused for a round robin, which the Swiss explanation does not cover', async () => {
    const t = await tournament(h, field(5));
    await h.api['tournament.start']({ tournamentId: t, seed: 7 });
    const code = await h.api['report.render']({
      tournamentId: t,
      kind: 'round-sheet',
      language: 'en',
      round: 1,
      explain: true,
    }).then(
      () => 'accepted',
      (e: { code: string }) => e.code,
    );
    expect(code).toBe('play:explainNotSwiss');
  });
});

/**
 * A TRF's `250` / `XXA` lines on import (issue 30 part 3): the Baku method's lines (FIDE C.04.5.1)
 * set the tournament's acceleration, so the app pairs the next round as the reference engine
 * paired it from the file; lines that are not the Baku method are refused, not dropped.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTournament, GENERATE_DEFAULTS } from '../../../src/main/io/trf-generate';
import { writeTrf } from '../../../src/main/io/trf-write';
import { CONSTRAINTS } from '../../fixtures/constraints';
import { harness, type Harness } from '../../api/harness';

let h: Harness;
beforeAll(async () => {
  h = harness();
  await h.api['event.create']({ file: 'accelerated', name: 'Accelerated' });
});
afterAll(() => h.done());

const pairsOf = (text: string): string[] =>
  text
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.trim())
    .sort();

describe('TRF import of accelerated rounds', () => {
  it('reads the Baku lines as the Baku setting and pairs round 1 as the reference did', async () => {
    // 12 entrants, 6 rounds: GA = 2 x ceil(12/4) = 6 gets 2 virtual points before rounds 1-2 and
    // 1 before round 3, which is what the file's two 250 lines say.
    const dir = join(CONSTRAINTS, 'accelerated-003');
    const text = readFileSync(join(dir, 'round-01.trf'), 'utf8');
    const t = await h.api['file.importTrf']({ fileName: 'acc.trf', text });
    expect(t.settings.acceleration).toBe('baku');
    const round = await h.api['round.pairNext']({ tournamentId: t.id });
    const got = round.boards.map((b) => `${b.white.startNo} ${b.black.startNo}`).sort();
    // GA (1-6) paired among itself, GB (7-12) likewise: 4-1 2-5 6-3 10-7 8-11 12-9.
    expect(got).toEqual(pairsOf(readFileSync(join(dir, 'round-01.pairs'), 'utf8')));
  });

  it('a generated accelerated tournament reads back accelerated, one without acceleration not', async () => {
    const o = { ...GENERATE_DEFAULTS, entrants: 14, rounds: 7, seed: 5 };
    const acc = await h.api['file.importTrf']({
      fileName: 'g.trf',
      text: writeTrf(generateTournament({ ...o, accelerated: true })),
    });
    expect(acc.settings.acceleration).toBe('baku');
    const plain = await h.api['file.importTrf']({ fileName: 'g.trf', text: writeTrf(generateTournament(o)) });
    expect(plain.settings.acceleration).toBe('none');
  });

  it('refuses lines that are not the Baku method, and creates nothing', async () => {
    // 28 entrants, 7 rounds: Baku accelerates 1-14 for 4 rounds (2, 2, 1, 1); the file stops after 3.
    const text = readFileSync(join(CONSTRAINTS, 'accelerated-030', 'round-03.trf'), 'utf8');
    const before = (await h.api['tournament.list']({})).length;
    const refusal = await h.api['file.importTrf']({ fileName: 'other.trf', text }).then(
      () => null,
      (e: { code: string; message: string }) => e,
    );
    expect(refusal?.code).toBe('files:trfAccelerationNotBaku');
    expect(refusal?.message).toContain('pairing numbers 1 to 14');
    expect(refusal?.message).toContain('first 4 rounds');
    expect((await h.api['tournament.list']({})).length).toBe(before);
  });
});

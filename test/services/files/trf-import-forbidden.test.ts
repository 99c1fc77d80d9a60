/**
 * Forbidden pairs through a TRF (issue 30): the `260` lines the export writes and the reference's
 * `XXP` lines come back on import as the imported tournament's stored forbidden pairs, with their
 * rounds; a line naming a starting number no `001` line has is a row problem with its line.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ForbiddenPair } from '../../../src/shared/api/forbidden';
import { field, harness, tournament, type Harness } from '../rounds/setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

/** A pair as starting numbers (smaller first) and rounds, what the TRF carries. */
const byNumber = (p: ForbiddenPair): string =>
  `${[p.a.startNo ?? 0, p.b.startNo ?? 0].sort((x, y) => x - y).join('-')} ${p.firstRound}..${p.lastRound ?? 'end'}`;

const pairsOf = async (tournamentId: number): Promise<string[]> =>
  (await h.api['forbidden.list']({ tournamentId })).map(byNumber).sort();

/** Eight entrants, five rounds, started (pairing number = entry number), two pairs kept apart. */
async function exported(): Promise<{ text: string; pairs: string[] }> {
  const t = await tournament(h, field(8), { swissRounds: 5 });
  const ids = new Map((await h.api['entrant.list']({ tournamentId: t })).map((e) => [e.entryNo, e.id]));
  const id = (n: number): number => ids.get(n) ?? 0;
  await h.api['forbidden.add']({ tournamentId: t, a: id(5), b: id(1) });
  await h.api['forbidden.add']({ tournamentId: t, a: id(2), b: id(7), firstRound: 2, lastRound: 3 });
  await h.api['tournament.start']({ tournamentId: t, seed: 1 });
  const { text } = await h.api['file.exportTrf']({ tournamentId: t });
  return { text, pairs: await pairsOf(t) };
}

describe('forbidden pairs on TRF import', () => {
  it('export then import gives the same pairs, every round from 1 and rounds 2 to 3', async () => {
    const { text, pairs } = await exported();
    expect(pairs).toEqual(['1-5 1..end', '2-7 2..3']);
    // The export writes "every round from 1" as rounds 1 to 5, the last one (TRF-2026 260).
    expect(text).toContain('260   1   5    1    5');
    expect(text).toContain('260   2   3    2    7');
    const back = await h.api['file.importTrf']({ fileName: 'kept-apart.trf', text });
    expect(back.problems).toEqual([]);
    expect(await pairsOf(back.id)).toEqual(pairs);
  });

  it('an XXP line keeps its players apart in every round, each pair of them once', async () => {
    const { text } = await exported();
    const back = await h.api['file.importTrf']({ fileName: 'xxp.trf', text: `${text}XXP 3 4 6\nXXP 4 3\n` });
    expect(await pairsOf(back.id)).toEqual([
      '1-5 1..end',
      '2-7 2..3',
      '3-4 1..end',
      '3-6 1..end',
      '4-6 1..end',
    ]);
  });

  it('a 260 or XXP line naming a starting number the file does not have is a row problem, skipped', async () => {
    const { text } = await exported();
    const lines = text.trimEnd().split('\n');
    const withBad = [...lines, '260   1   2    3    9', 'XXP 12 4'].join('\n') + '\n';
    const back = await h.api['file.importTrf']({ fileName: 'bad.trf', text: withBad });
    expect(back.problems).toEqual([
      {
        line: lines.length + 1,
        column: '18-21',
        field: null,
        value: '9',
        code: 'files:trfForbiddenUnknown',
        params: { number: 9 },
        outcome: 'skipped',
      },
      {
        line: lines.length + 2,
        column: null,
        field: null,
        value: '12',
        code: 'files:trfForbiddenUnknown',
        params: { number: 12 },
        outcome: 'skipped',
      },
    ]);
    // The good lines are kept; nothing of the bad ones is stored.
    expect(await pairsOf(back.id)).toEqual(['1-5 1..end', '2-7 2..3']);
  });
});

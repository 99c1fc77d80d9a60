/*
 * FMJD's truncated Solkoff (BH/C1) on a published draughts tournament (RULES.md R9.2, R9.5).
 *
 * Source: FMJD World Cup, Ouagadougou Open 2022, 68 players, 9 rounds, 2/1/0, the final table as
 * exported by the FMJD's program (DraughtArbiter: `Place;S.No.;...;R1..R9;Total;SSolk`, where
 * SSolk is FMJD's "short truncated Solkoff": the sum of the opponents' scores minus the lowest),
 * as kept in github.com/clpippel/tiebreak gamefiles/2022-Ouagadougou-Open.csv. The names are
 * replaced by "Player NN" (starting number); everything else is the file as published. It holds
 * two double forfeits (66-67 in round 8, 68-67 in round 9).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeStandings } from '../../src/main/engine/standings';
import { readResultsCsv } from '../../src/main/io/results-csv';
import { trfToSheet } from '../../src/main/io/trf-sheet';

const text = readFileSync(
  new URL('../fixtures/tiebreaks/ouagadougou-2022-draughtarbiter.csv', import.meta.url),
  'utf8',
);
/** Starting number -> the published place, total and SSolk. */
const published = new Map(
  text
    .split('\n')
    .map((l) => l.split(';'))
    .filter((f) => /^\d+$/.test(f[0] ?? ''))
    .map(
      (f) =>
        [Number(f[1]), { place: Number(f[0]), total: Number(f.at(-2)), ssolk: Number(f.at(-1)) }] as const,
    ),
);

describe('truncated Solkoff on the Ouagadougou Open 2022 (FMJD World Cup)', () => {
  const sheet = trfToSheet(readResultsCsv(text, 'draughtarbiter'));
  const s = computeStandings(sheet, { format: 'swiss', tiebreaks: ['BH/C1'] });

  it('every player’s BH/C1, as recorded, is the published SSolk', () => {
    expect(published.size).toBe(68);
    const ours = Object.fromEntries(s.rows.map((r) => [r.startNo, r.tiebreaks[0]?.value]));
    const theirs = Object.fromEntries([...published].map(([n, p]) => [n, p.ssolk]));
    expect(ours).toEqual(theirs);
  });

  it('points then truncated Solkoff give the published places (ties share the first of them)', () => {
    // Six groups have equal points and SSolk (places 5-6, 10-11, 25-26, 31-32, 33-35, 48-49):
    // a later criterion the table does not show decided them; here they share the higher place.
    const expected = Object.fromEntries(
      [...published].map(([n, p]) => {
        const same = [...published.values()].filter((q) => q.total === p.total && q.ssolk === p.ssolk);
        return [n, Math.min(...same.map((q) => q.place))];
      }),
    );
    const ranks = Object.fromEntries(s.rows.map((r) => [r.startNo, r.rank]));
    expect(ranks).toEqual(expected);
    expect(s.rows.map((r) => r.points)).toEqual([...s.rows].map((r) => published.get(r.startNo)?.total ?? 0));
  });
});

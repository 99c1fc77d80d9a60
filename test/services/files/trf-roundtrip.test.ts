/**
 * TRF out and in over the Dutch corpus: every full.trf imported as a tournament and exported again
 * gives the same tournament, record by record (the rank column aside: the app ranks with its own
 * tiebreaks, R9.2); and a tournament imported before round NN is paired in the app exactly as the
 * reference engine paired round NN.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTrf, type TrfTournament } from '../../../src/main/io/trf';
import { DUTCH } from '../../fixtures/dutch';
import { harness, type Harness } from '../../api/harness';

/** What a pairing program reads of a file: players, their entries, points, rounds, colours. */
function semantic(t: TrfTournament) {
  return {
    name: t.header.name,
    totalRounds: t.totalRounds,
    initialColour: t.initialColour,
    pointSystem: t.pointSystem,
    pairedRounds: t.pairedRounds,
    players: t.players.map((p) => ({
      startNumber: p.startNumber,
      name: p.name,
      rating: p.rating,
      federation: p.federation,
      id: p.id,
      title: p.title,
      points: p.points,
      rounds: p.rounds.map((g) =>
        g === null || (g.opponent === null && (g.result === 'Z' || g.result === ' '))
          ? 'absent'
          : // An unplayed game has no colour that matters (C.04.3: unplayed rounds do not count).
            `${g.opponent ?? 0} ${g.played ? g.colour : '-'} ${g.result}`,
      ),
    })),
  };
}

let h: Harness;
beforeAll(async () => {
  h = harness();
  await h.api['event.create']({ file: 'corpus', name: 'Corpus' });
});
afterAll(() => h.done());

const tournaments = readdirSync(DUTCH).filter((d) => d.startsWith('t'));

describe('TRF round trip over the Dutch corpus', () => {
  it('imports then exports every full.trf as the same tournament', async () => {
    let same = 0;
    const differ: string[] = [];
    for (const dir of tournaments) {
      const text = readFileSync(join(DUTCH, dir, 'full.trf'), 'utf8');
      const t = await h.api['file.importTrf']({ fileName: `${dir}.trf`, text });
      expect(t.status).toBe('finished');
      const out = await h.api['file.exportTrf']({ tournamentId: t.id });
      const a = semantic(readTrf(text));
      const b = semantic(readTrf(out.text));
      if (JSON.stringify(a) === JSON.stringify(b)) same++;
      else differ.push(dir);
    }
    expect(differ).toEqual([]);
    expect(same).toBe(tournaments.length);
    expect(same).toBeGreaterThanOrEqual(200);
  }, 120_000);
});

/** `white black` lines of a .pairs file as a sorted set, the bye as `id 0`. */
const pairsOf = (text: string): string[] =>
  text
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.trim())
    .sort();

describe('an imported TRF is continued as the reference engine continues it', () => {
  const cases = tournaments.flatMap((dir) =>
    readdirSync(join(DUTCH, dir))
      .filter((f) => /^round-\d+\.trf$/.test(f) && f !== 'round-01.trf')
      .map((f) => [dir, f] as const),
  );
  it.each(cases)('%s %s', async (dir, file) => {
    const text = readFileSync(join(DUTCH, dir, file), 'utf8');
    const t = await h.api['file.importTrf']({ fileName: file, text });
    expect(t.status).toBe('running');
    const round = await h.api['round.pairNext']({ tournamentId: t.id });
    const expected = pairsOf(readFileSync(join(DUTCH, dir, file.replace('.trf', '.pairs')), 'utf8'));
    const got = [
      ...round.boards.map((b) => `${b.white.startNo} ${b.black.startNo}`),
      ...(round.bye ? [`${round.bye.startNo} 0`] : []),
    ].sort();
    expect(got).toEqual(expected);
  });
});

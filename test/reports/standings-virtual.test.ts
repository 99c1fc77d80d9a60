/**
 * The printed standings before an accelerated round (FIDE C.04.5.1, Baku; issue 30): the virtual
 * points stand in a Virtual column of their own with the screen's legend line, never in the points.
 * 12 entrants, 6 rounds: GA = 2 x ceil(12/4) = 6, so pairing numbers 1 to 6 get a win's points (2)
 * before rounds 1 and 2, a draw's (1) before round 3, nothing after.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enter, field, harness, tournament, type Harness } from '../services/rounds/setup';
import { lines, readBack } from './pdf';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const standings = async (tournamentId: number, language: 'en' | 'fr') =>
  lines(
    readBack(
      Buffer.from(
        (await h.api['report.render']({ tournamentId, kind: 'standings', language })).pdf,
        'base64',
      ),
    ),
  );

/** Round `round` paired and every game of it drawn: each entrant one more point (2/1/0). */
async function drawnRound(t: number, round: number): Promise<void> {
  if (round === 1) await h.api['tournament.start']({ tournamentId: t, seed: 1 });
  else await h.api['round.pairNext']({ tournamentId: t });
  for (let board = 1; board <= 6; board++) await enter(h, t, round, board, 'draw');
}

describe('printed standings of an accelerated tournament', () => {
  it('after round 1: +2 in the Virtual column for 1 to 6, the points one each, and the legend', async () => {
    const t = await tournament(h, field(12), { swissRounds: 6, acceleration: 'baku' });
    await drawnRound(t, 1);
    const text = await standings(t, 'en');
    expect(text.some((l) => /Pts\s+Virtual/.test(l))).toBe(true);
    const row = (no: number) =>
      text.find((l) => new RegExp(`^\\d+ ${no} Player ${String(no).padStart(2, '0')}`).test(l));
    // Rank, number, name, rating, points 1, then the virtual +2: not 3 points.
    expect(row(1)).toMatch(/ 2000 1 \+2( |$)/);
    expect(row(6)).toMatch(/ 1950 1 \+2( |$)/);
    expect(row(7)).toMatch(/ 1940 1( |$)/);
    expect(row(7)).not.toContain('+');
    expect(text.join(' ')).toContain('Round 2 is paired as if pairing numbers 1 to 6 had 2 more.');
  });

  it('after round 3 no round is accelerated: no Virtual column, no line about it', async () => {
    const t = await tournament(h, field(12), { swissRounds: 6, acceleration: 'baku' });
    for (let r = 1; r <= 3; r++) await drawnRound(t, r);
    const text = (await standings(t, 'fr')).join(' ');
    expect(text).not.toContain('Virtuels');
    expect(text).not.toContain('+');
  });
});

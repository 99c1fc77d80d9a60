/**
 * R5.1: on the printed results of a round of two games, game 2 is written from the board's
 * White, who has Black in that game; the legend says so, and only for such a round.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { field, harness, tournament, type Harness } from '../services/rounds/setup';
import { lines, readBack } from './pdf';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const READING =
  'Les deux parties d’une table se lisent du côté des Blancs de la table, qui a les Noirs en partie 2 (R5.1).';

async function printed(t: number): Promise<string> {
  const r = await h.api['report.render']({ tournamentId: t, kind: 'results', language: 'fr', round: 1 });
  return lines(readBack(Buffer.from(r.pdf, 'base64'))).join(' ');
}

describe('the printed results of a round', () => {
  it('say how game 2 is read where the round has two games', async () => {
    const t = await tournament(h, field(6), {
      twoLegs: true,
      formatMode: 'force-round-robin',
      tableNumbers: 'rating',
    });
    const start = await h.api['tournament.start']({ tournamentId: t, seed: 2 });
    // Board 1 (1 White in game 1): 1 wins game 1 with White, then game 2 with Black: 2–0 twice.
    const board = start.round?.boards[0]?.boardNo ?? 1;
    await h.api['result.set']({ tournamentId: t, round: 1, board, leg: 1, result: 'white-wins' });
    await h.api['result.set']({ tournamentId: t, round: 1, board, leg: 2, result: 'black-wins' });
    const text = await printed(t);
    expect(text).toContain('Player 01 2–0 2–0');
    expect(text).toContain(READING);
  });

  it('leave that sentence out where the round has one game', async () => {
    const t = await tournament(h, field(6), { formatMode: 'force-round-robin', tableNumbers: 'rating' });
    await h.api['tournament.start']({ tournamentId: t, seed: 2 });
    const text = await printed(t);
    expect(text).toContain('Scores dans le barème du tournoi.');
    expect(text).not.toContain('partie 2');
  });
});

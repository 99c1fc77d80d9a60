/**
 * Checks the start makes before anything is paired (issue 28.7): what the settings cannot carry is
 * said in the preview and refused by the start, while the settings can still change.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { field, harness, tournament, type Harness } from '../../services/rounds/setup';

let h: Harness;
beforeEach(() => {
  h = harness('en', () => new Date(2026, 11, 5, 9, 0));
});
afterEach(() => h.done());

async function refusedBoth(t: number) {
  const preview = await h.dispatch('tournament.previewStart', { tournamentId: t });
  const start = await h.dispatch('tournament.start', { tournamentId: t, seed: 3 });
  expect(start).toEqual(preview);
  expect((await h.api['tournament.get']({ id: t })).status).toBe('registration');
  expect(await h.api['round.list']({ tournamentId: t })).toEqual([]);
  return preview as { ok: false; error: { code: string; message: string } };
}

describe('"Always round robin" keeps to 19 players (R2.2)', () => {
  it('20 present are refused, with what to do; 19 make a round robin of 19 rounds', async () => {
    const t = await tournament(h, field(20), { formatMode: 'force-round-robin', seats: 20 });
    const r = await refusedBoth(t);
    expect(r).toMatchObject({ ok: false, error: { code: 'engine:start.roundRobinTooLarge' } });
    expect(r.error.message).toBe(
      'A round robin takes at most 19 players (R2.2), and 20 are present. Set the format to Swiss or automatic in the settings, or mark fewer entrants present.',
    );
    const list = await h.api['entrant.list']({ tournamentId: t });
    await h.api['entrant.update']({ id: list[19]?.id ?? 0, fields: { present: false } });
    const started = await h.api['tournament.start']({ tournamentId: t, seed: 3 });
    // R3.1: odd n plays n rounds, one bye a round
    expect(started.decision).toMatchObject({ format: 'round-robin', present: 19, rounds: 19 });
  });
});

describe('a Swiss needs an opening per round (R11.2, R11.5)', () => {
  it('Russian, one random move: 7 openings cannot cover 8 rounds; said at the preview, not at round 8', async () => {
    const t = await tournament(h, field(12), {
      variant: 'russian',
      openingMode: 'random-1',
      formatMode: 'force-swiss',
      swissRounds: 8,
    });
    const r = await refusedBoth(t);
    expect(r.error.code).toBe('play:openingsTooFew');
    // Russian draughts has 7 first moves (a3-b4, c3-b4, c3-d4, e3-d4, e3-f4, g3-f4, g3-h4)
    expect(r.error.message).toBe(
      'A Swiss of 8 rounds needs 8 different openings (R11.2: none is played twice), and the opening setting gives only 7. Before the start, choose more random moves or a larger ceiling in the settings, or fewer rounds.',
    );
    await h.api['tournament.updateSettings']({ id: t, settings: { swissRounds: 7 } });
    const started = await h.api['tournament.start']({ tournamentId: t, seed: 3 });
    expect(started.decision).toMatchObject({ format: 'swiss', rounds: 7 });
  });

  it('a round robin is not limited by it (R11.2 is about the Swiss)', async () => {
    const t = await tournament(h, field(6), { variant: 'russian', openingMode: 'random-1' });
    // a round robin may repeat an opening (R11.2 is about the Swiss): 6 present, 5 rounds
    expect((await h.api['tournament.previewStart']({ tournamentId: t })).decision).toMatchObject({
      format: 'round-robin',
      rounds: 5,
    });
  });
});

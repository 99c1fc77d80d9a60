import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listActivity } from '../../../src/main/db/repos/activity';
import { field, harness, tournament, type Field, type Harness } from '../../services/rounds/setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

/** The preview, then the start: the decision shown first must be the decision taken (R2.3). */
async function previewThenStart(entrants: Field, settings: Parameters<typeof tournament>[2] = {}) {
  const t = await tournament(h, entrants, settings);
  const logged = listActivity(h.session.requireDb(), t).length;
  const preview = await h.api['tournament.previewStart']({ tournamentId: t });
  // a preview changes nothing and leaves no trace in the log
  expect((await h.api['tournament.get']({ id: t })).status).toBe('registration');
  expect(listActivity(h.session.requireDb(), t)).toHaveLength(logged);
  const started = await h.api['tournament.start']({ tournamentId: t, seed: 5 });
  expect(preview.decision).toEqual(started.decision);
  return { t, preview, started };
}

describe('tournament.previewStart (R2.3): the decision before it is taken', () => {
  it('9 present with the extra round: Swiss, the 9-16 row of 6 rounds, plus one (R3.3, R3.4)', async () => {
    const { preview } = await previewThenStart(field(9), { extraRound: true });
    expect(preview).toMatchObject({
      decision: { format: 'swiss', rounds: 7, gamesPerRound: 1, present: 9 },
      entrants: 9,
      settings: { minimum: 4, threshold: 7, formatMode: 'automatic', swissRounds: null, extraRound: true },
      table: { from: 9, to: 16, rounds: 6 },
    });
  });

  it('3 of 5 present with a minimum of 4: the cancellation, announced then taken (R2.1)', async () => {
    const entrants = field(5).map((e, i) => ({ ...e, present: i < 3 }));
    const { t, preview, started } = await previewThenStart(entrants, { minimum: 4 });
    expect(preview).toMatchObject({
      decision: { format: 'cancelled', present: 3 },
      entrants: 5,
      table: null,
    });
    expect(started.round).toBeNull();
    expect((await h.api['tournament.get']({ id: t })).status).toBe('cancelled');
  });

  it('6 present: a round robin, no table row; forced Swiss with explicit rounds: no row either', async () => {
    const rr = await previewThenStart(field(6));
    expect(rr.preview).toMatchObject({ decision: { format: 'round-robin', rounds: 5 }, table: null });
    h.done();
    h = harness();
    const forced = await previewThenStart(field(10), { formatMode: 'force-swiss', swissRounds: 4 });
    expect(forced.preview).toMatchObject({
      decision: { format: 'swiss', rounds: 4 },
      settings: { formatMode: 'force-swiss', swissRounds: 4 },
      table: null,
    });
  });

  it('follows presence marked after an earlier preview, and is refused once started', async () => {
    const t = await tournament(h, field(8));
    expect((await h.api['tournament.previewStart']({ tournamentId: t })).decision.format).toBe('swiss');
    const list = await h.api['entrant.list']({ tournamentId: t });
    for (const e of list.slice(0, 2)) await h.api['entrant.update']({ id: e.id, fields: { present: false } });
    const again = await h.api['tournament.previewStart']({ tournamentId: t });
    expect(again.decision).toMatchObject({ format: 'round-robin', present: 6, rounds: 5 });
    await h.api['tournament.start']({ tournamentId: t, seed: 1 });
    expect(await h.dispatch('tournament.previewStart', { tournamentId: t })).toMatchObject({
      ok: false,
      error: { code: 'play:alreadyStarted' },
    });
  });
});

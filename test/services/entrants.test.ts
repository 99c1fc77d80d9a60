import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, SETTINGS, type Harness } from '../api/harness';
import type { Envelope } from '../../src/shared/api/envelope';

let h: Harness;
beforeEach(async () => {
  h = harness();
  await h.api['event.create']({ file: 'event', name: 'Festival' });
});
afterEach(() => h.done());

const code = (res: Envelope<unknown>) => (res.ok ? 'ok' : res.error.code);
const startRound1 = (tournamentId: number) =>
  h.session
    .requireDb()
    .prepare("INSERT INTO rounds (tournament_id, number, paired_at) VALUES (?, 1, 'now')")
    .run(tournamentId);

describe('entrants (RULES.md R1)', () => {
  it('registers in entry order, trims and normalises, and lists them', async () => {
    const t = await h.api['tournament.create']({ settings: SETTINGS });
    const a = await h.api['entrant.add']({
      tournamentId: t.id,
      name: '  Dupont, Marie ',
      federation: 'fra',
      club: ' ',
    });
    const b = await h.api['entrant.add']({
      tournamentId: t.id,
      name: 'Nowak, Jan',
      rating: 1720,
      title: 'MF',
      ratingId: '12345',
    });
    expect(a).toMatchObject({
      entryNo: 1,
      name: 'Dupont, Marie',
      federation: 'FRA',
      club: null,
      present: true,
      startNo: null,
    });
    expect(b).toMatchObject({ entryNo: 2, rating: 1720, title: 'MF', ratingId: '12345' });
    expect((await h.api['entrant.list']({ tournamentId: t.id })).map((e) => e.id)).toEqual([a.id, b.id]);
    expect(await h.api['tournament.get']({ id: t.id })).toMatchObject({ entrantCount: 2, presentCount: 2 });
  });

  it('R1.2 refuses an entrant beyond the seats, and seats below the entrants', async () => {
    const t = await h.api['tournament.create']({ settings: { ...SETTINGS, seats: 4 } });
    for (const n of [1, 2, 3, 4]) await h.api['entrant.add']({ tournamentId: t.id, name: `P, ${n}` });
    const fifth = await h.dispatch('entrant.add', { tournamentId: t.id, name: 'P, 5' }, 'fr');
    expect(code(fifth)).toBe('seatsFull');
    if (!fifth.ok) expect(fifth.error.message).toContain('Les 4 places de « Club Open » sont prises (R1.2)');
    const big = await h.api['tournament.create']({ settings: { ...SETTINGS, name: 'Big' } });
    for (let n = 1; n <= 5; n++) await h.api['entrant.add']({ tournamentId: big.id, name: `Q, ${n}` });
    const shrink = await h.dispatch(
      'tournament.updateSettings',
      { id: big.id, settings: { seats: 4 } },
      'en',
    );
    expect(shrink).toMatchObject({
      ok: false,
      error: {
        code: 'settings:invalid',
        details: { issues: [{ field: 'seats', code: 'seatsBelowEntrants' }] },
      },
    });
  });

  it('R1.3 closes registration, removal and settings once round 1 is paired', async () => {
    const t = await h.api['tournament.create']({ settings: SETTINGS });
    const a = await h.api['entrant.add']({ tournamentId: t.id, name: 'A, A' });
    const b = await h.api['entrant.add']({ tournamentId: t.id, name: 'B, B' });
    expect(code(await h.dispatch('entrant.remove', { id: b.id }))).toBe('ok'); // before: removed outright
    startRound1(t.id);
    expect(code(await h.dispatch('entrant.add', { tournamentId: t.id, name: 'C, C' }))).toBe(
      'registrationClosed',
    );
    expect(code(await h.dispatch('entrant.remove', { id: a.id }))).toBe('removeAfterStart');
    expect(
      code(await h.dispatch('tournament.updateSettings', { id: t.id, settings: { threshold: 8 } })),
    ).toBe('rulesLocked');
    // A misspelt name can still be corrected.
    expect(await h.api['entrant.update']({ id: a.id, fields: { name: 'Aa, A' } })).toMatchObject({
      name: 'Aa, A',
    });
    expect((await h.api['entrant.list']({ tournamentId: t.id })).map((e) => e.name)).toEqual(['Aa, A']);
  });

  it('R1.4 refuses a program', async () => {
    const t = await h.api['tournament.create']({ settings: SETTINGS });
    const res = await h.dispatch(
      'entrant.add',
      { tournamentId: t.id, name: 'Scan, Engine', isProgram: true },
      'nl',
    );
    expect(res).toMatchObject({
      ok: false,
      error: {
        code: 'programRefused',
        message: "Programma's (computers) kunnen geen deelnemer zijn (R1.4).",
      },
    });
    expect(await h.api['entrant.list']({ tournamentId: t.id })).toEqual([]);
  });

  it('R1.5 refuses the same rating-list ID in two tournaments that overlap in time, not in two that do not', async () => {
    const morning = await h.api['tournament.create']({
      settings: {
        ...SETTINGS,
        name: 'Morning',
        scheduledStart: '2026-12-05T09:00',
        durationMinutes: 180,
      },
    });
    const noon = await h.api['tournament.create']({
      settings: {
        ...SETTINGS,
        name: 'Noon',
        scheduledStart: '2026-12-05T11:00',
        durationMinutes: 120,
      },
    });
    const evening = await h.api['tournament.create']({
      settings: {
        ...SETTINGS,
        name: 'Evening',
        scheduledStart: '2026-12-05T12:00',
        durationMinutes: 120,
      },
    });
    await h.api['entrant.add']({ tournamentId: morning.id, name: 'Sijbrands, Ton', ratingId: '10001' });
    const clash = await h.dispatch(
      'entrant.add',
      { tournamentId: noon.id, name: 'Sijbrands, Ton', ratingId: '10001' },
      'en',
    );
    expect(clash).toMatchObject({ ok: false, error: { code: 'sameRatingId' } });
    if (!clash.ok) expect(clash.error.message).toContain('already an entrant of "Morning"');
    expect(
      code(
        await h.dispatch('entrant.add', {
          tournamentId: evening.id,
          name: 'Sijbrands, Ton',
          ratingId: '10001',
        }),
      ),
    ).toBe('ok');
    // Giving an existing entrant that ID later is caught too.
    const other = await h.api['entrant.add']({ tournamentId: noon.id, name: 'Someone, Else' });
    expect(code(await h.dispatch('entrant.update', { id: other.id, fields: { ratingId: '10001' } }))).toBe(
      'sameRatingId',
    );
  });

  it('R1.5 refuses moving a start, or lengthening a tournament, into another that holds the same person', async () => {
    const morning = await h.api['tournament.create']({
      settings: {
        ...SETTINGS,
        name: 'Morning',
        scheduledStart: '2026-12-05T09:00',
        durationMinutes: 180,
      },
    });
    const evening = await h.api['tournament.create']({
      settings: {
        ...SETTINGS,
        name: 'Evening',
        scheduledStart: '2026-12-05T12:00',
        durationMinutes: 120,
      },
    });
    await h.api['entrant.add']({ tournamentId: morning.id, name: 'Sijbrands, Ton', ratingId: '10001' });
    await h.api['entrant.add']({ tournamentId: evening.id, name: 'Sijbrands, Ton', ratingId: '10001' });
    // 11:00-13:00 overlaps 09:00-12:00.
    const moved = await h.dispatch('tournament.updateSettings', {
      id: evening.id,
      settings: { scheduledStart: '2026-12-05T11:00', closeAtEnd: false },
    });
    expect(moved).toMatchObject({
      ok: false,
      error: {
        code: 'settings:invalid',
        details: {
          issues: [
            {
              field: 'scheduledStart',
              code: 'samePersonOverlap',
              message:
                'Sijbrands, Ton (ID 10001) is an entrant of this tournament and of "Morning", which would then run at the same time (R1.5). Choose a start and an end (or a duration) that do not overlap "Morning", or remove the entrant from one of them.',
            },
          ],
        },
      },
    });
    // 09:00-12:30 overlaps 12:00-14:00 the other way round.
    const longer = await h.dispatch('tournament.updateSettings', {
      id: morning.id,
      settings: { durationMinutes: 210 },
    });
    expect(longer).toMatchObject({
      ok: false,
      error: { details: { issues: [{ field: 'durationMinutes', code: 'samePersonOverlap' }] } },
    });
    expect((await h.api['tournament.get']({ id: evening.id })).settings.scheduledStart).toBe(
      '2026-12-05T12:00',
    );
    // Later in the evening is fine, and so is any other change.
    expect(
      code(
        await h.dispatch('tournament.updateSettings', {
          id: evening.id,
          settings: { scheduledStart: '2026-12-05T15:00', closeAtEnd: false, city: 'Wrocław' },
        }),
      ),
    ).toBe('ok');
  });

  it('checks names, ratings and birth years, and tells a missing entrant', async () => {
    const t = await h.api['tournament.create']({ settings: SETTINGS });
    expect(code(await h.dispatch('entrant.add', { tournamentId: t.id, name: ' ' }))).toBe(
      'entrantNameRequired',
    );
    expect(code(await h.dispatch('entrant.add', { tournamentId: t.id, name: 'X, Y', rating: 9000 }))).toBe(
      'ratingRange',
    );
    expect(code(await h.dispatch('entrant.add', { tournamentId: t.id, name: 'X, Y', birthYear: 1700 }))).toBe(
      'birthYearRange',
    );
    expect(code(await h.dispatch('entrant.update', { id: 999, fields: { present: false } }))).toBe(
      'entrantNotFound',
    );
    expect(code(await h.dispatch('entrant.list', { tournamentId: 999 }))).toBe('tournamentNotFound');
  });

  it('edits a field without touching the others, and logs how to undo it', async () => {
    const t = await h.api['tournament.create']({ settings: SETTINGS });
    const a = await h.api['entrant.add']({
      tournamentId: t.id,
      name: 'A, A',
      rating: 1500,
      club: 'DC Ons Huis',
    });
    const edited = await h.api['entrant.update']({ id: a.id, fields: { present: false } });
    expect(edited).toMatchObject({ name: 'A, A', rating: 1500, club: 'DC Ons Huis', present: false });
    const undo = h.session
      .requireDb()
      .prepare("SELECT undo FROM activity_log WHERE action = 'entrant.update'")
      .pluck()
      .get();
    expect(JSON.parse(undo as string)).toEqual({
      method: 'entrant.update',
      input: { id: a.id, fields: { present: true } },
    });
  });
});

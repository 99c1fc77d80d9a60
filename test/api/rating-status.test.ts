import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/shared/api/envelope';
import { applySettingsPatch } from '../../src/shared/settings';
import { getTournament, updateTournamentSettings } from '../../src/main/db/repos/tournaments';
import { enter, harness, tournament, type Harness } from '../services/rounds/setup';
import { lines, readBack } from '../reports/pdf';
import { SETTINGS } from './harness';

/**
 * Rated or casual (R12) decided once: a tournament made casual by its opening (R12.2: above 2N/2B
 * without two legs) was still printed "rated" with its games in the rating report, and still
 * enforced its floor; the floor was not checked for an entrant typed in by hand.
 */
let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const floorNotices = <W extends { field: string }>(ws: W[]) => ws.filter((w) => w.field === 'ratingFloor');
const failure = (res: Envelope<unknown>) => (res.ok ? { code: 'ok', message: '' } : res.error);
/** Italian with a draw from the whole table: above 2N/2B, so casual without two legs (R12.2). */
const STRONG = { variant: 'italian', openingMode: 'ballot-3', twoLegs: false } as const;

/** Settings written as a file saved before the settings refused a floor on such a tournament. */
function forceSettings(id: number, patch: Parameters<typeof applySettingsPatch>[1]) {
  const db = h.session.requireDb();
  const t = getTournament(db, id);
  if (!t) throw new Error(`no tournament ${id}`);
  updateTournamentSettings(db, id, applySettingsPatch(t.settings, patch));
}

describe('the settings (R12.1, R12.2)', () => {
  it('create a tournament its opening makes casual casual, drop its floor and say so (R12.2: "created casual instead of being refused")', async () => {
    await h.api['event.create']({ file: 'event', name: 'Festival' });
    const created = await h.api['tournament.create']({
      settings: { ...SETTINGS, ...STRONG, ratingFloor: 1500 },
    });
    expect(created.settings.ratingFloor).toBeNull();
    expect(created.ratingStatus).toEqual({
      rated: false,
      reason: { code: 'casualStrongOpening', params: { mode: 'ballot-3' } },
      games: null,
    });
    // Only the floor's notices: the scheduled start may be past by the machine's clock (startInPast).
    expect(floorNotices(created.warnings)).toEqual([
      {
        field: 'ratingFloor',
        code: 'floorDroppedCasual',
        params: { floor: 1500, mode: 'ballot-3' },
        message:
          'Saved casual, without the rating floor of 1500: the opening mode "Ballot up to 3N/3B" without "Two games per round, colours reversed" makes the tournament casual (R12.2), and a casual tournament has no floor (R12.1). To make it rated, turn "Two games per round, colours reversed" on, then set the floor again.',
      },
    ]);
    // With two legs it is rated, floor and all; turning them off makes it casual and drops the floor.
    const t = await h.api['tournament.create']({
      settings: { ...SETTINGS, ...STRONG, twoLegs: true, ratingFloor: 1500 },
    });
    expect(t.ratingStatus.rated).toBe(true);
    expect(t.settings.ratingFloor).toBe(1500);
    expect(floorNotices(t.warnings)).toEqual([]);
    const off = await h.api['tournament.updateSettings']({ id: t.id, settings: { twoLegs: false } });
    expect(off.settings.ratingFloor).toBeNull();
    expect(off.ratingStatus.rated).toBe(false);
    expect(floorNotices(off.warnings).map((w) => [w.code, w.params])).toEqual([
      ['floorDroppedCasual', { floor: 1500, mode: 'ballot-3' }],
    ]);
    // Two legs back on: rated again (R12.2), the floor to set again; nothing more is said.
    const on = await h.api['tournament.updateSettings']({
      id: t.id,
      settings: { twoLegs: true, ratingFloor: 1500 },
    });
    expect([on.ratingStatus.rated, on.settings.ratingFloor, floorNotices(on.warnings)]).toEqual([
      true,
      1500,
      [],
    ]);
  });
});

describe('registration (R12.1: the floor is measured on the entrant rating)', () => {
  it('refuses an entrant typed in by hand below the floor, or without a rating', async () => {
    const t = await tournament(h, [], { ratingFloor: 1600 });
    const low = failure(
      await h.dispatch('entrant.add', { tournamentId: t, name: 'Łęcki, Paweł', rating: 1599 }),
    );
    expect(low.code).toBe('ratings:belowFloor');
    expect(low.message).toContain(
      'Łęcki, Paweł is rated 1599, below the rating floor of 1600 of "Club Open"',
    );
    const none = failure(await h.dispatch('entrant.add', { tournamentId: t, name: 'Łęcki, Paweł' }));
    expect(none).toEqual({
      code: 'floorNeedsRating',
      message:
        'Łęcki, Paweł has no rating, and "Club Open" has a rating floor of 1600 (R12.1): the floor requires a rating of 1600 or more. Enter the rating for the variant and time control of the tournament, or register the player from a rating list.',
    });
    // At the floor is enough.
    expect(
      (await h.dispatch('entrant.add', { tournamentId: t, name: 'Łęcki, Paweł', rating: 1600 })).ok,
    ).toBe(true);
  });

  it('enforces no floor in a tournament its opening makes casual, even one saved with a floor', async () => {
    const t = await tournament(h, [], { ...STRONG, twoLegs: true, ratingFloor: 2000 });
    forceSettings(t, { twoLegs: false });
    expect((await h.api['tournament.get']({ id: t })).ratingStatus.rated).toBe(false);
    const e = await h.api['entrant.add']({ tournamentId: t, name: 'Świątek, Łukasz', rating: 1412 });
    expect(e.rating).toBe(1412);
    expect((await h.dispatch('entrant.add', { tournamentId: t, name: 'Nowak, Jan' })).ok).toBe(true);
    // From a list: Sørensen is rated 1960, below the 2000 that no longer applies.
    const data = join(h.dir, 'data');
    copyFileSync(join(__dirname, '../fixtures/ratings/fmjd-bom-semicolon.csv'), join(data, 'fmjd.csv'));
    await h.api['ratings.import']({ file: 'fmjd.csv' });
    const [hit] = await h.api['ratings.search']({ text: 'sorensen' });
    const registered = await h.dispatch('ratings.register', { tournamentId: t, entryId: hit?.entryId ?? 0 });
    expect(registered).toMatchObject({ ok: true, value: { name: 'Sørensen, Bjørn', rating: 1960 } });
  });
});

/*
 * Four present: a round robin of 3 rounds (R3.1), numbers by rating (R7.2 setting): round 1 of the
 * Berger table for 4 is 1-4, 2-3 (R7.1).
 */
const FOUR = [
  { name: 'Świątek, Łukasz', rating: 2412 },
  { name: 'Güneş, Işıl', rating: 2305 },
  { name: 'Øvergård, Søren', rating: 2288 },
  { name: 'Dvořák, Jiří', rating: 2250 },
];

describe('print (R12.3: rating reports hold rated games only)', () => {
  const ratingReport = async (t: number, language: 'en' | 'pl' = 'en') =>
    h.dispatch('report.render', { tournamentId: t, kind: 'rating-report', language }, language);

  it('refuses the rating report of a tournament its opening makes casual, with the reason', async () => {
    // five present: a round robin of one game a round (R3.1), so casual with this opening (R12.2)
    const t = await tournament(h, [...FOUR, { name: 'Nowak, Jan', rating: 2001 }], {
      ...STRONG,
      tableNumbers: 'rating',
    });
    await h.api['tournament.start']({ tournamentId: t, seed: 3 });
    await enter(h, t, 1, 1, 'white-wins');
    const res = failure(await ratingReport(t));
    expect(res).toMatchObject({
      code: 'reports:error.casual',
      message:
        'There is no rating report for "Club Open": the tournament is casual, so none of its games is rated (R12.1, R12.3). Casual: the opening mode "Ballot up to 3N/3B" goes above 2N/2B, which needs "Two games per round, colours reversed" to be rated (R12.2). Turn "Two games per round, colours reversed" on to make it rated again.',
    });
    expect(failure(await ratingReport(t, 'pl')).message).toContain(
      'Turniej „Club Open” nie ma raportu rankingowego: jest towarzyski, więc żadna z jego partii nie jest liczona do rankingu (R12.1, R12.3). Towarzyski: tryb otwarć „Losowanie do 3N/3B”',
    );
    // The other reports print as usual.
    expect((await h.dispatch('report.render', { tournamentId: t, kind: 'grid', language: 'en' })).ok).toBe(
      true,
    );
  });

  it('four present play two legs (R3.2), which makes a strong-opening round robin rated (R12.2)', async () => {
    const t = await tournament(h, FOUR, { ...STRONG, tableNumbers: 'rating' });
    // Before the start the setting says one game a round: casual, and why.
    expect((await h.api['tournament.get']({ id: t })).ratingStatus).toEqual({
      rated: false,
      reason: { code: 'casualStrongOpening', params: { mode: 'ballot-3' } },
      games: null,
    });
    const started = await h.api['tournament.start']({ tournamentId: t, seed: 3 });
    expect(started.decision).toMatchObject({ format: 'round-robin', rounds: 3, gamesPerRound: 2 });
    // The legs actually played decide: two, so rated.
    // All four are rated: round 1 paired, 2 boards of two games, 4 of 4 can be rated (R12.3).
    expect((await h.api['tournament.get']({ id: t })).ratingStatus).toMatchObject({
      rated: true,
      reason: null,
      games: { basis: 'paired', rateable: 4, total: 4 },
    });
    await enter(h, t, 1, 1, 'white-wins', 1);
    await enter(h, t, 1, 1, 'draw', 2);
    const out = await h.api['report.render']({ tournamentId: t, kind: 'rating-report', language: 'en' });
    const l = lines(readBack(Buffer.from(out.pdf, 'base64')));
    expect(l).toContain('Rated tournament');
    // Świątek (1) White beats Dvořák (4), then the same pair colours reversed draws (R5.1)
    expect(l).toContain('1.1 Świątek, Łukasz Dvořák, Jiří 2–0');
    expect(l).toContain('1.2 Dvořák, Jiří Świątek, Łukasz 1–1');
  });

  it('prints a rated tournament as rated, with its games', async () => {
    const t = await tournament(h, FOUR, { ...STRONG, twoLegs: true, tableNumbers: 'rating' });
    await h.api['tournament.start']({ tournamentId: t, seed: 3 });
    await enter(h, t, 1, 1, 'white-wins', 1);
    await enter(h, t, 1, 1, 'draw', 2);
    const out = await h.api['report.render']({ tournamentId: t, kind: 'rating-report', language: 'en' });
    const l = lines(readBack(Buffer.from(out.pdf, 'base64')));
    expect(l).toContain('Rated tournament');
    // Leg 1: Świątek (1) White beats Dvořák (4); leg 2, colours reversed: a draw (R5.1). Each
    // game by its place in playing order, round 1 game 1 and round 1 game 2.
    expect(l).toContain('1 Świątek, Łukasz 2412 2 3');
    expect(l).toContain('1.1 Świątek, Łukasz Dvořák, Jiří 2–0');
    expect(l).toContain('1.2 Dvořák, Jiří Świątek, Łukasz 1–1');
  });
});

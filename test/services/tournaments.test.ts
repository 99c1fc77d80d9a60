import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, SETTINGS, type Harness } from '../api/harness';

let h: Harness;
beforeEach(async () => {
  h = harness();
  await h.api['event.create']({ file: 'event', name: 'Festival' });
});
afterEach(() => h.done());

describe('tournaments', () => {
  it('stores every setting and reads it back unchanged', async () => {
    const settings = {
      ...SETTINGS,
      arbiter: 'Jansen, P.',
      city: 'Łódź',
      variant: 'italian' as const,
      timeControl: { kind: 'rapid' as const, text: "25'+5''" },
      durationMinutes: 300,
      // an end kept while the close by the clock is off (R15.1)
      announcedEnd: '2026-12-06T18:00',
      seats: 40,
      minimum: 8,
      threshold: 10,
      formatMode: 'force-swiss' as const,
      twoLegs: true,
      roundRobinCycles: 1 as const, // 2 is refused with "Always Swiss"; stored in test/db/018
      extraRound: false,
      swissRounds: 7,
      openingMode: 'themed' as const,
      themedOpening: { number: 7 }, // FID table: 21-17 10-14 22-18, class 3N
      rated: true,
      ratingFloor: 1400,
      pointSystem: {
        win: 3,
        draw: 1,
        loss: 0,
        forfeitWin: 3,
        forfeitLoss: 0,
        bye: 3,
        halfBye: 1,
        zeroBye: 0,
        fullBye: 3,
        scale: 1,
      },
      tiebreaks: ['BH', 'SB', 'OWP', 'DE', 'TPN'] as ('BH' | 'SB' | 'OWP' | 'DE' | 'TPN')[],
      pairingOrder: 'entry' as const,
      tableNumbers: 'rating' as const,
      withdrawnLast: true,
      unplayedPolicy: 'fide-2023' as const,
      // the administrative fields (R1.3: editable for the whole tournament)
      deputies: 'Dubois, M.; Nowak, E.',
      organiser: 'KS Warcaby Łódź',
      federation: 'POL',
      startDate: '2026-12-05',
      endDate: '2026-12-06',
      notes: 'Prize giving at 18:00.',
      // Baku needs a draw worth half a win (C.04.5.1): with 3/1/0 only none is allowed
      acceleration: 'none' as const,
    };
    const t = await h.api['tournament.create']({ settings });
    expect(t).toMatchObject({
      status: 'registration',
      entrantCount: 0,
      ratingStatus: { rated: true, reason: null },
    });
    expect(t.settings).toEqual(settings);
    h.session.close();
    await h.api['event.open']({ file: 'event' });
    expect((await h.api['tournament.get']({ id: t.id })).settings).toEqual(settings);
  });

  it('edits settings before the start; turning two legs off makes a strong-opening tournament casual (R12.2)', async () => {
    const t = await h.api['tournament.create']({
      settings: { ...SETTINGS, variant: 'english', openingMode: 'ballot-all', twoLegs: true },
    });
    expect(t.ratingStatus.rated).toBe(true);
    const casual = await h.api['tournament.updateSettings']({ id: t.id, settings: { twoLegs: false } });
    expect(casual.ratingStatus).toEqual({
      rated: false,
      reason: { code: 'casualStrongOpening', params: { mode: 'ballot-all' } },
      games: null,
    });
    expect(casual.settings).toMatchObject({
      variant: 'english',
      openingMode: 'ballot-all',
      name: SETTINGS.name,
    });
  });

  it('validates the merged settings, not the patch alone', async () => {
    const t = await h.api['tournament.create']({ settings: { ...SETTINGS, seats: 10 } });
    const res = await h.dispatch('tournament.updateSettings', { id: t.id, settings: { minimum: 12 } }, 'en');
    expect(res).toMatchObject({ ok: false, error: { code: 'settings:invalid' } });
    if (!res.ok) expect(res.error.message).toContain('between 4 and the seats, 10 (R1.2); you entered 12');
    expect((await h.api['tournament.get']({ id: t.id })).settings.minimum).toBe(4);
  });

  it('lists the tournaments of the file', async () => {
    await h.api['tournament.create']({ settings: { ...SETTINGS, name: 'A' } });
    await h.api['tournament.create']({ settings: { ...SETTINGS, name: 'B' } });
    expect((await h.api['tournament.list']({})).map((t) => t.settings.name)).toEqual(['A', 'B']);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../harness';

// The poster's times are local; the transport's clock is set per call.
const local = (h: number, m: number) => new Date(2030, 5, 1, h, m);
let clock = local(9, 0);
let h: Harness;
afterEach(() => h.done());

describe('the announced duration at the transport time, for every tournament (R15.1)', () => {
  it('counts down to the start, the end and the close of a tournament in rounds, warning in the last five minutes', async () => {
    h = harness('en', () => clock);
    await h.api['event.create']({ file: 'club', name: 'Club' });
    // The arbiter turned the close by the clock on: 10:00 to 14:00 (R15.1).
    const t = await h.api['tournament.create']({
      settings: {
        name: 'Open',
        scheduledStart: '2030-06-01T10:00',
        closeAtEnd: true,
        announcedEnd: '2030-06-01T14:00',
      },
    });
    for (let i = 0; i < 4; i++)
      await h.api['entrant.add']({
        tournamentId: t.id,
        name: `Gracz ${i + 1}, Łukasz`,
        rating: 1900 - i,
        present: true,
      });
    const at = async (hour: number, minute: number) => {
      clock = local(hour, minute);
      const v = await h.api['tournament.time']({ id: t.id });
      return [v.phase, v.remainingMs / 60_000, v.warning];
    };
    expect(await at(9, 0)).toEqual(['before', 60, false]);
    // Not started at its scheduled time: nothing counts down, and nothing runs.
    expect(await at(10, 5)).toEqual(['before', 0, false]);
    await h.api['tournament.start']({ tournamentId: t.id });
    expect(await at(13, 54)).toEqual(['running', 6, false]);
    expect(await at(13, 56)).toEqual(['running', 4, true]);
    // The ten minutes after the end (14:00): open games are ruled drawn from 14:10 on.
    expect(await at(14, 2)).toEqual(['overtime', 8, false]);
    expect(await at(14, 6)).toEqual(['overtime', 4, true]);
    expect(await at(14, 10)).toEqual(['closed', 0, false]);
    expect(await h.api['tournament.time']({ id: t.id })).toMatchObject({
      endsAt: local(14, 0).toISOString(),
      closesAt: local(14, 10).toISOString(),
      closedAt: null,
    });
  });

  it("moves with an arena's extension", async () => {
    h = harness('en', () => clock);
    await h.api['event.create']({ file: 'arena', name: 'Arena night' });
    const t = await h.api['arena.create']({
      settings: { name: 'Blitz', scheduledStart: '2030-06-01T14:00', durationMinutes: 30 },
      clock: { baseSeconds: 180, incrementSeconds: 2 },
    });
    clock = local(14, 20);
    await h.api['arena.extend']({ tournamentId: t.id, minutes: 15 });
    expect(await h.api['tournament.time']({ id: t.id })).toMatchObject({
      phase: 'running',
      remainingMs: 25 * 60_000,
      endsAt: local(14, 45).toISOString(),
    });
  });
});

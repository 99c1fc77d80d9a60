import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../harness';

let h: Harness;
afterEach(() => h.done());

describe('arena.create answers the arena it made (R14.1)', () => {
  it('says "kind": "arena", as tournament.get does afterwards', async () => {
    h = harness('en', () => new Date(2026, 5, 1, 12, 0));
    await h.api['event.create']({ file: 'arena-kind', name: 'Arena night' });
    const t = await h.api['arena.create']({
      settings: { name: 'Blitz arena', scheduledStart: '2026-06-01T14:00', durationMinutes: 30 },
      clock: { baseSeconds: 180, incrementSeconds: 2 },
    });
    expect(t.kind).toBe('arena');
    expect((await h.api['tournament.get']({ id: t.id })).kind).toBe('arena');
  });
});

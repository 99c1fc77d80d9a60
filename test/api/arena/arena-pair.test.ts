/**
 * `arena.pair`: the arbiter seats two entrants by hand (R14.1, R14.2, R14.6). Every refusal an
 * arbiter can meet is triggered here, and its message says why and until when, to the second,
 * on the hall's clock (the poster's 18:00 is local time, so the messages read local times too).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../harness';
import type { ArenaView } from '../../../src/shared/api/arena';

const START = new Date(2026, 5, 1, 18, 0).getTime();
const at = (minutes: number, seconds = 0) => new Date(START + minutes * 60_000 + seconds * 1000);

let h: Harness;
let clock = at(0);
afterEach(() => h.done());

async function arena(lng = 'en') {
  h = harness(lng, () => clock);
  await h.api['event.create']({ file: 'hand', name: 'Wieczór warcabowy' });
  const t = await h.api['arena.create']({
    settings: { name: 'Arena Łódź', scheduledStart: '2026-06-01T18:00', durationMinutes: 30 },
    clock: { baseSeconds: 180, incrementSeconds: 2 },
  });
  const ids: Record<string, number> = {};
  for (const [key, name, rating, present] of [
    ['A', 'Łukasz Wiśniewski', 2100, true],
    ['B', 'Émilie Dubois', 2050, true],
    ['C', 'Gökhan Yılmaz', 2000, true],
    ['D', 'Anneke de Vries', 1950, true],
    ['E', 'Żaneta Kąkol', 1900, false],
  ] as const)
    ids[key] = (await h.api['entrant.add']({ tournamentId: t.id, name, rating, present })).id;
  return { t: t.id, ids };
}

const boards = (v: ArenaView) => v.boards.map((b) => `${b.board}:${b.white.name}-${b.black.name}`);
const refused = async (input: unknown, lng = 'en') => {
  const out = await h.dispatch('arena.pair', input, lng);
  if (out.ok) throw new Error('arena.pair was accepted');
  return out.error;
};

describe('arena.pair: the arbiter pairs by hand (R14.1, R14.2, R14.6)', () => {
  it('seats the two with the colours given at the lowest free table, and the arena runs', async () => {
    const { t, ids } = await arena();
    clock = at(0, 30);
    // Against the live pairing's choice (by rank A-B): the arbiter's pair and colours stand.
    let v = await h.api['arena.pair']({ tournamentId: t, whiteId: ids.D!, blackId: ids.A! });
    expect(boards(v)).toEqual(['1:Anneke de Vries-Łukasz Wiśniewski']);
    expect(v.boards[0]!.startedAt).toBe(at(0, 30).toISOString());
    expect((await h.api['tournament.get']({ id: t })).status).toBe('running');
    v = await h.api['arena.pair']({ tournamentId: t, whiteId: ids.B!, blackId: ids.C! });
    expect(boards(v)).toEqual(['1:Anneke de Vries-Łukasz Wiśniewski', '2:Émilie Dubois-Gökhan Yılmaz']);
    // Table 1 comes free and is taken again.
    clock = at(4);
    await h.api['arena.result']({ gameId: v.boards[0]!.gameId, result: 'black-wins' });
    await h.api['arena.join']({ entrantId: ids.E! });
    v = await h.api['arena.pair']({ tournamentId: t, whiteId: ids.E!, blackId: ids.D! });
    expect(boards(v)).toEqual(['1:Żaneta Kąkol-Anneke de Vries', '2:Émilie Dubois-Gökhan Yılmaz']);
  });

  it('refuses an entrant not joined, paused or playing, saying until when', async () => {
    const { t, ids } = await arena();
    clock = at(0);
    const notJoined = await refused({ tournamentId: t, whiteId: ids.A, blackId: ids.E });
    expect(notJoined.code).toBe('arena:errors.pairNotJoined');
    expect(notJoined.message).toBe(
      'Żaneta Kąkol has not joined the arena yet (registered as absent): press Join beside their name, then pair them (R14.1).',
    );
    clock = at(2, 7);
    await h.api['arena.leave']({ entrantId: ids.B! });
    expect((await refused({ tournamentId: t, whiteId: ids.B, blackId: ids.A })).message).toBe(
      'Émilie Dubois left the arena at 18:02:07 and is paused: press Join when they are back, then pair them (R14.1).',
    );
    clock = at(3, 15);
    await h.api['arena.pair']({ tournamentId: t, whiteId: ids.C!, blackId: ids.D! });
    clock = at(4);
    const playing = await refused({ tournamentId: t, whiteId: ids.A, blackId: ids.D });
    expect(playing.code).toBe('arena:errors.pairPlaying');
    expect(playing.message).toBe(
      'Anneke de Vries is playing on board 1 since 18:03:15: pair them once that game has a result.',
    );
    expect((await refused({ tournamentId: t, whiteId: ids.A, blackId: ids.A })).code).toBe(
      'arena:errors.pairSame',
    );
    const other = await refused({ tournamentId: t, whiteId: ids.A, blackId: 999 });
    expect(other.message).toContain('Entrant 999 is not playing in the arena "Arena Łódź"');
  });

  it('refuses the pair during its 5 x k minutes, to the second, and seats it at exactly that time (R14.6)', async () => {
    const { t, ids } = await arena();
    clock = at(0);
    let v = await h.api['arena.pair']({ tournamentId: t, whiteId: ids.A!, blackId: ids.B! });
    clock = at(3, 58);
    await h.api['arena.result']({ gameId: v.boards[0]!.gameId, result: 'draw' });
    // One game together, ended 18:03:58: not again until 18:08:58, also with the colours swapped.
    clock = at(8, 57);
    const first = await refused({ tournamentId: t, whiteId: ids.B, blackId: ids.A });
    expect(first.code).toBe('arena:errors.pairCooldown');
    expect(first.message).toBe(
      'Émilie Dubois and Łukasz Wiśniewski may not meet again until 18:08:58: 1 game together, the last ended at 18:03:58, so 5 x 1 = 5 minutes after it (R14.2).',
    );
    clock = at(8, 58);
    v = await h.api['arena.pair']({ tournamentId: t, whiteId: ids.B!, blackId: ids.A! });
    // Second game ends 18:10:30: two games, 10 minutes, 18:20:30.
    clock = at(10, 30);
    v = await h.api['arena.result']({ gameId: v.boards[0]!.gameId, result: 'white-wins' });
    expect(v.waiting.find((w) => w.entrant.id === ids.A)!.cooldowns).toEqual([
      { opponent: expect.objectContaining({ id: ids.B }), until: at(20, 30).toISOString() },
    ]);
    clock = at(12);
    expect((await refused({ tournamentId: t, whiteId: ids.A, blackId: ids.B })).message).toContain(
      'until 18:20:30: 2 games together, the last ended at 18:10:30, so 5 x 2 = 10 minutes',
    );
    // A third game ending 18:21:00 puts the next meeting at 18:36:00, after the end at 18:30.
    clock = at(20, 30);
    v = await h.api['arena.pair']({ tournamentId: t, whiteId: ids.A!, blackId: ids.B! });
    clock = at(21);
    await h.api['arena.result']({ gameId: v.boards[0]!.gameId, result: 'draw' });
    clock = at(22);
    const never = await refused({ tournamentId: t, whiteId: ids.A, blackId: ids.B });
    expect(never.code).toBe('arena:errors.pairCooldownPastEnd');
    expect(never.message).toContain(
      'not until 18:36:00 (5 x 3 = 15 minutes, R14.2), after the end at 18:30:00',
    );
  });

  it('refuses before the start and from the announced end on; after the end nothing shows a cooldown', async () => {
    const { t, ids } = await arena();
    clock = at(-1, -30);
    expect((await refused({ tournamentId: t, whiteId: ids.A, blackId: ids.B })).message).toBe(
      'The arena "Arena Łódź" starts at 18:00:00: nobody is paired before the start (R14.1). Pair them from 18:00:00 on.',
    );
    clock = at(0);
    let v = await h.api['arena.pair']({ tournamentId: t, whiteId: ids.A!, blackId: ids.B! });
    clock = at(27);
    v = await h.api['arena.result']({ gameId: v.boards[0]!.gameId, result: 'draw' });
    expect(v.waiting.find((w) => w.entrant.id === ids.A)!.cooldowns).toHaveLength(1);
    // R14.6: games start until the end (18:30), not at it.
    clock = at(30);
    const late = await refused({ tournamentId: t, whiteId: ids.C, blackId: ids.D });
    expect(late.code).toBe('arena:errors.pairAfterEnd');
    expect(late.message).toBe(
      'The arena "Arena Łódź" ended at 18:30:00: no game starts after the announced end (R14.6). Running games may still finish.',
    );
    v = await h.api['arena.view']({ tournamentId: t });
    expect(v.waiting.map((w) => w.entrant.name)).toContain('Łukasz Wiśniewski');
    expect(v.waiting.flatMap((w) => w.cooldowns)).toEqual([]);
    clock = at(41);
    await h.api['arena.tick']({ tournamentId: t });
    expect((await refused({ tournamentId: t, whiteId: ids.C, blackId: ids.D })).code).toBe(
      'arena:errors.closed',
    );
  });

  it('a replay without ticks still runs the arena from its start: join and leave bring the status up', async () => {
    const { t, ids } = await arena();
    clock = at(1);
    await h.api['arena.join']({ entrantId: ids.E! });
    expect((await h.api['tournament.get']({ id: t })).status).toBe('running');
  });

  it('says it in French, Dutch and Polish too', async () => {
    const { t, ids } = await arena();
    clock = at(0);
    let v = await h.api['arena.pair']({ tournamentId: t, whiteId: ids.A!, blackId: ids.B! });
    clock = at(3, 58);
    v = await h.api['arena.result']({ gameId: v.boards[0]!.gameId, result: 'draw' });
    expect(v.boards).toEqual([]);
    clock = at(5);
    const input = { tournamentId: t, whiteId: ids.A, blackId: ids.B };
    expect((await refused(input, 'fr')).message).toContain('avant 18:08:58');
    expect((await refused(input, 'nl')).message).toContain('pas om 18:08:58');
    expect((await refused(input, 'pl')).message).toContain('przed 18:08:58');
  });
});

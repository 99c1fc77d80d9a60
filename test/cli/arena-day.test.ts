/**
 * The scripted arena day (scripts/arena-day.mjs, `npm run arena:day`), shortened to 12 players and
 * 25 minutes, every call through the command line's `diagonal api ... --now` (in process). The
 * checks read the calls and the final ranking, and hold the day to the rules independently of the
 * engine: nobody paired after the end or while paused (R14.1, R15.1), the 5 x k minutes (R14.2),
 * the ruled draws at the close (R8.5), the points by hand (R14.3, R14.4), the late result refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/main/transports/cli';
// @ts-expect-error: a plain ES module script, without type declarations
import { runArenaDay } from '../../scripts/arena-day.mjs';
// @ts-expect-error: a plain ES module script, without type declarations
import { handCheck, scoreByHand } from '../../scripts/arena-day-report.mjs';

type Line = { gameId: number; endedAt: string; opponent: { id: number } };
type Start = { gameId: number; at: number; white: number; black: number };
type Presence = { at: number; what: 'join' | 'leave' | 'add'; id?: number };

const dir = mkdtempSync(join(tmpdir(), 'diagonal-arena-day-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const MIN = 60_000;

describe('an arena day through diagonal api --now (R14, R15)', () => {
  it('plays 12 players for 25 minutes, closes by itself, and every figure follows the rules', async () => {
    const argvs: string[][] = [];
    const facts = await runArenaDay({
      event: join(dir, 'day.diagonal'),
      players: 12,
      minutes: 25,
      seed: 4,
      log: (argv: string[]) => argvs.push(argv),
      call: async (argv: string[]) => {
        const out: string[] = [];
        const err: string[] = [];
        const code = await main(argv, { out: (s) => out.push(s), err: (s) => err.push(s) });
        return { code, out: out.join('\n'), err: err.join('\n') };
      },
    });
    const { meta, view } = facts;
    // Every call but the event's creation names the file and the time.
    expect(argvs.slice(1).every((a) => a.includes('--event') && a.includes('--now'))).toBe(true);
    expect(view.closed).toBe(true);
    expect(facts.status).toBe('finished');
    expect(meta.closesAt - meta.endsAt).toBe(10 * MIN);

    const started = facts.started as Start[];
    const ended = new Map<number, number>();
    for (const s of view.standings)
      for (const h of s.history as Line[]) ended.set(h.gameId, Date.parse(h.endedAt));
    expect(started.length).toBe(facts.games);
    // R15.1/R14.6: games start from the start until the end, never after it.
    expect(started.every((g) => g.at >= meta.start && g.at < meta.endsAt)).toBe(true);
    // R14.2: the k-th game of a pair starts at least 5 x k minutes after their previous one ended.
    const met = new Map<string, Start[]>();
    for (const g of [...started].sort((a, b) => a.at - b.at)) {
      const key = [g.white, g.black].sort().join('-');
      const before = met.get(key) ?? [];
      const last = before[before.length - 1];
      if (last) expect(g.at).toBeGreaterThanOrEqual(ended.get(last.gameId)! + 5 * before.length * MIN);
      met.set(key, [...before, g]);
    }
    // R14.1: a paused entrant is not paired; the one who left for good plays no more.
    const presence = facts.presence as Presence[];
    const timeOf = (what: string, id: number) => presence.find((p) => p.what === what && p.id === id)!.at;
    const startsOf = (id: number) => started.filter((g) => g.white === id || g.black === id).map((g) => g.at);
    const [leave, back] = [timeOf('leave', meta.pauses), timeOf('join', meta.pauses)];
    expect(startsOf(meta.pauses).filter((at) => at >= leave && at < back)).toEqual([]);
    expect(startsOf(meta.leaves).filter((at) => at >= timeOf('leave', meta.leaves))).toEqual([]);
    expect(Math.min(...startsOf(meta.absent))).toBeGreaterThanOrEqual(timeOf('join', meta.absent));
    // The two who registered late played.
    expect(view.standings.filter((s: { games: number }) => s.games === 0)).toEqual([]);

    // R15.1, R8.5: the games still open at the close are ruled drawn, ended at the close; the
    // result brought to the desk at the close was refused.
    expect(facts.ruled).toBe(3);
    expect(facts.ruledAtClose).toBe(true);
    expect(facts.stats.refusals).toEqual([
      { method: 'arena.result', message: expect.stringContaining('ten minutes after the end') },
    ]);
    // The correction stands in the final games.
    const corrected = view.standings
      .flatMap((s: { history: { gameId: number; result: string }[] }) => s.history)
      .find((h: { gameId: number }) => h.gameId === facts.corrected.gameId);
    expect(corrected.result).toBe(facts.corrected.to);

    // R14.3/R14.4 by hand for every player, with a boosted win and a streak win in the day.
    expect(handCheck(facts).allMatch).toBe(true);
    expect(facts.boostedWins).toBeGreaterThan(0);
    expect(facts.streakWins).toBeGreaterThan(0);
  }, 120_000);

  it('scores by hand as R14.3 and R14.4 say: 2, 2, 3 on a streak, 6 boosted on it, 1 ruled', () => {
    const g = (id: number, outcome: string, boosted = false, result = outcome) => ({
      gameId: id,
      outcome,
      result: result === 'win' ? 'white-wins' : result,
      boosted,
      endedAt: `2027-06-01T14:0${id}:00.000Z`,
    });
    const { lines, total } = scoreByHand([
      g(1, 'win'),
      g(2, 'win', true),
      g(3, 'win'),
      g(4, 'win', true),
      g(5, 'draw', false, 'ruled-draw'),
      g(6, 'win', true),
    ]);
    expect(lines.map((l: { byHand: number }) => l.byHand)).toEqual([2, 4, 3, 6, 1, 4]);
    expect(total).toBe(20);
  });
});

/**
 * An arena day replayed from its game log (scripts/arena-replay.mjs) through `diagonal api ...
 * --now` calls only, every game seated by `arena.pair` (in process, the command line's `main`).
 * The hand-written 12-player evening of test/fixtures/arena/day-12.log is checked against its
 * ranking worked out by hand (R14.3-R14.5, R15.1); a day the live pairing played
 * (scripts/arena-day.mjs) comes out of its own log identical, game for game.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/main/transports/cli';
import type { ArenaView } from '../../src/shared/api/arena';
// @ts-expect-error: a plain ES module script, without type declarations
import { replayArenaLog } from '../../scripts/arena-replay.mjs';
// @ts-expect-error: a plain ES module script, without type declarations
import { runArenaDay } from '../../scripts/arena-day.mjs';
// @ts-expect-error: a plain ES module script, without type declarations
import { formatLog, parseLog } from '../../scripts/arena-log.mjs';

const dir = mkdtempSync(join(tmpdir(), 'diagonal-arena-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const call = async (argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
};
type Replay = {
  view: ArenaView;
  views: { view: ArenaView }[];
  stats: {
    byMethod: Record<string, number>;
    refusals: { line: number; message: string }[];
    unexpected: unknown[];
  };
};
const table = (v: ArenaView) => v.standings.map((s) => `${s.place} ${s.entrant.name} ${s.points}/${s.wins}`);

describe('an arena day replayed from its game log with arena.pair (R14, R15)', () => {
  it('replays the hand-written evening of 12 players to the ranking worked out by hand', async () => {
    const argvs: string[][] = [];
    const text = readFileSync('test/fixtures/arena/day-12.log', 'utf8');
    const r: Replay = await replayArenaLog({
      text,
      call,
      event: join(dir, 'evening.diagonal'),
      log: (a: string[]) => argvs.push(a),
    });
    // Only the command line with its time; every game seated by hand, one tick: the close.
    expect(argvs.slice(1).every((a) => a.includes('--event') && a.includes('--now'))).toBe(true);
    expect(r.stats.byMethod).toMatchObject({ 'arena.pair': 39, 'arena.tick': 1, 'arena.result': 33 });
    expect(r.stats.unexpected).toEqual([]);

    // At 18:20, by hand from the log's games 1-14 (game 16 not yet played nor corrected):
    // Szczęsny 2 + 2 + 6 (boosted third win in a row), Dubois 4 (boosted) + 2 + 3 (third in a row).
    expect(table(r.views[0]!.view)).toEqual([
      '1 Szczęsny, Małgorzata 10/3',
      '2 Dubois, Émilie 9/3',
      '3 Kamińska, Zofia 3/1',
      '4 Öztürk, İsmail 2/1',
      '4 Janssen, Daan 2/1',
      '4 Dąbrowski, Paweł 2/1',
      '4 Bakker, Noëlle 2/1',
      '8 Yılmaz, Gökhan 2/0',
      '8 de Vries, Anneke 2/0',
      '10 Wiśniewski, Łukasz 1/0',
      '11 Lefèvre, Chloé 0/0',
      '11 Şahin, Ayşe 0/0',
    ]);

    // The final ranking by hand (R14.5: equal points and wins share the place):
    // Szczęsny 2, 2, 6, 3 (fourth win in a row), 1, 1 ruled = 15; Dubois 4, 2, 3, 0, 2, 0 = 11;
    // Öztürk 0, 0, 2, 2, 3, 3 = 10; Dąbrowski 2, 2 (game 16 corrected to his win), 3 (the win over
    // the boosted Janssen, now his third in a row), 0 = 7; Janssen 0, 2, 2, 0, 2, 1 ruled = 7;
    // Wiśniewski's ruled draw of game 32 corrected after the close to his win: 0, 0, 1, 0, 0, 2 = 3.
    expect(r.view.closed).toBe(true);
    expect(table(r.view)).toEqual([
      '1 Szczęsny, Małgorzata 15/4',
      '2 Dubois, Émilie 11/4',
      '3 Öztürk, İsmail 10/4',
      '4 Janssen, Daan 7/3',
      '4 Dąbrowski, Paweł 7/3',
      '6 Kamińska, Zofia 6/2',
      '7 de Vries, Anneke 6/1',
      '8 Yılmaz, Gökhan 5/1',
      '9 Wiśniewski, Łukasz 3/1',
      '9 Bakker, Noëlle 3/1',
      '9 Şahin, Ayşe 3/1',
      '12 Lefèvre, Chloé 1/0',
    ]);
    const ruled = r.view.standings.flatMap((s) => s.history).filter((h) => h.result === 'ruled-draw');
    // Games 31 and 33 stay ruled drawn at the close (18:55 local), each seen from both players.
    expect(new Set(ruled.map((h) => h.endedAt))).toEqual(
      new Set([new Date(2031, 5, 1, 18, 55).toISOString()]),
    );
    expect(ruled).toHaveLength(4);

    // Each refusal the log expects, with why and until when, to the second.
    expect(r.stats.refusals.map((x) => x.message)).toEqual([
      expect.stringContaining('Bakker, Noëlle has not joined the arena yet'),
      expect.stringContaining('Bakker, Noëlle is playing on board 1 since 18:04:30'),
      expect.stringContaining('Dąbrowski, Paweł left the arena at 18:09:00'),
      expect.stringContaining(
        'may not meet again until 18:16:00: 1 game together, the last ended at 18:11:00',
      ),
      expect.stringContaining('Öztürk, İsmail and Bakker, Noëlle may not meet again until 18:40:00'),
      expect.stringContaining('ended at 18:45:00: no game starts after the announced end'),
      expect.stringContaining('The ten minutes after the end of "Arena Łódź" are over'),
    ]);
  }, 120_000);

  it('replays a day the live pairing played to the same games and ranking', async () => {
    const day = await runArenaDay({
      call,
      event: join(dir, 'live.diagonal'),
      players: 12,
      minutes: 25,
      seed: 4,
    });
    // The log reads back to itself.
    expect(formatLog(parseLog(day.gameLog))).toBe(day.gameLog);
    const r: Replay = await replayArenaLog({ text: day.gameLog, call, event: join(dir, 'again.diagonal') });
    expect(r.stats.unexpected).toEqual([]);
    expect(r.stats.byMethod['arena.tick']).toBe(1);
    const live = day.view as ArenaView;
    expect(r.stats.byMethod['arena.pair']).toBe(live.standings.reduce((n, s) => n + s.games, 0) / 2);
    const games = (v: ArenaView) =>
      v.standings.map((s) => ({
        name: s.entrant.name,
        place: s.place,
        points: s.points,
        wins: s.wins,
        streak: s.streak,
        history: s.history.map((h) => [h.opponent.name, h.colour, h.result, h.points, h.boosted, h.endedAt]),
      }));
    expect(games(r.view)).toEqual(games(live));
  }, 120_000);
});

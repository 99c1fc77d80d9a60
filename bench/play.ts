// Playing a 200-entrant Swiss from the screens' point of view, through dispatch on a real event
// file: rounds 1-8 played with seeded random results, then (a) a result keystroke in round 9
// answered with the standings the screen shows (`result.set` with `standings: true`), and (b) pairing
// round 9 (`round.pairNext`). Goals (issue 5): under 100 ms and under 1 s. Prints medians.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDispatcher } from '../src/main/api/dispatch';
import { EventSession } from '../src/main/session/session';
import { createClient } from '../src/shared/api/contract';
import { seededRandom } from '../src/main/engine/lots';
import type { GameResult } from '../src/shared/domain';
import { pairDutch } from '../src/main/engine/pairing/dutch';
import { swissInput } from '../src/main/services/rounds/pair-swiss';
import { loadState, requireRunning } from '../src/main/services/rounds/state';

const N = 200;
const PLAYED = 8;
const RESULTS: GameResult[] = ['white-wins', 'white-wins', 'draw', 'black-wins', 'black-wins'];

/** Wall time and this process's CPU time (steadier on a busy machine), in ms. */
async function timed<T>(f: () => Promise<T>): Promise<{ value: T; wall: number; cpu: number }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await f();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { value, wall, cpu: (c.user + c.system) / 1000 };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (x: number): string => `${x.toFixed(1)} ms`;

type Client = ReturnType<typeof createClient>;

async function setUp(api: Client): Promise<void> {
  await api['event.create']({ file: 'bench', name: 'Bench' });
  const t = await api['tournament.create']({
    settings: { name: 'Open 200', scheduledStart: '2026-12-05T10:00', closeAtEnd: false },
  });
  const random = seededRandom(20261130);
  for (let i = 0; i < N; i++)
    await api['entrant.add']({
      tournamentId: t.id,
      name: `Entrant ${String(i + 1).padStart(3, '0')}`,
      rating: 1200 + Math.floor(random() * 1200),
    });
  const setupStart = performance.now();
  let round = (await api['tournament.start']({ tournamentId: t.id, seed: 1 })).round;
  for (let n = 1; n <= PLAYED; n++) {
    for (const b of round?.boards ?? [])
      await api['result.set']({
        tournamentId: t.id,
        round: n,
        board: b.boardNo,
        result: RESULTS[Math.floor(random() * RESULTS.length)] ?? 'draw',
      });
    if (n < PLAYED) round = await api['round.pairNext']({ tournamentId: t.id });
  }
  console.log(`setup: ${N} entrants, rounds 1-${PLAYED} played in ${ms(performance.now() - setupStart)}`);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'diagonal-bench-play-'));
  const session = new EventSession({
    access: 'data-dir',
    dataDir: join(dir, 'data'),
    recentFile: join(dir, 'recent.json'),
  });
  const dispatch = createDispatcher({ session });
  const api = createClient((m, input) => dispatch(m, input, 'en'));
  try {
    // BENCH_PLAY_FILE: keep the played file there after the first run and start from a copy of
    // it afterwards (setting up eight rounds by dispatch takes minutes on a busy machine).
    const keep = process.env.BENCH_PLAY_FILE;
    if (keep && existsSync(keep)) {
      mkdirSync(join(dir, 'data'), { recursive: true });
      copyFileSync(keep, join(dir, 'data', 'bench.diagonal'));
      await api['event.open']({ file: 'bench' });
    } else {
      await setUp(api);
      if (keep) session.requireDb().prepare('VACUUM INTO ?').run(keep);
    }
    const [t] = await api['tournament.list']({});
    if (!t) throw new Error('no tournament');

    // (b) pairing round 9, repeated: each run's round is removed again outside the measurement.
    const db = session.requireDb();
    const pair: { wall: number; cpu: number }[] = [];
    const engine: { wall: number; cpu: number }[] = [];
    for (let i = 0; i < 5; i++) {
      // The Dutch engine alone on the same input, to tell its share from the file's.
      const state = requireRunning(loadState(db, t.id));
      engine.push(await timed(async () => pairDutch(swissInput(state, PLAYED + 1, new Set()))));
      const r = await timed(() => api['round.pairNext']({ tournamentId: t.id }));
      pair.push(r);
      if (r.value.number !== PLAYED + 1) throw new Error('round 9 expected');
      if (i < 4)
        db.prepare('DELETE FROM rounds WHERE tournament_id = ? AND number = ?').run(t.id, PLAYED + 1);
    }

    // (a) a keystroke on a board of round 9, then the standings the screen redraws: as the screen
    // asks now (one result.set answering with the standings), and as two calls for comparison.
    const r9 = await api['round.get']({ tournamentId: t.id, round: PLAYED + 1 });
    const key: { wall: number; cpu: number }[] = [];
    const two: { wall: number; cpu: number }[] = [];
    const set: { wall: number; cpu: number }[] = [];
    for (const b of r9.boards.slice(0, 40)) {
      const game = { tournamentId: t.id, round: PLAYED + 1, board: b.boardNo };
      const one = await timed(() => api['result.set']({ ...game, result: 'draw', standings: true }));
      if (one.value.standings?.rows.length !== N) throw new Error('standings incomplete');
      key.push(one);
      const alone = await timed(() => api['result.set']({ ...game, result: 'black-wins' }));
      const both = await timed(() => api['standings.get']({ tournamentId: t.id }));
      set.push(alone);
      two.push({ wall: alone.wall + both.wall, cpu: alone.cpu + both.cpu });
    }
    const line = (what: string, xs: { wall: number; cpu: number }[], goal: string) =>
      console.log(
        `  ${what}: median ${ms(median(xs.map((x) => x.wall)))} wall, ${ms(median(xs.map((x) => x.cpu)))} CPU (goal ${goal})`,
      );
    console.log(
      `${N} entrants, round ${PLAYED + 1} (${r9.boards.length} boards), ${key.length} keystrokes, ${pair.length} pairings:`,
    );
    line('result keystroke -> standings (result.set with standings: true)', key, '< 100 ms');
    line('  the same as two calls (result.set + standings.get)', two, '-');
    line('    of which result.set alone', set, '-');
    line(`pairing round ${PLAYED + 1} (round.pairNext)`, pair, '< 1 s');
    line('  of which the Dutch engine alone', engine, '-');
  } finally {
    session.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();

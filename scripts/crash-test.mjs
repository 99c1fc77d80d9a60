// `npm run test:crash`: nothing acknowledged is ever lost (PRODUCT.md, "what done means"). Starts
// the real web server (out/web.js) on 127.0.0.1 over a temporary data folder, drives a scripted
// tournament through HTTP (event, tournaments, entrants, start, results, pairings ...), and kills
// the server with SIGKILL at a random (seeded) moment while actions are in flight; again and again.
// After every kill the event file must pass PRAGMA integrity_check, the next server must open it
// (taking over the dead server's lock) and every action it acknowledged must be there.
// Prints "acknowledged N, lost L, integrity ok K/R"; exits 1 unless nothing was lost.
//   node scripts/crash-test.mjs [--runs 24] [--seed 20261205] [--keep]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '24' },
    seed: { type: 'string', default: '20261205' },
    keep: { type: 'boolean' },
  },
});
const RUNS = Math.max(20, Number(values.runs));
const ENTRANTS = 12;
const RESULTS = ['white-wins', 'draw', 'black-wins', 'white-wins', 'black-wins-forfeit'];
const root = new URL('..', import.meta.url).pathname;
const server = join(root, 'out', 'web.js');
if (!existsSync(server)) {
  process.stderr.write('crash test: out/web.js is missing; run "npm run build:node" first.\n');
  process.exit(2);
}

/** mulberry32: the same seed, the same kill moments and results. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(Number(values.seed));
const between = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));

const dataDir = mkdtempSync(join(tmpdir(), 'diagonal-crash-'));
const eventPath = join(dataDir, 'Crash Open.diagonal');

/** Starts out/web.js and reads the URL (with its session token) from its first line. */
function startServer() {
  const child = spawn(process.execPath, [server, '--port', '0', '--data', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((ok) => child.once('exit', ok));
  return new Promise((ok, fail) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n')[0];
      if (out.includes('\n')) {
        const url = new URL(line);
        ok({ child, exited, base: `${url.origin}/`, token: url.hash.replace('#session=', '') });
      }
    });
    child.once('exit', (code) => fail(new Error(`server exited (${code}) before it listened: ${stderr}`)));
  });
}

function caller(srv) {
  return async (method, input) => {
    const res = await fetch(`${srv.base}api/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Diagonal-Session': srv.token },
      body: JSON.stringify({ input, lng: 'en' }),
    });
    return res.json();
  };
}

/** Every action the server acknowledged (answered ok), and how to find it again. */
const acknowledged = [];

/** The next action of the script, from what the file holds now (an unacknowledged one may be in). */
async function nextAction(call) {
  const list = (await call('tournament.list', {})).value;
  const t = list.find((x) => x.status === 'registration' || x.status === 'running');
  if (!t) {
    const name = `Open ${list.length + 1}`;
    return {
      method: 'tournament.create',
      input: { settings: { name, scheduledStart: '2026-12-05T10:00', closeAtEnd: false } },
      check: { kind: 'tournament', name },
    };
  }
  if (t.status === 'registration') {
    const entrants = (await call('entrant.list', { tournamentId: t.id })).value;
    if (entrants.length < ENTRANTS) {
      const name = `Player ${t.id}-${entrants.length + 1}, A`;
      return {
        method: 'entrant.add',
        input: { tournamentId: t.id, name, rating: 1500 + between(0, 800) },
        check: { kind: 'entrant', t: t.id, name },
      };
    }
    return {
      method: 'tournament.start',
      input: { tournamentId: t.id, seed: between(1, 1e6) },
      check: { kind: 'start', t: t.id },
    };
  }
  const rounds = (await call('round.list', { tournamentId: t.id })).value;
  const last = rounds[rounds.length - 1];
  if (last && last.unfinished > 0) {
    const round = (await call('round.get', { tournamentId: t.id, round: last.number })).value;
    const board = round.boards.find((b) => !b.finished);
    const result = RESULTS[between(0, RESULTS.length - 1)];
    return {
      method: 'result.set',
      input: { tournamentId: t.id, round: last.number, board: board.boardNo, result },
      check: { kind: 'result', t: t.id, round: last.number, board: board.boardNo, result },
    };
  }
  const progress = (await call('tournament.progress', { tournamentId: t.id })).value;
  if (progress.pairNext.ok)
    return {
      method: 'round.pairNext',
      input: { tournamentId: t.id },
      check: { kind: 'round', t: t.id, round: rounds.length + 1 },
    };
  return null; // finished: the next call creates another tournament
}

/** Is an acknowledged action in the reopened file? */
async function present(call, c) {
  if (c.kind === 'event') return (await call('event.current', {})).value?.name === 'Crash Open';
  if (c.kind === 'tournament')
    return (await call('tournament.list', {})).value.some((t) => t.settings.name === c.name);
  if (c.kind === 'entrant')
    return (await call('entrant.list', { tournamentId: c.t })).value.some((e) => e.name === c.name);
  if (c.kind === 'start') return (await call('tournament.get', { id: c.t })).value.status !== 'registration';
  if (c.kind === 'round')
    return (await call('round.list', { tournamentId: c.t })).value.some((r) => r.number === c.round);
  const round = (await call('round.get', { tournamentId: c.t, round: c.round })).value;
  return round.boards.find((b) => b.boardNo === c.board)?.games[0]?.result === c.result;
}

/** PRAGMA integrity_check on the file as the killed server left it (its WAL recovered). */
function integrityOk() {
  if (!existsSync(eventPath)) return true;
  const db = new Database(eventPath);
  try {
    return db.pragma('integrity_check', { simple: true }) === 'ok';
  } finally {
    db.close();
  }
}

/** Indices into `acknowledged` of actions found missing after some reopening. */
const lost = new Set();
let checks = 0;
let intact = 0;
let killedInFlight = 0;

for (let run = 0; run <= RUNS; run++) {
  if (run > 0) {
    checks++;
    if (integrityOk()) intact++;
  }
  const srv = await startServer();
  const call = caller(srv);
  // The first run creates the event; every later one reopens it after a SIGKILL, taking over the lock.
  if (run === 0) {
    const res = await call('event.create', { file: 'Crash Open', name: 'Crash Open' });
    if (!res.ok) throw new Error(res.error.message);
    acknowledged.push({ kind: 'event' });
  } else {
    const res = await call('event.open', { file: 'Crash Open' });
    if (!res.ok) throw new Error(`run ${run}: reopening failed: ${res.error.message}`);
    for (const [i, c] of acknowledged.entries()) if (!(await present(call, c))) lost.add(i);
  }
  if (run === RUNS) {
    // The last server stops cleanly: the WAL is folded in, the lock removed.
    srv.child.kill('SIGTERM');
    await srv.exited;
    const left = readdirSync(dataDir).filter(
      (f) => f.startsWith('Crash Open.diagonal-') || f.endsWith('.lock'),
    );
    if (left.length > 0) throw new Error(`a clean stop left ${left.join(', ')}`);
    break;
  }
  // Actions back to back until a SIGKILL lands at a random moment, most often mid-action.
  let killed = false;
  let inFlight = false;
  const timer = setTimeout(
    () => {
      killed = true;
      if (inFlight) killedInFlight++;
      srv.child.kill('SIGKILL');
    },
    between(40, 900),
  );
  while (!killed) {
    try {
      const action = await nextAction(call);
      if (!action) {
        const name = `Open ${(await call('tournament.list', {})).value.length + 1}`;
        inFlight = true;
        const res = await call('tournament.create', {
          settings: { name, scheduledStart: '2026-12-05T10:00', closeAtEnd: false },
        });
        inFlight = false;
        if (res.ok) acknowledged.push({ kind: 'tournament', name });
        continue;
      }
      inFlight = true;
      const res = await call(action.method, action.input);
      inFlight = false;
      if (!res.ok) throw new Error(`${action.method} refused: ${res.error.message}`);
      acknowledged.push(action.check);
    } catch (e) {
      if (!killed) throw e;
    }
  }
  clearTimeout(timer);
  await srv.exited;
}

if (!values.keep) rmSync(dataDir, { recursive: true, force: true });
else process.stdout.write(`kept ${dataDir}\n`);
process.stdout.write(
  `${RUNS} runs (seed ${values.seed}), ${killedInFlight} kills with an action in flight\n`,
);
process.stdout.write(
  `acknowledged ${acknowledged.length}, lost ${lost.size}, integrity ok ${intact}/${checks}\n`,
);
process.exitCode = lost.size === 0 && intact === checks ? 0 : 1;

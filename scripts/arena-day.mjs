// `npm run arena:day`: an arena played from start to close through `diagonal api` calls, each
// with the time it happens at (`--now`), as an arbiter's desk would make them (RULES.md R14, R15).
// Thirty players by default, one of them arriving after the start, one leaving for twenty minutes,
// one leaving for good, two registering late; boosts; a correction; the end, the ten minutes of
// overtime, the ruled draws and the close by itself. Every call goes through the command line's
// `main` (the built out/cli.js, the code `diagonal` runs); `--spawn` starts one `diagonal` process
// per call instead. `--commands FILE` writes the calls as shell lines that replay the day.
// The script re-derives every player's points from the games by R14.3/R14.4 on its own and prints
// whether they match the API's ranking, with one player's games worked out line by line.
// `--log FILE` writes the day's game log (arena-log.mjs), which `npm run arena:replay` plays again
// with every game paired by hand (`arena.pair`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dayFacts, handCheck, printSummary } from './arena-day-report.mjs';
import { formatLog } from './arena-log.mjs';

const MIN = 60_000;

/** Mulberry32: the day is the same for the same seed. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SURNAMES = [
  'Nowak',
  'Janssen',
  'Dubois',
  'Kowalski',
  'de Vries',
  'Martin',
  'Bakker',
  'Wiśniewski',
  'Leroy',
  'Visser',
  'Lewandowski',
  'Moreau',
  'Smit',
  'Wójcik',
  'Girard',
  'Mulder',
  'Kamiński',
  'Roux',
  'de Boer',
  'Zieliński',
  'Fournier',
  'Meijer',
  'Szymański',
  'Lambert',
  'Bos',
  'Woźniak',
  'Bonnet',
  'Vos',
  'Dąbrowski',
  'Fontaine',
  'Peters',
  'Kozłowski',
];

/**
 * Plays the day. `call(argv)` runs one `diagonal` command and answers { code, out, err }.
 * Returns the facts the summary prints (and the test checks).
 */
export async function runArenaDay({ call, event, players = 30, minutes = 120, seed = 7, log = () => {} }) {
  const random = seeded(seed);
  const d = new Date();
  // The poster's 14:00, local time of the hall, one day next year; instants are sent with their zone.
  const start = new Date(d.getFullYear() + 1, 5, 1, 14, 0).getTime();
  const poster = `${d.getFullYear() + 1}-06-01T14:00`;
  const endsAt = start + minutes * MIN;
  const closesAt = endsAt + 10 * MIN;
  const stats = { calls: 0, byMethod: {}, refusals: [] };
  // The game log: what happened at the desk, by player number and game number (arena-log.mjs).
  const journal = [];
  const playerNo = new Map();
  const gameNo = new Map();

  const api = async (method, input, at, { refusal = false } = {}) => {
    const file = method === 'event.create' ? [] : ['--event', event];
    const argv = ['api', method, JSON.stringify(input), ...file, '--now', new Date(at).toISOString()];
    log(argv);
    stats.calls += 1;
    stats.byMethod[method] = (stats.byMethod[method] ?? 0) + 1;
    const r = await call(argv);
    if (r.code !== 0 && refusal) {
      stats.refusals.push({ method, message: r.err.trim() });
      return null;
    }
    if (r.code !== 0) throw new Error(`${argv.join(' ')}\n${r.err}`);
    return JSON.parse(r.out);
  };

  await api('event.create', { file: event, name: 'Summer festival' }, start - 120 * MIN);
  const t = await api(
    'arena.create',
    {
      settings: {
        name: 'Blitz arena',
        scheduledStart: poster,
        durationMinutes: minutes,
        arbiter: 'Anna Arbiter',
      },
      clock: { baseSeconds: 180, incrementSeconds: 2 },
    },
    start - 110 * MIN,
  );
  const tid = t.id;
  const ids = [];
  const roster = [];
  const rating = new Map();
  const register = async (i, at, present = true) => {
    const r = 2300 - Math.floor(random() * 900);
    const name = `${SURNAMES[i % SURNAMES.length]}, P${i + 1}`;
    const e = await api('entrant.add', { tournamentId: tid, name, rating: r, present }, at);
    ids.push(e.id);
    rating.set(e.id, r);
    playerNo.set(e.id, i + 1);
    if (at < start) roster.push({ no: i + 1, rating: r, present, name });
    else journal.push({ at, what: 'add', player: i + 1, rating: r, name });
    return e.id;
  };
  // The field before the start: all but two; the last of them has not reported to the desk yet.
  const early = Math.max(4, players - 2);
  for (let i = 0; i < early; i++) await register(i, start - (100 - i) * MIN, i !== early - 1);
  const absent = ids[early - 1];
  const pauses = ids[Math.min(4, early - 3)];
  const leaves = ids[Math.min(11, early - 2)];
  const scale = minutes / 120;
  const at = (m) => start + Math.round(m * scale * MIN);
  // Presence through the day (R14.1), as times on the hall's clock.
  const presence = [
    { at: at(4), what: 'join', id: absent },
    { at: at(30), what: 'leave', id: pauses },
    { at: at(50), what: 'join', id: pauses },
    { at: at(75), what: 'leave', id: leaves },
    ...Array.from({ length: players - early }, (_, k) => ({
      at: at(12 + 23 * k),
      what: 'add',
      index: early + k,
    })),
  ];
  const plannedEnd = new Map();
  const known = new Set();
  let view = null;
  const queue = []; // { at, kind, ... }
  const ticks = new Set();
  const push = (e) => {
    if (e.kind === 'tick' && ticks.has(e.at)) return;
    if (e.kind === 'tick') ticks.add(e.at);
    queue.push(e);
  };
  const started = [];
  presence.forEach((p) => push({ ...p, kind: 'presence' }));
  push({ at: start, kind: 'tick' });
  push({ at: closesAt, kind: 'tick' });
  push({ at: at(60), kind: 'correct' });
  const facts = { boosts: 0, corrected: null };

  /** New boards: plan how long they last; some players boost before their first move (R14.4). */
  const onView = async (v, now) => {
    view = v;
    const fresh = v.boards.filter((b) => !known.has(b.gameId));
    // The log numbers the games in the order the arena paired them (their ids), not by table.
    for (const b of [...fresh].sort((x, y) => x.gameId - y.gameId)) {
      gameNo.set(b.gameId, gameNo.size + 1);
      journal.push({
        at: Date.parse(b.startedAt),
        what: 'pair',
        white: playerNo.get(b.white.id),
        black: playerNo.get(b.black.id),
      });
    }
    for (const b of fresh) {
      known.add(b.gameId);
      started.push({ gameId: b.gameId, at: Date.parse(b.startedAt), white: b.white.id, black: b.black.id });
      // Four to twelve minutes; boards paired in the last three minutes run slow, so that some
      // are still open at the close and are ruled drawn (R15.1).
      let length = (4 + random() * 8 + (now > endsAt - 3 * MIN ? 6 : 0)) * MIN;
      for (const side of ['white', 'black']) {
        if (random() < 0.12) {
          view = await api('arena.boost', { gameId: b.gameId, entrantId: b[side].id }, now + 5000);
          journal.push({
            at: now + 5000,
            what: 'boost',
            game: gameNo.get(b.gameId),
            player: playerNo.get(b[side].id),
          });
          facts.boosts += 1;
          length -= 1.5 * MIN;
        }
      }
      plannedEnd.set(b.gameId, now + Math.round(length / 1000) * 1000);
      push({ at: plannedEnd.get(b.gameId), kind: 'result', gameId: b.gameId });
    }
    // When the view is not due yet, come back when a wait or a cooldown is over (R14.2).
    if (!view.closed && view.time.phase === 'running' && view.waiting.length >= 2) {
      const soon = view.waiting
        .flatMap((w) => [Date.parse(w.freeSince) + 15_000, ...w.cooldowns.map((c) => Date.parse(c.until))])
        .filter((x) => x > now);
      if (view.due) push({ at: now, kind: 'tick' });
      else if (soon.length > 0) push({ at: Math.min(...soon), kind: 'tick' });
    }
  };

  while (queue.length > 0) {
    queue.sort((a, b) => a.at - b.at);
    const e = queue.shift();
    if (e.at > closesAt) break;
    if (e.kind === 'tick') {
      if (view?.closed) continue;
      // At the close, a result brought to the desk for a game still open is refused (R15.1):
      // the tick rules it drawn.
      const late = e.at >= closesAt ? view?.boards[0] : undefined;
      if (late) {
        const r = await api('arena.result', { gameId: late.gameId, result: 'white-wins' }, e.at, {
          refusal: true,
        });
        journal.push({
          at: e.at,
          what: 'result',
          game: gameNo.get(late.gameId),
          result: 'white-wins',
          refused: r === null,
        });
      }
      if (e.at >= closesAt) journal.push({ at: e.at, what: 'close' });
      await onView(await api('arena.tick', { tournamentId: tid }, e.at), e.at);
    } else if (e.kind === 'presence') {
      if (e.what === 'add') {
        await register(e.index, e.at);
        await onView(await api('arena.view', { tournamentId: tid }, e.at), e.at);
      } else {
        journal.push({ at: e.at, what: e.what, player: playerNo.get(e.id) });
        await onView(await api(`arena.${e.what}`, { entrantId: e.id }, e.at), e.at);
      }
    } else if (e.kind === 'result') {
      if (e.at >= closesAt) continue; // still running at the close: ruled drawn by the tick (R15.1)
      const b = view.boards.find((x) => x.gameId === e.gameId);
      if (!b) continue;
      // The stronger wins more often; a boosted player plays with less time; a quarter drawn.
      const strength = (p, boosted) => rating.get(p.id) - (boosted ? 120 : 0);
      const p =
        1 / (1 + 10 ** ((strength(b.black, b.blackBoosted) - strength(b.white, b.whiteBoosted)) / 400));
      const r = random();
      const result = r < 0.25 ? 'draw' : r < 0.25 + 0.75 * p ? 'white-wins' : 'black-wins';
      journal.push({ at: e.at, what: 'result', game: gameNo.get(e.gameId), result });
      await onView(await api('arena.result', { gameId: e.gameId, result }, e.at), e.at);
    } else if (e.kind === 'correct') {
      // The desk finds a slip entered the wrong way round: the earliest decisive game is corrected.
      const games = view.standings.flatMap((s) => s.history).filter((h) => h.result !== 'draw');
      const first = games.sort((a, b) => a.endedAt.localeCompare(b.endedAt) || a.gameId - b.gameId)[0];
      if (first) {
        const result = first.result === 'white-wins' ? 'black-wins' : 'white-wins';
        facts.corrected = { gameId: first.gameId, from: first.result, to: result };
        journal.push({ at: e.at, what: 'result', game: gameNo.get(first.gameId), result });
        await onView(await api('arena.result', { gameId: first.gameId, result }, e.at), e.at);
      }
    }
  }
  const final = await api('arena.view', { tournamentId: tid }, closesAt + 2 * MIN);
  const status = (await api('tournament.get', { id: tid }, closesAt + 2 * MIN)).status;
  const meta = { start, endsAt, closesAt, players, minutes, seed, absent, pauses, leaves };
  // The log in the hall's order of time; things done at the same moment stay in the order done.
  const gameLog = formatLog({
    name: 'Blitz arena',
    start: poster,
    minutes,
    clock: { baseSeconds: 180, incrementSeconds: 2 },
    players: roster,
    events: journal.sort((a, b) => a.at - b.at),
  });
  return { ...dayFacts(final, meta), ...facts, started, presence, status, stats, gameLog };
}

/** Runs one `diagonal` command: the built CLI in process, or (`spawn`) a process per call. */
export async function cli(spawn) {
  if (spawn) {
    const bin = new URL('../bin/diagonal.mjs', import.meta.url).pathname;
    return async (argv) => {
      const r = spawnSync(process.execPath, [bin, ...argv], { encoding: 'utf8' });
      return { code: r.status ?? 1, out: r.stdout, err: r.stderr };
    };
  }
  const { main } = await import(new URL('../out/cli.js', import.meta.url).href);
  return async (argv) => {
    const out = [];
    const err = [];
    const code = await main(argv, { out: (s) => out.push(s), err: (s) => err.push(s) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
}

export const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};

/** A shell word: plain when it can be, otherwise in single quotes. */
export const quote = (s) => (/^[\w.:\-/,+]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const event = option('--event', join(mkdtempSync(join(tmpdir(), 'arena-day-')), 'arena-day.diagonal'));
  const commandsFile = option('--commands', null);
  const logFile = option('--log', null);
  const lines = [];
  const facts = await runArenaDay({
    call: await cli(process.argv.includes('--spawn')),
    event,
    players: Number(option('--players', 30)),
    minutes: Number(option('--minutes', 120)),
    seed: Number(option('--seed', 7)),
    log: (argv) => lines.push(['diagonal', ...argv].map(quote).join(' ')),
  });
  if (commandsFile) writeFileSync(commandsFile, `${lines.join('\n')}\n`);
  if (logFile) writeFileSync(logFile, facts.gameLog);
  printSummary(facts, event, (s) => process.stdout.write(`${s}\n`));
  const check = handCheck(facts);
  process.exitCode = check.allMatch ? 0 : 1;
}

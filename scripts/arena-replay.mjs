// `npm run arena:replay -- LOG`: an arena day played again from its game log (arena-log.mjs)
// through `diagonal api ... --now` calls only, each at the time the log gives it: entrant.add,
// arena.join, arena.leave, arena.pair for every game (White and Black as logged), arena.boost,
// arena.result (and its corrections), arena.extend, and arena.tick at the close (R15.1). Nothing
// is paired by the program itself. It prints the calls, each refusal the log expects with its
// message, the final ranking (R14.5) and every player's points worked out again from the rules.
// `--event FILE` keeps the event file, `--commands FILE` writes the calls as shell lines,
// `--spawn` starts one `diagonal` process per call instead of the built CLI in process.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { handCheck } from './arena-day-report.mjs';
import { cli, option, quote } from './arena-day.mjs';
import { localInstant, localTime, parseLog } from './arena-log.mjs';

const MIN = 60_000;

/** The API call a log line stands for, with the entrant and game ids the file gave them. */
function callOf(e, tid, entrant, game) {
  switch (e.what) {
    case 'pair':
      return ['arena.pair', { tournamentId: tid, whiteId: entrant(e.white), blackId: entrant(e.black) }];
    case 'boost':
      return ['arena.boost', { gameId: game(e.game), entrantId: entrant(e.player) }];
    case 'result':
      return ['arena.result', { gameId: game(e.game), result: e.result }];
    case 'join':
    case 'leave':
      return [`arena.${e.what}`, { entrantId: entrant(e.player) }];
    case 'add':
      return ['entrant.add', { tournamentId: tid, name: e.name, rating: e.rating }];
    case 'extend':
      return ['arena.extend', { tournamentId: tid, minutes: e.minutes }];
    case 'view':
      return ['arena.view', { tournamentId: tid }];
    default:
      return ['arena.tick', { tournamentId: tid }];
  }
}

/** Replays the log; `call(argv)` runs one `diagonal` command and answers { code, out, err }. */
export async function replayArenaLog({ text, call, event, log = () => {} }) {
  const day = parseLog(text);
  const start = localInstant(day.start);
  const stats = { calls: 0, byMethod: {}, refusals: [], unexpected: [] };
  const api = async (method, input, at, expectRefusal = false, line = 0) => {
    const file = method === 'event.create' ? [] : ['--event', event];
    const argv = ['api', method, JSON.stringify(input), ...file, '--now', new Date(at).toISOString()];
    log(argv);
    stats.calls += 1;
    stats.byMethod[method] = (stats.byMethod[method] ?? 0) + 1;
    const r = await call(argv);
    const message = r.err.trim();
    if (r.code !== 0 && expectRefusal) stats.refusals.push({ line, method, message });
    else if (r.code !== 0 || expectRefusal)
      stats.unexpected.push({
        line,
        method,
        message: r.code === 0 ? 'accepted, the log says refused' : message,
      });
    return r.code === 0 ? JSON.parse(r.out) : null;
  };
  await api('event.create', { file: event, name: day.name }, start - 120 * MIN);
  const settings = { name: day.name, scheduledStart: day.start, durationMinutes: day.minutes };
  const tid = (await api('arena.create', { settings, clock: day.clock }, start - 110 * MIN)).id;
  const ids = new Map();
  for (const p of day.players) {
    const input = { tournamentId: tid, name: p.name, rating: p.rating, present: p.present };
    ids.set(p.no, (await api('entrant.add', input, start - 60 * MIN)).id);
  }
  const games = [];
  const views = [];
  const entrant = (no) => ids.get(no) ?? no;
  const game = (no) => games[no - 1] ?? no;
  let last = start;
  for (const e of day.events) {
    last = Math.max(last, e.at);
    const [method, input] = callOf(e, tid, entrant, game);
    const out = await api(method, input, e.at, e.refused, e.line);
    if (e.what === 'add' && out) ids.set(e.player, out.id);
    if (e.what === 'pair' && out) games.push(out.boards.find((b) => b.white.id === input.whiteId).gameId);
    if (e.what === 'view' && out) views.push({ at: e.at, line: e.line, view: out });
  }
  const view = await api('arena.view', { tournamentId: tid }, last + MIN);
  return { day, view, views, stats, games };
}

const ranking = (view, out) => {
  for (const s of view.standings)
    out(
      `  ${String(s.place).padStart(2)}  ${s.entrant.name.padEnd(30)} ${String(s.points).padStart(3)} pts  ${String(s.wins).padStart(2)} wins  ${String(s.games).padStart(2)} games`,
    );
};

export function printReplay(r, event, out) {
  const { day, view, stats } = r;
  out(
    `replay of "${day.name}": ${day.players.length} players at the start, ${r.games.length} games paired by hand`,
  );
  out(`event file: ${event}`);
  out(
    `diagonal api calls: ${stats.calls} (${Object.entries(stats.byMethod)
      .map(([m, n]) => `${m} ${n}`)
      .join(', ')})`,
  );
  for (const x of stats.refusals)
    out(`line ${x.line}, refused as the log expects (${x.method}): ${x.message}`);
  for (const x of stats.unexpected) out(`line ${x.line}, NOT AS LOGGED (${x.method}): ${x.message}`);
  for (const v of r.views) {
    out(`line ${v.line}, the ranking at ${localTime(v.at)} (R14.5):`);
    ranking(v.view, out);
  }
  out(`arena ${view.closed ? 'closed' : 'OPEN'}; final ranking (R14.5: points, then wins):`);
  ranking(view, out);
  const check = handCheck({ view });
  out(`points of every player by hand = the API's: ${check.allMatch ? 'yes' : 'NO'}`);
  return check.allMatch && stats.unexpected.length === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv
    .slice(2)
    .find((a, i, all) => !a.startsWith('--') && !['--event', '--commands'].includes(all[i - 1]));
  if (!file) {
    process.stderr.write('Usage: npm run arena:replay -- LOG [--event FILE] [--commands FILE] [--spawn]\n');
    process.exit(2);
  }
  const event = option(
    '--event',
    join(mkdtempSync(join(tmpdir(), 'arena-replay-')), 'arena-replay.diagonal'),
  );
  const lines = [];
  const r = await replayArenaLog({
    text: readFileSync(file, 'utf8'),
    call: await cli(process.argv.includes('--spawn')),
    event,
    log: (argv) => lines.push(['diagonal', ...argv].map(quote).join(' ')),
  });
  const commands = option('--commands', null);
  if (commands) writeFileSync(commands, `${lines.join('\n')}\n`);
  process.exitCode = printReplay(r, event, (s) => process.stdout.write(`${s}\n`)) ? 0 : 1;
}

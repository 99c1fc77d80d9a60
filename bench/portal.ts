// The results portal under a round's rush (issue 15): 200 phones, each from its own loopback
// address, report round 1 of a 200-entrant Swiss at once against the real web server and its
// portal listener on 127.0.0.1. Boards by kind: 60 matching, 20 contradicting, 20 single (the
// other phone only reads); every 5th phone retries its submission with the same key, every 7th
// sends it again with a new key. Then the clock passes ten minutes (singles stand, R16.2) and the
// arbiter accepts a side on every dispute. Goal: every acknowledged report stored, none twice,
// p99 under 100 ms. The phones have opened the page before the rush (their first read of the board,
// as when the round is put up): that phase is timed apart, the rush is what p50/p99 measure.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Api } from '../src/shared/api/contract';
import type { Envelope } from '../src/shared/api/envelope';
import { TOKEN_HEADER } from '../src/shared/portal/phone';
import { SESSION_HEADER, startWebServer } from '../src/main/transports/http';

const N = 200;
/** Where each answer's time goes: the first reads (opening the page), then the rush. */
let latencies: number[] = [];
let offset = 0;
const now = () => new Date(Date.now() + offset);

type Answer = { ok: boolean; value?: { status?: string; duplicate?: boolean }; error?: { code: string } };

function post(url: URL, method: string, input: unknown, token: string, from: string): Promise<Answer> {
  const body = JSON.stringify({ input, lng: 'en' });
  const t0 = performance.now();
  return new Promise((ok, fail) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: `/api/${method}`,
        localAddress: from,
        headers: { 'Content-Type': 'application/json', Host: url.host, [TOKEN_HEADER]: token },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          latencies.push(performance.now() - t0);
          ok(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer);
        });
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;

async function setUp(api: Api): Promise<number> {
  await api['event.create']({ file: 'bench-portal', name: 'Bench' });
  const t = await api['tournament.create']({
    settings: { name: 'Open 200', scheduledStart: '2026-12-05T10:00', closeAtEnd: false },
  });
  for (let i = 0; i < N; i++)
    await api['entrant.add']({
      tournamentId: t.id,
      name: `Player ${String(i + 1).padStart(3, '0')}`,
      rating: 2400 - i,
    });
  await api['tournament.start']({ tournamentId: t.id, seed: 11 });
  await api['portal.configure']({ tournamentId: t.id, enabled: true, access: 'open' });
  return t.id;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'diagonal-bench-portal-'));
  const web = await startWebServer({ port: 0, host: '127.0.0.1', dataDir, rendererDir: 'out/renderer', now });
  const origin = new URL(web.url).origin;
  const api = createClient(async (method, input) => {
    const res = await fetch(`${origin}/api/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SESSION_HEADER]: web.token },
      body: JSON.stringify({ input, lng: 'en' }),
    });
    return (await res.json()) as Envelope<unknown>;
  });
  try {
    const tid = await setUp(api);
    const portal = new URL((await api['portal.listen']({ address: '127.0.0.1', port: 0 })).url ?? '');
    const token = new Map(
      (await api['portal.invite']({ tournamentId: tid })).map((l) => [l.name, new URL(l.url).hash.slice(3)]),
    );
    const round = await api['round.get']({ tournamentId: tid, round: 1 });
    let acknowledged = 0;
    let phoneNo = 0;
    const phones: (() => Promise<void>)[] = [];
    const opened: (() => Promise<void>)[] = [];
    round.boards.forEach((b, i) => {
      const kind = i % 10 < 6 ? 'matching' : i % 10 < 8 ? 'contradicting' : 'single';
      for (const side of ['white', 'black'] as const) {
        const no = ++phoneNo;
        const from = `127.0.1.${no <= 250 ? no : 250}`;
        const tk = token.get(b[side].name) ?? '';
        const reports = !(kind === 'single' && side === 'black');
        const outcome = kind === 'contradicting' ? 'win' : side === 'white' ? 'win' : 'loss';
        opened.push(() => post(portal, 'board', {}, tk, from).then(() => undefined));
        phones.push(async () => {
          if (!reports) return;
          const send = (key: string) =>
            post(
              portal,
              'report',
              { round: 1, requestKey: key, kind: 'result', outcomes: [outcome] },
              tk,
              from,
            );
          const first = await send(`phone-${no}-a`);
          if (first.ok && first.value?.duplicate === false) acknowledged++;
          else throw new Error(`phone ${no}: ${JSON.stringify(first)}`);
          if (no % 5 === 0) await send(`phone-${no}-a`); // a retry after a lost answer
          if (no % 7 === 0) await send(`phone-${no}-b`); // the same result tapped again
          await post(portal, 'board', {}, tk, from);
        });
      }
    });
    // Every phone opens the page (its connection and its first read of the board) ...
    const tOpen = performance.now();
    await Promise.all(opened.map((p) => p()));
    const openedIn = performance.now() - tOpen;
    const openLatencies = latencies;
    latencies = [];
    // ... then the round is reported at once.
    const t0 = performance.now();
    await Promise.all(phones.map((p) => p()));
    const reported = performance.now() - t0;
    // R16.2: ten minutes pass; the singles stand at the next read, the arbiter settles disputes.
    offset += 10 * 60_000 + 1000;
    await post(
      portal,
      'pairings',
      { tournamentId: tid },
      token.get(round.boards[0]?.white.name ?? '') ?? '',
      '127.0.0.1',
    );
    const view = await api['portal.round']({ tournamentId: tid });
    for (const b of view.boards.filter((x) => x.status === 'disputed'))
      await api['portal.decide']({ tournamentId: tid, round: 1, board: b.boardNo, decision: 'accept-white' });
    const validated = performance.now() - t0;
    const after = await api['round.get']({ tournamentId: tid, round: 1 });
    const final = await api['portal.round']({ tournamentId: tid });
    const stored = final.boards.reduce((n, b) => n + b.reports.length, 0);
    const duplicates = final.boards.reduce(
      (n, b) => n + b.reports.length - new Set(b.reports.map((r) => r.side)).size,
      0,
    );
    const open = after.boards.filter((b) => b.games.some((g) => g.result === null)).length;
    const p50 = pct(latencies, 50);
    const p99 = pct(latencies, 99);
    console.log(
      `boards ${after.boards.length}: 60 matching, 20 contradicting, 20 single; requests ${latencies.length}`,
    );
    console.log(
      `pages opened: ${openLatencies.length} first reads in ${openedIn.toFixed(0)} ms, p50 ${pct(openLatencies, 50).toFixed(1)} ms, p99 ${pct(openLatencies, 99).toFixed(1)} ms`,
    );
    console.log(
      `the rush: all phones answered in ${reported.toFixed(0)} ms; round validated (singles after the window, disputes decided) in ${validated.toFixed(0)} ms; boards without a result: ${open}`,
    );
    console.log(
      `acknowledged ${acknowledged}, stored ${stored}, duplicates ${duplicates}, latency p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
    );
    console.log(
      `portal: phones ${phoneNo}, acknowledged ${acknowledged}, stored ${stored}, duplicates ${duplicates}, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
    );
    if (stored !== acknowledged || duplicates !== 0 || open !== 0) process.exitCode = 1;
  } finally {
    await web.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

/**
 * The results portal's listener (RULES.md R16.2-R16.3): a node:http server of its own, apart from
 * the arbiter's web mode, serving the phone page and the phone method map (methods.ts) only.
 * Secure by construction: the Host header must name this listener (DNS rebinding), a request from
 * another site is refused (Origin, JSON content type), bodies are small, every client is rate
 * limited, wrong passwords more strictly, and no answer carries a stack trace, a path or a token
 * other than the caller's own new one.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { isAppError } from '../../../shared/errors';
import { isLanguage, t, type Language } from '../../../shared/i18n/index';
import { PHONE_HEADER, TOKEN_HEADER } from '../../../shared/portal/phone';
import type { EventSession } from '../../session/session';
import type { Db } from '../../db/connection';
import { portalTournaments } from '../../services/portal/directory';
import { identityOf, type Identity } from '../../services/portal/access';
import { forgetModel, writeBatch } from '../../services/portal/read-model';
import { dueUnits, settleDue } from '../../services/portal/reports';
import { GuessGuard, type Client, type GuessLimits } from './guessing';
import { RateLimiter, REQUESTS, type Bucket } from './limits';
import { isPhoneMethod, runPhoneMethod } from './methods';

export type PortalServerOptions = {
  session: EventSession;
  host: string;
  port: number;
  now: () => Date;
  /** The built phone page: index.html, portal.js, portal.css. */
  pageDir: string;
  limits?: { requests?: Bucket; guesses?: Partial<GuessLimits> };
  /** The limits on wrong passwords and codes, kept by the host across restarts (guessing.ts). */
  guesses?: GuessGuard;
};
export type PortalServer = { url: string; host: string; port: number; close: () => Promise<void> };

/** A phone's request is a few hundred bytes; 4 KB leaves room and nothing more. */
export const MAX_BODY = 4096;
const SWEEP_MS = 20_000;
/**
 * The WAL is folded into the event file once the phones pause (see `checkpoint`), not after every
 * commit: a commit with synchronous=FULL is already durable, and a checkpoint per batch cost as
 * much as the commit itself under a round's rush. A steady stream still folds every second.
 */
const FOLD_QUIET_MS = 200;
const FOLD_LATEST_MS = 1000;
/** Group commit pacing (see `schedule`): the loop's time outside commits, per unit of commit time. */
const COMMIT_SHARE = 4;
const MAX_GATHER_MS = 20;
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const PAGE: Record<string, string> = {
  '/': 'index.html',
  '/portal.js': 'portal.js',
  '/portal.css': 'portal.css',
};
const TYPES: Record<string, string> = {
  'index.html': 'text/html; charset=utf-8',
  'portal.js': 'text/javascript; charset=utf-8',
  'portal.css': 'text/css; charset=utf-8',
};
const STATUS: Record<string, number> = {
  'portal:unknownMethod': 404,
  'portal:notFound': 404,
  'portal:badToken': 401,
  'portal:wrongPassword': 401,
  'portal:wrongCode': 401,
  'portal:privateTournament': 403,
  'portal:badOrigin': 403,
  'portal:badRequest': 400,
  'portal:notJson': 415,
  'portal:tooLarge': 413,
  'portal:badHost': 421,
  'portal:tooManyRequests': 429,
  'portal:tooManyAttempts': 429,
  'portal:tooManyAttemptsHere': 429,
  'portal:tooManyCodes': 429,
  'portal:unavailable': 503,
};

function headerLanguage(req: IncomingMessage): Language {
  const first = (req.headers['accept-language'] ?? '').slice(0, 2).toLowerCase();
  return isLanguage(first) ? first : 'en';
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(text);
}

/** Only the portal's own refusals and the play rules' are said as they are; anything else is "unavailable". */
function refusal(
  res: ServerResponse,
  lng: Language,
  code: string,
  params: Record<string, unknown> = {},
): void {
  const said = code.startsWith('portal:') || code.startsWith('play:') ? code : 'portal:unavailable';
  send(res, STATUS[said] ?? 409, { ok: false, error: { code: said, message: t(lng, said, params) } });
}

/**
 * The request's own address, never a header a phone could write. The desk is a browser on the
 * computer that serves the portal: it reaches the listener from the listener's own address.
 */
function clientOf(req: IncomingMessage): Client {
  const address = req.socket.remoteAddress ?? '';
  return { address, desk: address !== '' && address === req.socket.localAddress };
}

/** A phone's id as a short label for the arbiter (a hash: the id itself is never shown or kept). */
function phoneLabel(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string' || header.length < 8 || header.length > 100) return null;
  return createHash('sha256').update(header, 'utf8').digest('hex').slice(0, 6).toUpperCase();
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function startPortalServer(opts: PortalServerOptions): Promise<PortalServer> {
  const { session } = opts;
  const requests = new RateLimiter(opts.limits?.requests ?? REQUESTS);
  const guesses = opts.guesses ?? new GuessGuard(opts.limits?.guesses);
  // Read on first request and kept: the page is a few kilobytes and changes only with a build.
  const page = new Map<string, Buffer | null>();
  const pageFile = (name: string): Buffer | null => {
    if (!page.has(name)) {
      let bytes: Buffer | null;
      try {
        bytes = readFileSync(join(opts.pageDir, name));
      } catch {
        bytes = null;
      }
      page.set(name, bytes);
    }
    return page.get(name) ?? null;
  };
  let hosts: string[] = [];
  let origins: string[] = [];

  const db = (): Db => session.requireDb();
  /**
   * Group commit: the writes of phones that arrive together run in one IMMEDIATE transaction, each
   * in its own savepoint (a refusal undoes only its own), then one commit for all. Every phone is
   * answered only after the commit (WAL, synchronous=FULL): an acknowledged report is on disk.
   */
  type Pending = {
    tournamentId: number;
    work: (db: Db) => unknown;
    ok: (v: unknown) => void;
    fail: (e: unknown) => void;
  };
  let fold: NodeJS.Timeout | null = null;
  let firstUnfolded = 0;
  const foldNow = (): void => {
    if (fold) clearTimeout(fold);
    fold = null;
    firstUnfolded = 0;
    try {
      session.settle();
    } catch (e) {
      console.error('diagonal portal: checkpoint failed', e);
    }
  };
  /** After a commit: fold the WAL when the phones pause, at the latest FOLD_LATEST_MS later. */
  function foldSoon(): void {
    const at = performance.now();
    if (firstUnfolded === 0) firstUnfolded = at;
    if (fold) clearTimeout(fold);
    const wait = Math.max(0, Math.min(FOLD_QUIET_MS, firstUnfolded + FOLD_LATEST_MS - at));
    fold = setTimeout(foldNow, wait);
    fold.unref();
  }
  let queue: Pending[] = [];
  let flushing = false;
  let scheduled = false;
  /** When the last commit ended and how long it took (performance.now() milliseconds). */
  let lastCommit = { at: -Infinity, took: 0 };
  /**
   * Each commit blocks the event loop for its fsync, and Node accepts one new connection per turn
   * of the loop: under a round's rush a commit per turn left phones waiting to be accepted for
   * most of a second. So the next batch starts once the loop has had COMMIT_SHARE times the last
   * commit's time for everything else (at most MAX_GATHER_MS): a fast disk commits almost at
   * once, a slow one gathers more phones per commit. A write after a pause starts at once.
   */
  function schedule(): void {
    if (flushing || scheduled || queue.length === 0) return;
    scheduled = true;
    const run = () => {
      scheduled = false;
      void flush();
    };
    const wait = lastCommit.at + Math.min(MAX_GATHER_MS, COMMIT_SHARE * lastCommit.took) - performance.now();
    if (wait <= 0) setImmediate(run);
    else setTimeout(run, wait);
  }
  async function flush(): Promise<void> {
    if (flushing) return;
    flushing = true;
    try {
      const batch = queue;
      queue = [];
      const now = opts.now();
      let w: Db;
      try {
        w = await session.writable(now);
      } catch (e) {
        for (const p of batch) p.fail(e);
        return;
      }
      const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
      const started = performance.now();
      try {
        // One read of each tournament for the whole batch (read-model.ts), updated as it writes.
        writeBatch(w, () => {
          for (const id of new Set(batch.map((p) => p.tournamentId))) settleDue(w, id, now);
          for (const p of batch)
            try {
              outcomes.push({ ok: true, value: w.transaction(() => p.work(w))() });
            } catch (error) {
              // Rolled back in the file: what it may have changed in memory goes with it.
              forgetModel(w, p.tournamentId);
              outcomes.push({ ok: false, error });
            }
        });
      } catch (e) {
        for (const p of batch) p.fail(e);
        return;
      } finally {
        const at = performance.now();
        lastCommit = { at, took: at - started };
      }
      foldSoon();
      batch.forEach((p, i) => {
        const o = outcomes[i];
        if (o?.ok) p.ok(o.value);
        else p.fail(o?.error);
      });
    } finally {
      flushing = false;
      // Writes that came while this batch ran: the next batch.
      schedule();
    }
  }
  function write<T>(tournamentId: number, work: (db: Db) => T): Promise<T> {
    return new Promise<T>((ok, fail) => {
      queue.push({ tournamentId, work, ok: ok as (v: unknown) => void, fail });
      // The phones of the same moment join this batch; the flush starts once they are in.
      schedule();
    });
  }
  async function settle(tournamentId: number): Promise<void> {
    if (dueUnits(db(), tournamentId, opts.now()) > 0) await write(tournamentId, () => undefined);
  }

  async function api(req: IncomingMessage, res: ServerResponse, name: string, client: Client): Promise<void> {
    const lng = headerLanguage(req);
    const now = opts.now();
    // The desk (this computer itself) is never held back by the hall's limits.
    if (!client.desk && !requests.take(client.address, now.getTime()))
      return refusal(res, lng, 'portal:tooManyRequests');
    if (!isPhoneMethod(name)) return refusal(res, lng, 'portal:unknownMethod');
    if (req.method !== 'POST' || !(req.headers['content-type'] ?? '').startsWith('application/json'))
      return refusal(res, lng, 'portal:notJson');
    // A page of another site may post here only as a "simple" request, which the JSON type and
    // the Origin check exclude; the browser sends Origin with every POST.
    const origin = req.headers.origin;
    if (origin !== undefined && !origins.includes(origin)) return refusal(res, lng, 'portal:badOrigin');
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) return refusal(res, lng, 'portal:tooLarge');
    const body = await readBody(req);
    if (!body) return refusal(res, lng, 'portal:tooLarge');
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return refusal(res, lng, 'portal:notJson');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return refusal(res, lng, 'portal:notJson');
    const { input, lng: asked } = parsed as { input?: unknown; lng?: unknown };
    const language = isLanguage(asked) ? asked : lng;
    try {
      const guessing = name === 'unlock' || name === 'identify';
      if (guessing) guesses.checkAddress(client, now.getTime());
      if (!session.db) return refusal(res, language, 'portal:unavailable');
      const token = req.headers[TOKEN_HEADER];
      let who: Identity | null = null;
      if (typeof token === 'string') {
        who = identityOf(db(), token);
        if (!who) {
          guesses.failed(client, [], now.getTime());
          return refusal(res, language, 'portal:badToken');
        }
      }
      const value = await runPhoneMethod(name, input, {
        db,
        write,
        settle,
        who,
        lng: language,
        now,
        from: { phone: phoneLabel(req.headers[PHONE_HEADER]), address: client.address },
        guesses: {
          open: (ids, holder) => guesses.open(client, ids, now.getTime(), holder),
          failed: (ids, holder) => guesses.failed(client, ids, now.getTime(), holder),
        },
      });
      send(res, 200, { ok: true, value });
    } catch (e) {
      if (isAppError(e)) return refusal(res, language, e.code, e.params);
      // The arbiter's console gets the detail; the phone never does (no stack, no path).
      console.error('diagonal portal: request failed', e);
      refusal(res, language, 'portal:unavailable');
    }
  }

  function file(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    const name = PAGE[pathname];
    const bytes = name ? pageFile(name) : null;
    if (!name || !bytes || (req.method !== 'GET' && req.method !== 'HEAD'))
      return refusal(res, headerLanguage(req), 'portal:notFound');
    res.writeHead(200, {
      'Content-Type': TYPES[name] ?? 'application/octet-stream',
      'Content-Length': bytes.length,
      'Content-Security-Policy': CSP,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  }

  const server = createServer((req, res) => {
    const lng = headerLanguage(req);
    if (!hosts.includes((req.headers.host ?? '').toLowerCase()))
      return refusal(res, lng, 'portal:badHost', { host: hosts[0] });
    const client = clientOf(req);
    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://x').pathname;
    } catch {
      return refusal(res, lng, 'portal:notFound');
    }
    const handle = pathname.startsWith('/api/')
      ? api(req, res, pathname.slice(5), client)
      : file(req, res, pathname);
    Promise.resolve(handle).catch((e: unknown) => {
      console.error('diagonal portal: request failed', e);
      if (!res.headersSent) refusal(res, lng, 'portal:unavailable');
      else res.destroy();
    });
  });
  // R16.2: a single report stands once its ten minutes are over, even when no phone asks.
  const sweep = setInterval(() => {
    const open = session.db;
    if (!open) return;
    for (const id of portalTournaments(open))
      settle(id).catch((e: unknown) => console.error('diagonal portal: settling failed', e));
  }, SWEEP_MS);
  sweep.unref();
  // Requests and headers are small; a slow client is cut off instead of holding a socket.
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  server.maxHeadersCount = 50;

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port, opts.host, () => ok());
  });
  const { port } = server.address() as AddressInfo;
  hosts = [`${opts.host}:${port}`];
  if (opts.host === '127.0.0.1') hosts.push(`localhost:${port}`);
  origins = hosts.map((h) => `http://${h}`);
  return {
    url: `http://${opts.host}:${port}/`,
    host: opts.host,
    port,
    close: () =>
      new Promise<void>((ok) => {
        clearInterval(sweep);
        if (fold) foldNow();
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
}

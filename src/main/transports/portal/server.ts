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

/** The phone page's files, read on first request and kept: a few kilobytes that change only with a build. */
function pageFiles(dir: string): (name: string) => Buffer | null {
  const page = new Map<string, Buffer | null>();
  return (name) => {
    if (!page.has(name)) {
      let bytes: Buffer | null;
      try {
        bytes = readFileSync(join(dir, name));
      } catch {
        bytes = null;
      }
      page.set(name, bytes);
    }
    return page.get(name) ?? null;
  };
}

type Pending = {
  tournamentId: number;
  work: (db: Db) => unknown;
  ok: (v: unknown) => void;
  fail: (e: unknown) => void;
};
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Group commit: the writes of phones that arrive together run in one IMMEDIATE transaction, each
 * in its own savepoint (a refusal undoes only its own), then one commit for all. Every phone is
 * answered only after the commit (WAL, synchronous=FULL): an acknowledged report is on disk.
 */
class GroupCommit {
  private fold: NodeJS.Timeout | null = null;
  private firstUnfolded = 0;
  private queue: Pending[] = [];
  private flushing = false;
  private scheduled = false;
  /** When the last commit ended and how long it took (performance.now() milliseconds). */
  private lastCommit = { at: -Infinity, took: 0 };

  constructor(
    private readonly session: EventSession,
    private readonly now: () => Date,
  ) {}

  write<T>(tournamentId: number, work: (db: Db) => T): Promise<T> {
    return new Promise<T>((ok, fail) => {
      this.queue.push({ tournamentId, work, ok: ok as (v: unknown) => void, fail });
      // The phones of the same moment join this batch; the flush starts once they are in.
      this.schedule();
    });
  }

  /** Settles the tournament's due single reports (R16.2 ten minutes) by an empty write. */
  async settle(tournamentId: number): Promise<void> {
    if (dueUnits(this.session.requireDb(), tournamentId, this.now()) > 0)
      await this.write(tournamentId, () => undefined);
  }

  /** On close: a WAL still waiting to be folded is folded now. */
  close(): void {
    if (this.fold) this.foldNow();
  }

  private foldNow(): void {
    if (this.fold) clearTimeout(this.fold);
    this.fold = null;
    this.firstUnfolded = 0;
    try {
      this.session.settle();
    } catch (e) {
      console.error('diagonal portal: checkpoint failed', e);
    }
  }

  /** After a commit: fold the WAL when the phones pause, at the latest FOLD_LATEST_MS later. */
  private foldSoon(): void {
    const at = performance.now();
    if (this.firstUnfolded === 0) this.firstUnfolded = at;
    if (this.fold) clearTimeout(this.fold);
    const wait = Math.max(0, Math.min(FOLD_QUIET_MS, this.firstUnfolded + FOLD_LATEST_MS - at));
    this.fold = setTimeout(() => this.foldNow(), wait);
    this.fold.unref();
  }

  /**
   * Each commit blocks the event loop for its fsync, and Node accepts one new connection per turn
   * of the loop: under a round's rush a commit per turn left phones waiting to be accepted for
   * most of a second. So the next batch starts once the loop has had COMMIT_SHARE times the last
   * commit's time for everything else (at most MAX_GATHER_MS): a fast disk commits almost at
   * once, a slow one gathers more phones per commit. A write after a pause starts at once.
   */
  private schedule(): void {
    if (this.flushing || this.scheduled || this.queue.length === 0) return;
    this.scheduled = true;
    const run = () => {
      this.scheduled = false;
      void this.flush();
    };
    const { at, took } = this.lastCommit;
    const wait = at + Math.min(MAX_GATHER_MS, COMMIT_SHARE * took) - performance.now();
    if (wait <= 0) setImmediate(run);
    else setTimeout(run, wait);
  }

  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      const batch = this.queue;
      this.queue = [];
      const now = this.now();
      let w: Db;
      try {
        w = await this.session.writable(now);
      } catch (e) {
        for (const p of batch) p.fail(e);
        return;
      }
      const outcomes = this.commit(w, batch, now);
      if (!outcomes) return;
      this.foldSoon();
      batch.forEach((p, i) => {
        const o = outcomes[i];
        if (o?.ok) p.ok(o.value);
        else p.fail(o?.error);
      });
    } finally {
      this.flushing = false;
      // Writes that came while this batch ran: the next batch.
      this.schedule();
    }
  }

  /** The batch in one commit, each write in its savepoint; null when the commit itself failed. */
  private commit(w: Db, batch: Pending[], now: Date): Outcome[] | null {
    const outcomes: Outcome[] = [];
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
      return null;
    } finally {
      const at = performance.now();
      this.lastCommit = { at, took: at - started };
    }
    return outcomes;
  }
}

/** What the request handlers share: the session, the limits, the writer and who may call. */
type Listener = {
  session: EventSession;
  now: () => Date;
  requests: RateLimiter;
  guesses: GuessGuard;
  writer: GroupCommit;
  pageFile: (name: string) => Buffer | null;
  /** The Host headers and Origins that name this listener, known once it listens. */
  hosts: string[];
  origins: string[];
};

/**
 * A phone method's request as the listener accepts it: rate limited (not the desk), POSTed as JSON
 * from this listener's own page, small; the parsed body, or null once refused.
 */
async function acceptedBody(
  l: Listener,
  req: IncomingMessage,
  res: ServerResponse,
  call: { name: string; client: Client; now: Date },
): Promise<{ input?: unknown; lng?: unknown } | null> {
  const { name, client, now } = call;
  const lng = headerLanguage(req);
  const refuse = (code: string) => (refusal(res, lng, code), null);
  // The desk (this computer itself) is never held back by the hall's limits.
  if (!client.desk && !l.requests.take(client.address, now.getTime()))
    return refuse('portal:tooManyRequests');
  if (!isPhoneMethod(name)) return refuse('portal:unknownMethod');
  if (req.method !== 'POST' || !(req.headers['content-type'] ?? '').startsWith('application/json'))
    return refuse('portal:notJson');
  // A page of another site may post here only as a "simple" request, which the JSON type and
  // the Origin check exclude; the browser sends Origin with every POST.
  const origin = req.headers.origin;
  if (origin !== undefined && !l.origins.includes(origin)) return refuse('portal:badOrigin');
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) return refuse('portal:tooLarge');
  const body = await readBody(req);
  if (!body) return refuse('portal:tooLarge');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return refuse('portal:notJson');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return refuse('portal:notJson');
  return parsed as { input?: unknown; lng?: unknown };
}

async function api(
  l: Listener,
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  client: Client,
): Promise<void> {
  const now = l.now();
  const body = await acceptedBody(l, req, res, { name, client, now });
  if (!body || !isPhoneMethod(name)) return;
  const language = isLanguage(body.lng) ? body.lng : headerLanguage(req);
  const { session, guesses, writer } = l;
  const db = (): Db => session.requireDb();
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
    const value = await runPhoneMethod(name, body.input, {
      db,
      write: (tournamentId, work) => writer.write(tournamentId, work),
      settle: (tournamentId) => writer.settle(tournamentId),
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

function file(l: Listener, req: IncomingMessage, res: ServerResponse, pathname: string): void {
  const name = PAGE[pathname];
  const bytes = name ? l.pageFile(name) : null;
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

/** Every request: the Host header must name this listener (DNS rebinding), then a method or a file. */
function handle(l: Listener, req: IncomingMessage, res: ServerResponse): void {
  const lng = headerLanguage(req);
  if (!l.hosts.includes((req.headers.host ?? '').toLowerCase()))
    return refusal(res, lng, 'portal:badHost', { host: l.hosts[0] });
  const client = clientOf(req);
  let pathname: string;
  try {
    pathname = new URL(req.url ?? '/', 'http://x').pathname;
  } catch {
    return refusal(res, lng, 'portal:notFound');
  }
  const done = pathname.startsWith('/api/')
    ? api(l, req, res, pathname.slice(5), client)
    : file(l, req, res, pathname);
  Promise.resolve(done).catch((e: unknown) => {
    console.error('diagonal portal: request failed', e);
    if (!res.headersSent) refusal(res, lng, 'portal:unavailable');
    else res.destroy();
  });
}

/** R16.2: a single report stands once its ten minutes are over, even when no phone asks. */
function sweepDue(l: Listener): NodeJS.Timeout {
  const sweep = setInterval(() => {
    const open = l.session.db;
    if (!open) return;
    for (const id of portalTournaments(open))
      l.writer.settle(id).catch((e: unknown) => console.error('diagonal portal: settling failed', e));
  }, SWEEP_MS);
  sweep.unref();
  return sweep;
}

export async function startPortalServer(opts: PortalServerOptions): Promise<PortalServer> {
  const l: Listener = {
    session: opts.session,
    now: opts.now,
    requests: new RateLimiter(opts.limits?.requests ?? REQUESTS),
    guesses: opts.guesses ?? new GuessGuard(opts.limits?.guesses),
    writer: new GroupCommit(opts.session, opts.now),
    pageFile: pageFiles(opts.pageDir),
    hosts: [],
    origins: [],
  };
  const server = createServer((req, res) => handle(l, req, res));
  const sweep = sweepDue(l);
  // Requests and headers are small; a slow client is cut off instead of holding a socket.
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  server.maxHeadersCount = 50;

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port, opts.host, () => ok());
  });
  const { port } = server.address() as AddressInfo;
  l.hosts = [`${opts.host}:${port}`];
  if (opts.host === '127.0.0.1') l.hosts.push(`localhost:${port}`);
  l.origins = l.hosts.map((h) => `http://${h}`);
  return {
    url: `http://${opts.host}:${port}/`,
    host: opts.host,
    port,
    close: () =>
      new Promise<void>((ok) => {
        clearInterval(sweep);
        l.writer.close();
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
}

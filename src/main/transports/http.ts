import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import { contract, isMethodName } from '../../shared/api/contract';
import type { Envelope } from '../../shared/api/envelope';
import { isLanguage, t, type Language } from '../../shared/i18n/index';
import { createDispatcher } from '../api/dispatch';
import { EventSession } from '../session/session';
import { createPortalHost } from './portal/host';
import { SHOWN_EVENT_HEADER, shownEventRefusal } from './shown-event';
import { SITE_PREFIX, siteFile } from '../api/site-pages';

export type WebServerOptions = {
  port?: number;
  host?: string;
  /** Event files live here; the API takes file names in it, never paths (web mode). */
  dataDir: string;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** The results portal's phone page (out/portal); beside the renderer unless said. */
  portalDir?: string;
  /** The clock of every action; tests replay one (R16.2 ten minutes). */
  now?: () => Date;
};
export type WebServer = { url: string; token: string; close: () => Promise<void> };

export const SESSION_HEADER = 'x-diagonal-session';
const MB = 1024 * 1024;
const MAX_BODY_MB = 5;
/** A method may take more (a list uploaded from the browser); every other request stays small. */
const bodyLimit = (method: string): number =>
  (isMethodName(method) ? contract[method].maxRequestBytes : undefined) ?? MAX_BODY_MB * MB;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};
// Mantine injects style elements; scripts come only from our own files; the report preview
// shows a PDF from a blob: URL in a frame.
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; frame-src blob:; " +
  "font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The language of a refusal sent before the body is read: the browser's, else English. */
function headerLanguage(req: IncomingMessage): Language {
  const first = (req.headers['accept-language'] ?? '').slice(0, 2).toLowerCase();
  return isLanguage(first) ? first : 'en';
}

function sendJson(res: ServerResponse, status: number, body: Envelope<unknown>): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(text);
}

const refusal = (lng: Language, code: string, params: Record<string, unknown> = {}): Envelope<unknown> => ({
  ok: false,
  error: { code, message: t(lng, `errors:${code}`, params) },
});

function sameToken(given: string | string[] | undefined, token: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Reads at most `max` bytes; null when the body is larger. */
async function readBody(req: IncomingMessage, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > max) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** What the request handlers share: the session, its token and the files they may serve. */
type Served = {
  token: string;
  session: EventSession;
  dispatch: ReturnType<typeof createDispatcher>;
  rendererDir: string;
  dataDir: string;
  /** The Host headers accepted, known once the server listens. */
  hosts: string[];
};

/** `/api/<method>`: the arbiter's token, a bounded JSON body, then the dispatcher's answer. */
async function api(s: Served, req: IncomingMessage, res: ServerResponse, method: string): Promise<void> {
  const lng = headerLanguage(req);
  if (!sameToken(req.headers[SESSION_HEADER], s.token))
    return sendJson(res, 401, refusal(lng, 'unauthorized'));
  if (req.method !== 'POST') return sendJson(res, 405, refusal(lng, 'notJson'));
  if (!(req.headers['content-type'] ?? '').startsWith('application/json'))
    return sendJson(res, 415, refusal(lng, 'notJson'));
  const max = bodyLimit(method);
  const tooLarge = () => sendJson(res, 413, refusal(lng, 'tooLarge', { max: Math.floor(max / MB) }));
  if (Number(req.headers['content-length'] ?? 0) > max) return tooLarge();
  const body = await readBody(req, max);
  if (!body) return tooLarge();
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return sendJson(res, 400, refusal(lng, 'notJson'));
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return sendJson(res, 400, refusal(lng, 'notJson'));
  const { input, lng: bodyLng } = parsed as { input?: unknown; lng?: unknown };
  const language = isLanguage(bodyLng) ? bodyLng : lng;
  // a window still showing an event file another window replaced acts on nothing
  const other = shownEventRefusal(
    method,
    req.headers[SHOWN_EVENT_HEADER],
    s.session.path === null ? null : s.session.handle(s.session.path),
  );
  if (other) return sendJson(res, 409, refusal(language, other.code, other.params));
  sendJson(res, 200, await s.dispatch(method, input, language));
}

/** Every other path: a file of the renderer, or of the website the arbiter wrote. */
function file(s: Served, req: IncomingMessage, res: ServerResponse, pathname: string): void {
  const lng = headerLanguage(req);
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return sendJson(res, 405, refusal(lng, 'notFound', { path: pathname }));
  const rel = pathname === '/' ? 'index.html' : pathname.slice(1);
  // The website the arbiter wrote, linked from the screen; otherwise the renderer's files.
  const site = pathname.startsWith(SITE_PREFIX);
  const path = site ? siteFile(s.dataDir, pathname) : resolve(s.rendererDir, rel);
  const inside = path !== null && (site || path.startsWith(s.rendererDir + sep));
  const stat = inside ? statSafe(path) : null;
  if (!path || !stat?.isFile()) return sendJson(res, 404, refusal(lng, 'notFound', { path: pathname }));
  res.writeHead(200, {
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    'Content-Length': stat.size,
    'Content-Security-Policy': CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-cache',
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(path).pipe(res);
}

/** One request: the Host check, then the API or a file; a failure answers 500 with its detail redacted. */
function handle(s: Served, req: IncomingMessage, res: ServerResponse): void {
  const lng = headerLanguage(req);
  if (!s.hosts.includes((req.headers.host ?? '').toLowerCase()))
    return sendJson(res, 421, refusal(lng, 'forbiddenHost', { host: s.hosts[0] }));
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    return sendJson(res, 400, refusal(lng, 'notFound', { path: req.url ?? '' }));
  }
  const handled = pathname.startsWith('/api/')
    ? api(s, req, res, pathname.slice(5))
    : file(s, req, res, pathname);
  Promise.resolve(handled).catch((e: unknown) => {
    console.error('diagonal web: request failed', e);
    const detail = s.session.redact(String(e));
    if (!res.headersSent) sendJson(res, 500, refusal(lng, 'internal', { detail }));
    else res.destroy();
  });
}

/**
 * Web mode (PRODUCT.md): the same app on 127.0.0.1. The arbiter's actions need the session token
 * printed at start; the Host check defeats DNS rebinding; bodies are JSON and bounded.
 */
export async function startWebServer(opts: WebServerOptions): Promise<WebServer> {
  const host = opts.host ?? '127.0.0.1';
  const token = randomBytes(24).toString('base64url');
  const rendererDir = resolve(opts.rendererDir);
  const session = new EventSession({
    access: 'data-dir',
    dataDir: opts.dataDir,
    recentFile: join(opts.dataDir, '.diagonal-recent.json'),
    app: 'web',
  });
  const now = opts.now ?? (() => new Date());
  // The results portal listens apart (its own server and method map), on the arbiter's choice.
  const portal = createPortalHost({
    session,
    now,
    pageDir: opts.portalDir ?? resolve(rendererDir, '..', 'portal'),
  });
  const dispatch = createDispatcher({ session, now, portal });
  const served: Served = { token, session, dispatch, rendererDir, dataDir: opts.dataDir, hosts: [] };
  const server = createServer((req, res) => handle(served, req, res));

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 0, host, () => ok());
  });
  const { port } = server.address() as AddressInfo;
  served.hosts = [`${host}:${port}`];
  if (host === '127.0.0.1') served.hosts.push(`localhost:${port}`);

  return {
    url: `http://${host}:${port}/#session=${token}`,
    token,
    close: () =>
      new Promise<void>((ok) => {
        void portal.close().then(() => {
          server.close(() => ok());
          server.closeAllConnections();
          session.close();
        });
      }),
  };
}

function statSafe(path: string): { isFile: () => boolean; size: number } | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebServer, type WebServer } from '../../src/main/transports/http';
import { createClient, ApiCallError } from '../../src/shared/api/contract';
import type { Envelope } from '../../src/shared/api/envelope';
import { LATEST_VERSION } from '../../src/main/db/migrations/index';

let dir: string;
let server: WebServer;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-http-'));
  mkdirSync(join(dir, 'renderer'));
  writeFileSync(join(dir, 'renderer', 'index.html'), '<!doctype html><title>Diagonal</title>');
  writeFileSync(join(dir, 'secret.txt'), 'outside the renderer');
  server = await startWebServer({ port: 0, dataDir: join(dir, 'data'), rendererDir: join(dir, 'renderer') });
  base = server.url.replace(/#.*$/, '');
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = (method: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}api/${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Diagonal-Session': server.token, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** fetch() will not forge a Host header; a raw request can, as a DNS-rebinding page would. */
function rawGet(path: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(base);
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { Host: host } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('web mode over HTTP', () => {
  it('prints a 127.0.0.1 URL carrying the session token', () => {
    expect(server.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/#session=${server.token}$`));
    expect(server.token.length).toBeGreaterThanOrEqual(32);
  });

  it('serves the built renderer, and nothing outside it', async () => {
    const res = await fetch(base);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<title>Diagonal</title>');
    expect((await fetch(`${base}%2e%2e/secret.txt`)).status).toBe(404);
    expect((await rawGet('/../secret.txt', new URL(base).host)).status).toBe(404);
    expect((await fetch(`${base}missing.js`)).status).toBe(404);
  });

  it('shows the website the arbiter wrote at /site/, and nothing else of the data folder', async () => {
    const data = join(dir, 'data');
    mkdirSync(join(data, 'łódź-site', 'pl'), { recursive: true });
    writeFileSync(join(data, 'łódź-site', 'index.html'), '<!doctype html><title>Łódź</title>');
    writeFileSync(join(data, 'łódź-site', 'pl', 't1.html'), '<!doctype html><title>Turniej</title>');
    writeFileSync(join(data, 'łódź-site', 'notes.txt'), 'not written by the site');
    writeFileSync(join(data, 'łódź-site', 'diagonal-site.json'), '{"files":["index.html","pl/t1.html"]}');
    writeFileSync(join(data, 'łódź.diagonal'), 'an event file');
    const front = await fetch(`${base}site/${encodeURIComponent('łódź-site')}/index.html`);
    expect(front.status).toBe(200);
    expect(front.headers.get('content-type')).toContain('text/html');
    expect(await front.text()).toContain('<title>Łódź</title>');
    expect((await fetch(`${base}site/${encodeURIComponent('łódź-site')}/pl/t1.html`)).status).toBe(200);
    for (const path of [
      'site/%C5%82%C3%B3d%C5%BA-site/notes.txt',
      'site/%C5%82%C3%B3d%C5%BA-site/diagonal-site.json',
      'site/%C5%82%C3%B3d%C5%BA.diagonal',
      'site/%C5%82%C3%B3d%C5%BA-site/..%2F%C5%82%C3%B3d%C5%BA.diagonal',
      'site/%C5%82%C3%B3d%C5%BA-site/',
    ])
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    expect((await rawGet('/site/../secret.txt', new URL(base).host)).status).toBe(404);
  });

  it('refuses API calls without the session token, in the caller language', async () => {
    const res = await post(
      'event.current',
      { input: {}, lng: 'en' },
      { 'X-Diagonal-Session': 'guess', 'Accept-Language': 'fr-FR' },
    );
    expect(res.status).toBe(401);
    const body = (await res.json()) as Envelope<unknown>;
    expect(body).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    if (!body.ok) expect(body.error.message).toContain('n’est pas connectée');
  });

  it('refuses a foreign Host header (DNS rebinding)', async () => {
    const res = await rawGet('/', 'evil.example:80');
    expect(res.status).toBe(421);
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'forbiddenHost' } });
  });

  it('refuses non-JSON and oversized bodies', async () => {
    const text = await post('event.current', 'input=1', { 'Content-Type': 'text/plain' });
    expect(text.status).toBe(415);
    const broken = await post('event.current', '{"input":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ ok: false, error: { code: 'notJson' } });
    const big = await post('event.create', { input: { file: 'x', name: 'y'.repeat(6 * 1024 * 1024) } });
    expect(big.status).toBe(413);
    expect(existsSync(join(dir, 'data', 'x.diagonal'))).toBe(false);
  });

  it('takes a list upload larger than any other request, up to its own limit', async () => {
    // 6 MB of list: refused as any other request would be, taken as an upload
    const bytes = Buffer.from(`Name\n${'Łęcki, Paweł\n'.repeat(420_000)}`);
    expect(bytes.length).toBeGreaterThan(5 * 1024 * 1024);
    const data = bytes.toString('base64');
    const other = await post('event.rename', { input: { name: data } });
    expect(other.status).toBe(413);
    const up = await post('ratings.upload', { input: { fileName: 'big.csv', data } });
    expect(up.status).toBe(200);
    expect(await up.json()).toMatchObject({ ok: true, value: { file: 'big.csv', size: bytes.length } });
    expect(readFileSync(join(dir, 'data', 'big.csv')).equals(bytes)).toBe(true);
  });

  it('runs the API round trip through the typed client', async () => {
    const api = createClient(
      async (method, input) =>
        (await post(method, { input, lng: 'pl' })).json() as Promise<Envelope<unknown>>,
    );
    const event = await api['event.create']({ file: 'Club Open 2026', name: 'Club Open' });
    expect(event).toMatchObject({
      file: 'Club Open 2026.diagonal',
      name: 'Club Open',
      schemaVersion: LATEST_VERSION,
    });
    expect(existsSync(join(dir, 'data', 'Club Open 2026.diagonal'))).toBe(true);
    const t = await api['tournament.create']({
      settings: { name: 'A', scheduledStart: '2026-12-05T10:00', closeAtEnd: false },
    });
    await api['entrant.add']({ tournamentId: t.id, name: 'Kowalski, Jan', rating: 1500 });
    expect((await api['entrant.list']({ tournamentId: t.id })).map((e) => e.name)).toEqual(['Kowalski, Jan']);
    expect((await api['event.recent']({})).map((r) => r.file)).toEqual(['Club Open 2026.diagonal']);
    const e = await api['event.open']({ file: '../../etc/passwd' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiCallError);
    expect((e as ApiCallError).message).toMatch(/nie jest prawidłową nazwą/);
  });
});

describe('a window that still shows an event file another window replaced', () => {
  const call = async (method: string, input: unknown, shown?: string, lng = 'en') => {
    const res = await post(method, { input, lng }, shown === undefined ? {} : { 'X-Diagonal-Event': shown });
    return { status: res.status, body: (await res.json()) as Envelope<unknown> };
  };

  it('is refused before anything is changed, by name, until it shows the open file again', async () => {
    // window 1 works on Łódź ...
    await call('event.create', { file: 'lodz-open', name: 'Łódź Open' });
    const lodz = await call('tournament.create', {
      settings: { name: 'Open A', scheduledStart: '2026-12-05T10:00', closeAtEnd: false },
    });
    expect(lodz.status).toBe(200);
    const shown = encodeURIComponent('lodz-open.diagonal');
    expect((await call('tournament.list', {}, shown)).body.ok).toBe(true);
    // ... window 2 opens another event file: the session now serves Kraków
    await call(
      'event.create',
      { file: 'krakow-cup', name: 'Kraków Cup' },
      encodeURIComponent('krakow-cup.diagonal'),
    );
    await call('tournament.create', {
      settings: { name: 'Cup', scheduledStart: '2026-12-06T10:00', closeAtEnd: false },
    });
    // window 1 registers a player for "its" tournament 1: refused, Kraków's tournament 1 untouched
    const stale = await call(
      'entrant.add',
      { tournamentId: 1, name: 'Świątek, Łukasz', rating: 1500 },
      shown,
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      ok: false,
      error: {
        code: 'otherEvent',
        message:
          'This window shows the event file "lodz-open.diagonal", but "krakow-cup.diagonal" has been opened since, in another window. Nothing was changed. Reload this page to work on "krakow-cup.diagonal", or open "lodz-open.diagonal" again on the Events screen.',
      },
    });
    const fr = await call('tournament.list', {}, shown, 'fr');
    expect(fr.body.ok ? '' : fr.body.error.message).toContain('« krakow-cup.diagonal » a été ouvert depuis');
    const krakow = await call('entrant.list', { tournamentId: 1 });
    expect(krakow.body).toEqual({ ok: true, value: [] });
    // choosing an event file is always allowed; once window 1 opens Łódź again it works again
    expect((await call('event.current', {}, shown)).body.ok).toBe(true);
    expect((await call('event.open', { file: 'lodz-open.diagonal' }, shown)).body.ok).toBe(true);
    expect(
      (await call('entrant.add', { tournamentId: 1, name: 'Świątek, Łukasz', rating: 1500 }, shown)).status,
    ).toBe(200);
    // closed in another window: said so
    await call('event.close', {});
    const closed = await call('tournament.list', {}, shown);
    expect(closed.status).toBe(409);
    expect(closed.body.ok ? '' : closed.body.error.code).toBe('otherEventClosed');
  });
});

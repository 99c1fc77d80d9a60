/**
 * A tournament in web mode with the results portal on 127.0.0.1, a replayed clock, and phones
 * that speak to the portal's listener over real HTTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { createClient, type Api } from '../../../src/shared/api/contract';
import type { Envelope } from '../../../src/shared/api/envelope';
import { PHONE_HEADER, TOKEN_HEADER } from '../../../src/shared/portal/phone';
import { SESSION_HEADER, startWebServer, type WebServer } from '../../../src/main/transports/http';

export type Clock = { now: Date; at: (iso: string) => void; add: (minutes: number) => void };

export function clock(iso: string): Clock {
  const c: Clock = {
    now: new Date(iso),
    at: (x) => void (c.now = new Date(x)),
    add: (m) => void (c.now = new Date(c.now.getTime() + m * 60_000)),
  };
  return c;
}

export type Answer = {
  status: number;
  body: { ok: boolean; value?: unknown; error?: { code: string; message: string } };
  text: string;
};

/** One raw HTTP request, headers as given (a phone, or someone trying things). */
export function raw(
  url: string,
  opts: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    localAddress?: string;
  },
): Promise<Answer> {
  const u = new URL(url);
  return new Promise((ok, fail) => {
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        method: opts.method ?? 'POST',
        path: opts.path,
        headers: opts.headers ?? {},
        ...(opts.localAddress ? { localAddress: opts.localAddress } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: Answer['body'] = { ok: false };
          try {
            body = JSON.parse(text) as Answer['body'];
          } catch {
            // a page, not JSON
          }
          ok({ status: res.statusCode ?? 0, body, text });
        });
      },
    );
    req.on('error', fail);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

/**
 * A phone's call: JSON with the token header, from its own loopback address, and the phone's own
 * id as the page sends it (none unless given).
 */
export function phone(
  url: string,
  method: string,
  input: unknown,
  token?: string | null,
  from?: string,
  device?: string,
) {
  return raw(url, {
    path: `/api/${method}`,
    headers: {
      'Content-Type': 'application/json',
      Host: new URL(url).host,
      ...(token ? { [TOKEN_HEADER]: token } : {}),
      ...(device ? { [PHONE_HEADER]: device } : {}),
    },
    body: JSON.stringify({ input, lng: 'en' }),
    ...(from ? { localAddress: from } : {}),
  });
}

export type Scene = {
  web: WebServer;
  api: Api;
  clock: Clock;
  tournamentId: number;
  portalUrl: string;
  close: () => Promise<void>;
};

/** Web mode on 127.0.0.1 with a fresh data folder and the replayed clock at 10:00 on the day. */
export async function webServer(prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const c = clock('2026-12-05T10:00:00Z');
  const web = await startWebServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    rendererDir: 'out/renderer',
    now: () => c.now,
  });
  const origin = new URL(web.url).origin;
  const api = createClient(async (method, input) => {
    const res = await fetch(`${origin}/api/${encodeURIComponent(method)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SESSION_HEADER]: web.token },
      body: JSON.stringify({ input, lng: 'en' }),
    });
    return (await res.json()) as Envelope<unknown>;
  });
  return { dataDir, c, web, api };
}

/** Switches the portal on for the tournament and starts its listener on 127.0.0.1. */
export async function openPortal(
  w: Awaited<ReturnType<typeof webServer>>,
  tournamentId: number,
  portal: { access?: 'open' | 'private'; password?: string },
): Promise<Scene> {
  const { api } = w;
  await api['portal.configure']({
    tournamentId,
    enabled: true,
    access: portal.access ?? 'open',
    ...(portal.password ? { password: portal.password } : {}),
  });
  const listener = await api['portal.listen']({ address: '127.0.0.1', port: 0 });
  return {
    web: w.web,
    api,
    clock: w.c,
    tournamentId,
    portalUrl: listener.url ?? '',
    close: async () => {
      await w.web.close();
      rmSync(w.dataDir, { recursive: true, force: true });
    },
  };
}

/** `n` entrants "Player 01".. rated 2000, 1990, ...; started; round 1 paired; portal on 127.0.0.1. */
export async function scene(
  n: number,
  portal: { access?: 'open' | 'private'; password?: string } = {},
): Promise<Scene> {
  const w = await webServer('diagonal-portal-');
  const { api } = w;
  await api['event.create']({ file: 'hall', name: 'Hall' });
  const t = await api['tournament.create']({
    settings: { name: 'Club Open', scheduledStart: '2026-12-05T10:00', closeAtEnd: false },
  });
  for (let i = 0; i < n; i++)
    await api['entrant.add']({
      tournamentId: t.id,
      name: `Player ${String(i + 1).padStart(2, '0')}`,
      rating: 2000 - 10 * i,
    });
  await api['tournament.start']({ tournamentId: t.id, seed: 7 });
  return openPortal(w, t.id, portal);
}

/** Invitation tokens by entrant name (the part after '#t=' of each link). */
export async function tokens(s: Scene): Promise<Map<string, string>> {
  return new Map([...(await slips(s)).entries()].map(([name, x]) => [name, x.token]));
}

/** Each entrant's new slip: the token of its link and its personal code. */
export async function slips(s: Scene): Promise<Map<string, { token: string; code: string; id: number }>> {
  const links = await s.api['portal.invite']({ tournamentId: s.tournamentId });
  return new Map(
    links.map((l) => [
      l.name,
      { token: new URL(l.url).hash.slice(3), code: l.code, id: l.entrantId ?? l.teamId ?? 0 },
    ]),
  );
}

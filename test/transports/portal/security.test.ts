import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '../../../src/main/transports/http';
import { phone, raw, scene, tokens, type Answer, type Scene } from './setup';

/*
 * The portal refuses, each with its clear message, whatever is not a phone's plain request
 * (RULES.md R16.3; issue 15 "secure by construction"). Every answer is kept and searched at the
 * end for a token, a path or a stack trace.
 */
let s: Scene;
const seen: Answer[] = [];
afterEach(() => s.close());
const keep = async (a: Promise<Answer>) => {
  const x = await a;
  seen.push(x);
  return x;
};
const json = (host: string, extra: Record<string, string> = {}) => ({
  'Content-Type': 'application/json',
  Host: host,
  ...extra,
});

describe('portal security', () => {
  it('refuses a wrong password, a revoked link, an arbiter method, an oversize body, a bad Host or Origin', async () => {
    s = await scene(8, { password: 'hall-2026' });
    const tk = await tokens(s);
    const url = s.portalUrl;
    const host = new URL(url).host;
    const list = (await keep(phone(url, 'tournaments', {}))).body.value as {
      entrants: { id: number; name: string }[];
    }[];
    const first = list[0]?.entrants[0];

    const wrong = await keep(
      phone(url, 'identify', { tournamentId: s.tournamentId, entrantId: first?.id, password: 'guess' }),
    );
    expect([wrong.status, wrong.body.error?.message]).toEqual([
      401,
      'Wrong password, or this name is not in the tournament.',
    ]);
    const right = await keep(
      phone(url, 'identify', { tournamentId: s.tournamentId, entrantId: first?.id, password: 'hall-2026' }),
    );
    expect(right.body.value).toMatchObject({ name: first?.name, tournament: 'Club Open' });

    const name = first?.name ?? '';
    expect((await keep(phone(url, 'board', {}, tk.get(name)))).status).toBe(200);
    await s.api['portal.revoke']({ tournamentId: s.tournamentId, entrantId: first?.id ?? 0 });
    const revoked = await keep(phone(url, 'board', {}, tk.get(name)));
    expect([revoked.status, revoked.body.error?.message]).toEqual([
      401,
      'This personal link is not valid (revoked or unknown). Ask the arbiter for a new one.',
    ]);
    // The password's own token was revoked too: the entrant's every link.
    const own = (right.body.value as { token: string }).token;
    expect((await keep(phone(url, 'board', {}, own))).status).toBe(401);

    // Arbiter methods do not exist here, with a valid token and even with the arbiter's session.
    const other = tk.get(list[0]?.entrants[1]?.name ?? '') ?? '';
    for (const method of [
      'result.set',
      'portal.decide',
      'event.open',
      'constructor',
      '__proto__',
      '../api/result.set',
    ]) {
      const a = await keep(
        raw(url, {
          path: `/api/${method}`,
          headers: json(host, { 'x-portal-token': other, [SESSION_HEADER]: s.web.token }),
          body: JSON.stringify({
            input: { tournamentId: s.tournamentId, round: 1, board: 1, result: 'white-wins' },
          }),
        }),
      );
      expect([method, a.status, a.body.error?.message]).toEqual([
        method,
        404,
        'This page offers no such action.',
      ]);
    }
    const round = await s.api['round.get']({ tournamentId: s.tournamentId, round: 1 });
    expect(round.boards.every((b) => b.games.every((g) => g.result === null))).toBe(true);

    const big = await keep(
      raw(url, {
        path: '/api/board',
        headers: json(host),
        body: JSON.stringify({ input: { pad: 'x'.repeat(5000) } }),
      }),
    );
    expect([big.status, big.body.error?.message]).toEqual([413, 'The request is too large.']);

    const rebinding = await keep(
      raw(url, { path: '/api/tournaments', headers: json('diagonal.example:80'), body: '{}' }),
    );
    expect([rebinding.status, rebinding.body.error?.message]).toEqual([
      421,
      `This address is not the results portal's. Open ${host}.`,
    ]);

    const csrf = await keep(
      raw(url, {
        path: '/api/report',
        headers: json(host, { Origin: 'http://diagonal.example', 'x-portal-token': other }),
        body: '{}',
      }),
    );
    expect([csrf.status, csrf.body.error?.message]).toEqual([403, 'Requests from another site are refused.']);
    const form = await keep(
      raw(url, {
        path: '/api/tournaments',
        headers: { Host: host, 'Content-Type': 'text/plain' },
        body: '{}',
      }),
    );
    expect([form.status, form.body.error?.message]).toEqual([
      415,
      'The request must be JSON sent with POST.',
    ]);

    // Nothing any answer said names a token, this machine's paths, or a stack.
    const all = seen.map((a) => a.text).join('\n');
    for (const t of tk.values()) expect(all).not.toContain(t);
    expect(all).not.toMatch(/\/tmp\/|\/work\/|\bat [\w.]+ \(|node:internal/);
  });

  it('rate-limits a client: the 31st quick request is refused, another address still served', async () => {
    s = await scene(8);
    const codes: number[] = [];
    for (let i = 0; i < 30; i++)
      codes.push((await phone(s.portalUrl, 'tournaments', {}, null, '127.0.0.2')).status);
    expect(codes).toEqual(Array.from({ length: 30 }, () => 200));
    const last = await phone(s.portalUrl, 'tournaments', {}, null, '127.0.0.2');
    expect([last.status, last.body.error?.message]).toEqual([
      429,
      'Too many requests from this phone. Wait a few seconds and try again.',
    ]);
    expect((await phone(s.portalUrl, 'tournaments', {}, null, '127.0.0.3')).status).toBe(200);
  });

  it('stops password guessing after five wrong tries, even with the right one', async () => {
    s = await scene(8, { password: 'hall-2026' });
    const guess = (password: string) => phone(s.portalUrl, 'unlock', { password }, null, '127.0.0.4');
    for (let i = 0; i < 5; i++) expect((await guess(`guess-${i}`)).status).toBe(401);
    const blocked = await guess('hall-2026');
    expect([blocked.status, blocked.body.error?.message]).toEqual([
      429,
      'Too many wrong passwords or codes from this phone. Wait 12 seconds and try again.',
    ]);
  });

  it('a private tournament shows nothing without a link or its password (R16.3)', async () => {
    s = await scene(8, { access: 'private', password: 'hall-2026' });
    const url = s.portalUrl;
    expect((await phone(url, 'tournaments', {})).body.value).toEqual([]);
    const pairings = await phone(url, 'pairings', { tournamentId: s.tournamentId });
    expect([pairings.status, pairings.body.error?.message]).toEqual([
      403,
      'This tournament is private: use your invitation link or the tournament password.',
    ]);
    expect((await phone(url, 'standings', { tournamentId: s.tournamentId })).status).toBe(403);
    const unlocked = (await phone(url, 'unlock', { password: 'hall-2026' })).body.value as { name: string }[];
    expect(unlocked.map((t) => t.name)).toEqual(['Club Open']);
    const tk = await tokens(s);
    const withLink = await phone(url, 'pairings', { tournamentId: s.tournamentId }, [...tk.values()][0]);
    expect((withLink.body.value as { boards: unknown[] }).boards).toHaveLength(4);
  });

  it('the arbiter picks the network: an address this computer does not have is refused', async () => {
    s = await scene(8);
    await expect(s.api['portal.listen']({ address: '203.0.113.9', port: 0 })).rejects.toThrow(
      'This computer has no network 203.0.113.9. Pick one from the list.',
    );
    expect((await s.api['portal.interfaces']({}))[0]).toEqual({
      address: '127.0.0.1',
      name: 'lo',
      scope: 'this-computer',
    });
  });
});

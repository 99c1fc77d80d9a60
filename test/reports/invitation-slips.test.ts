import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { phone, scene, type Scene } from '../transports/portal/setup';
import { teamScene } from '../transports/portal/team-setup';

/*
 * R16.3 on paper: six players "Player 01".."Player 06", started, round 1 paired, the portal on
 * 127.0.0.1. Invitation slips carry a personal link each; printing again never silently replaces
 * a link already handed out.
 */
let s: Scene | undefined;
afterEach(() => s?.close());

/** The text in the order it is drawn (slip by slip), not laid out in two columns. */
function raw(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'diagonal-slips-'));
  try {
    writeFileSync(join(dir, 'slips.pdf'), pdf);
    return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', join(dir, 'slips.pdf'), '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const slips = async (x: Scene, renew?: boolean) => {
  const issued = await x.api['portal.slips']({
    tournamentId: x.tournamentId,
    ...(renew !== undefined ? { renew } : {}),
  });
  const out = {
    ...(await x.api['portal.slipsPdf']({
      tournamentId: x.tournamentId,
      language: 'en',
      slips: issued.slips,
    })),
    printed: issued.slips.length,
    kept: issued.kept,
  };
  const text = raw(Buffer.from(out.pdf, 'base64'));
  // Each link as printed (a long link may wrap: read without the line breaks), and its token.
  for (const sl of issued.slips) expect(text.replace(/\s+/g, '')).toContain(sl.url);
  const tokens = issued.slips.map((sl) => new URL(sl.url).hash.slice(3));
  return { ...out, text, flat: text.replace(/\s+/g, ' '), tokens, issued: issued.slips };
};
const states = async (x: Scene) =>
  Object.fromEntries(
    (await x.api['portal.links']({ tournamentId: x.tournamentId })).map((l) => [l.name, l.state]),
  );
const works = async (x: Scene, token: string) => (await phone(x.portalUrl, 'board', {}, token)).body.ok;

describe('invitation slips', () => {
  it('gives each player a slip with name, starting number, board, link and what to do', async () => {
    s = await scene(6);
    expect(Object.values(await states(s))).toEqual(Array(6).fill('none'));
    const first = await slips(s);
    expect(first.printed).toBe(6);
    expect(first.kept).toEqual([]);
    expect(first.tokens).toHaveLength(6);
    const r1 = await s.api['round.get']({ tournamentId: s.tournamentId, round: 1 });
    for (const b of r1.boards)
      for (const p of [b.white, b.black]) {
        expect(first.flat).toContain(p.name);
        expect(first.flat).toContain(`Starting number ${p.startNo} · Round 1: board ${b.boardNo}`);
      }
    expect(first.flat).toContain(
      'Scan the code with your phone, or type the address below, to report the results of your games',
    );
    // A long link wraps where its glyphs make it (at the '/' before '#' for some tokens): read unwrapped.
    expect(first.text.replace(/\s+/g, '')).toContain(`${s.portalUrl}#t=`);
    for (const tk of first.tokens) expect(await works(s, tk)).toBe(true);
    // R16.3: beside the link, the personal code, for a phone without a camera; it opens the portal too.
    expect(first.flat).toContain(`No camera? Open ${s.portalUrl}, pick your name and type this code.`);
    for (const sl of first.issued) {
      expect(first.flat).toContain(`Personal code: ${sl.code}`);
      const id = (await s.api['portal.links']({ tournamentId: s.tournamentId })).find(
        (l) => l.name === sl.name,
      );
      const entered = await phone(s.portalUrl, 'identify', {
        tournamentId: s.tournamentId,
        entrantId: id?.entrantId,
        code: sl.code,
      });
      expect(entered.body.value).toMatchObject({ name: sl.name, channel: 'code' });
    }
    expect(Object.values(await states(s))).toEqual(Array(6).fill('invited'));

    // Printing again without asking for new links refuses rather than replacing them.
    await expect(slips(s)).rejects.toThrow(
      'All 6 players already hold a personal link: no slip printed. To replace their links, press "New links for everyone".',
    );
    for (const tk of first.tokens) expect(await works(s, tk)).toBe(true);
  });

  it('prints only for players without a live link, unless the arbiter asks for new links', async () => {
    s = await scene(6);
    const first = await slips(s);
    const ids = await s.api['portal.links']({ tournamentId: s.tournamentId });
    const p3 = ids.find((l) => l.name === 'Player 03');
    await s.api['portal.revoke']({ tournamentId: s.tournamentId, entrantId: p3?.entrantId ?? 0 });
    expect((await states(s))['Player 03']).toBe('revoked');

    const again = await slips(s, false);
    expect(again.printed).toBe(1);
    expect(again.kept).toEqual(['Player 01', 'Player 02', 'Player 04', 'Player 05', 'Player 06']);
    expect(again.flat).toContain('Player 03');
    expect(again.flat).not.toContain('Player 01');
    // The five links handed out before still work.
    expect((await Promise.all(first.tokens.map((tk) => works(s as Scene, tk)))).filter(Boolean)).toHaveLength(
      5,
    );

    const renewed = await slips(s, true);
    expect(renewed.printed).toBe(6);
    expect(renewed.kept).toEqual([]);
    for (const tk of [...first.tokens, ...again.tokens]) expect(await works(s, tk)).toBe(false);
    for (const tk of renewed.tokens) expect(await works(s, tk)).toBe(true);
  });

  it('refuses while the portal is off for the tournament', async () => {
    s = await scene(4);
    await s.api['portal.configure']({ tournamentId: s.tournamentId, enabled: false, access: 'open' });
    await expect(slips(s)).rejects.toThrow('The results portal is off for this tournament.');
  });

  it('refuses while the portal is not running', async () => {
    s = await scene(4);
    await s.api['portal.stop']({});
    await expect(slips(s)).rejects.toThrow('The results portal is not running.');
    expect(Object.values(await states(s))).toEqual(Array(4).fill('none'));
  });

  it("gives each team's captain a slip with the team, its match and what to do (R16.2 team matches)", async () => {
    s = await teamScene();
    const first = await slips(s);
    expect(first.printed).toBe(5);
    // Round 1: match 1 Team B – Team E, match 2 Team C – Team D, Team A has the bye.
    expect(first.flat).toContain('Team B Team captain · Round 1: match 1');
    expect(first.flat).toContain('Team D Team captain · Round 1: match 2');
    expect(first.flat).toContain('Team A Team captain Scan');
    expect(first.flat).toContain(
      "Scan the code with your phone, or type the address below, to report your team's match on the results portal, a result for every board.",
    );
    for (const tk of first.tokens) expect(await works(s, tk)).toBe(true);
    expect(first.flat).toContain(`No camera? Open ${s.portalUrl}, pick your team and type this code.`);
    for (const sl of first.issued) expect(first.flat).toContain(`Personal code: ${sl.code}`);
  });
});

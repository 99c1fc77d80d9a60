import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { phone, scene, slips, type Scene } from './setup';

/*
 * RULES.md R16.2-R16.3: who may speak for a side. Eight entrants, open tournament with the
 * password "hall-2026", round 1 paired at 10:00 on a replayed clock. Each phone has its own id
 * (the page keeps one) and its own loopback address.
 */
let s: Scene;
let slip: Map<string, { token: string; code: string; id: number }>;
let white: { name: string; id: number };
let black: { name: string; id: number };
beforeEach(async () => {
  s = await scene(8, { password: 'hall-2026' });
  slip = await slips(s);
  const r = await s.api['round.get']({ tournamentId: s.tournamentId, round: 1 });
  const b = r.boards[0];
  white = { name: b?.white.name ?? '', id: b?.white.id ?? 0 };
  black = { name: b?.black.name ?? '', id: b?.black.id ?? 0 };
});
afterEach(() => s.close());

const PHONE_1 = { address: '127.0.0.11', id: 'phone-one-5f2c9a' };
const PHONE_2 = { address: '127.0.0.12', id: 'phone-two-81d0e4' };
const PHONE_3 = { address: '127.0.0.13', id: 'phone-three-c7a1' };
type Phone = typeof PHONE_1;

let n = 0;
const call = (p: Phone, method: string, input: unknown, token?: string) =>
  phone(s.portalUrl, method, input, token, p.address, p.id);
const identify = async (p: Phone, entrantId: number, secret: { password: string } | { code: string }) => {
  const a = await call(p, 'identify', { tournamentId: s.tournamentId, entrantId, ...secret });
  return (a.body.value as { token: string }).token;
};
const say = (p: Phone, token: string, outcome: 'win' | 'loss' | 'draw') =>
  call(
    p,
    'report',
    { round: 1, requestKey: `cred-key-${String(++n).padStart(4, '0')}`, kind: 'result', outcomes: [outcome] },
    token,
  );
const stored = async () =>
  (await s.api['round.get']({ tournamentId: s.tournamentId, round: 1 })).boards[0]?.games[0]?.result;
const panel = async () =>
  (await s.api['portal.round']({ tournamentId: s.tournamentId })).boards.find((b) => b.boardNo === 1);

describe('a name and the shared password cannot speak for a player (R16.2-R16.3)', () => {
  it('one person reporting both sides by password: refused from the same phone, waiting from another, never validated', async () => {
    const asWhite = await identify(PHONE_1, white.id, { password: 'hall-2026' });
    const first = await say(PHONE_1, asWhite, 'win');
    // A report by password waits for the other side or the arbiter: no ten minutes run.
    expect([first.status, first.body.value]).toEqual([
      200,
      { status: 'waiting', duplicate: false, minutesLeft: null },
    ]);
    const asBlack = await identify(PHONE_1, black.id, { password: 'hall-2026' });
    const again = await say(PHONE_1, asBlack, 'loss');
    // The attempt as it went over the wire, for whoever reads the test's output.
    console.log(
      `POST /api/report from ${PHONE_1.address} (phone ${PHONE_1.id}, ${black.name}'s password login) ` +
        `{"round":1,"kind":"result","outcomes":["loss"]} -> ${again.status} ${again.text}`,
    );
    expect([again.status, again.body.error]).toEqual([
      409,
      {
        code: 'portal:samePhone',
        message: `This phone has already reported board 1 for ${white.name}. Each player reports from his own phone; otherwise the arbiter enters the result.`,
      },
    ]);
    // From a second phone the same words are taken, and still validate nothing.
    const elsewhere = await identify(PHONE_2, black.id, { password: 'hall-2026' });
    expect((await say(PHONE_2, elsewhere, 'loss')).body.value).toEqual({
      status: 'waiting',
      duplicate: false,
      minutesLeft: null,
    });
    s.clock.add(60);
    const seen = (await call(PHONE_2, 'board', {}, elsewhere)).body.value as { board: { status: string } };
    expect(seen.board.status).toBe('waiting');
    expect(await stored()).toBeNull();
    // The arbiter sees how each report came and from which phone.
    const b = await panel();
    expect(b).toMatchObject({ status: 'waiting', minutesLeft: null, deadline: null });
    expect(b?.reports.map((r) => [r.name, r.channel])).toEqual([
      [white.name, 'password'],
      [black.name, 'password'],
    ]);
    const [p1, p2] = b?.reports.map((r) => r.phone) ?? [];
    expect(p1).toMatch(/^[0-9A-F]{6}$/);
    expect(p2).toMatch(/^[0-9A-F]{6}$/);
    expect(p1).not.toBe(p2);
    const log = await s.api['activity.list']({ tournamentId: s.tournamentId });
    const reports = log
      .filter((r) => r.action === 'portal.report')
      .map((r) => r.summary as Record<string, unknown>)
      .reverse();
    expect(reports.map((r) => [r.channel, r.phone, r.address])).toEqual([
      ['password', p1, PHONE_1.address],
      ['password', p2, PHONE_2.address],
    ]);
    expect(log.some((r) => r.action === 'portal.validate')).toBe(false);
  });

  it("a report by password waits for the other side: the opponent's personal link opens the ten minutes", async () => {
    const asBlack = await identify(PHONE_2, black.id, { password: 'hall-2026' });
    await say(PHONE_2, asBlack, 'loss');
    const own = await say(PHONE_1, slip.get(white.name)?.token ?? '', 'win');
    // Not two independent words: White's own report waits its ten minutes, as a single report.
    expect(own.body.value).toEqual({ status: 'waiting', duplicate: false, minutesLeft: 10 });
    s.clock.add(10);
    const after = (await call(PHONE_1, 'board', {}, slip.get(white.name)?.token)).body.value as {
      board: { status: string };
    };
    expect(after.board.status).toBe('confirmed');
    expect(await stored()).toBe('white-wins');
    const log = await s.api['activity.list']({ tournamentId: s.tournamentId });
    expect(log.find((r) => r.action === 'portal.validate')?.summary).toMatchObject({ how: 'window' });
  });

  it('a personal link and a personal code, one for each side, validate at once', async () => {
    const code = slip.get(black.name)?.code ?? '';
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    await say(PHONE_1, slip.get(white.name)?.token ?? '', 'win');
    // Typed from the slip as a person would: lower case, a space instead of the dash.
    const byCode = await identify(PHONE_2, black.id, { code: code.toLowerCase().replace('-', ' ') });
    expect((await say(PHONE_2, byCode, 'loss')).body.value).toEqual({
      status: 'confirmed',
      duplicate: false,
      minutesLeft: null,
    });
    expect(await stored()).toBe('white-wins');
    expect((await panel())?.reports.map((r) => r.channel)).toEqual(['link', 'code']);
  });

  it("the owner's own link replaces what was sent for him by password", async () => {
    // Someone else claims Black lost, by password.
    const impostor = await identify(PHONE_3, black.id, { password: 'hall-2026' });
    await say(PHONE_3, impostor, 'loss');
    await say(PHONE_1, slip.get(white.name)?.token ?? '', 'win');
    // Black, with his slip, says he won: a dispute for the arbiter, nothing validated.
    const real = await say(PHONE_2, slip.get(black.name)?.token ?? '', 'win');
    expect(real.body.value).toMatchObject({ status: 'disputed' });
    expect(await stored()).toBeNull();
  });

  it('a wrong code is refused; five wrong codes for one name stop the sixth, from any address, even the right one', async () => {
    const code = slip.get(black.name)?.code ?? '';
    const wrong = await call(PHONE_1, 'identify', {
      tournamentId: s.tournamentId,
      entrantId: black.id,
      code: 'ZZZZ-ZZZZ',
    });
    expect([wrong.status, wrong.body.error?.message]).toEqual([
      401,
      'Wrong personal code, or this name is not in the tournament. The code is on your invitation slip, below the address.',
    ]);
    for (let i = 2; i <= 5; i++) {
      const from = { address: `127.0.0.${20 + i}`, id: `guesser-${i}-000000` };
      expect(
        (
          await call(from, 'identify', {
            tournamentId: s.tournamentId,
            entrantId: black.id,
            code: `ZZZZ-ZZZ${i}`,
          })
        ).status,
      ).toBe(401);
    }
    const right = await call(PHONE_2, 'identify', {
      tournamentId: s.tournamentId,
      entrantId: black.id,
      code,
    });
    expect([right.status, right.body.error?.message]).toEqual([
      429,
      'Too many wrong codes for this name: try again in 60 seconds, open the link of your slip, or ask the arbiter.',
    ]);
    // Another name is not held, and neither is the holder's link.
    expect(
      (await identify(PHONE_2, white.id, { code: slip.get(white.name)?.code ?? '' })).length,
    ).toBeGreaterThan(40);
    expect((await call(PHONE_3, 'board', {}, slip.get(black.name)?.token)).status).toBe(200);
  });

  it('a new slip replaces the old link and the old code, and the phones that came in with the old code', async () => {
    const old = slip.get(black.name) ?? { token: '', code: '', id: 0 };
    const session = await identify(PHONE_2, black.id, { code: old.code });
    expect((await call(PHONE_2, 'board', {}, session)).status).toBe(200);
    const renewed = await s.api['portal.invite']({ tournamentId: s.tournamentId, entrantIds: [black.id] });
    expect((await call(PHONE_2, 'board', {}, session)).body.error?.code).toBe('portal:badToken');
    expect((await call(PHONE_2, 'board', {}, old.token)).body.error?.code).toBe('portal:badToken');
    const oldCode = await call(PHONE_2, 'identify', {
      tournamentId: s.tournamentId,
      entrantId: black.id,
      code: old.code,
    });
    expect(oldCode.body.error?.code).toBe('portal:wrongCode');
    expect((await identify(PHONE_3, black.id, { code: renewed[0]?.code ?? '' })).length).toBeGreaterThan(40);
  });

  it('refuses an identification giving both a code and a password, or neither', async () => {
    for (const extra of [{ code: 'AAAA-AAAA', password: 'hall-2026' }, {}]) {
      const a = await call(PHONE_1, 'identify', {
        tournamentId: s.tournamentId,
        entrantId: white.id,
        ...extra,
      });
      expect([a.status, a.body.error?.code]).toEqual([400, 'portal:badRequest']);
    }
  });
});

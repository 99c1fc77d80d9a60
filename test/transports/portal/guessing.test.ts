import { afterEach, describe, expect, it } from 'vitest';
import { phone, scene, tokens, type Scene } from './setup';

/*
 * RULES.md R16.3 against guessing: the portal on 127.0.0.1, the hall's phones on other loopback
 * addresses (Linux routes all of 127.0.0.0/8 to lo), so that each "phone" has its own source
 * address, as aliases on the hall's network would give. The clock is replayed and stands still:
 * no limit refills during a test. The arbiter's desk is a browser on the computer that serves
 * the portal: it reaches the listener from the listener's own address, 127.0.0.1.
 */
let s: Scene;
afterEach(() => s.close());

const hall = (i: number) => `127.0.0.${i}`;
const unlock = (password: string, from: string) => phone(s.portalUrl, 'unlock', { password }, null, from);
const HERE =
  'Too many wrong passwords and codes for this tournament just now, from several phones: try again in 10 seconds. Personal links keep working; the arbiter has been told.';

describe('wrong passwords are limited per tournament, whatever the address (R16.3)', () => {
  it('200 wrong unlock calls from 40 addresses: limited after the first 20, the desk still enters, the arbiter is told', async () => {
    s = await scene(8, { access: 'private', password: 'hall-2026' });
    const statuses: number[] = [];
    let firstLimited = 0;
    for (let i = 0; i < 200; i++) {
      // Round robin over 127.0.0.2 .. 127.0.0.41: each address tries five times.
      const a = await unlock(`guess-${String(i).padStart(3, '0')}`, hall(2 + (i % 40)));
      statuses.push(a.status);
      if (a.status === 429 && firstLimited === 0) {
        firstLimited = i + 1;
        expect(a.body.error).toEqual({ code: 'portal:tooManyAttemptsHere', message: HERE });
      }
    }
    const wrong = statuses.filter((x) => x === 401).length;
    const limited = statuses.filter((x) => x === 429).length;
    console.log(
      `200 wrong passwords from 40 addresses: ${wrong} answered 401 (wrong password), ${limited} answered 429 (limited), first limited at call ${firstLimited}`,
    );
    expect([wrong, limited, firstLimited]).toEqual([20, 180, 21]);

    // The right password from the hall is held too while the limit holds ...
    const honest = await unlock('hall-2026', hall(50));
    expect([honest.status, honest.body.error?.message]).toEqual([429, HERE]);
    // ... but not from the arbiter's desk, nor for a phone that holds its personal link.
    const desk = await unlock('hall-2026', '127.0.0.1');
    expect([desk.status, (desk.body.value as { name: string }[]).map((t) => t.name)]).toEqual([
      200,
      ['Club Open'],
    ]);
    const link = [...(await tokens(s)).values()][0];
    expect((await phone(s.portalUrl, 'board', {}, link, hall(51))).status).toBe(200);

    // The arbiter's panel names it: what came, from how many addresses, since when.
    const view = await s.api['portal.round']({ tournamentId: s.tournamentId });
    expect(view.guessing).toEqual({
      wrong: 20,
      refused: 181,
      addresses: 41,
      since: '2026-12-05T10:00:00.000Z',
      last: '2026-12-05T10:00:00.000Z',
      limitedAt: '2026-12-05T10:00:00.000Z',
      secondsLeft: 10,
    });
    // Ten seconds later one more try goes through; the arbiter can also let the hall in at once.
    s.clock.add(10 / 60);
    expect((await unlock('guess-after', hall(52))).status).toBe(401);
    expect((await unlock('guess-again', hall(53))).status).toBe(429);
    expect(await s.api['portal.resume']({ tournamentId: s.tournamentId })).toEqual({ resumed: true });
    expect((await s.api['portal.round']({ tournamentId: s.tournamentId })).guessing).toBeNull();
    expect((await unlock('hall-2026', hall(54))).status).toBe(200);
  });

  it('the same limit holds for names picked with the password or a code, across addresses', async () => {
    s = await scene(8, { password: 'hall-2026' });
    const list = (await phone(s.portalUrl, 'tournaments', {})).body.value as { entrants: { id: number }[] }[];
    const ids = list[0]?.entrants.map((e) => e.id) ?? [];
    const identify = (i: number, secret: Record<string, string>) =>
      phone(
        s.portalUrl,
        'identify',
        { tournamentId: s.tournamentId, entrantId: ids[i % ids.length], ...secret },
        null,
        hall(2 + i),
      );
    // Twenty wrong, spread over names and addresses, half of them passwords and half codes.
    for (let i = 0; i < 20; i++)
      expect(
        (await identify(i, i % 2 ? { password: `guess-${i}` } : { code: `ZZZZ-ZZ${10 + i}` })).status,
      ).toBe(401);
    const held = await identify(20, { password: 'hall-2026' });
    expect([held.status, held.body.error?.code]).toEqual([429, 'portal:tooManyAttemptsHere']);
    // The desk still identifies a player.
    const desk = await phone(s.portalUrl, 'identify', {
      tournamentId: s.tournamentId,
      entrantId: ids[0],
      password: 'hall-2026',
    });
    expect(desk.status).toBe(200);
  });

  it('counts nothing for a tournament whose portal is off, and no bucket is made for an unknown one', async () => {
    s = await scene(8, { password: 'hall-2026' });
    for (let i = 0; i < 25; i++) {
      const a = await phone(
        s.portalUrl,
        'identify',
        { tournamentId: 900 + i, entrantId: 1, password: 'x' },
        null,
        hall(2 + i),
      );
      expect(a.body.error?.code).toBe('portal:wrongPassword');
    }
    expect((await s.api['portal.round']({ tournamentId: s.tournamentId })).guessing).toBeNull();
  });
});

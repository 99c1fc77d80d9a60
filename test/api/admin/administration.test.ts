import { afterEach, describe, expect, it } from 'vitest';
import { harness } from '../harness';
import { enter, field, idsByStartNo, tournament, type Harness } from '../../services/rounds/setup';
import { lines, readBack } from '../../reports/pdf';

/*
 * R1.3: once round 1 is paired the rules of play are locked; the administrative fields (name,
 * arbiters, place, organiser, federation, dates, time control as printed, notes) stay editable
 * for the whole tournament, each change in the activity log. Eight entrants by rating, a Swiss
 * of five rounds (R3.3, 7-8 present); the clock is set by hand for every call.
 */
let clock = new Date(2026, 11, 5, 9, 30);
let h: Harness | undefined;
afterEach(() => h?.done());

const refusal = async (hh: Harness, method: string, input: unknown) => {
  const out = await hh.dispatch(method, input, 'en');
  return out.ok ? null : { code: out.error.code, message: out.error.message };
};

/** Every board of the round won by White, so that the next round can be paired. */
async function whiteWins(hh: Harness, t: number, round: number) {
  const r = await hh.api['round.get']({ tournamentId: t, round });
  for (const b of r.boards) await enter(hh, t, round, b.boardNo, 'white-wins');
}

describe('administrative fields after the start (R1.3)', () => {
  it('change after round 1 and after the end, each change logged', async () => {
    const hh = harness('en', () => clock);
    h = hh;
    const t = await tournament(hh, field(8));
    await hh.api['tournament.start']({ tournamentId: t, seed: 3 });
    const saved = await hh.api['tournament.updateSettings']({
      id: t,
      settings: {
        name: 'Weekend Open 2026',
        arbiter: 'Kowalska, Anna',
        deputies: 'Dubois, Marc; Jansen, Piet',
        city: 'Łódź',
        organiser: 'KS Warcaby Łódź',
        federation: 'POL',
        timeControl: { kind: 'classical', text: "90'+30'' (printed)" },
        notes: 'Prize giving at 18:00.',
      },
    });
    expect(saved.settings).toMatchObject({
      name: 'Weekend Open 2026',
      arbiter: 'Kowalska, Anna',
      deputies: 'Dubois, Marc; Jansen, Piet',
      organiser: 'KS Warcaby Łódź',
      federation: 'POL',
      notes: 'Prize giving at 18:00.',
    });
    const log = await hh.api['activity.list']({ tournamentId: t });
    const change = log.find((e) => e.action === 'tournament.updateSettings');
    expect(((change?.summary as { changed: string[] }).changed ?? []).sort()).toEqual([
      'arbiter',
      'city',
      'deputies',
      'federation',
      'name',
      'notes',
      'organiser',
      'timeControl',
    ]);

    // five rounds later the tournament is finished; the name still changes
    for (let round = 1; round <= 5; round += 1) {
      await whiteWins(hh, t, round);
      if (round < 5) await hh.api['round.pairNext']({ tournamentId: t });
    }
    expect((await hh.api['tournament.get']({ id: t })).status).toBe('finished');
    const after = await hh.api['tournament.updateSettings']({ id: t, settings: { name: 'Weekend Open' } });
    expect(after.settings.name).toBe('Weekend Open');
  });

  it('refuses a rule of play after the start, naming it, and changes nothing', async () => {
    const hh = harness('en', () => clock);
    h = hh;
    const t = await tournament(hh, field(8));
    await hh.api['tournament.start']({ tournamentId: t, seed: 3 });
    const refused = await refusal(hh, 'tournament.updateSettings', {
      id: t,
      settings: { name: 'New name', threshold: 9, twoLegs: true },
    });
    expect(refused).toEqual({
      code: 'rulesLocked',
      message:
        'The rules of "Club Open" can no longer change: round 1 is paired (R1.3). Refused: threshold, twoLegs. The name, arbiters, place, organiser, federation, dates, time control as printed and notes stay editable.',
    });
    // the time control's kind decides the rating (R12): a rule; its text as printed is not
    expect(
      (
        await refusal(hh, 'tournament.updateSettings', {
          id: t,
          settings: { timeControl: { kind: 'rapid', text: "90'+30''" } },
        })
      )?.code,
    ).toBe('rulesLocked');
    const now = await hh.api['tournament.get']({ id: t });
    expect(now.settings).toMatchObject({ name: 'Club Open', threshold: 7, twoLegs: false });
    // the same value sent again is no change: the form sends every field
    await hh.api['tournament.updateSettings']({ id: t, settings: { ...now.settings, name: 'Renamed' } });
    expect((await hh.api['tournament.get']({ id: t })).settings.name).toBe('Renamed');
  });
});

describe('the dates printed: the days rounds were paired, unless the arbiter set them', () => {
  it('TRF 042/052 and the report header follow the paired days, then the arbiter’s dates', async () => {
    const hh = harness('en', () => clock);
    h = hh;
    // the scheduled start as the form's default left it: two days after the real first day
    const t = await tournament(hh, field(8), { scheduledStart: '2026-12-07T10:00' });
    clock = new Date(2026, 11, 5, 9, 30);
    await hh.api['tournament.start']({ tournamentId: t, seed: 3 });
    await whiteWins(hh, t, 1);
    clock = new Date(2026, 11, 6, 9, 30);
    await hh.api['round.pairNext']({ tournamentId: t });
    await whiteWins(hh, t, 2);
    clock = new Date(2026, 11, 9, 12, 0);

    const trf = (await hh.api['file.exportTrf']({ tournamentId: t })).text.split('\n');
    expect(trf).toContain('042 2026/12/05');
    expect(trf).toContain('052 2026/12/06');
    const pdf = async () =>
      lines(
        readBack(
          Buffer.from(
            (await hh.api['report.render']({ tournamentId: t, kind: 'standings', language: 'en' })).pdf,
            'base64',
          ),
        ),
      ).join('\n');
    expect(await pdf()).toContain('2026-12-05 – 2026-12-06');
    expect(await pdf()).not.toContain('2026-12-07');

    await hh.api['tournament.updateSettings']({
      id: t,
      settings: { startDate: '2026-12-04', endDate: '2026-12-08' },
    });
    const set = (await hh.api['file.exportTrf']({ tournamentId: t })).text.split('\n');
    expect(set).toContain('042 2026/12/04');
    expect(set).toContain('052 2026/12/08');
    expect(await pdf()).toContain('2026-12-04 – 2026-12-08');

    // a last day before the first is refused, on its field
    const bad = await hh.dispatch(
      'tournament.updateSettings',
      { id: t, settings: { endDate: '2026-12-01' } },
      'en',
    );
    expect(bad.ok ? null : bad.error.code).toBe('settings:invalid');
  });
});

describe('the organiser cancels before the start, not after (seed)', () => {
  it('cancels a tournament in registration; the cancelled tournament pairs nothing', async () => {
    const hh = harness('en', () => clock);
    h = hh;
    const t = await tournament(hh, field(8));
    const cancelled = await hh.api['tournament.cancel']({ id: t });
    expect(cancelled.status).toBe('cancelled');
    expect(await refusal(hh, 'tournament.cancel', { id: t })).toEqual({
      code: 'alreadyCancelled',
      message: '"Club Open" is already cancelled.',
    });
    const log = await hh.api['activity.list']({ tournamentId: t });
    expect(log.some((e) => e.action === 'tournament.cancel')).toBe(true);
    expect((await refusal(hh, 'round.pairNext', { tournamentId: t }))?.message).toBe(
      '"Club Open" was cancelled by the organiser before its start; nothing can be paired.',
    );
  });

  it('refuses after round 1 is paired, saying why', async () => {
    const hh = harness('en', () => clock);
    h = hh;
    const t = await tournament(hh, field(8));
    await hh.api['tournament.start']({ tournamentId: t, seed: 3 });
    expect(await refusal(hh, 'tournament.cancel', { id: t })).toEqual({
      code: 'cancelAfterStart',
      message:
        '"Club Open" can no longer be cancelled: it has started (round 1 is paired, or the arena\'s start has passed). The organiser cancels a tournament only before its start; record withdrawals instead (R10.2).',
    });
    expect((await hh.api['tournament.get']({ id: t })).status).toBe('running');
  });
});

describe('withdrawals (R1.3, R10.2)', () => {
  it('before the start: refused, pointing to removing the entrant', async () => {
    const hh = harness('en', () => clock);
    h = hh;
    const t = await tournament(hh, field(8));
    const [first] = await hh.api['entrant.list']({ tournamentId: t });
    expect(await refusal(hh, 'entrant.withdraw', { id: first?.id })).toEqual({
      code: 'play:withdrawBeforeStart',
      message:
        '"Club Open" has not started: nothing was played, so Player 01 is not withdrawn but removed from the Entrants screen (entrant.remove, R1.3).',
    });
  });

  it('after one: the withdrawn entrant is no longer counted present, and counted withdrawn', async () => {
    const hh = harness('en', () => clock);
    h = hh;
    const t = await tournament(hh, field(8));
    await hh.api['tournament.start']({ tournamentId: t, seed: 3 });
    const ids = await idsByStartNo(hh, t);
    await hh.api['entrant.withdraw']({ id: ids.get(8) ?? 0 });
    expect(await hh.api['tournament.get']({ id: t })).toMatchObject({
      entrantCount: 8,
      presentCount: 7,
      withdrawnCount: 1,
    });
    expect((await hh.api['tournament.list']({}))[0]).toMatchObject({ presentCount: 7, withdrawnCount: 1 });
  });
});

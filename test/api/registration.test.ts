import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/shared/api/envelope';
import { checkOnce } from '../../src/main/services/rounds/proposal';
import { harness, SETTINGS, type Harness } from './harness';

/**
 * The same person registered twice in one tournament (met on a tournament day: a 5-player round
 * robin paired a player against himself). The same rating-list ID is refused; the same name and
 * birth year is a warning the arbiter confirms.
 */
let h: Harness;
beforeEach(async () => {
  h = harness();
  await h.api['event.create']({ file: 'event', name: 'Festival' });
});
afterEach(() => h.done());

const failure = (res: Envelope<unknown>) => (res.ok ? { code: 'ok', message: '' } : res.error);

describe('the same rating-list ID twice in one tournament', () => {
  it('is refused, naming the entrant already registered', async () => {
    const t = await h.api['tournament.create']({ settings: SETTINGS });
    await h.api['entrant.add']({ tournamentId: t.id, name: 'Świątek, Łukasz', ratingId: '16095' });
    const again = failure(
      await h.dispatch('entrant.add', { tournamentId: t.id, name: 'Swiatek, Lukasz', ratingId: '16095' }),
    );
    expect(again.code).toBe('duplicateRatingId');
    expect(again.message).toBe(
      'Świątek, Łukasz (ID 16095) is already registered in "Club Open". One person is one entrant: keep the entrant already registered, or correct the ID.',
    );
    // Confirming does not help: an ID is one person.
    const confirmed = await h.dispatch('entrant.add', {
      tournamentId: t.id,
      name: 'Świątek, Łukasz',
      ratingId: '16095',
      confirm: true,
    });
    expect(failure(confirmed).code).toBe('duplicateRatingId');
    // Nor by giving another entrant that ID afterwards.
    const other = await h.api['entrant.add']({ tournamentId: t.id, name: 'Łęcki, Paweł' });
    expect(
      failure(await h.dispatch('entrant.update', { id: other.id, fields: { ratingId: '16095' } })).code,
    ).toBe('duplicateRatingId');
    expect((await h.api['entrant.list']({ tournamentId: t.id })).map((e) => [e.name, e.ratingId])).toEqual([
      ['Świątek, Łukasz', '16095'],
      ['Łęcki, Paweł', null],
    ]);
    // Editing the entrant himself keeps his own ID.
    expect((await h.dispatch('entrant.update', { id: other.id, fields: { club: 'Hetman' } })).ok).toBe(true);
  });

  it('is refused from the rating-list search too, in the language of the screen', async () => {
    const data = join(h.dir, 'data');
    mkdirSync(data, { recursive: true });
    copyFileSync(join(__dirname, '../fixtures/ratings/fmjd-bom-semicolon.csv'), join(data, 'fmjd.csv'));
    await h.api['ratings.import']({ file: 'fmjd.csv' });
    const t = await h.api['tournament.create']({ settings: SETTINGS });
    const [hit] = await h.api['ratings.search']({ text: 'dupre' });
    const entryId = hit?.entryId ?? 0;
    await h.api['ratings.register']({ tournamentId: t.id, entryId });
    const twice = await h.dispatch('ratings.register', { tournamentId: t.id, entryId }, 'fr');
    expect(failure(twice)).toEqual({
      code: 'duplicateRatingId',
      message:
        'Dupré, Anaëlle (identifiant 16630) figure déjà parmi les participants de « Club Open ». Une personne n’est qu’un participant : gardez celui qui est déjà inscrit, ou corrigez l’identifiant.',
    });
    expect(await h.api['entrant.list']({ tournamentId: t.id })).toHaveLength(1);
  });

  it('after the start, names the starting number of the entrant already registered', async () => {
    const t = await h.api['tournament.create']({ settings: SETTINGS });
    for (const [name, rating] of [
      ['Baba, Sijbrand', 2100],
      ['Brouwer, Eline', 1950],
      ['Dvořák, Jiří', 1720],
      ['Ndiaye, Ëlodie', 1600],
    ] as const)
      await h.api['entrant.add']({
        tournamentId: t.id,
        name,
        rating,
        ratingId: name === 'Brouwer, Eline' ? '177' : null,
      });
    await h.api['tournament.start']({ tournamentId: t.id, seed: 7 });
    const ndiaye = (await h.api['entrant.list']({ tournamentId: t.id })).find((e) =>
      e.name.startsWith('Ndiaye'),
    );
    const brouwer = (await h.api['entrant.list']({ tournamentId: t.id })).find((e) =>
      e.name.startsWith('Brouwer'),
    );
    // An identity correction after the start (allowed) may not give one person's ID to another.
    const res = failure(
      await h.dispatch('entrant.update', { id: ndiaye?.id ?? 0, fields: { ratingId: '177' } }),
    );
    expect(res.code).toBe('duplicateRatingId');
    expect(res.message).toContain(
      `Brouwer, Eline (ID 177) is already registered in "Club Open" as starting number ${brouwer?.startNo}.`,
    );
  });
});

describe('the same name and birth year in one tournament (a warning)', () => {
  it('asks the arbiter to confirm, and registers once confirmed', async () => {
    const t = await h.api['tournament.create']({ settings: SETTINGS });
    await h.api['entrant.add']({ tournamentId: t.id, name: 'Łęcki, Paweł', birthYear: 1988 });
    // Folded, and in the other order: the same name.
    const typed = { tournamentId: t.id, name: 'Pawel Lecki', birthYear: 1988 };
    const warned = await h.dispatch('entrant.add', typed);
    expect(failure(warned)).toMatchObject({
      code: 'sameNameConfirm',
      message:
        'Łęcki, Paweł, born 1988, is already registered in "Club Open". If Pawel Lecki is another person, confirm; if it is the same person, cancel.',
    });
    expect(await h.api['entrant.list']({ tournamentId: t.id })).toHaveLength(1);
    const confirmed = await h.api['entrant.add']({ ...typed, confirm: true });
    expect(confirmed).toMatchObject({ name: 'Pawel Lecki', entryNo: 2 });
  });

  it('says nothing for another birth year, and warns when a birth year is unknown', async () => {
    const t = await h.api['tournament.create']({ settings: SETTINGS });
    await h.api['entrant.add']({ tournamentId: t.id, name: 'Nowak, Jan', birthYear: 1965 });
    // Father and son: another birth year is another person.
    expect(
      (await h.dispatch('entrant.add', { tournamentId: t.id, name: 'Nowak, Jan', birthYear: 2010 })).ok,
    ).toBe(true);
    // Typed without a birth year: it may be either of them.
    const unknown = failure(await h.dispatch('entrant.add', { tournamentId: t.id, name: 'NOWAK Jan' }));
    expect(unknown.code).toBe('sameNameConfirm');
    expect(unknown.message).toContain('Nowak, Jan, born 1965, is already registered');
    // A different person altogether.
    expect((await h.dispatch('entrant.add', { tournamentId: t.id, name: 'Nowakowski, Jan' })).ok).toBe(true);
  });

  it('warns on a correction that makes two entrants the same name and birth year', async () => {
    const t = await h.api['tournament.create']({ settings: SETTINGS });
    await h.api['entrant.add']({ tournamentId: t.id, name: 'Öztürk, İsmail', birthYear: 2001 });
    const b = await h.api['entrant.add']({ tournamentId: t.id, name: 'Ozturk, Ismael', birthYear: 2001 });
    const fix = { id: b.id, fields: { name: 'Ozturk, Ismail' } };
    expect(failure(await h.dispatch('entrant.update', fix)).code).toBe('sameNameConfirm');
    expect((await h.api['entrant.update']({ ...fix, confirm: true })).name).toBe('Ozturk, Ismail');
  });
});

describe('whatever reaches pairing holds each person once', () => {
  it('refuses to start while two entrants carry the same rating-list ID (a file registered before the check)', async () => {
    const t = await h.api['tournament.create']({ settings: SETTINGS });
    for (const name of ['Baba, Sijbrand', 'Brouwer, Eline', 'Dvořák, Jiří', 'Ndiaye, Ëlodie'])
      await h.api['entrant.add']({
        tournamentId: t.id,
        name,
        ratingId: name === 'Dvořák, Jiří' ? '4711' : null,
      });
    // Written as an older version of the app let it happen: the fifth entrant is Dvořák again.
    h.session
      .requireDb()
      .prepare(
        `INSERT INTO entrants (tournament_id, entry_no, name, rating_id, present, created_at)
         VALUES (?, 5, 'Dvorak, Jiri', '4711', 1, 'now')`,
      )
      .run(t.id);
    const res = failure(await h.dispatch('tournament.start', { tournamentId: t.id, seed: 1 }));
    expect(res).toEqual({
      code: 'play:samePersonTwice',
      message:
        'Dvořák, Jiří and Dvorak, Jiri have the same rating-list ID 4711: one person cannot be paired twice. Remove one of them, or correct the ID, then start again.',
    });
    expect((await h.api['tournament.get']({ id: t.id })).status).toBe('registration');
    expect(await h.api['round.list']({ tournamentId: t.id })).toEqual([]);
  });

  it('never writes a round that seats an entrant twice', () => {
    const fine = {
      boards: [{ white: 1, black: 2 }],
      bye: 3,
      absences: [{ entrantId: 4, kind: 'absent' as const }],
    };
    expect(() => checkOnce(fine)).not.toThrow();
    expect(() => checkOnce({ ...fine, boards: [{ white: 1, black: 1 }] })).toThrow('seated twice');
    expect(() => checkOnce({ ...fine, bye: 2 })).toThrow('seated twice');
    expect(() => checkOnce({ ...fine, absences: [{ entrantId: 1, kind: 'absent' as const }] })).toThrow(
      'seated twice',
    );
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { harness, SETTINGS, type Harness } from './harness';
import { ApiCallError } from '../../src/shared/api/contract';
import { listActivity } from '../../src/main/db/repos/activity';
import { handlers } from '../../src/main/api/handlers/index';
import type { HandlerMap } from '../../src/main/api/types';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

describe('dispatch', () => {
  it('refuses an unknown method with a translated message', async () => {
    const res = await h.dispatch('tournament.explode', {}, 'fr');
    expect(res).toEqual({
      ok: false,
      error: {
        code: 'unknownMethod',
        message: 'Action inconnue « tournament.explode ». Vérifiez le nom de la méthode de l’API.',
      },
    });
    // Not a prototype key either.
    expect((await h.dispatch('toString', {}, 'en')).ok).toBe(false);
  });

  it('refuses a malformed payload, naming each field, in the caller language', async () => {
    const res = await h.dispatch('event.create', { file: 42, extra: true }, 'nl');
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.code).toBe('invalidInput');
    expect(res.error.message).toContain('Het verzoek voor "event.create" is ongeldig');
    expect(res.error.message).toContain('file: verwacht: string');
    expect(res.error.message).toContain('name: verplicht');
    expect(res.error.message).toContain('"extra"');
    const bad = await h.dispatch('event.open', 'not an object', 'en');
    expect(bad.ok || bad.error.code).toBe('invalidInput');
  });

  it('says no event file is open before one is', async () => {
    const res = await h.dispatch('tournament.list', {}, 'pl');
    expect(res).toMatchObject({ ok: false, error: { code: 'noEventOpen' } });
    if (!res.ok) expect(res.error.message).toMatch(/Żaden plik zawodów/);
  });

  it('refuses invalid settings with every broken rule, in French and Polish, and writes nothing', async () => {
    await h.api['event.create']({ file: 'club', name: 'Club' });
    const settings = { ...SETTINGS, threshold: 25, seats: 3 };
    const fr = await h.dispatch('tournament.create', { settings }, 'fr');
    const pl = await h.dispatch('tournament.create', { settings }, 'pl');
    if (fr.ok || pl.ok) throw new Error('expected a refusal');
    expect(fr.error.code).toBe('settings:invalid');
    expect(fr.error.message).toContain(
      'Le seuil doit être compris entre 7 et 20 (R2.2) ; vous avez saisi 25.',
    );
    expect(fr.error.message).toContain('Le nombre de places doit être compris entre 4 et 200 (R1.2)');
    expect(pl.error.message).toContain('Próg musi wynosić od 7 do 20 (R2.2); wpisano 25.');
    expect(fr.error.details).toMatchObject({
      issues: [
        { field: 'seats', code: 'seatsRange', params: { value: 3 } },
        { field: 'threshold', code: 'thresholdRange', params: { value: 25 } },
      ],
    });
    expect(await h.api['tournament.list']({})).toEqual([]);
    expect(listActivity(h.session.requireDb()).map((a) => a.action)).toEqual(['event.create']);
  });

  it('writes one activity row with each mutation, in the same transaction', async () => {
    await h.api['event.create']({ file: 'club', name: 'Club' });
    const t = await h.api['tournament.create']({ settings: SETTINGS });
    await h.api['entrant.add']({ tournamentId: t.id, name: 'Kowalski, Jan' });
    await h.api['tournament.updateSettings']({ id: t.id, settings: { threshold: 9 } });
    const log = listActivity(h.session.requireDb());
    expect(log.map((a) => a.action)).toEqual([
      'event.create',
      'tournament.create',
      'entrant.add',
      'tournament.updateSettings',
    ]);
    expect(log[3]).toMatchObject({
      tournamentId: t.id,
      summary: { changed: ['threshold'] },
      undo: { method: 'tournament.updateSettings', input: { id: t.id, settings: { threshold: 7 } } },
    });
  });

  it('rolls a failing mutation back entirely: no change, no log row', async () => {
    await h.api['event.create']({ file: 'club', name: 'Club' });
    const t = await h.api['tournament.create']({ settings: SETTINGS });
    const db = h.session.requireDb();
    const failing = handlers as HandlerMap<'entrant.add'>;
    const original = failing['entrant.add'];
    // A handler that writes, then breaks: the write must not survive.
    failing['entrant.add'] = (input, ctx) => {
      original(input, ctx);
      throw new Error('disk on fire');
    };
    try {
      const res = await h.dispatch('entrant.add', { tournamentId: t.id, name: 'Nowak, Anna' }, 'en');
      expect(res).toMatchObject({ ok: false, error: { code: 'internal' } });
      if (!res.ok) expect(res.error.message).toContain('Nothing was saved');
    } finally {
      failing['entrant.add'] = original;
    }
    expect(await h.api['entrant.list']({ tournamentId: t.id })).toEqual([]);
    expect(listActivity(db).map((a) => a.action)).toEqual(['event.create', 'tournament.create']);
    expect(h.errors).toHaveLength(1);
  });

  it('raises a typed ApiCallError through the client', async () => {
    const e = await h.api['tournament.get']({ id: 5 }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiCallError);
    expect((e as ApiCallError).code).toBe('noEventOpen');
  });

  it('keeps web-mode files inside the data folder', async () => {
    for (const file of ['../escape', '/etc/passwd', 'a/b', '.hidden']) {
      const res = await h.dispatch('event.create', { file, name: 'X' }, 'en');
      expect(res).toMatchObject({ ok: false, error: { code: 'badFileName' } });
    }
    expect(readdirSync(h.dir)).toEqual([]);
  });
});

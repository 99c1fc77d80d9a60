/**
 * R11.1: a themed opening is picked from the official table by number. Files written when it was
 * free text ({name, imbalance}) still open: a number in the text is kept, otherwise the setting is
 * emptied and the settings check asks for the opening.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../api/harness';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

async function legacy(text: string) {
  await h.api['event.create']({ file: 'legacy', name: 'Legacy' });
  const t = await h.api['tournament.create']({
    settings: {
      name: 'Trofeo',
      scheduledStart: '2026-12-05T10:00',
      closeAtEnd: false,
      variant: 'italian',
      openingMode: 'themed',
      themedOpening: { number: 1 },
    },
  });
  h.session
    .requireDb()
    .prepare('UPDATE tournaments SET themed_opening = ? WHERE id = ?')
    .run(JSON.stringify({ name: text, imbalance: 2 }), t.id);
  return h.api['tournament.get']({ id: t.id });
}

describe('themed openings stored as free text', () => {
  it('keep the number the arbiter wrote', async () => {
    expect((await legacy('Apertura 12')).settings.themedOpening).toEqual({ number: 12 });
  });
  it('without a number, open with the opening to be picked again', async () => {
    const t = await legacy('la Cassano');
    expect(t.settings.themedOpening).toBeNull();
    const r = await h.dispatch('tournament.updateSettings', { id: t.id, settings: { threshold: 8 } }, 'en');
    expect(r).toMatchObject({ ok: false, error: { code: 'settings:invalid' } });
    if (!r.ok) expect(r.error.message).toContain('needs its opening from the official table');
  });
});

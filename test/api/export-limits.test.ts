/**
 * A file that cannot carry a tournament is said when the tournament is set up, not after it is
 * played (docs/FILES.md): TRF has one game a round, so two games per round (R5.1) have no TRF
 * export; the answer of tournament.create and tournament.get says so, in the arbiter's language.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { t } from '../../src/shared/i18n/index';
import { harness, SETTINGS, type Harness } from './harness';

let h: Harness;
beforeEach(() => {
  h = harness('fr');
});
afterEach(() => h.done());

describe('export limits said at creation', () => {
  it('answers tournament.create with the TRF limit of two games per round, and nothing otherwise', async () => {
    await h.api['event.create']({ file: 'club', name: 'Club' });
    const two = await h.api['tournament.create']({ settings: { ...SETTINGS, twoLegs: true } });
    expect(two.exportLimits).toEqual([{ key: 'files:limit.trfTwoGames', params: {} }]);
    expect(t('fr', two.exportLimits[0]?.key ?? '')).toBe(
      'Deux parties par ronde ne s’écrivent pas en TRF (une partie par ronde) : ce tournoi n’aura pas d’export TRF. Le rapport FMJD, le PDN et le site web portent chaque partie.',
    );
    const one = await h.api['tournament.create']({ settings: { ...SETTINGS, name: 'Une partie' } });
    expect(one.exportLimits).toEqual([]);
    // Turned on later, before the start: the answer of the change says it too.
    const changed = await h.api['tournament.updateSettings']({ id: one.id, settings: { twoLegs: true } });
    expect(changed.exportLimits.map((n) => n.key)).toEqual(['files:limit.trfTwoGames']);
    expect((await h.api['tournament.get']({ id: one.id })).exportLimits).toHaveLength(1);
  });
});

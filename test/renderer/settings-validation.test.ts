import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/shared/i18n';
import { DEFAULT_SETTINGS, type Settings } from '../../src/shared/settings';
import { localMessages, serverMessages } from '../../src/renderer/components/settings/validation';

const base: Settings = { ...DEFAULT_SETTINGS, name: 'Open A', scheduledStart: '2026-12-05T10:00' };
const en = createI18n('en').t;
const pl = createI18n('pl').t;

describe('settings form messages', () => {
  it('has nothing to say about the defaults', () => {
    expect(localMessages(base, en)).toEqual({});
  });

  it('puts the R2.2 message on the threshold, in the form language', () => {
    expect(localMessages({ ...base, threshold: 25 }, en).threshold).toEqual([
      { text: 'Threshold must be between 7 and 20 (R2.2); you entered 25.', missing: false },
    ]);
    expect(localMessages({ ...base, threshold: 25 }, pl).threshold?.[0]?.text).toContain('25');
  });

  it('names opening modes and variants as the selects do, not by their codes', () => {
    const text = localMessages({ ...base, openingMode: 'ballot-1' }, en).openingMode?.[0]?.text ?? '';
    expect(text).toContain('"Ballot up to 1N/1B"');
    expect(text).not.toContain('ballot-1');
  });

  it('asks for a number in an emptied box instead of checking a rule on nothing', () => {
    const m = localMessages(
      { ...base, threshold: Number.NaN, pointSystem: { ...base.pointSystem, win: Number.NaN } },
      en,
    );
    expect(m.threshold).toEqual([{ text: 'Enter a whole number.', missing: true }]);
    expect(m.pointSystem).toEqual([{ text: 'Enter a whole number.', missing: true }]);
  });

  it('marks an empty name as missing, so an untouched new form stays quiet', () => {
    expect(localMessages({ ...base, name: '' }, en).name).toEqual([
      { text: 'The tournament needs a name.', missing: true },
    ]);
  });

  it('files server issues under the field, whether named as a rule field or a request path', () => {
    const m = serverMessages([
      { field: 'seats', code: 'seatsBelowEntrants', params: { count: 9 }, message: 'nine' },
      { field: 'settings.pointSystem.win', code: 'invalidType', params: {}, message: 'a number' },
    ]);
    expect(m.seats).toEqual([{ text: 'nine', missing: false }]);
    expect(m.pointSystem).toEqual([{ text: 'a number', missing: false }]);
  });
});

import { describe, expect, it } from 'vitest';
import { decideStart } from '../../src/main/engine/format';
import type { StartPreview } from '../../src/shared/api/play';
import { createI18n } from '../../src/shared/i18n';
import { startSummary } from '../../src/renderer/components/pairings/start-summary';

const en = createI18n('en').t;
const fr = createI18n('fr').t;

type Settings = StartPreview['settings'];
const DEFAULTS: Settings = {
  minimum: 4,
  threshold: 7,
  formatMode: 'automatic',
  swissRounds: null,
  extraRound: false,
  twoLegs: false,
  roundRobinCycles: 1,
};

/** A preview as the server sends it: the engine's decision, the settings, the R3.3 row given by hand. */
function preview(
  present: number,
  entrants: number,
  change: Partial<Settings>,
  table: StartPreview['table'],
): StartPreview {
  const s = { ...DEFAULTS, ...change };
  const d = decideStart({
    present,
    threshold: s.threshold,
    minimum: s.minimum,
    mode: s.formatMode,
    extraRound: s.extraRound,
    twoLegs: s.twoLegs,
    cycles: s.roundRobinCycles,
    ...(s.swissRounds === null ? {} : { swissRounds: s.swissRounds }),
  });
  const rating = {
    rated: false,
    reason: { code: 'casualChosen', params: {} },
    games: null,
    byForcedLegs: null,
  };
  return { decision: { ...d, present }, entrants, settings: s, table, rating };
}

describe('the start confirmation (R2.3)', () => {
  it('says the Swiss, the table row and the extra round, with the settings named as on their screen', () => {
    const s = startSummary(preview(9, 9, { extraRound: true }, { from: 9, to: 16, rounds: 6 }), en);
    expect(s.cancelled).toBe(false);
    expect(s.headline).toBe('9 present, threshold 7: Swiss, 7 rounds.');
    expect(s.why).toEqual([
      '9 of 9 entrants are marked present; only they count (R2.1).',
      'Swiss: 9 present is at least the threshold of 7 (R2.2).',
      'Rounds from the table (R3.3): “9–16 present: 6 rounds”.',
      'Plus one: the setting “Extra round” is on (R3.4). 7 rounds in all.',
    ]);
    expect(s.settings).toEqual([
      { label: 'Minimum to start', value: '4' },
      { label: 'Threshold', value: '7' },
      { label: 'Format', value: 'Automatic (by threshold)' },
      { label: 'Number of Swiss rounds', value: 'By the table' },
      { label: 'Extra round', value: 'on' },
      { label: 'Two games per round, colours reversed', value: 'off' },
      { label: 'Cycles of a round robin', value: 'One: each pair meets once' },
    ]);
  });

  it('announces the cancellation below the minimum, data kept, and names only the minimum (R2.1)', () => {
    const s = startSummary(preview(3, 5, {}, null), en);
    expect(s.cancelled).toBe(true);
    expect(s.headline).toBe(
      '3 present, fewer than the minimum to start of 4: the tournament will be cancelled; all data kept (R2.1).',
    );
    expect(s.why[0]).toBe('3 of 5 entrants are marked present; only they count (R2.1).');
    expect(s.settings).toEqual([{ label: 'Minimum to start', value: '4' }]);
  });

  it('a forced round robin of 12: the setting behind the format, n − 1 rounds for an even field', () => {
    const s = startSummary(preview(12, 14, { formatMode: 'force-round-robin' }, null), en);
    expect(s.headline).toBe('12 present, round robin set by the regulations: 11 rounds.');
    expect(s.why).toEqual([
      '12 of 14 entrants are marked present; only they count (R2.1).',
      'Round robin: the setting “Format” is “Always round robin” (R2.4).',
      '11 rounds: 12 present, an even number, play n − 1 rounds (R3.1).',
    ]);
  });

  it('a round robin of 5 by the threshold plays n rounds; an extra round is said to be ignored (R3.4)', () => {
    const s = startSummary(preview(5, 5, { extraRound: true }, null), en);
    expect(s.why.slice(1)).toEqual([
      'Round robin: 5 present is below the threshold of 7 (R2.2).',
      '5 rounds: 5 present, an odd number, play n rounds with one bye a round (R3.1).',
      'The extra round is ignored: it applies to a Swiss only.',
    ]);
  });

  it('explicit Swiss rounds win over the table and the extra round; two legs by the setting (R3.5, R5)', () => {
    const s = startSummary(preview(10, 10, { swissRounds: 5, extraRound: true, twoLegs: true }, null), en);
    expect(s.headline).toBe('10 present, threshold 7: Swiss, 5 rounds.');
    expect(s.why.slice(2)).toEqual([
      '5 rounds: the setting “Number of Swiss rounds” is 5 (R3.5).',
      'Two games on every board, colours reversed: the setting “Two games per round, colours reversed” is on (R5).',
      'The extra round is ignored: the number of rounds is set explicitly.',
      // docs/FILES.md: said before anything is played
      'Two games a round cannot be written as TRF (one game a round): this tournament will have no TRF export. The FMJD report, the PDN and the website carry every game.',
    ]);
    expect(s.settings.find((x) => x.label === 'Number of Swiss rounds')?.value).toBe('5');
  });

  it('a round robin of 4 says its two legs are forced, without quoting a setting that is off (R3.2)', () => {
    const s = startSummary(preview(4, 4, {}, null), en);
    expect(s.why.slice(-2)).toEqual([
      'A round robin of 4 always plays two games per round, colours reversed: six games each (R3.2).',
      'Two games a round cannot be written as TRF (one game a round): this tournament will have no TRF export. The FMJD report, the PDN and the website carry every game.',
    ]);
    expect(s.why.join(' ')).not.toContain('“Two games per round, colours reversed”');
  });

  it('a double round robin of 6: n − 1 rounds in each of two cycles, colours reversed (R3.1, R7)', () => {
    const s = startSummary(preview(6, 6, { roundRobinCycles: 2 }, null), en);
    expect(s.headline).toBe('6 present, threshold 7: round robin, 10 rounds.');
    expect(s.why.slice(1)).toEqual([
      'Round robin: 6 present is below the threshold of 7 (R2.2).',
      '5 rounds: 6 present, an even number, play n − 1 rounds (R3.1).',
      'Double round robin: the Berger table twice, the second cycle with colours reversed: 10 rounds, 5 in each cycle.',
    ]);
    expect(s.settings.at(-1)).toEqual({
      label: 'Cycles of a round robin',
      value: 'Two: double round robin',
    });
  });

  it('a double round robin set on a field that the start makes a Swiss is said to be ignored (R2.2)', () => {
    const s = startSummary(preview(9, 9, { roundRobinCycles: 2 }, { from: 9, to: 16, rounds: 6 }), en);
    expect(s.headline).toBe('9 present, threshold 7: Swiss, 6 rounds.');
    expect(s.why.at(-1)).toBe(
      'The double round robin is ignored: 9 present, threshold 7, the start gives a Swiss (R2.2). To play it, set "Format" to "Always round robin".',
    );
  });

  it('quotes the French labels of the settings screen in French', () => {
    const s = startSummary(preview(20, 20, { extraRound: true }, { from: 17, to: 32, rounds: 7 }), fr);
    expect(s.why).toContain(
      'Une de plus : le réglage « Ronde supplémentaire » est activé (R3.4). 8 rondes en tout.',
    );
    expect(s.why).toContain('Rondes selon la table (R3.3) : « 17–32 présents : 7 rondes ».');
    expect(s.settings.map((x) => x.label)).toEqual([
      'Minimum pour commencer',
      'Seuil',
      'Système',
      'Nombre de rondes suisses',
      'Ronde supplémentaire',
      'Deux parties par ronde, couleurs inversées',
      'Phases du toutes rondes',
    ]);
  });
});

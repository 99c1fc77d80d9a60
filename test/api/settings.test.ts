import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  NewSettingsSchema,
  ratingStatus,
  scheduleMinutes,
  settingsIssues,
  type Settings,
} from '../../src/shared/settings';
import { resources, t, LANGUAGES } from '../../src/shared/i18n/index';

const base: Settings = {
  ...DEFAULT_SETTINGS,
  name: 'Open',
  scheduledStart: '2026-12-05T10:00',
  closeAtEnd: false,
};
const issues = (over: Partial<Settings>) => settingsIssues({ ...base, ...over });
const codes = (over: Partial<Settings>) => issues(over).map((i) => `${i.field}:${i.code}`);

describe('tournament settings (RULES.md R1-R5, R11, R12)', () => {
  it('defaults are the rules: 4..200 seats, minimum 4, threshold 7, rated, draughts points', () => {
    const s = NewSettingsSchema.parse({ name: 'Open', scheduledStart: '2026-12-05T10:00' });
    expect(s).toMatchObject({
      seats: 200,
      minimum: 4,
      threshold: 7,
      rated: true,
      twoLegs: false,
      formatMode: 'automatic',
    });
    expect(s.pointSystem).toMatchObject({ win: 2, draw: 1, loss: 0, bye: 2 });
    expect(settingsIssues(s)).toEqual([]);
  });

  it('R1.2 seats 4..200 and minimum 4..seats', () => {
    expect(codes({ seats: 3 })).toEqual(['seats:seatsRange']);
    expect(codes({ seats: 201 })).toEqual(['seats:seatsRange']);
    expect(codes({ seats: 10, minimum: 11 })).toEqual(['minimum:minimumRange']);
    expect(codes({ minimum: 3 })).toEqual(['minimum:minimumRange']);
    expect(codes({ seats: 4, minimum: 4 })).toEqual([]);
  });

  it('R2.2 threshold 7..20, with the value in the message', () => {
    expect(issues({ threshold: 25 })).toEqual([
      { field: 'threshold', code: 'thresholdRange', params: { min: 7, max: 20, value: 25 } },
    ]);
    expect(t('en', 'settings:thresholdRange', { min: 7, max: 20, value: 25 })).toBe(
      'Threshold must be between 7 and 20 (R2.2); you entered 25.',
    );
    expect(codes({ threshold: 6 })).toEqual(['threshold:thresholdRange']);
    expect(codes({ threshold: 20 })).toEqual([]);
  });

  it('R3.4/R3.5 explicit Swiss rounds 1..seats-1, not with a forced round robin nor the extra round', () => {
    expect(codes({ seats: 8, swissRounds: 8 })).toEqual(['swissRounds:swissRoundsRange']);
    expect(codes({ seats: 8, swissRounds: 7 })).toEqual([]);
    expect(codes({ swissRounds: 5, formatMode: 'force-round-robin' })).toEqual([
      'swissRounds:swissRoundsNotSwiss',
    ]);
    expect(codes({ swissRounds: 5, extraRound: true })).toEqual(['extraRound:extraRoundWithExplicit']);
    expect(codes({ extraRound: true, formatMode: 'force-round-robin' })).toEqual([
      'extraRound:extraRoundNotSwiss',
    ]);
    expect(codes({ extraRound: true })).toEqual([]);
  });

  it('R11.1 ballots and themed openings only for Italian and English draughts', () => {
    expect(codes({ openingMode: 'ballot-2' })).toEqual(['openingMode:openingNeedsTable']);
    expect(codes({ openingMode: 'ballot-2', variant: 'italian' })).toEqual([]);
    expect(codes({ openingMode: 'random-3' })).toEqual([]);
    expect(codes({ openingMode: 'themed', variant: 'english' })).toEqual([
      'themedOpening:themedOpeningRequired',
    ]);
    expect(
      codes({
        openingMode: 'themed',
        variant: 'english',
        // ballot 126 of the English table: 11-15 23-19 8-11
        themedOpening: { number: 126 },
      }),
    ).toEqual([]);
    // ballot 3 (9-13 21-17 10-14) is barred as lost: never played in tournaments (R11.4)
    expect(codes({ openingMode: 'themed', variant: 'english', themedOpening: { number: 3 } })).toEqual([
      'themedOpening:themedOpeningUnknown',
    ]);
    expect(codes({ openingMode: 'themed', variant: 'italian', themedOpening: { number: 175 } })).toEqual([
      'themedOpening:themedOpeningUnknown',
    ]);
    expect(codes({ themedOpening: { number: 1 } })).toEqual(['themedOpening:themedOpeningUnused']);
  });

  it('R12.1 floor 1000..2000 in steps of 100, only when rated', () => {
    expect(codes({ ratingFloor: 1500 })).toEqual([]);
    expect(codes({ ratingFloor: 1550 })).toEqual(['ratingFloor:floorRange']);
    expect(codes({ ratingFloor: 900 })).toEqual(['ratingFloor:floorRange']);
    expect(codes({ ratingFloor: 2100 })).toEqual(['ratingFloor:floorRange']);
    expect(codes({ ratingFloor: 1500, rated: false })).toEqual(['ratingFloor:floorNeedsRated']);
  });

  it('R12.2 an opening above 2N/2B without two legs makes the tournament casual, with the reason', () => {
    const italian = { ...base, variant: 'italian' as const };
    expect(ratingStatus({ ...italian, openingMode: 'ballot-2' })).toEqual({ rated: true, reason: null });
    expect(ratingStatus({ ...italian, openingMode: 'ballot-3' })).toEqual({
      rated: false,
      reason: { code: 'casualStrongOpening', params: { mode: 'ballot-3' } },
    });
    expect(ratingStatus({ ...italian, openingMode: 'ballot-all', twoLegs: true }).rated).toBe(true);
    // FID table: opening 3 (21-17 9-13 22-18) is class 3N, opening 8 (21-17 10-14 22-19) 2N
    const strongTheme = {
      ...italian,
      openingMode: 'themed' as const,
      themedOpening: { number: 3 },
    };
    expect(ratingStatus(strongTheme).rated).toBe(false);
    expect(ratingStatus({ ...strongTheme, themedOpening: { number: 8 } }).rated).toBe(true);
    expect(ratingStatus({ ...base, rated: false }).reason?.code).toBe('casualChosen');
    // A note, not an error: the settings themselves are valid.
    expect(settingsIssues({ ...italian, openingMode: 'ballot-3' })).toEqual([]);
  });

  it('R4.1 point system and R9.5 tiebreaks', () => {
    expect(codes({ pointSystem: { ...base.pointSystem, win: 1, draw: 1 } })).toEqual([
      'pointSystem:pointsOrder',
    ]);
    expect(codes({ pointSystem: { ...base.pointSystem, loss: -1 } })).toContain('pointSystem:pointsNegative');
    expect(
      codes({
        pointSystem: { ...base.pointSystem, win: 3, draw: 1, loss: 0, forfeitWin: 3, bye: 3, fullBye: 3 },
      }),
    ).toEqual([]);
    expect(codes({ tiebreaks: [] })).toEqual(['tiebreaks:tiebreaksEmpty']);
    expect(codes({ tiebreaks: ['SB', 'WIN', 'SB'] })).toEqual(['tiebreaks:tiebreakTwice']);
    expect(codes({ tiebreaks: ['BH', 'SB', 'OWP', 'DE', 'TPN'] })).toEqual([]);
  });

  it('scheduled start, duration and texts', () => {
    expect(codes({ scheduledStart: '2026-02-30T10:00' })).toEqual(['scheduledStart:scheduledStartInvalid']);
    expect(codes({ scheduledStart: 'tomorrow' })).toEqual(['scheduledStart:scheduledStartInvalid']);
    expect(scheduleMinutes('2026-12-05T10:30')! - scheduleMinutes('2026-12-05T10:00')!).toBe(30);
    expect(codes({ durationMinutes: 5 })).toEqual(['durationMinutes:durationRange']);
    expect(codes({ name: '  ' })).toEqual(['name:nameRequired']);
    expect(codes({ timeControl: { kind: 'rapid', text: '' } })).toEqual(['timeControl:timeControlRequired']);
  });

  it('has every message in all four languages, with the same keys', () => {
    for (const ns of ['errors', 'settings', 'menu'] as const) {
      const keys = (o: object, p = ''): string[] =>
        Object.entries(o).flatMap(([k, v]) =>
          typeof v === 'object' ? keys(v as object, `${p}${k}.`) : [`${p}${k}`],
        );
      const en = keys(resources.en[ns]).sort();
      for (const lng of LANGUAGES) expect(keys(resources[lng][ns]).sort(), `${lng}/${ns}`).toEqual(en);
    }
    const all = [
      ...issues({ seats: 3, minimum: 2, threshold: 30, durationMinutes: 1, name: '', scheduledStart: 'x' }),
      ...issues({ swissRounds: 0, extraRound: true, openingMode: 'themed', ratingFloor: 1, rated: false }),
      ...issues({ formatMode: 'force-round-robin', swissRounds: 3, extraRound: true }),
      ...issues({ themedOpening: { number: 1 }, tiebreaks: [], arbiter: 'a'.repeat(200) }),
      ...issues({ openingMode: 'themed', variant: 'italian', themedOpening: { number: 999 } }),
      ...issues({
        ratingFloor: 1234,
        pointSystem: { ...base.pointSystem, win: 0, loss: -1, scale: 0 },
        tiebreaks: ['SB', 'SB'],
      }),
      ...issues({ timeControl: { kind: 'blitz', text: ' ' } }),
    ];
    expect(new Set(all.map((i) => i.code)).size).toBeGreaterThanOrEqual(22);
    for (const lng of LANGUAGES)
      for (const i of all) {
        const text = t(lng, `settings:${i.code}`, i.params);
        expect(text, `${lng} ${i.code}`).not.toBe(i.code); // i18next answers the bare key when missing
        expect(text, `${lng} ${i.code}`).not.toMatch(/\{\{/);
      }
  });
});

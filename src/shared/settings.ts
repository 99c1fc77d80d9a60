/**
 * Tournament settings (RULES.md R1-R5, R9.5, R11, R12) and their validation. Pure: shared by the
 * API (which refuses invalid settings) and the settings form (which shows each issue next to its
 * field). The zod schema checks only shapes; `settingsIssues` checks the rules, so that every
 * refusal names the rule and the value, as a `settings:<code>` message with params.
 */
import { z } from 'zod';
import { isTableVariant, reviewedOpening, type ClassReviews, type TableOpening } from './openings/tables';
import { PlainText } from './api/plain-text';
import { formatDate } from './dates';
import {
  DRAUGHTS_POINTS,
  FORMAT_MODES,
  OPENING_MODES,
  ROUND_ROBIN_TIEBREAKS,
  SWISS_TIEBREAKS,
  TIME_CONTROL_KINDS,
  isTiebreakCode,
  UNPLAYED_POLICIES,
  VARIANTS,
  type Format,
  type OpeningMode,
  type TiebreakCode,
} from './domain';

/** A tiebreak code: the catalogue's, or a general Cut-n / Median-n (FIDE C.07 Art. 14). */
export const TiebreakCodeSchema = z.custom<TiebreakCode>((v) => typeof v === 'string' && isTiebreakCode(v), {
  message: 'tiebreak code',
});

export const LIMITS = {
  seats: { min: 4, max: 200 }, // R1.2
  threshold: { min: 7, max: 20 }, // R2.2
  floor: { min: 1000, max: 2000, step: 100 }, // R12.1
  duration: { min: 10, max: 43_200 }, // minutes; 30 days covers any multi-day open
  text: 120,
  timeControl: 40,
  notes: 1000,
} as const;

export const PointSystemSchema = z.strictObject({
  win: z.number().int(),
  draw: z.number().int(),
  loss: z.number().int(),
  forfeitWin: z.number().int(),
  forfeitLoss: z.number().int(),
  bye: z.number().int(),
  halfBye: z.number().int(),
  zeroBye: z.number().int(),
  fullBye: z.number().int(),
  scale: z.number().int(),
});

export const TimeControlSchema = z.strictObject({
  kind: z.enum(TIME_CONTROL_KINDS),
  /** As the arbiter writes it on the round sheet, e.g. "90'+30''". */
  text: z.string(),
});

/**
 * R11.1 themed tournament: one opening of the variant's official table, by its number there; its
 * class comes from the table (shared/openings).
 */
export const ThemedOpeningSchema = z.strictObject({ number: z.number().int() });

/** Every setting of a tournament. Tiebreaks `null`: the default sequence of the format (R9.2/R9.3). */
export const SettingsSchema = z.strictObject({
  name: z.string(),
  arbiter: z.string(),
  city: z.string(),
  variant: z.enum(VARIANTS),
  timeControl: TimeControlSchema,
  /** Local date-time as the arbiter reads it on the poster: `YYYY-MM-DDTHH:mm`. */
  scheduledStart: z.string(),
  /** An arena's announced duration in minutes (R14.1, R15); a tournament in rounds has an end. */
  durationMinutes: z.number().int(),
  /**
   * R15.1 for a tournament in rounds, the arbiter's choice (it comes from online play): at the
   * announced end nothing more is paired, ten minutes later every open game is a ruled draw and the
   * tournament closes. Off unless the arbiter turns it on; an arena always closes (R14.1).
   */
  closeAtEnd: z.boolean(),
  /**
   * The announced end of a tournament in rounds, a local date-time like the scheduled start
   * (`YYYY-MM-DDTHH:mm`): a weekend open ends on its last day, not a duration after its start.
   * Needed when the close is on; kept when it is turned off, so that turning it on again finds it.
   */
  announcedEnd: z.string().nullable(),
  seats: z.number().int(),
  minimum: z.number().int(),
  threshold: z.number().int(),
  formatMode: z.enum(FORMAT_MODES),
  twoLegs: z.boolean(),
  /** R7: a round robin played once, or twice with colours reversed in the second cycle. */
  roundRobinCycles: z.union([z.literal(1), z.literal(2)]),
  /**
   * Accelerated rounds of a Swiss (FIDE C.04.5.1, Baku): in the first half of the rounds the top
   * group (GA) is paired with virtual points, a win's worth then a draw's; never counted as points.
   */
  acceleration: z.enum(['none', 'baku']),
  extraRound: z.boolean(),
  /** R3.5: an explicit number of Swiss rounds, or null for the R3.3 table. */
  swissRounds: z.number().int().nullable(),
  openingMode: z.enum(OPENING_MODES),
  themedOpening: ThemedOpeningSchema.nullable(),
  rated: z.boolean(),
  ratingFloor: z.number().int().nullable(),
  pointSystem: PointSystemSchema,
  tiebreaks: z.array(TiebreakCodeSchema).nullable(),
  /** R6.3: pairing numbers by rating (default) or by entry order. */
  pairingOrder: z.enum(['rating', 'entry']),
  /** R7.2: round-robin table numbers by lot (default) or by rating. */
  tableNumbers: z.enum(['lot', 'rating']),
  /** R10.2: withdrawn entrants rank behind everyone still in. */
  withdrawnLast: z.boolean(),
  /** R9.4: unplayed games as recorded (default) or the FIDE C.07 way, 2023 or 2026 edition. */
  unplayedPolicy: z.enum(UNPLAYED_POLICIES),
  /** The deputy arbiters beside the chief arbiter (`arbiter`), as the arbiter writes them. */
  deputies: z.string(),
  organiser: z.string(),
  /** The federation the tournament is organised under, as printed (TRF `032` is the players'). */
  federation: z.string(),
  /**
   * The first and last day printed on the reports, the website and TRF `042`/`052`, local
   * `YYYY-MM-DD`; null: the days rounds were actually paired (`printedDates`).
   */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  notes: z.string(),
});
export type Settings = z.output<typeof SettingsSchema>;
export type SettingsField = keyof Settings;

/** The defaults of RULES.md: everything but the name and the scheduled start. */
export const DEFAULT_SETTINGS: Omit<Settings, 'name' | 'scheduledStart'> = {
  arbiter: '',
  city: '',
  variant: 'international',
  timeControl: { kind: 'classical', text: "90'+30''" },
  durationMinutes: 480,
  closeAtEnd: false,
  announcedEnd: null,
  seats: 200,
  minimum: 4,
  threshold: 7,
  formatMode: 'automatic',
  twoLegs: false,
  roundRobinCycles: 1,
  acceleration: 'none',
  extraRound: false,
  swissRounds: null,
  openingMode: 'free',
  themedOpening: null,
  rated: true,
  ratingFloor: null,
  pointSystem: { ...DRAUGHTS_POINTS },
  tiebreaks: null,
  pairingOrder: 'rating',
  tableNumbers: 'lot',
  withdrawnLast: false,
  unplayedPolicy: 'recorded',
  deputies: '',
  organiser: '',
  federation: '',
  startDate: null,
  endDate: null,
  notes: '',
};

/**
 * The administrative fields: what the regulations print rather than play. They stay editable for
 * the whole tournament, after it finished too (each change logged); every other field is a rule of
 * play, locked once round 1 is paired (R1.3). Of the time control only its text as printed is
 * administrative; its kind decides the rating list (R12).
 */
export const ADMIN_FIELDS: ReadonlySet<SettingsField> = new Set<SettingsField>([
  'name',
  'arbiter',
  'deputies',
  'city',
  'organiser',
  'federation',
  'startDate',
  'endDate',
  'timeControl',
  'notes',
]);

/** The fields of `patch` that change a rule of play: refused once round 1 is paired (R1.3). */
export function lockedChanges(before: Settings, patch: SettingsPatch): SettingsField[] {
  const out: SettingsField[] = [];
  for (const [k, v] of Object.entries(patch) as [SettingsField, unknown][]) {
    if (v === undefined || JSON.stringify(v) === JSON.stringify(before[k])) continue;
    if (k === 'timeControl') {
      if ((v as Settings['timeControl']).kind !== before.timeControl.kind) out.push(k);
    } else if (!ADMIN_FIELDS.has(k)) out.push(k);
  }
  return out;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const validDay = (d: string): boolean => scheduleMinutes(`${d}T00:00`) !== null && DAY.test(d);

/**
 * The dates printed on every report, the website and TRF `042`/`052`: the arbiter's when set,
 * otherwise the first and last day a round was paired (`paired`, local `YYYY-MM-DD`), otherwise
 * (nothing paired yet) the scheduled start's day. `end` is null when it is the start's day.
 */
export function printedDates(
  s: Pick<Settings, 'startDate' | 'endDate' | 'scheduledStart'>,
  paired: { first: string; last: string } | null,
): { start: string; end: string | null } {
  const start = s.startDate ?? paired?.first ?? s.scheduledStart.slice(0, 10);
  const last = s.endDate ?? (paired && paired.last > start ? paired.last : null);
  return { start, end: last !== null && last !== start ? last : null };
}

/** The first and last day of these instants on the hall's clock (local `YYYY-MM-DD`), or null. */
export function pairedSpan(instants: readonly string[]): { first: string; last: string } | null {
  const days = instants
    .filter((i) => !Number.isNaN(Date.parse(i)))
    .map((i) => wallMinute(i).slice(0, 10))
    .sort();
  const first = days[0];
  const last = days.at(-1);
  return first === undefined || last === undefined ? null : { first, last };
}

/**
 * The printed dates as one line in the report's language (shared/dates.ts): `05/12/2026` or
 * `05/12/2026 – 06/12/2026` in French, `2026-12-05` in English; TRF keeps its own ISO days.
 */
export const printedDatesText = (d: { start: string; end: string | null }, lang: string): string => {
  const start = formatDate(lang, d.start) || d.start;
  return d.end === null ? start : `${start} – ${formatDate(lang, d.end) || d.end}`;
};

/**
 * The settings as an API call sets them: their texts hold no control character (shared/
 * plain-text.ts), refused when typed. `SettingsSchema` itself reads what a file already holds.
 */
const SettingsInputSchema = SettingsSchema.extend({
  name: PlainText,
  arbiter: PlainText,
  city: PlainText,
  timeControl: TimeControlSchema.extend({ text: PlainText }),
  deputies: PlainText,
  organiser: PlainText,
  federation: PlainText,
  notes: PlainText,
});

/** A partial change; no defaults, so a missing field stays as it was. */
export const SettingsPatchSchema = SettingsInputSchema.partial();
export type SettingsPatch = z.output<typeof SettingsPatchSchema>;

/** Applies a patch, ignoring fields given as undefined. */
export function applySettingsPatch<T extends Partial<Settings>>(base: T, patch: SettingsPatch): T {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) out[k] = v;
  return out as T;
}

/** New settings: the name and the scheduled start are required, the rest default (RULES.md). */
export const NewSettingsSchema = SettingsPatchSchema.required({ name: true, scheduledStart: true }).transform(
  (s): Settings =>
    applySettingsPatch({ ...DEFAULT_SETTINGS, name: s.name, scheduledStart: s.scheduledStart }, s),
);
export type NewSettings = z.input<typeof NewSettingsSchema>;

/** One broken rule: `settings:<code>` with `params`, shown next to `field`. */
export type SettingsIssue = { field: SettingsField; code: string; params: Record<string, unknown> };

/** R11.1: the modes that need a variant's official table (`isTableVariant`). */
export const needsOpeningTable = (m: OpeningMode): boolean => m.startsWith('ballot-') || m === 'themed';

const SCHEDULE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Minutes since the epoch of a `YYYY-MM-DDTHH:mm` (read as UTC, only compared with its peers). */
export function scheduleMinutes(s: string): number | null {
  const m = SCHEDULE.exec(s);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(ms);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return ms / 60_000;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
/** An instant as the hall's clock and the poster read it (local `YYYY-MM-DD HH:mm`), like a schedule. */
export function wallMinute(instant: number | string): string {
  const d = new Date(instant);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/**
 * An instant on the hall's clock to the second (local `HH:mm:ss`): an arena's cooldown ends at
 * the second its pair's last game ended, 5 x k minutes later (R14.2, R14.6).
 */
export function wallSecond(instant: number | string): string {
  const d = new Date(instant);
  return `${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;
}

type CloseFields = Pick<Settings, 'closeAtEnd' | 'announcedEnd'>;

/**
 * R15.1: the close by the clock needs an announced end, after the start (`startMinutes`, on the
 * scheduleMinutes scale: the scheduled start, or the real one when it came earlier) and within the
 * longest time a tournament may announce. An end kept while the close is off is checked the same.
 */
export function closeIssues(s: CloseFields, startMinutes: number | null): SettingsIssue[] {
  const issue = (code: string, params: Record<string, unknown> = {}): SettingsIssue[] => [
    { field: 'announcedEnd', code, params },
  ];
  if (s.announcedEnd === null) return s.closeAtEnd ? issue('announcedEndRequired') : [];
  const end = scheduleMinutes(s.announcedEnd);
  if (end === null) return issue('announcedEndInvalid', { value: s.announcedEnd });
  if (startMinutes === null) return [];
  const max = LIMITS.duration.max;
  if (end <= startMinutes) return issue('announcedEndBeforeStart', { end: s.announcedEnd.replace('T', ' ') });
  if (end - startMinutes > max) return issue('announcedEndTooLate', { days: max / 1440 });
  return [];
}

export const defaultTiebreaks = (format: Format): readonly TiebreakCode[] =>
  format === 'swiss' ? SWISS_TIEBREAKS : ROUND_ROBIN_TIEBREAKS;

/** Every rule the settings break, in form order; empty when they are valid. */
export function settingsIssues(s: Settings): SettingsIssue[] {
  const issues: SettingsIssue[] = [];
  const add = (field: SettingsField, code: string, params: Record<string, unknown> = {}) =>
    issues.push({ field, code, params });
  const between = (field: SettingsField, value: number, min: number, max: number, code: string) => {
    if (value < min || value > max) add(field, code, { min, max, value });
  };

  if (s.name.trim() === '') add('name', 'nameRequired');
  else if (s.name.length > LIMITS.text) add('name', 'textTooLong', { max: LIMITS.text });
  if (s.arbiter.length > LIMITS.text) add('arbiter', 'textTooLong', { max: LIMITS.text });
  if (s.city.length > LIMITS.text) add('city', 'textTooLong', { max: LIMITS.text });
  for (const f of ['deputies', 'organiser', 'federation'] as const)
    if (s[f].length > LIMITS.text) add(f, 'textTooLong', { max: LIMITS.text });
  if (s.notes.length > LIMITS.notes) add('notes', 'textTooLong', { max: LIMITS.notes });
  for (const f of ['startDate', 'endDate'] as const) {
    const d = s[f];
    if (d !== null && !validDay(d)) add(f, 'dateInvalid', { value: d });
  }
  if (s.startDate !== null && s.endDate !== null && validDay(s.startDate) && validDay(s.endDate))
    if (s.endDate < s.startDate) add('endDate', 'endDateBeforeStart', { start: s.startDate, end: s.endDate });
  if (s.timeControl.text.trim() === '') add('timeControl', 'timeControlRequired');
  else if (s.timeControl.text.length > LIMITS.timeControl)
    add('timeControl', 'textTooLong', { max: LIMITS.timeControl });
  if (scheduleMinutes(s.scheduledStart) === null)
    add('scheduledStart', 'scheduledStartInvalid', { value: s.scheduledStart });
  between('durationMinutes', s.durationMinutes, LIMITS.duration.min, LIMITS.duration.max, 'durationRange');
  issues.push(...closeIssues(s, scheduleMinutes(s.scheduledStart)));

  between('seats', s.seats, LIMITS.seats.min, LIMITS.seats.max, 'seatsRange');
  const seats = Math.min(Math.max(s.seats, LIMITS.seats.min), LIMITS.seats.max);
  between('minimum', s.minimum, LIMITS.seats.min, seats, 'minimumRange');
  between('threshold', s.threshold, LIMITS.threshold.min, LIMITS.threshold.max, 'thresholdRange');

  if (s.swissRounds !== null) {
    if (s.formatMode === 'force-round-robin') add('swissRounds', 'swissRoundsNotSwiss');
    else between('swissRounds', s.swissRounds, 1, seats - 1, 'swissRoundsRange');
    // R3.4 adds to the R3.3 table; with an explicit count (R3.5) the arbiter sets the total.
    if (s.extraRound) add('extraRound', 'extraRoundWithExplicit', { rounds: s.swissRounds });
  }
  if (s.extraRound && s.formatMode === 'force-round-robin') add('extraRound', 'extraRoundNotSwiss');
  // A double round robin is a round robin played twice: a forced Swiss has none to play.
  if (s.roundRobinCycles === 2 && s.formatMode === 'force-swiss') add('roundRobinCycles', 'cyclesNotSwiss');
  // C.04.5.1: accelerated rounds are a Swiss's, and their virtual points are a win's and a draw's
  // worth, which needs a draw worth half a win and a loss worth nothing.
  if (s.acceleration === 'baku') {
    if (s.formatMode === 'force-round-robin') add('acceleration', 'accelerationNotSwiss');
    const ps = s.pointSystem;
    if (ps.loss !== 0 || ps.draw * 2 !== ps.win) add('acceleration', 'accelerationPointSystem');
  }

  if (needsOpeningTable(s.openingMode) && !isTableVariant(s.variant))
    add('openingMode', 'openingNeedsTable', { mode: s.openingMode, variant: s.variant });
  if (s.openingMode === 'themed') {
    if (!s.themedOpening) add('themedOpening', 'themedOpeningRequired');
    else if (isTableVariant(s.variant) && !themedOpeningOf(s))
      add('themedOpening', 'themedOpeningUnknown', { number: s.themedOpening.number, variant: s.variant });
  } else if (s.themedOpening !== null) add('themedOpening', 'themedOpeningUnused');

  if (s.ratingFloor !== null) {
    // R12.1: casual tournaments have no floor, whether chosen casual or made so by the opening.
    const { min, max, step } = LIMITS.floor;
    const status = ratingStatus(s);
    // A floor on a tournament its opening makes casual is not refused: the tournament is created
    // casual and the floor dropped, which is said (R12.2; withoutCasualFloor, casualFloorNotice).
    if (!s.rated) add('ratingFloor', 'floorNeedsRated');
    else if (status.rated && (s.ratingFloor < min || s.ratingFloor > max || s.ratingFloor % step !== 0))
      add('ratingFloor', 'floorRange', { min, max, step, value: s.ratingFloor });
  }

  pointIssues(s.pointSystem).forEach((code) => add('pointSystem', code));
  if (s.tiebreaks !== null) {
    if (s.tiebreaks.length === 0) add('tiebreaks', 'tiebreaksEmpty');
    const dup = s.tiebreaks.find((c, i) => s.tiebreaks?.indexOf(c) !== i);
    if (dup) add('tiebreaks', 'tiebreakTwice', { code: dup });
  }
  return issues;
}

/** R4.1: integer points, a win worth more than a draw and a draw no less than a loss. */
function pointIssues(p: Settings['pointSystem']): string[] {
  const out: string[] = [];
  const { scale, ...points } = p;
  if (Object.values(points).some((v) => v < 0)) out.push('pointsNegative');
  if (!(p.win > p.draw && p.draw >= p.loss)) out.push('pointsOrder');
  if (scale < 1) out.push('pointsScale');
  return out;
}

/**
 * R12.2: whether the tournament is rated, and why not. An opening above 2N/2B (ballot-3,
 * ballot-all, or a themed opening of class 3) needs two legs; without them the tournament is
 * casual. This is a note, not an error: the arbiter may want a casual event. The one place that
 * decides: the screens, the registration floor, the scoring sheet and the rating report read it.
 */
export type RatingStatus = {
  rated: boolean;
  reason: { code: string; params: Record<string, unknown> } | null;
};

/**
 * `played`: the games per round the start decided, once it has (R3.2: a round robin of four plays
 * two whatever the setting); the status follows the legs actually played, not the setting.
 * `reviews`: the classes the arbiter reviewed for this tournament (R11.4): a themed opening's
 * strength is its reviewed class. A draw's ceiling stays what counts for a draw, and the draw
 * itself gives only openings whose reviewed class is under it.
 */
export function ratingStatus(s: Settings, played?: number | null, reviews?: ClassReviews): RatingStatus {
  if (!s.rated) return { rated: false, reason: { code: 'casualChosen', params: {} } };
  const strong =
    s.openingMode === 'ballot-3' ||
    s.openingMode === 'ballot-all' ||
    (s.openingMode === 'themed' && (themedOpeningOf(s, reviews)?.class.degree ?? 0) > 2);
  const twoLegs = played === undefined || played === null ? s.twoLegs : played === 2;
  if (strong && !twoLegs)
    return { rated: false, reason: { code: 'casualStrongOpening', params: { mode: s.openingMode } } };
  return { rated: true, reason: null };
}

/** The themed opening of the table (barred English ballots are not played), or undefined. */
export function themedOpeningOf(s: Settings, reviews?: ClassReviews): TableOpening | undefined {
  if (!s.themedOpening || !isTableVariant(s.variant)) return undefined;
  const o = reviewedOpening(s.variant, s.themedOpening.number, reviews);
  return o && !o.barred ? o : undefined;
}

/**
 * R12.1: the floor registration enforces, or null. Only a rated tournament has one; a file saved
 * before the settings refused a floor on a tournament made casual by its opening (R12.2) may
 * still hold the number, which then enforces nothing.
 */
export const ratingFloorOf = (s: Settings): number | null => (ratingStatus(s).rated ? s.ratingFloor : null);

/**
 * R12.2: "otherwise the tournament is created casual, with the reason shown": a rated tournament
 * whose opening needs two legs it does not play keeps no floor (R12.1: casual tournaments have
 * none). The settings as saved; the notice says what was dropped.
 */
export function withoutCasualFloor(s: Settings): Settings {
  return s.rated && s.ratingFloor !== null && !ratingStatus(s).rated ? { ...s, ratingFloor: null } : s;
}

/** The notice for a floor `withoutCasualFloor` dropped (`asked` the floor asked for), or null. */
export function casualFloorNotice(asked: number | null, saved: Settings): SettingsIssue | null {
  if (asked === null || saved.ratingFloor !== null || !saved.rated || ratingStatus(saved).rated) return null;
  return {
    field: 'ratingFloor',
    code: 'floorDroppedCasual',
    params: { floor: asked, mode: saved.openingMode },
  };
}

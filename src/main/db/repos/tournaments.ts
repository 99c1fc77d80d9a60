import type { Db } from '../connection';
import { SettingsSchema, pairedSpan, type Settings } from '../../../shared/settings';
import type { TournamentKind, TournamentStatus } from '../../../shared/api/tournaments';
import type { ClassReviews } from '../../../shared/openings/tables';
import { classReviewsOf } from './class-reviews';

export type TournamentRecord = {
  id: number;
  eventId: number;
  status: TournamentStatus;
  /** R14: an arena has no rounds; its registration stays open while it runs (R14.1). */
  kind: TournamentKind;
  settings: Settings;
  createdAt: string;
  /** Round 1 is paired: registration and settings are closed (R1.3). */
  started: boolean;
  /** R11.4: the opening classes the arbiter reviewed for this tournament. */
  classReviews: ClassReviews;
};

type Row = {
  id: number;
  event_id: number;
  status: TournamentStatus;
  kind: TournamentKind;
  name: string;
  arbiter: string;
  city: string;
  variant: string;
  time_control_kind: string;
  time_control: string;
  scheduled_start: string;
  duration_minutes: number;
  seats: number;
  minimum: number;
  threshold: number;
  format_mode: string;
  two_legs: number;
  round_robin_cycles: number;
  acceleration: string;
  extra_round: number;
  swiss_rounds: number | null;
  opening_mode: string;
  themed_opening: string | null;
  rated: number;
  rating_floor: number | null;
  point_system: string;
  tiebreaks: string | null;
  pairing_order: string;
  table_numbers: string;
  withdrawn_last: number;
  unplayed_policy: string;
  fide_edition: string;
  close_at_end: number;
  announced_end: string | null;
  deputies: string;
  organiser: string;
  federation: string;
  start_date: string | null;
  end_date: string | null;
  notes: string;
  created_at: string;
  round_count: number;
};

const json = (s: string | null): unknown => (s === null ? null : JSON.parse(s));

/** Parsed through the schema, so a file edited by hand cannot smuggle a wrong value in. */
function toRecord(r: Row): Omit<TournamentRecord, 'classReviews'> {
  const settings = SettingsSchema.parse({
    name: r.name,
    arbiter: r.arbiter,
    city: r.city,
    variant: r.variant,
    timeControl: { kind: r.time_control_kind, text: r.time_control },
    scheduledStart: r.scheduled_start,
    durationMinutes: r.duration_minutes,
    seats: r.seats,
    minimum: r.minimum,
    threshold: r.threshold,
    formatMode: r.format_mode,
    twoLegs: r.two_legs === 1,
    roundRobinCycles: r.round_robin_cycles === 2 ? 2 : 1,
    acceleration: r.acceleration,
    extraRound: r.extra_round === 1,
    swissRounds: r.swiss_rounds,
    openingMode: r.opening_mode,
    themedOpening: themedOpening(json(r.themed_opening)),
    rated: r.rated === 1,
    ratingFloor: r.rating_floor,
    pointSystem: json(r.point_system),
    tiebreaks: json(r.tiebreaks),
    pairingOrder: r.pairing_order,
    tableNumbers: r.table_numbers,
    withdrawnLast: r.withdrawn_last === 1,
    // 007_fide_edition: 'fide-2023' in unplayed_policy is the FIDE way, fide_edition its edition.
    unplayedPolicy: r.unplayed_policy === 'recorded' ? 'recorded' : `fide-${r.fide_edition}`,
    closeAtEnd: r.close_at_end === 1,
    announcedEnd: r.announced_end,
    deputies: r.deputies,
    organiser: r.organiser,
    federation: r.federation,
    startDate: r.start_date,
    endDate: r.end_date,
    notes: r.notes,
  });
  return {
    id: r.id,
    eventId: r.event_id,
    status: r.status,
    kind: r.kind,
    settings,
    createdAt: r.created_at,
    started: r.round_count > 0,
  };
}

/**
 * A themed opening as stored. Files written before the table was shipped hold the arbiter's free
 * text ({name, imbalance}): the number in it is kept when there is one, otherwise the setting is
 * emptied and the settings check asks the arbiter to pick the opening from the table (R11.1).
 */
function themedOpening(stored: unknown): { number: number } | null {
  if (stored === null || typeof stored !== 'object') return null;
  const o = stored as { number?: unknown; name?: unknown };
  if (typeof o.number === 'number') return { number: o.number };
  const digits = typeof o.name === 'string' ? /\d+/.exec(o.name) : null;
  return digits ? { number: Number(digits[0]) } : null;
}

function columns(s: Settings): Record<string, string | number | null> {
  return {
    name: s.name,
    arbiter: s.arbiter,
    city: s.city,
    variant: s.variant,
    time_control_kind: s.timeControl.kind,
    time_control: s.timeControl.text,
    scheduled_start: s.scheduledStart,
    duration_minutes: s.durationMinutes,
    seats: s.seats,
    minimum: s.minimum,
    threshold: s.threshold,
    format_mode: s.formatMode,
    two_legs: s.twoLegs ? 1 : 0,
    round_robin_cycles: s.roundRobinCycles,
    acceleration: s.acceleration,
    extra_round: s.extraRound ? 1 : 0,
    swiss_rounds: s.swissRounds,
    opening_mode: s.openingMode,
    themed_opening: s.themedOpening === null ? null : JSON.stringify(s.themedOpening),
    rated: s.rated ? 1 : 0,
    rating_floor: s.ratingFloor,
    point_system: JSON.stringify(s.pointSystem),
    tiebreaks: s.tiebreaks === null ? null : JSON.stringify(s.tiebreaks),
    pairing_order: s.pairingOrder,
    table_numbers: s.tableNumbers,
    withdrawn_last: s.withdrawnLast ? 1 : 0,
    unplayed_policy: s.unplayedPolicy === 'recorded' ? 'recorded' : 'fide-2023',
    fide_edition: s.unplayedPolicy === 'fide-2026' ? '2026' : '2023',
    close_at_end: s.closeAtEnd ? 1 : 0,
    announced_end: s.announcedEnd,
    deputies: s.deputies,
    organiser: s.organiser,
    federation: s.federation,
    start_date: s.startDate,
    end_date: s.endDate,
    notes: s.notes,
  };
}

const SELECT = `SELECT t.*, (SELECT COUNT(*) FROM rounds r WHERE r.tournament_id = t.id) AS round_count
  FROM tournaments t`;

export function insertTournament(db: Db, eventId: number, s: Settings, at: string): number {
  const cols = { ...columns(s), event_id: eventId, created_at: at };
  const names = Object.keys(cols);
  const sql = `INSERT INTO tournaments (${names.join(', ')}) VALUES (${names.map((n) => '@' + n).join(', ')})`;
  return Number(db.prepare(sql).run(cols).lastInsertRowid);
}

export function updateTournamentSettings(db: Db, id: number, s: Settings): void {
  const cols = columns(s);
  const sets = Object.keys(cols).map((n) => `${n} = @${n}`);
  db.prepare(`UPDATE tournaments SET ${sets.join(', ')} WHERE id = @id`).run({ ...cols, id });
}

export function getTournament(db: Db, id: number): TournamentRecord | null {
  const row = db.prepare(`${SELECT} WHERE t.id = ?`).get(id) as Row | undefined;
  return row ? { ...toRecord(row), classReviews: classReviewsOf(db, row.id) } : null;
}

export function listTournaments(db: Db): TournamentRecord[] {
  return (db.prepare(`${SELECT} ORDER BY t.id`).all() as Row[]).map((row) => ({
    ...toRecord(row),
    classReviews: classReviewsOf(db, row.id),
  }));
}

/** The organiser's cancel before the start: the status only, nothing else changes. */
export function setCancelled(db: Db, id: number): void {
  db.prepare(`UPDATE tournaments SET status = 'cancelled' WHERE id = ? AND status = 'registration'`).run(id);
}

/**
 * The first and last day a round of the tournament was paired, on the hall's clock (local
 * `YYYY-MM-DD`), or null before round 1: what the reports print unless the arbiter set dates.
 */
export function pairedDays(db: Db, id: number): { first: string; last: string } | null {
  const rows = db.prepare('SELECT paired_at FROM rounds WHERE tournament_id = ?').all(id) as {
    paired_at: string;
  }[];
  return pairedSpan(rows.map((r) => r.paired_at));
}

import { AppError } from '../../shared/errors';
import { registrationOpen, type Tournament } from '../../shared/api/tournaments';
import { exportLimits } from '../../shared/export-limits';
import {
  applySettingsPatch,
  lockedChanges,
  ratingStatus,
  ADMIN_FIELDS,
  withoutCasualFloor,
  settingsIssues,
  type Settings,
  type SettingsIssue,
  type SettingsPatch,
} from '../../shared/settings';
import { endPassedIssues, wallInstant } from '../../shared/schedule';
import {
  classLabel,
  findOpening,
  isTableVariant,
  openingTable,
  reviewedOpening,
  sameClass,
  type OpeningClass,
} from '../../shared/openings/tables';
import { setClassReview } from '../db/repos/class-reviews';
import type { Db } from '../db/connection';
import { getEvent, insertEvent } from '../db/repos/events';
import { countEntrants } from '../db/repos/entrants';
import { stackOf } from './tournament-common/stack';
import { getStart } from '../db/repos/start';
import { firstOverlap } from './same-person';
import { ratedGamesOf } from './rated-games';
import {
  getTournament as getRecord,
  insertTournament,
  listTournaments as listRecords,
  setCancelled,
  updateTournamentSettings,
  type TournamentRecord,
} from '../db/repos/tournaments';

/**
 * R1.5: moving the start, the announced end or the duration may make this tournament run at the
 * same time as another that holds one of its entrants; shown on the field that moved.
 */
function scheduleIssue(db: Db, id: number, before: Settings, next: Settings): SettingsIssue | null {
  const moved = (['scheduledStart', 'announcedEnd', 'durationMinutes'] as const).filter(
    (f) => next[f] !== before[f],
  );
  const field = moved[0];
  if (field === undefined) return null;
  const clash = firstOverlap(db, id, next);
  return clash ? { field, code: 'samePersonOverlap', params: clash } : null;
}

/**
 * Refuses invalid settings with every broken rule at once, so the form can mark each field; at the
 * transport's time `now`, a close by the clock whose end is already over too (R15.1).
 */
function validate(s: Settings, registered: number, now: number, schedule: SettingsIssue | null = null): void {
  const issues: SettingsIssue[] = settingsIssues(s);
  if (!issues.some((i) => i.field === 'announcedEnd')) issues.push(...endPassedIssues(s, now));
  if (schedule && !issues.some((i) => i.field === schedule.field)) issues.push(schedule);
  // R1.2: seats cannot drop below the entrants already registered.
  if (registered > s.seats && !issues.some((i) => i.field === 'seats'))
    issues.push({ field: 'seats', code: 'seatsBelowEntrants', params: { count: registered } });
  if (issues.length > 0) throw new AppError('settings:invalid', {}, { issues });
}

/** The games per round the start decided (R3.2, R5), or null before the start. */
export function playedLegs(db: Db, id: number): number | null {
  const d = getStart(db, id).decision as { gamesPerRound?: unknown } | null;
  return typeof d?.gamesPerRound === 'number' ? d.gamesPerRound : null;
}

/** R11.4: each reviewed class beside the table's. */
function reviewsView(r: TournamentRecord): Tournament['classReviews'] {
  const v = r.settings.variant;
  if (!isTableVariant(v)) return [];
  return Object.entries(r.classReviews).flatMap(([n, reviewed]) => {
    const o = findOpening(v, Number(n));
    return o ? [{ number: o.number, table: o.class, reviewed }] : [];
  });
}

/** R12.2 rated or casual by the legs actually played; R12.3 how many games can be rated. */
function ratingStatusView(db: Db, r: TournamentRecord): Tournament['ratingStatus'] {
  const status = ratingStatus(r.settings, playedLegs(db, r.id), r.classReviews);
  return { ...status, games: status.rated ? ratedGamesOf(db, r) : null };
}

function view(db: Db, r: TournamentRecord): Tournament {
  const counts = countEntrants(db, r.id);
  return {
    id: r.id,
    status: r.status,
    kind: r.kind,
    teams: stackOf(db, r.id) === 'team',
    settings: r.settings,
    ratingStatus: ratingStatusView(db, r),
    classReviews: reviewsView(r),
    exportLimits: exportLimits(r.settings),
    entrantCount: counts.all,
    presentCount: counts.present,
    withdrawnCount: counts.withdrawn,
    createdAt: r.createdAt,
  };
}

export function loadTournament(db: Db, id: number): TournamentRecord {
  const r = getRecord(db, id);
  if (!r) throw new AppError('tournamentNotFound', { id });
  return r;
}

/** R1.3: settings and registration change only until round 1 is paired. */
export function isOpen(r: TournamentRecord): boolean {
  return r.status === 'registration' && !r.started;
}

/** R1.3, and R14.1: an arena takes and lets go entrants while it runs; settings stay closed. */
export function acceptsEntrants(r: TournamentRecord): boolean {
  return registrationOpen(r) && (r.kind === 'arena' || !r.started);
}

export function createTournament(db: Db, asked: Settings, at: string): Tournament {
  // R12.2: a floor its opening makes pointless is dropped, the tournament created casual.
  const settings = withoutCasualFloor(asked);
  validate(settings, 0, Date.parse(at));
  const event = getEvent(db) ?? insertEvent(db, settings.name, at);
  const id = insertTournament(db, event.id, settings, at);
  return view(db, loadTournament(db, id));
}

export function getTournament(db: Db, id: number): Tournament {
  return view(db, loadTournament(db, id));
}

export function listTournaments(db: Db): Tournament[] {
  return listRecords(db).map((r) => view(db, r));
}

/**
 * Returns the new view and the settings before, for the activity log (and its undo). Before round
 * 1 is paired every field changes; afterwards, and after the end, only the administrative ones
 * (R1.3, `ADMIN_FIELDS`): a patch that changes a rule of play is refused whole, naming the rules.
 */
export function updateSettings(
  db: Db,
  id: number,
  patch: SettingsPatch,
  now: Date,
): { tournament: Tournament; before: Settings } {
  const r = loadTournament(db, id);
  const open = isOpen(r);
  if (!open) {
    const locked = lockedChanges(r.settings, patch);
    if (locked.length > 0)
      throw new AppError(
        'rulesLocked',
        { name: r.settings.name, fields: locked.join(', ') },
        { fields: locked },
      );
  }
  const patched = applySettingsPatch(r.settings, patch);
  const next = open ? withoutCasualFloor(patched) : patched;
  if (open) validate(next, countEntrants(db, id).all, now.getTime(), scheduleIssue(db, id, r.settings, next));
  else validateAdministration(next);
  updateTournamentSettings(db, id, next);
  return { tournament: view(db, loadTournament(db, id)), before: r.settings };
}

/**
 * After the start only the administrative fields change: their own rules are checked, not the
 * play's (a start long past, or an end by the clock already over, is no fault of a new name).
 */
function validateAdministration(s: Settings): void {
  const issues = settingsIssues(s).filter((i) => ADMIN_FIELDS.has(i.field));
  if (issues.length > 0) throw new AppError('settings:invalid', {}, { issues });
}

/**
 * The organiser cancels a tournament until it has started (the seed's "Until it has started the
 * organiser can cancel it; afterwards not"): in rounds until round 1 is paired (R1.3), an arena
 * until its scheduled start (R14.1). Entrants and settings are kept, as for a start that cancels
 * itself (R2.1); no decision is stored, which tells the two apart.
 */
export function cancelTournament(db: Db, id: number, now: Date): Tournament {
  const r = loadTournament(db, id);
  const name = r.settings.name;
  if (r.status === 'cancelled') throw new AppError('alreadyCancelled', { name });
  const arenaBegun = r.kind === 'arena' && wallInstant(r.settings.scheduledStart) <= now.getTime();
  if (!isOpen(r) || arenaBegun) throw new AppError('cancelAfterStart', { name });
  setCancelled(db, id);
  return view(db, loadTournament(db, id));
}

/**
 * R11.4 "The arbiter may review a class": the opening's class for this tournament, in place of the
 * table's (the table's own class removes the review). Only before round 1 is paired: a class
 * decides which openings a draw under a ceiling may give and, for a themed opening, whether the
 * tournament is rated (R12.2 "created casual", a status fixed with the rules at the start, R1.3);
 * changing it mid-way would leave the rounds already drawn, and games already played rated or
 * casual, under another rule than the rest. Returns the class before, for the activity log.
 */
export function reviewClass(
  db: Db,
  id: number,
  number: number,
  asked: OpeningClass,
  at: string,
): { tournament: Tournament; before: OpeningClass; table: OpeningClass } {
  const r = loadTournament(db, id);
  const name = r.settings.name;
  const variant = r.settings.variant;
  if (!isTableVariant(variant)) throw new AppError('classReviewNoTable', { name });
  const table = findOpening(variant, number);
  if (!table) throw new AppError('classReviewUnknown', { number, count: openingTable(variant).length });
  if (!isOpen(r)) throw new AppError('classReviewAfterStart', { name, number });
  const before = reviewedOpening(variant, number, r.classReviews)?.class ?? table.class;
  const next: OpeningClass = { degree: asked.degree, favoured: asked.degree === 0 ? null : asked.favoured };
  if (sameClass(before, next))
    throw new AppError('classReviewSame', { number, class: classLabel(next), name });
  setClassReview(db, id, number, sameClass(table.class, next) ? null : next, at);
  return { tournament: view(db, loadTournament(db, id)), before, table: table.class };
}

/**
 * The report views of a tournament in rounds (individuals; services/teams/report-views.ts for
 * teams): one model per report, computed once from the event file and read by the PDF and the
 * website alike. The standings are the ones the Standings screen gets (`computeFor` in
 * standings.ts builds their options from the settings in one place), the sheet is the screens'
 * sheet, the entrants as registered, the header from the tournament's settings. Before the start
 * only the entrants list has something to print; it numbers them by entry.
 */
import { pairedSpan, printedDates, printedDatesText, ratingStatus } from '../../../shared/settings';
import { AppError } from '../../../shared/errors';
import { formatDate } from '../../../shared/dates';
import type { Language } from '../../../shared/i18n/index';
import type { Db } from '../../db/connection';
import { getEvent } from '../../db/repos/events';
import { listEntrants } from '../../db/repos/entrants';
import { getPortalSettings } from '../../db/repos/portal';
import type { RoundRow } from '../../db/repos/rounds';
import { computeStandings } from '../../engine/standings';
import type { ScoringSheet } from '../../engine/types';
import { boardSvg } from '../../engine/draughts/diagram';
import { parseFen } from '../../engine/draughts/position';
import { RULES } from '../../engine/draughts/variants';
import { classLabel } from '../../engine/openings/openings';
import { renderReport } from '../../reports/index';
import type {
  Paper,
  ReportEntrant,
  ReportKind,
  ReportModel,
  ReportRequest,
  RoundInfo,
} from '../../reports/model';
import { idLists } from '../rating-ids';
import { explainRoundLines } from './explain';
import { isRoundOpening } from './opening';
import { toSheet } from './sheet';
import { computeFor, nextAcceleration } from './standings';
import { loadState, requireRunning, type PlayState, type Running } from './state';

/** R6.7: the points the round was paired on, by starting number, when stored with its boards. */
function pairedOn(s: Running, r: RoundRow): Record<number, number> | undefined {
  const boards = r.boards.filter((b) => b.black !== null);
  if (boards.length === 0 || boards.some((b) => b.paired === null)) return undefined;
  const out: Record<number, number> = {};
  const no = (id: number) => s.byId.get(id)?.startNo ?? 0;
  for (const b of boards) {
    out[no(b.white)] = b.paired?.white ?? 0;
    out[no(b.black ?? 0)] = b.paired?.black ?? 0;
  }
  return out;
}

/** The opening as stored with the round (R11.2): its moves, and its number and class in the table. */
function openingText(o: unknown): string {
  if (!isRoundOpening(o)) return '';
  const moves = o.moves.join(' ');
  return o.number === null ? moves : `${moves} (${o.number}${o.class ? `, ${classLabel(o.class)}` : ''})`;
}

/** A tournament's report model in one language: the figures are the same in every language. */
export type ReportView = (language: Language) => ReportModel;

/** The report model of a tournament, in the language asked for. */
export function modelFromEvent(db: Db, tournamentId: number, req: ReportRequest): ReportModel {
  return reportView(db, tournamentId, req)(req.language);
}

/** The parts of every report model: the header, the rating status, the paper and the language. */
function commonParts(db: Db, state: PlayState, req: Omit<ReportRequest, 'language'>) {
  const settings = state.tournament.settings;
  const eventName = getEvent(db)?.name ?? '';
  const header = {
    event: eventName || settings.name,
    tournament: eventName && settings.name !== eventName ? settings.name : '',
    city: settings.city,
    arbiter: settings.arbiter,
    federation: settings.federation,
  };
  // The arbiter's dates, or the first and last day a round was paired (the scheduled start's
  // day before round 1).
  const days = printedDates(settings, pairedSpan(state.rounds.map((r) => r.pairedAt)));
  const printed = req.printed ?? new Date();
  const rating = ratingStatus(settings, state.decision?.gamesPerRound, state.tournament.classReviews);
  const common = (language: Language) => ({
    header: { ...header, dates: printedDatesText(days, language) },
    rating,
    entrant: req.entrant ?? null,
    language,
    paper: req.paper,
    printed,
  });
  return { rating, common };
}
type CommonParts = ReturnType<typeof commonParts>;

/** Not started: the registration list, numbered by entry (R6.3 numbers come at round 1). */
function registrationView(
  db: Db,
  tournamentId: number,
  settings: PlayState['tournament']['settings'],
  { rating, common }: CommonParts,
): ReportView {
  const registered = listEntrants(db, tournamentId);
  const sheet: ScoringSheet = {
    entrants: registered.map((e) => ({ startNo: e.entryNo, rating: e.rating, withdrawn: false })),
    rounds: [],
    points: settings.pointSystem,
    rated: rating.rated,
  };
  const format = settings.formatMode === 'force-round-robin' ? 'round-robin' : 'swiss';
  const standings = computeStandings(sheet, { format });
  return (language) => ({
    ...common(language),
    format,
    sheet,
    totalRounds: null,
    roundInfo: [],
    entrants: registered.map((e) => ({
      startNo: e.entryNo,
      name: e.name,
      title: e.title ?? '',
      federation: e.federation ?? '',
      rating: e.rating,
      id: e.ratingId ?? '',
      withdrawn: false,
    })),
    round: 0,
    standings,
  });
}

/** The entrants as printed after `round`: starting numbers, ids with their lists, withdrawals. */
function reportEntrants(db: Db, tournamentId: number, s: Running, round: number): ReportEntrant[] {
  const lists = idLists(db, tournamentId);
  return s.entrants.map((e) => ({
    startNo: e.startNo ?? 0,
    name: e.name,
    title: e.title ?? '',
    federation: e.federation ?? '',
    rating: e.rating,
    id: e.ratingId ?? '',
    ...(e.ratingId !== null && lists.has(e.id) ? { idList: lists.get(e.id) } : {}),
    withdrawn: e.withdrawnAfterRound !== null && e.withdrawnAfterRound <= round,
  }));
}

/** The rounds as printed, before their dates are written in a language. */
function roundInfos(s: Running) {
  const settings = s.tournament.settings;
  return s.rounds.map((r) => ({
    number: r.number,
    pairedAt: r.pairedAt,
    opening: openingText(r.opening),
    // R11.2: the board after the opening, the same drawing as on the Pairings screen
    diagram: isRoundOpening(r.opening)
      ? boardSvg(parseFen(RULES[settings.variant], r.opening.fen), 22)
      : undefined,
    pairedOn: pairedOn(s, r),
  }));
}

/** Started: the view after the round asked for (the last paired round unless said). */
function runningView(
  db: Db,
  tournamentId: number,
  state: PlayState,
  req: Omit<ReportRequest, 'language'>,
  { common }: CommonParts,
): ReportView {
  const s = requireRunning(state);
  const last = s.rounds.length;
  const round = req.round ?? last;
  if (req.round !== undefined && (round < 1 || round > last)) {
    if (last === 0) throw new AppError('reports:error.noRoundYet');
    throw new AppError('reports:error.roundOutOfRange', { round, last });
  }
  const entrants = reportEntrants(db, tournamentId, s, round);
  const roundInfo = roundInfos(s);
  const sheet = toSheet(s);
  // The Standings screen's standings; R9.4: the tournament's edition unless the command line
  // asks for another (diagonal report --unplayed).
  const standings = computeFor(s, round, req.unplayed).standings;
  const acceleration = nextAcceleration(s, round);
  return (language) => ({
    ...common(language),
    format: s.format,
    sheet,
    totalRounds: s.roundsPlanned,
    ...(s.decision.cycles === 2 ? { cycles: 2 as const } : {}),
    roundInfo: roundInfo.map(({ pairedAt, ...r }): RoundInfo => ({
      ...r,
      date: Number.isNaN(Date.parse(pairedAt)) ? '' : formatDate(language, new Date(pairedAt)),
    })),
    entrants,
    round,
    standings,
    acceleration,
  });
}

/**
 * The report view of a tournament, computed once (sheet, standings, entrants, diagrams) and
 * written in any language (the dates): the website's four languages read the same view.
 */
export function reportView(db: Db, tournamentId: number, req: Omit<ReportRequest, 'language'>): ReportView {
  const state = loadState(db, tournamentId);
  const parts = commonParts(db, state, req);
  if (state.decision === null || state.decision.format === 'cancelled')
    return registrationView(db, tournamentId, state.tournament.settings, parts);
  return runningView(db, tournamentId, state, req, parts);
}

export type TournamentReportRequest = {
  kind: ReportKind;
  language: Language;
  paper: Paper;
  round?: number;
  /** The tiebreak breakdown of this entrant (by id) instead of all. */
  entrantId?: number;
  /** The round sheet's appendix: why this pairing (a Swiss round only: refused otherwise). */
  explain?: boolean;
  unplayed?: ReportRequest['unplayed'];
  printed: Date;
  /** The results portal's address while it listens, printed while it is on for the tournament. */
  portalUrl?: string | null;
};

/** One report of a tournament as a PDF, and the names it is saved under. */
export async function tournamentReport(
  db: Db,
  tournamentId: number,
  req: TournamentReportRequest,
): Promise<{ pdf: Buffer; name: string; round: number }> {
  let entrant: number | null = null;
  if (req.entrantId !== undefined) {
    const e = listEntrants(db, tournamentId).find((x) => x.id === req.entrantId);
    if (!e?.startNo) throw new AppError('reports:error.unknownEntrant', { startNo: req.entrantId });
    entrant = e.startNo;
  }
  const model = modelFromEvent(db, tournamentId, {
    language: req.language,
    paper: req.paper,
    entrant,
    printed: req.printed,
    ...(req.round !== undefined ? { round: req.round } : {}),
    ...(req.unplayed !== undefined ? { unplayed: req.unplayed } : {}),
  });
  if (req.explain && req.kind === 'round-sheet')
    model.explanation = explainRoundLines(db, tournamentId, model.round, req.language);
  if (req.portalUrl && getPortalSettings(db, tournamentId).enabled) model.portalUrl = req.portalUrl;
  const pdf = await renderReport(req.kind, model);
  return { pdf, name: model.header.tournament || model.header.event, round: model.round };
}

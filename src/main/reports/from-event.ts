/**
 * The report model of a tournament in the event file: the same sheet and standings the screens
 * show (services/rounds), the entrants as registered, the header from the tournament's settings.
 * Before the start only the entrants list has something to print; it numbers them by entry.
 */
import {
  defaultTiebreaks,
  pairedSpan,
  printedDates,
  printedDatesText,
  ratingStatus,
} from '../../shared/settings';
import { AppError } from '../../shared/errors';
import type { Db } from '../db/connection';
import { getEvent } from '../db/repos/events';
import { listEntrants } from '../db/repos/entrants';
import { computeStandings } from '../engine/standings';
import type { ScoringSheet } from '../engine/types';
import { toSheet } from '../services/rounds/sheet';
import { nextAcceleration } from '../services/rounds/standings';
import { loadState, requireRunning, type Running } from '../services/rounds/state';
import type { RoundRow } from '../db/repos/rounds';
import { idLists } from '../services/rating-ids';
import * as fmt from './format';
import { isRoundOpening } from '../services/rounds/opening';
import { boardSvg } from '../engine/draughts/diagram';
import { parseFen } from '../engine/draughts/position';
import { RULES } from '../engine/draughts/variants';
import { classLabel } from '../engine/openings/openings';
import type { ReportRequest } from './from-trf';
import type { ReportEntrant, ReportModel, RoundInfo } from './model';

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

export function modelFromEvent(db: Db, tournamentId: number, req: ReportRequest): ReportModel {
  const state = loadState(db, tournamentId);
  const settings = state.tournament.settings;
  const eventName = getEvent(db)?.name ?? '';
  const header = {
    event: eventName || settings.name,
    tournament: eventName && settings.name !== eventName ? settings.name : '',
    city: settings.city,
    // The arbiter's dates, or the first and last day a round was paired (the scheduled start's
    // day before round 1).
    dates: printedDatesText(
      printedDates(settings, pairedSpan(state.rounds.map((r) => r.pairedAt))),
      req.language,
    ),
    arbiter: settings.arbiter,
    federation: settings.federation,
  };
  const printed = req.printed ?? new Date();
  const rating = ratingStatus(settings, state.decision?.gamesPerRound, state.tournament.classReviews);
  const common = {
    header,
    rating,
    entrant: req.entrant ?? null,
    language: req.language,
    paper: req.paper,
    printed,
  };

  if (state.decision === null || state.decision.format === 'cancelled') {
    // Not started: the registration list, numbered by entry (R6.3 numbers come at round 1).
    const registered = listEntrants(db, tournamentId);
    const sheet: ScoringSheet = {
      entrants: registered.map((e) => ({ startNo: e.entryNo, rating: e.rating, withdrawn: false })),
      rounds: [],
      points: settings.pointSystem,
      rated: rating.rated,
    };
    const format = settings.formatMode === 'force-round-robin' ? 'round-robin' : 'swiss';
    return {
      ...common,
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
      standings: computeStandings(sheet, { format }),
    };
  }

  const s = requireRunning(state);
  const last = s.rounds.length;
  const round = req.round ?? last;
  if (req.round !== undefined && (round < 1 || round > last)) {
    if (last === 0) throw new AppError('reports:error.noRoundYet');
    throw new AppError('reports:error.roundOutOfRange', { round, last });
  }
  const lists = idLists(db, tournamentId);
  const entrants: ReportEntrant[] = s.entrants.map((e) => ({
    startNo: e.startNo ?? 0,
    name: e.name,
    title: e.title ?? '',
    federation: e.federation ?? '',
    rating: e.rating,
    id: e.ratingId ?? '',
    ...(e.ratingId !== null && lists.has(e.id) ? { idList: lists.get(e.id) } : {}),
    withdrawn: e.withdrawnAfterRound !== null && e.withdrawnAfterRound <= round,
  }));
  const roundInfo: RoundInfo[] = s.rounds.map((r) => ({
    number: r.number,
    date: Number.isNaN(Date.parse(r.pairedAt)) ? '' : fmt.date(new Date(r.pairedAt), req.language),
    opening: openingText(r.opening),
    // R11.2: the board after the opening, the same drawing as on the Pairings screen
    diagram: isRoundOpening(r.opening)
      ? boardSvg(parseFen(RULES[settings.variant], r.opening.fen), 22)
      : undefined,
    pairedOn: pairedOn(s, r),
  }));
  return {
    ...common,
    format: s.format,
    sheet: toSheet(s),
    totalRounds: s.roundsPlanned,
    ...(s.decision.cycles === 2 ? { cycles: 2 as const } : {}),
    roundInfo,
    entrants,
    round,
    standings: computeStandings(toSheet(s, round), {
      format: s.format,
      tiebreaks: settings.tiebreaks ?? defaultTiebreaks(s.format),
      withdrawnLast: settings.withdrawnLast,
      // R9.4: the tournament's edition unless the command line asks for another (diagonal report --unplayed).
      unplayed: req.unplayed ?? settings.unplayedPolicy,
    }),
    acceleration: nextAcceleration(s, round),
  };
}

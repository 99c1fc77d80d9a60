/**
 * The report model: everything a printed report shows, as plain data, built by the services
 * (services/rounds/report-views.ts for a tournament of the event file, services/files/trf-report.ts
 * for a TRF file) and read by the
 * report builders, which compute nothing about the rules themselves. Scores, rounds and standings
 * are the engine's own types (src/main/engine/types.ts), so the print shows exactly the figures
 * the screens show.
 */
import { REPORT_KIND_NAMES, type ReportKindName } from '../../shared/api/reports';
import type { Format } from '../../shared/domain';
import type { Language } from '../../shared/i18n/index';
import type { RatingStatus } from '../../shared/settings';
import type { ScoringSheet, Standings, StartNo, UnplayedPolicy } from '../engine/types';

/** The kinds are part of the API contract (the Reports screen lists them). */
export const REPORT_KINDS = REPORT_KIND_NAMES;
export type ReportKind = ReportKindName;
export const isReportKind = (x: unknown): x is ReportKind => REPORT_KINDS.includes(x as ReportKind);

export const PAPERS = ['a4', 'letter'] as const;
export type Paper = (typeof PAPERS)[number];

/** What a report is asked for, whatever it is built from. */
export type ReportRequest = {
  language: Language;
  paper: Paper;
  /** The round to print (round reports) or to stop after (standings); the last paired by default. */
  round?: number;
  /** Tiebreak breakdown of one entrant; every entrant when absent. */
  entrant?: number | null;
  printed?: Date;
  /** Overrides what the file says or suggests (TRF has no format record of its own). */
  format?: Format;
  /** R9.4: how unplayed rounds count in the tiebreaks; as recorded by default. */
  unplayed?: UnplayedPolicy;
};

/** The block at the top of every report (PRODUCT.md: event header with the arbiter's name). */
export type EventHeader = {
  event: string;
  /** '' when the event holds one tournament named like the event. */
  tournament: string;
  city: string;
  /** As written by the arbiter or the file (e.g. "2026/05/01 – 2026/05/03"). */
  dates: string;
  arbiter: string;
  federation: string;
};

/** An entrant as printed: identity from the rating list, and the starting number (R6.3, R7.2). */
export type ReportEntrant = {
  startNo: StartNo;
  name: string;
  /** FMJD title (GMI, MF ...) or ''. */
  title: string;
  federation: string;
  rating: number | null;
  /** Rating-list ID, or '' when the entrant is on no list. */
  id: string;
  /** The list the ID comes from, by its short name ("FMJD", "FFJD"); absent when not known. */
  idList?: string;
  withdrawn: boolean;
};

/** What a round adds to the sheet for print: when it is played and the opening drawn (R11.2). */
export type RoundInfo = {
  number: number;
  date: string;
  opening: string;
  /** The board after the opening, as SVG text. */
  diagram?: string | undefined;
  /**
   * R6.7: the points each entrant (by starting number) was paired on, as stored with the round;
   * absent for a round paired before they were stored (the running total is printed then).
   */
  pairedOn?: Record<number, number> | undefined;
};

export type ReportModel = {
  header: EventHeader;
  format: Format;
  /** Every round paired so far, with the results known. */
  sheet: ScoringSheet;
  /** R12: rated or casual, and why; `sheet.rated` follows it. */
  rating: RatingStatus;
  /** Rounds announced (R3), or null when unknown. */
  totalRounds: number | null;
  /** 2 for a double round robin (R7): rounds past half of `totalRounds` are its second cycle. */
  cycles?: 1 | 2;
  roundInfo: readonly RoundInfo[];
  entrants: readonly ReportEntrant[];
  /** The round a round report is about; standings and crosstables are after this round. */
  round: number;
  /** Standings after `round` (R9). */
  standings: Standings;
  /**
   * FIDE C.04.5.1 (Baku): the virtual points round `round` + 1 is paired with, added to pairing
   * numbers 1..`lastAccelerated`; absent or null when that round is not accelerated. Never points.
   */
  acceleration?: { round: number; lastAccelerated: number; points: number } | null;
  /** The tiebreak breakdown of one entrant, or of every entrant when null. */
  entrant: StartNo | null;
  language: Language;
  paper: Paper;
  /** The round sheet's appendix (issue 30 part 1): why this pairing, one line each; absent when not asked. */
  explanation?: string[];
  /** The date printed in the footer. */
  printed: Date;
  /** The results portal's address while it is on and listening (R16.3), else absent. */
  portalUrl?: string | null;
};

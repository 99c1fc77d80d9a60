/**
 * The printed reports of a team event (RULES.md R16.1, R16.1b): everything they show, as plain
 * data built by an adapter from the team services. As with the individual reports, the builders
 * compute nothing about the rules: match points, board points, tiebreak figures and board
 * standings come in already decided; the builders only lay them out.
 */
import { TEAM_REPORT_KIND_NAMES, type TeamReportKindName } from '../../../shared/api/team-reports';
import type { Colour, GameResult, PointSystem, TeamCriterionCode } from '../../../shared/domain';
import type { Language } from '../../../shared/i18n/index';
import type { TiebreakUnit } from '../../engine/types';
import type { EventHeader, Paper } from '../model';

/** The kinds are part of the API contract (the Teams screen lists them). */
export const TEAM_REPORT_KINDS = TEAM_REPORT_KIND_NAMES;
export type TeamReportKind = TeamReportKindName;
export const isTeamReportKind = (x: unknown): x is TeamReportKind =>
  TEAM_REPORT_KINDS.includes(x as TeamReportKind);

export type TeamPlayer = {
  name: string;
  rating: number | null;
  federation: string;
  /** FMJD title (GMI, MF ...) or ''. */
  title: string;
};

/** When a team left (R10.2, R16.1b): abandon keeps its points, forfeit loses the current match. */
export type TeamLeft = { kind: 'abandon' | 'forfeit'; round: number };

export type TeamEntry = {
  startNo: number;
  name: string;
  /** Club or federation the team plays for. */
  club: string;
  captain: string;
  /** The seeding rating: the mean of the first N roster players (R16.1 seeding). */
  rating: number | null;
  left: TeamLeft | null;
  /** The roster in board order, reserves last (the website's team pages). */
  roster?: readonly TeamPlayer[];
};

/** One board of a match: White is the team listed first's player on odd boards (R16.1b). */
export type TeamBoardGame = {
  board: number;
  /** The first-listed team's player on this board (null: nobody fielded). */
  home: TeamPlayer | null;
  away: TeamPlayer | null;
  /** The colour of the first-listed team on this board. */
  homeColour: Colour;
  /** Read from White's side, as every game result (R8). */
  result: GameResult | null;
};

export type TeamMatch = {
  table: number;
  home: number;
  away: number;
  /** The first-listed team's colour on board 1; colours alternate down the boards (R16.1b). */
  homeColour: Colour;
  games: readonly TeamBoardGame[];
  /** Board points of each side so far (R16.1b: each board scores as a game). */
  boardPoints: readonly [number, number];
  /** Match points of each side once every board has a result, else null. */
  matchPoints: readonly [number, number] | null;
};

export type TeamRound = {
  number: number;
  /** As the report prints it ('' when unknown). */
  date: string;
  matches: readonly TeamMatch[];
  /** R16.1b: the team bye of the round, worth a won match with every board won. */
  bye: { team: number; matchPoints: number; boardPoints: number } | null;
};

/** A tiebreak of the team standings (R16.1): the seeds' ones, and board points when chosen. */
export type TeamTiebreakCode = TeamCriterionCode;
export type TeamFigure = {
  code: TeamTiebreakCode;
  value: number;
  unit: TiebreakUnit;
  /** DE: the tied teams it was computed among, and whether all of them met (blank otherwise). */
  among?: readonly number[];
  decisive?: boolean;
};

export type TeamStandingsRow = {
  rank: number;
  team: number;
  matchPoints: number;
  boardPoints: number;
  /** Matches won, drawn and lost (a bye counts as none of them). */
  won: number;
  drawn: number;
  lost: number;
  /** The team rating after the standings' round (docs/TEAMS.md "Team rating"), when known. */
  teamRating?: number;
  /** In the order of `TeamStandings.sequence`. */
  tiebreaks: readonly TeamFigure[];
};

export type TeamStandings = {
  /** After this round. */
  round: number;
  sequence: readonly TeamTiebreakCode[];
  rows: readonly TeamStandingsRow[];
};

/** One player's score on one board across the rounds (board standings). */
export type BoardStandingsRow = {
  rank: number;
  player: TeamPlayer;
  team: number;
  games: number;
  points: number;
  /** 0..100. */
  percent: number;
};
export type BoardStandings = { board: number; rows: readonly BoardStandingsRow[] };

export type TeamReportModel = {
  header: EventHeader;
  language: Language;
  paper: Paper;
  printed: Date;
  /** Boards per match (R16.1b). */
  boards: number;
  /** Points of one board game (2/1/0 by default, R4.1). */
  boardPoints: PointSystem;
  /** Match points, 3/1/0 by default (R16.1). */
  matchPoints: { win: number; draw: number; loss: number };
  totalRounds: number | null;
  teams: readonly TeamEntry[];
  rounds: readonly TeamRound[];
  /** The round a round report is about. */
  round: number;
  standings: TeamStandings;
  boardStandings: readonly BoardStandings[];
};

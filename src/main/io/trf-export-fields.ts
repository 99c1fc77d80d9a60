/**
 * The app's entrants, results and dates in TRF terms, for the export of individual and team
 * tournaments alike: a game's result code on each side, an entrant's player line, a date, and the
 * file around the player lines (header, point system, the TRF-2026 records), written once for both.
 */
import type { Colour, GameResult } from '../../shared/domain';
import type { Entrant } from '../../shared/api/entrants';
import { printedDates, type Settings } from '../../shared/settings';
import { resultPoints, type TrfGame, type TrfPlayer, type TrfResult, type TrfTournament } from './trf';
import { formatPoints } from './trf-points';

/** The TRF code of each side of a game (REFERENCES.md TRF-16): `+ -` for every unplayed result. */
export const CODES: Record<GameResult, [TrfResult, TrfResult]> = {
  'white-wins': ['1', '0'],
  draw: ['=', '='],
  'ruled-draw': ['=', '='],
  'black-wins': ['0', '1'],
  'white-wins-no-show': ['+', '-'],
  'white-wins-forfeit': ['+', '-'],
  'black-wins-no-show': ['-', '+'],
  'black-wins-forfeit': ['-', '+'],
  'double-forfeit': ['-', '-'],
};

/**
 * One game's round entry on each side, white's then black's, by the opponents' starting numbers;
 * a forfeit or no-show (`+ -`) is written as not played.
 */
export function gameEntries(
  result: GameResult,
  white: number,
  black: number,
  ps: Settings['pointSystem'],
): [TrfGame, TrfGame] {
  const [w, k] = CODES[result];
  const played = w !== '+' && w !== '-';
  return [
    { opponent: black, colour: 'white', result: w, played, points: resultPoints(w, ps) },
    { opponent: white, colour: 'black', result: k, played, points: resultPoints(k, ps) },
  ];
}

/** An entrant's player line (`001`): the points of the first `written` rounds. */
export function playerOf(
  e: Entrant,
  rounds: (TrfGame | null)[],
  rank: number | null,
  written: number,
): TrfPlayer {
  return {
    startNumber: e.startNo ?? 0,
    sex: e.sex === 'M' ? 'm' : e.sex === 'F' ? 'w' : '',
    title: e.title !== null && e.title.length <= 3 ? e.title : '',
    name: e.name,
    rating: e.rating,
    federation: e.federation ?? '',
    id: e.ratingId ?? '',
    birthDate: e.birthYear === null ? '' : String(e.birthYear),
    points: rounds.slice(0, written).reduce((sum, g) => sum + (g?.points ?? 0), 0),
    rank,
    rounds,
    line: 0,
  };
}

/** A TRF date: `YYYY/MM/DD`. */
export const trfDate = (day: string): string => day.replaceAll('-', '/');

/** What the file says around its player lines, individuals and teams alike. */
export type TrfFrame = {
  settings: Settings;
  /** The first and last day a round was paired: the printed dates when the arbiter set none. */
  paired: { first: string; last: string } | null;
  /** `092`, as the type of tournament is written (Swiss (Dutch), Team round robin ...). */
  type: string;
  /** The rounds planned (`142`). */
  rounds: number;
  /** R6.4: the colour drawn for the top entrant of round 1 (`152`), null before the lots. */
  initialColour: Colour | null;
  players: TrfPlayer[];
  /** The rounds written: every round whose games all have a result. */
  written: number;
};

/**
 * The header (012-102, the 042/052 printed dates), the point system and the TRF-2026 records
 * (142, 152, 162; the XXR/XXC/BB lines the writer adds say the same for engines that predate
 * them). What only one kind has (acceleration and forbidden pairs, the team records) is added by
 * its export.
 */
export function trfFrame(f: TrfFrame): TrfTournament {
  const { settings, initialColour: colour } = f;
  const ps = settings.pointSystem;
  const p = (v: number) => formatPoints(v, ps.scale);
  const dates = printedDates(settings, f.paired);
  return {
    header: {
      name: settings.name,
      city: settings.city,
      federation: settings.federation,
      startDate: trfDate(dates.start),
      endDate: trfDate(dates.end ?? dates.start),
      type: f.type,
      chiefArbiter: settings.arbiter,
      timeControl: settings.timeControl.text,
    },
    totalRounds: f.rounds,
    initialColour: colour,
    useRank: false,
    pointSystem: ps,
    pointSystemDeclared: true,
    players: f.players,
    byes: [],
    accelerations: [],
    forbidden: [],
    comments: [],
    otherLines: [
      `142 ${f.rounds}`,
      ...(colour ? [`152 ${colour === 'white' ? 'W' : 'B'}`] : []),
      `162 W ${p(ps.win)} D ${p(ps.draw)} L ${p(ps.loss)} A ${p(ps.zeroBye)} P ${p(ps.bye)}`,
    ],
    pairedRounds: f.written,
  };
}

/**
 * A small team event to print: four teams of four boards (R16.1b), two rounds, names with the
 * diacritics the reports must keep (ł ś ğ İ ë). Board and match points are worked by hand here
 * (2/1/0 per board, 3/1/0 per match), not computed by the code under test.
 */
import { DRAUGHTS_POINTS, type GameResult } from '../../../src/shared/domain';
import type { TeamPlayer, TeamReportModel, TeamRound } from '../../../src/main/reports/teams/model';

const p = (name: string, rating: number | null, federation: string, title = ''): TeamPlayer => ({
  name,
  rating,
  federation,
  title,
});

export const ROSTERS: Record<number, TeamPlayer[]> = {
  1: [
    p('Świątek, Łukasz', 2412, 'POL', 'GMI'),
    p('Kałużny, Paweł', 2230, 'POL'),
    p('Wiśniewska, Ewa', 2105, 'POL', 'MFF'),
    p('Łęcki, Jan', null, 'POL'),
  ],
  2: [
    p('İnce, Ağa', 2190, 'TUR'),
    p('Güneş, Işıl', 2305, 'TUR', 'MF'),
    p('Doğan, Çağrı', 2050, 'TUR'),
    p('Yılmaz, Gül', 1980, 'TUR'),
  ],
  3: [
    p('Ndiaye, Ëlodie', 2105, 'SEN', 'MFF'),
    p('Noël, Zoë', 2010, 'FRA'),
    p('Brontë, Anaïs', 1950, 'FRA'),
    p('Citroën, Loïc', 1900, 'FRA'),
  ],
  4: [
    p('van der Berg, Maarten', 2040, 'NED'),
    p('de Vries, Sjoerd', 2000, 'NED'),
    p('Bakker, Femke', 1920, 'NED'),
    p('Visser, Joost', 1880, 'NED'),
  ],
};

/** A match of four boards; the first-listed team has White on boards 1 and 3 when `white`. */
function match(
  table: number,
  home: number,
  away: number,
  white: boolean,
  results: (GameResult | null)[],
  boardPoints: [number, number],
  matchPoints: [number, number] | null,
) {
  const colour = (board: number) => ((board % 2 === 1) === white ? 'white' : 'black') as 'white' | 'black';
  return {
    table,
    home,
    away,
    homeColour: colour(1),
    games: results.map((result, i) => ({
      board: i + 1,
      home: ROSTERS[home]?.[i] ?? null,
      away: ROSTERS[away]?.[i] ?? null,
      homeColour: colour(i + 1),
      result,
    })),
    boardPoints,
    matchPoints,
  };
}

// Round 1: 1–3 and 2–4 (top half against bottom half). Team 1 has White on board 1.
// 1–3: board 1 White (Świątek) wins 2–0, board 2 Black (Kałużny) draws 1–1, board 3 White
// (Wiśniewska) loses 0–2, board 4 Black (Łęcki) wins by forfeit 2–0: 5–3, match 3–0.
// 2–4: 2–4 with team 2 Black on board 1: four draws 4–4, match 1–1.
const round1: TeamRound = {
  number: 1,
  date: '3 May 2026',
  matches: [
    match(1, 1, 3, true, ['white-wins', 'draw', 'black-wins', 'black-wins-forfeit'], [5, 3], [3, 0]),
    match(2, 2, 4, false, ['draw', 'draw', 'draw', 'draw'], [4, 4], [1, 1]),
  ],
  bye: null,
};
// Round 2: team 4 abandoned after round 1 (R16.1b), so three teams: 2–1, results half in, and
// team 3 has the bye, worth a won match with every board won: 3 match points, 8 board points.
const round2: TeamRound = {
  number: 2,
  date: '4 May 2026',
  matches: [match(1, 2, 1, true, ['black-wins', 'draw', null, null], [1, 3], null)],
  bye: { team: 3, matchPoints: 3, boardPoints: 8 },
};

export const MODEL: TeamReportModel = {
  header: {
    event: 'Puchar Klubów Łódź 2026',
    tournament: '',
    city: 'Łódź',
    dates: '2026-05-03',
    arbiter: 'Ślusarczyk, Bożena',
    federation: '',
  },
  language: 'en',
  paper: 'a4',
  printed: new Date('2026-05-04T18:00:00Z'),
  boards: 4,
  boardPoints: DRAUGHTS_POINTS,
  matchPoints: { win: 3, draw: 1, loss: 0 },
  totalRounds: 3,
  teams: [
    {
      startNo: 1,
      name: 'Łódź Damcentrum',
      club: 'KS Łódź',
      captain: 'Kałużny, Paweł',
      rating: 2249,
      left: null,
    },
    { startNo: 2, name: 'İstanbul Dama', club: 'TDF', captain: 'Güneş, Işıl', rating: 2131, left: null },
    { startNo: 3, name: 'Dames de Noël', club: 'FFJD', captain: 'Noël, Zoë', rating: 1991, left: null },
    {
      startNo: 4,
      name: 'Damclub Ëzelsberg',
      club: 'KNDB',
      captain: 'Visser, Joost',
      rating: 1960,
      left: { kind: 'abandon', round: 1 },
    },
  ],
  rounds: [round1, round2],
  round: 1,
  // After round 1, worked by hand: MP 3 / 1 / 1 / 0; BP 5, 4, 4, 3. BH is the opponents' match
  // points: team 1 met 3 (0) → 0; team 2 met 4 (1) → 1; team 4 met 2 (1) → 1; team 3 met 1 (3) → 3.
  standings: {
    round: 1,
    sequence: ['BH', 'SB', 'OWP', 'DE', 'TPN'],
    rows: [
      {
        rank: 1,
        team: 1,
        matchPoints: 3,
        boardPoints: 5,
        won: 1,
        drawn: 0,
        lost: 0,
        tiebreaks: figs(0, 0, 0, 1),
      },
      {
        rank: 2,
        team: 2,
        matchPoints: 1,
        boardPoints: 4,
        won: 0,
        drawn: 1,
        lost: 0,
        tiebreaks: figs(1, 0.5, 0, 2),
      },
      {
        rank: 3,
        team: 3,
        matchPoints: 0,
        boardPoints: 3,
        won: 0,
        drawn: 0,
        lost: 1,
        tiebreaks: figs(3, 0, 100, 3),
      },
      {
        rank: 4,
        team: 4,
        matchPoints: 1,
        boardPoints: 4,
        won: 0,
        drawn: 1,
        lost: 0,
        tiebreaks: figs(1, 0.5, 0, 4),
      },
    ],
  },
  boardStandings: [
    {
      board: 1,
      rows: [
        { rank: 1, player: ROSTERS[1]![0]!, team: 1, games: 1, points: 2, percent: 100 },
        { rank: 2, player: ROSTERS[2]![0]!, team: 2, games: 1, points: 1, percent: 50 },
        { rank: 2, player: ROSTERS[4]![0]!, team: 4, games: 1, points: 1, percent: 50 },
        { rank: 4, player: ROSTERS[3]![0]!, team: 3, games: 1, points: 0, percent: 0 },
      ],
    },
  ],
};

function figs(bh: number, sb: number, owp: number, tpn: number) {
  return [
    { code: 'BH' as const, value: bh, unit: 'points' as const },
    { code: 'SB' as const, value: sb, unit: 'points' as const },
    { code: 'OWP' as const, value: owp, unit: 'percent' as const },
    { code: 'TPN' as const, value: tpn, unit: 'number' as const },
  ];
}

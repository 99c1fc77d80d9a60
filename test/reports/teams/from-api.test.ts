import { describe, expect, it } from 'vitest';
import { teamModelFromViews, type TeamViews } from '../../../src/main/reports/teams/from-api';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';
import { DRAUGHTS_POINTS } from '../../../src/shared/domain';

const ref = (id: number, seed: number, name: string) => ({ id, seed, name });
const p = (entrantId: number, name: string) => ({ entrantId, name, rating: 2000, title: null });
const roster = (base: number, fed: string) =>
  [0, 1].map((i) => ({
    ...p(base + i, `P${base + i}`),
    position: i + 1,
    federation: fed,
    ratingId: null,
    reserve: false,
  }));
const team = (id: number, seed: number, name: string, fed: string, extra = {}) => ({
  id,
  tournamentId: 1,
  entryNo: id,
  seed,
  name,
  club: null,
  federation: fed,
  captain: null,
  rating: 2000.4,
  roster: roster(id * 10, fed),
  left: null,
  ...extra,
});

/** Three teams of two boards (ids 5, 6, 7 seeded 1, 2, 3): one match and a bye in round 1. */
const views = {
  eventName: 'Coupe d’Île-de-France',
  event: {
    tournament: {
      settings: {
        ...DEFAULT_SETTINGS,
        name: 'Groupe A',
        city: 'Évry',
        arbiter: 'Noël, Zoë',
        pointSystem: DRAUGHTS_POINTS,
      },
    },
    team: { boards: 2, matchPoints: { win: 3, draw: 1, loss: 0 } },
    roundsPlanned: 3,
  },
  teams: [
    team(5, 1, 'Évry', 'FRA'),
    team(6, 2, 'Łódź', 'POL'),
    team(7, 3, 'İzmir', 'TUR', { left: { kind: 'abandon', afterRound: 1 } }),
  ],
  rounds: [
    {
      tournamentId: 1,
      round: 1,
      status: 'finished',
      matches: [
        {
          matchNo: 1,
          home: ref(6, 2, 'Łódź'),
          away: ref(7, 3, 'İzmir'),
          boards: [
            {
              board: 1,
              homeColour: 'black',
              home: p(60, 'P60'),
              away: p(70, 'P70'),
              result: 'black-wins',
              homePoints: 2,
              awayPoints: 0,
            },
            {
              board: 2,
              homeColour: 'white',
              home: p(61, 'P61'),
              away: p(71, 'P71'),
              result: 'draw',
              homePoints: 1,
              awayPoints: 1,
            },
          ],
          boardPoints: { home: 3, away: 1 },
          matchPoints: { home: 3, away: 0 },
          complete: true,
          forfeitedBy: null,
          before: { home: 0, away: 0 },
        },
      ],
      bye: ref(5, 1, 'Évry'),
      out: [],
    },
  ],
  standings: {
    afterRound: 1,
    format: 'swiss',
    scale: 1,
    matchPoints: { win: 3, draw: 1, loss: 0 },
    sequence: ['BH', 'DE'],
    rows: [
      {
        rank: 1,
        team: ref(6, 2, 'Łódź'),
        matchPoints: 3,
        boardPoints: 3,
        played: 1,
        won: 1,
        drawn: 0,
        lost: 0,
        byes: 0,
        left: null,
        tiebreaks: [
          { code: 'BH', value: 0 },
          { code: 'DE', value: 3, among: [6] },
        ],
      },
    ],
  },
  boards: { afterRound: 1, scale: 1, boards: [] },
} as unknown as TeamViews;

describe('team report model from the API views (what the Teams screen shows)', () => {
  const m = teamModelFromViews(views, {
    language: 'fr',
    paper: 'a4',
    printed: new Date('2026-05-01T12:00:00Z'),
    round: 1,
    dates: '2026-05-01',
  });

  it('numbers teams by seed, and names the group under the event', () => {
    expect(m.header).toMatchObject({ event: 'Coupe d’Île-de-France', tournament: 'Groupe A', city: 'Évry' });
    expect(m.teams.map((t) => [t.startNo, t.name, t.club, t.rating])).toEqual([
      [1, 'Évry', 'FRA', 2000],
      [2, 'Łódź', 'POL', 2000],
      [3, 'İzmir', 'TUR', 2000],
    ]);
    expect(m.teams[2]?.left).toEqual({ kind: 'abandon', round: 1 });
  });

  it('keeps the board colours and results, with each player’s federation from the roster', () => {
    const match = m.rounds[0]?.matches[0];
    expect(match).toMatchObject({
      table: 1,
      home: 2,
      away: 3,
      homeColour: 'black',
      boardPoints: [3, 1],
      matchPoints: [3, 0],
    });
    expect(match?.games[0]).toMatchObject({ board: 1, homeColour: 'black', result: 'black-wins' });
    expect(match?.games[0]?.home?.federation).toBe('POL');
    expect(match?.games[1]?.away?.federation).toBe('TUR');
  });

  it('values the team bye as a won match with every board won (R16.1b): 3 and 2 × 2', () => {
    expect(m.rounds[0]?.bye).toEqual({ team: 1, matchPoints: 3, boardPoints: 4 });
  });

  it('leaves direct encounter out when the team is tied with nobody', () => {
    expect(m.standings.rows[0]?.tiebreaks).toEqual([{ code: 'BH', value: 0, unit: 'points' }]);
  });
});

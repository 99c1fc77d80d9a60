/**
 * A team tournament from a TRF file (R16.1b): the teams of its `013` records (seed = the record's
 * order), and each round's matches rebuilt from the players' games: two teams whose players met
 * played a match; its boards follow the roster order of the team with White on board 1 (the team
 * whose first listed player had White); a team whose players all had a bye had the team bye.
 */
import type { GameResult } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import type { MatchPoints } from '../../shared/teams';
import type { TeamBoard, TeamMatchRecord, TeamSheet } from '../engine/teams/model';
import type { TrfGame, TrfTournament } from './trf-types';

type Outcome = 'win' | 'draw' | 'loss' | 'fwin' | 'floss';

const outcomeOf = (g: TrfGame): Outcome | null => {
  switch (g.result) {
    case '1':
    case 'W':
      return 'win';
    case '=':
    case 'D':
      return 'draw';
    case '0':
    case 'L':
      return 'loss';
    case '+':
      return 'fwin';
    case '-':
      return 'floss';
    default:
      return null;
  }
};

/** The game's result in White/Black terms from the home player's outcome and colour. */
function resultOf(home: Outcome, away: Outcome | null, homeWhite: boolean): GameResult {
  const w = (x: GameResult, y: GameResult) => (homeWhite ? x : y);
  if (home === 'win') return w('white-wins', 'black-wins');
  if (home === 'loss') return w('black-wins', 'white-wins');
  if (home === 'draw') return 'draw';
  if (home === 'fwin') return w('white-wins-forfeit', 'black-wins-forfeit');
  if (away === 'floss' || away === null) return 'double-forfeit';
  return w('black-wins-forfeit', 'white-wins-forfeit');
}

export type TrfTeamEvent = { sheet: TeamSheet; names: string[] };

export function trfToTeamSheet(trf: TrfTournament, match: MatchPoints): TrfTeamEvent {
  const teams = trf.teams ?? [];
  if (teams.length === 0) throw new AppError('teams:errors.trfNoTeams');
  const teamOf = new Map<number, number>();
  const position = new Map<number, number>();
  teams.forEach((t, i) => t.players.forEach((n, j) => (teamOf.set(n, i + 1), position.set(n, j))));
  const byNo = new Map(trf.players.map((p) => [p.startNumber, p]));
  const matches: TeamMatchRecord[] = [];
  let boards = 0;
  for (let r = 1; r <= trf.pairedRounds; r++) {
    const met = new Map<string, { a: number; b: number; games: [number, number][] }>();
    for (const p of trf.players) {
      const g = p.rounds[r - 1];
      if (!g || g.opponent === null) continue;
      const a = teamOf.get(p.startNumber);
      const b = teamOf.get(g.opponent);
      if (a === undefined)
        throw new AppError('teams:errors.trfTeamless', { number: p.startNumber, round: r });
      if (b === undefined) throw new AppError('teams:errors.trfTeamless', { number: g.opponent, round: r });
      if (a > b) continue;
      const key = `${a}-${b}`;
      const m = met.get(key) ?? { a, b, games: [] };
      m.games.push([p.startNumber, g.opponent]);
      met.set(key, m);
    }
    const paired = new Set<number>();
    for (const m of met.values()) {
      // R16.1: all boards of a match are between the same two teams.
      for (const startNo of [m.a, m.b])
        if (paired.has(startNo))
          throw new AppError('teams:errors.trfMatchMixed', {
            round: r,
            team: teams[startNo - 1]?.name ?? '',
          });
      paired.add(m.a);
      paired.add(m.b);
      const games = m.games.sort((x, y) => (position.get(x[0]) ?? 0) - (position.get(y[0]) ?? 0));
      const first = games[0];
      const aWhiteFirst = first ? byNo.get(first[0])?.rounds[r - 1]?.colour !== 'black' : true;
      const [home, away] = aWhiteFirst ? [m.a, m.b] : [m.b, m.a];
      const list: TeamBoard[] = games.map(([x, y], i) => {
        const [h, aw] = home === m.a ? [x, y] : [y, x];
        const hg = byNo.get(h)?.rounds[r - 1];
        const ag = byNo.get(aw)?.rounds[r - 1];
        const homeWhite = hg?.colour ? hg.colour === 'white' : i % 2 === 0;
        const ho = hg ? outcomeOf(hg) : null;
        const ao = ag ? outcomeOf(ag) : null;
        return {
          board: i + 1,
          homeColour: homeWhite ? 'white' : 'black',
          home: h,
          away: aw,
          result: ho === null ? null : resultOf(ho, ao, homeWhite),
        };
      });
      boards = Math.max(boards, list.length);
      matches.push({ round: r, home, away, boards: list, forfeitedBy: null });
    }
    // The team bye: every player of the team has a bye's points in the round and no opponent.
    teams.forEach((t, i) => {
      const startNo = i + 1;
      if (paired.has(startNo)) return;
      const byes = t.players.filter((n) => {
        const g = byNo.get(n)?.rounds[r - 1];
        return g && g.opponent === null && (g.result === 'U' || g.result === 'F');
      });
      if (byes.length > 0)
        matches.push({ round: r, home: startNo, away: null, boards: [], forfeitedBy: null });
    });
  }
  if (boards === 0) boards = Math.min(...teams.map((t) => t.players.length));
  return {
    sheet: {
      teams: teams.map((_, i) => ({ startNo: i + 1, left: null })),
      rounds: trf.pairedRounds,
      matches,
      boards,
      game: trf.pointSystem,
      match,
    },
    names: teams.map((t) => t.name),
  };
}

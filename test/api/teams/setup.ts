/** A team tournament in a real temp event file, driven through dispatch as the screens drive it. */
import type { Harness } from '../harness';
import type { ApiInput } from '../../../src/shared/api/contract';
import type { GameResult } from '../../../src/shared/domain';
import type { TeamRound } from '../../../src/shared/api/teams';

export type TeamSetup = {
  teams?: number;
  boards?: number;
  /** Players per team (boards + reserves); boards + 1 by default. */
  players?: number;
  settings?: Partial<ApiInput<'team.createTournament'>['settings']>;
  team?: ApiInput<'team.createTournament'>['team'];
};

/**
 * Teams "Team A", "Team B" ... whose players are rated so that the mean of the first N falls by
 * 100 a team: team k (0-based) has players rated 2000 - 100k - 10j (j the roster place), so seeds
 * by rating follow the letters.
 */
export async function teamTournament(h: Harness, o: TeamSetup = {}): Promise<{ t: number; ids: number[] }> {
  const boards = o.boards ?? 4;
  await h.api['event.create']({ file: 'teams', name: 'Teams' });
  const ev = await h.api['team.createTournament']({
    settings: { name: 'Team Cup', scheduledStart: '2026-12-05T10:00', closeAtEnd: false, ...o.settings },
    team: { boards, ...o.team },
  });
  const t = ev.tournament.id;
  const ids: number[] = [];
  for (let k = 0; k < (o.teams ?? 8); k++) {
    const letter = String.fromCharCode(65 + k);
    const team = await h.api['team.add']({ tournamentId: t, name: `Team ${letter}`, club: `Club ${letter}` });
    ids.push(team.id);
    for (let j = 0; j < (o.players ?? boards + 1); j++)
      await h.api['team.addPlayer']({
        teamId: team.id,
        player: { source: 'typed', name: `${letter}${j + 1}, Player`, rating: 2000 - 100 * k - 10 * j },
      });
  }
  return { t, ids };
}

/** Seeds of each match, home first ("1-5"); the bye as "3-". */
export const pairs = (r: TeamRound): string[] => [
  ...r.matches.map((m) => `${m.home.seed}-${m.away.seed}`),
  ...(r.bye ? [`${r.bye.seed}-`] : []),
];

/** Enters every board of a match (board 1 first), results in White/Black terms. */
export async function enterMatch(h: Harness, t: number, round: number, match: number, results: GameResult[]) {
  let last: TeamRound | undefined;
  for (const [i, result] of results.entries())
    last = await h.api['team.result']({ tournamentId: t, round, match, board: i + 1, result });
  return last as TeamRound;
}

/**
 * Results that give the home team `home` board points of 2/1/0 games over four boards, home
 * colours White, Black, White, Black: "w" a home win, "d" a draw, "l" a home loss.
 */
export function homeResults(pattern: string): GameResult[] {
  return [...pattern].map((c, i) => {
    const homeWhite = i % 2 === 0;
    if (c === 'd') return 'draw';
    const homeWins = c === 'w';
    return homeWins === homeWhite ? 'white-wins' : 'black-wins';
  });
}

/** Finds the match number in which the team seeded `seed` plays. */
export function matchOf(r: TeamRound, seed: number): number {
  const m = r.matches.find((x) => x.home.seed === seed || x.away.seed === seed);
  if (!m) throw new Error(`no match for seed ${seed}`);
  return m.matchNo;
}

/** The refusal of a dispatched call: its code and translated message (`ok` when it went through). */
export async function refusal(h: Harness, method: string, input: unknown) {
  const res = await h.dispatch(method, input, 'en');
  return res.ok ? { code: 'ok', message: '', details: undefined } : { details: undefined, ...res.error };
}

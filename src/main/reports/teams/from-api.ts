/**
 * The team report model from what the team API answers (shared/api/teams.ts): the very views the
 * Teams screen shows, so print and screen never disagree. Teams are printed by their seed (the
 * starting number fixed at the start), players with the federation of their roster entry.
 */
import type {
  BoardStandings as ApiBoards,
  PlayerRef,
  Team,
  TeamEvent,
  TeamRound as ApiRound,
  TeamStandings as ApiStandings,
} from '../../../shared/api/teams';
import { TEAM_CRITERION_UNITS } from '../../../shared/domain';
import type { Language } from '../../../shared/i18n/index';
import type { Paper } from '../model';
import type { TeamPlayer, TeamReportModel, TeamRound } from './model';

export type TeamViews = {
  eventName: string;
  event: TeamEvent;
  teams: readonly Team[];
  rounds: readonly ApiRound[];
  standings: ApiStandings;
  boards: ApiBoards;
};
export type TeamReportRequest = {
  language: Language;
  paper: Paper;
  printed: Date;
  round: number;
  dates: string;
};

/** How the print names teams (by seed) and players (with their roster entry's federation). */
type Names = { seed: (id: number) => number; player: (p: PlayerRef) => TeamPlayer };

function namesOf(v: TeamViews): Names {
  const seedOf = new Map(v.teams.map((x) => [x.id, x.seed ?? x.entryNo]));
  const seed = (id: number) => seedOf.get(id) ?? 0;
  const federation = new Map(
    v.teams.flatMap((x) => x.roster.map((p) => [p.entrantId, p.federation ?? ''] as const)),
  );
  const player = (p: PlayerRef): TeamPlayer => ({
    name: p.name,
    rating: p.rating,
    title: p.title ?? '',
    federation: federation.get(p.entrantId) ?? '',
  });
  return { seed, player };
}

function printedRounds(v: TeamViews, { seed, player }: Names): TeamRound[] {
  const s = v.event.tournament.settings;
  const boards = v.event.team.boards;
  const mp = v.event.team.matchPoints;
  return v.rounds.map((r) => ({
    number: r.round,
    date: '',
    matches: r.matches.map((m) => ({
      table: m.matchNo,
      home: seed(m.home.id),
      away: seed(m.away.id),
      homeColour: m.boards[0]?.homeColour ?? 'white',
      games: m.boards.map((b) => ({
        board: b.board,
        home: player(b.home),
        away: player(b.away),
        homeColour: b.homeColour,
        result: b.result,
      })),
      boardPoints: [m.boardPoints.home, m.boardPoints.away] as const,
      matchPoints: m.matchPoints ? ([m.matchPoints.home, m.matchPoints.away] as const) : null,
    })),
    // R16.1b: a team bye is worth exactly a won match with every board won.
    bye: r.bye
      ? { team: seed(r.bye.id), matchPoints: mp.win, boardPoints: boards * s.pointSystem.win }
      : null,
  }));
}

function printedStandings(st: ApiStandings, seed: Names['seed']): TeamReportModel['standings'] {
  return {
    round: st.afterRound,
    sequence: st.sequence,
    rows: st.rows.map((r) => ({
      rank: r.rank,
      team: seed(r.team.id),
      matchPoints: r.matchPoints,
      boardPoints: r.boardPoints,
      won: r.won,
      drawn: r.drawn,
      lost: r.lost,
      teamRating: r.teamRating,
      // Direct encounter means something only among teams still tied that have all met:
      // otherwise left out, and blank in print (never a "0" for teams that never played each
      // other), as the figure module writes it for the screen (shared/figure-text.ts).
      tiebreaks: r.tiebreaks
        .filter((f) => f.code !== 'DE' || ((f.among?.length ?? 0) >= 2 && f.decisive === true))
        .map((f) => ({
          code: f.code,
          value: f.value,
          unit: TEAM_CRITERION_UNITS[f.code],
          ...(f.among ? { among: f.among } : {}),
          ...(f.decisive !== undefined ? { decisive: f.decisive } : {}),
        })),
    })),
  };
}

function printedBoardStandings(v: TeamViews, { seed, player }: Names): TeamReportModel['boardStandings'] {
  return v.boards.boards.map((b) => ({
    board: b.board,
    rows: b.rows.map((r) => ({
      rank: r.rank,
      player: player(r.player),
      team: seed(r.team.id),
      games: r.games,
      points: r.points,
      percent: r.percentage,
    })),
  }));
}

export function teamModelFromViews(v: TeamViews, req: TeamReportRequest): TeamReportModel {
  const s = v.event.tournament.settings;
  const names = namesOf(v);
  const { seed, player } = names;
  const rounds = printedRounds(v, names);
  return {
    header: {
      event: v.eventName || s.name,
      tournament: v.eventName && s.name !== v.eventName ? s.name : '',
      city: s.city,
      dates: req.dates,
      arbiter: s.arbiter,
      federation: '',
    },
    language: req.language,
    paper: req.paper,
    printed: req.printed,
    boards: v.event.team.boards,
    boardPoints: s.pointSystem,
    matchPoints: v.event.team.matchPoints,
    totalRounds: v.event.roundsPlanned,
    teams: v.teams.map((x) => ({
      startNo: seed(x.id),
      name: x.name,
      club: x.club ?? x.federation ?? '',
      captain: x.captain ?? '',
      rating: x.rating === null ? null : Math.round(x.rating),
      left: x.left ? { kind: x.left.kind, round: x.left.afterRound } : null,
      roster: [...x.roster].sort((a, b) => a.position - b.position).map(player),
    })),
    rounds,
    round: req.round,
    standings: printedStandings(v.standings, seed),
    boardStandings: printedBoardStandings(v, names),
  };
}

/**
 * A team tournament as TRF-16 (R16.1): every player's `001` line with the board games of the
 * finished rounds, and one `013` record per team (seed order, players in roster order). A team
 * bye is a pairing-allocated bye (`U`) for each player of its line-up.
 */
import { printedDates } from '../../../shared/settings';
import { resultPoints, type TrfGame, type TrfTournament } from '../../io/trf';
import { formatPoints } from '../../io/trf-points';
import { CODES, playerOf, trfDate } from '../../io/trf-export-fields';
import { lineupOf } from './lineups';
import { latestRound, requireStarted, rosterOf, unfinished, type TeamState } from './state';

export function trfOfTeams(s: TeamState, paired: { first: string; last: string } | null): TrfTournament {
  const d = requireStarted(s);
  const ps = s.tournament.settings.pointSystem;
  const latest = latestRound(s);
  const written = latest > 0 && unfinished(s, latest) > 0 ? latest - 1 : latest;
  const no = (id: number) => s.entrants.get(id)?.startNo ?? 0;
  const rounds = new Map<number, (TrfGame | null)[]>();
  const put = (id: number, r: number, g: Omit<TrfGame, 'points'>) => {
    const list = rounds.get(id) ?? [];
    list[r - 1] = { ...g, points: resultPoints(g.result, ps) };
    rounds.set(id, list);
  };
  for (const m of s.matches.filter((x) => x.round <= written)) {
    if (m.away === null) {
      for (const p of lineupOf(s, m.home, m.round).players)
        put(p.entrantId, m.round, { opponent: null, colour: null, result: 'U', played: false });
      continue;
    }
    for (const g of m.games) {
      if (!g.result) continue;
      const [white, black] =
        g.homeColour === 'white' ? [g.homePlayer, g.awayPlayer] : [g.awayPlayer, g.homePlayer];
      const [w, k] = CODES[g.result];
      const played = w !== '+' && w !== '-';
      put(white, m.round, { opponent: no(black), colour: 'white', result: w, played });
      put(black, m.round, { opponent: no(white), colour: 'black', result: k, played });
    }
  }
  const order = [...s.teams].sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0));
  const players = order.flatMap((t) => rosterOf(s, t.id).map((p) => p.entrant));
  const p = (v: number) => formatPoints(v, ps.scale);
  const settings = s.tournament.settings;
  // 042/052: the arbiter's dates, or the first and last day a round was paired.
  const dates = printedDates(settings, paired);
  return {
    header: {
      name: settings.name,
      city: settings.city,
      federation: settings.federation,
      startDate: trfDate(dates.start),
      endDate: trfDate(dates.end ?? dates.start),
      type: d.format === 'swiss' ? 'Team Swiss' : 'Team round robin',
      chiefArbiter: settings.arbiter,
      timeControl: settings.timeControl.text,
    },
    totalRounds: d.rounds,
    initialColour: s.start.initialColour,
    useRank: false,
    pointSystem: ps,
    pointSystemDeclared: true,
    players: players.map((e) => {
      const list = rounds.get(e.id) ?? [];
      for (let i = 0; i < written; i++) list[i] ??= null;
      return playerOf(e, list, null, written);
    }),
    byes: [],
    accelerations: [],
    forbidden: [],
    comments: [],
    otherLines: [
      `142 ${d.rounds}`,
      ...(s.start.initialColour ? [`152 ${s.start.initialColour === 'white' ? 'W' : 'B'}`] : []),
      `162 W ${p(ps.win)} D ${p(ps.draw)} L ${p(ps.loss)} A ${p(ps.zeroBye)} P ${p(ps.bye)}`,
    ],
    pairedRounds: written,
    teams: order.map((t) => ({
      name: t.name,
      players: rosterOf(s, t.id).map((r) => r.entrant.startNo ?? 0),
      line: 0,
    })),
  };
}

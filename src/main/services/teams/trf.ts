/**
 * A team tournament as TRF-16 (R16.1): every player's `001` line with the board games of the
 * finished rounds, and one `013` record per team (by starting number, players in roster order). A team
 * bye is a pairing-allocated bye (`U`) for each player of its line-up.
 */
import { resultPoints, type TrfGame, type TrfTournament } from '../../io/trf';
import { gameEntries, playerOf, trfFrame } from '../../io/trf-export-fields';
import { lineupOf } from './lineups';
import { latestRound, requireStarted, rosterOf, unfinished, type TeamState } from './state';

export function trfOfTeams(s: TeamState, paired: { first: string; last: string } | null): TrfTournament {
  const d = requireStarted(s);
  const ps = s.tournament.settings.pointSystem;
  const latest = latestRound(s);
  const written = latest > 0 && unfinished(s, latest) > 0 ? latest - 1 : latest;
  const no = (id: number) => s.entrants.get(id)?.startNo ?? 0;
  const rounds = new Map<number, (TrfGame | null)[]>();
  const set = (id: number, r: number, g: TrfGame) => {
    const list = rounds.get(id) ?? [];
    list[r - 1] = g;
    rounds.set(id, list);
  };
  const put = (id: number, r: number, g: Omit<TrfGame, 'points'>) =>
    set(id, r, { ...g, points: resultPoints(g.result, ps) });
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
      const [w, k] = gameEntries(g.result, no(white), no(black), ps);
      set(white, m.round, w);
      set(black, m.round, k);
    }
  }
  const order = [...s.teams].sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0));
  const players = order.flatMap((t) => rosterOf(s, t.id).map((p) => p.entrant));
  return {
    ...trfFrame({
      settings: s.tournament.settings,
      paired,
      type: d.format === 'swiss' ? 'Team Swiss' : 'Team round robin',
      rounds: d.rounds,
      initialColour: s.start.initialColour,
      players: players.map((e) => {
        const list = rounds.get(e.id) ?? [];
        for (let i = 0; i < written; i++) list[i] ??= null;
        return playerOf(e, list, null, written);
      }),
      written,
    }),
    teams: order.map((t) => ({
      name: t.name,
      players: rosterOf(s, t.id).map((r) => r.entrant.startNo ?? 0),
      line: 0,
    })),
  };
}

/**
 * One round of a tournament as PDN game headers (issue 17: DGT boards, broadcast tools and game
 * collections start from the right players): one game per board, two with two legs (R5.1, the
 * second with the colours reversed, Round "3.2"), in board order; Event, Site, Date, Round,
 * White, Black and Result, then GameType of the variant, Board, the FMJD IDs when the entrants
 * have one, and the round's opening when one was drawn (R11.2) with the position it starts from.
 * A team tournament's round is its matches' board games (services/teams/pdn.ts); both are written
 * by the one header writer of io/pdn.ts, whose facts are there with their sources.
 */
import { AppError } from '../../../shared/errors';
import { fileSlug } from '../../../shared/fold';
import type { Db } from '../../db/connection';
import { RULES } from '../../engine/draughts/variants';
import { pdnHeader, writePdn, type PdnGame } from '../../io/pdn';
import type { Settings } from '../../../shared/settings';
import { isRoundOpening } from '../rounds/opening';
import { loadState, requireRunning } from '../rounds/state';
import { idLists, isFmjdIdFrom } from '../rating-ids';
import { byStack } from '../tournament-common/stack';
import { teamPdnGames } from '../teams/pdn';

type RoundGames = { settings: Settings; round: number; games: PdnGame[] };

/** The games of an individual round, board by board and leg by leg; a bye is no game. */
function individualGames(db: Db, tournamentId: number, number: number): RoundGames {
  const s = requireRunning(loadState(db, tournamentId));
  const round = s.rounds.find((r) => r.number === number);
  // A started tournament has round 1 paired (unpairing round 1 takes the start back).
  if (!round) throw new AppError('files:pdnRoundOutOfRange', { round: number, last: s.rounds.length });
  const opening = isRoundOpening(round.opening) ? round.opening : null;
  const twoLegs = s.decision.gamesPerRound === 2;
  const lists = idLists(db, tournamentId);
  const fmjdId = (id: number) => {
    const e = s.byId.get(id);
    return isFmjdIdFrom(e?.ratingId ?? null, lists.get(id)) ? (e?.ratingId ?? '') : '';
  };
  const games: PdnGame[] = [];
  for (const b of [...round.boards].sort((x, y) => x.boardNo - y.boardNo)) {
    if (b.black === null) continue; // a bye is no game
    for (const g of [...b.games].sort((x, y) => x.leg - y.leg))
      games.push({
        pairedAt: round.pairedAt,
        round: twoLegs ? `${round.number}.${g.leg}` : String(round.number),
        white: s.byId.get(g.white)?.name ?? '?',
        black: s.byId.get(g.black)?.name ?? '?',
        result: g.result,
        board: String(b.boardNo),
        whiteFmjdId: fmjdId(g.white),
        blackFmjdId: fmjdId(g.black),
        opening,
      });
  }
  return { settings: s.tournament.settings, round: round.number, games };
}

export function exportPdn(db: Db, tournamentId: number, number: number) {
  const { settings, round, games } = byStack(db, tournamentId, {
    individual: () => individualGames(db, tournamentId, number),
    // R16: a team tournament's games are its matches' boards.
    team: () => teamPdnGames(db, tournamentId, number),
  });
  const rules = RULES[settings.variant];
  return {
    fileName: `${fileSlug(settings.name) || 'tournament'}-r${round}.pdn`,
    text: writePdn(games.map((g) => pdnHeader(settings, rules, g))),
  };
}

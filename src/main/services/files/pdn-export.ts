/**
 * One round of a tournament as PDN game headers (issue 17: DGT boards, broadcast tools and game
 * collections start from the right players): one game per board, two with two legs (R5.1, the
 * second with the colours reversed, Round "3.2"), in board order; Event, Site, Date, Round,
 * White, Black and Result, then GameType of the variant, Board, the FMJD IDs when the entrants
 * have one, and the round's opening when one was drawn (R11.2) with the position it starts from.
 * The format's facts are in io/pdn.ts with their sources.
 */
import { AppError } from '../../../shared/errors';
import { fileSlug } from '../../../shared/fold';
import type { Db } from '../../db/connection';
import { RULES } from '../../engine/draughts/variants';
import { pdnResult, writePdn, type PdnHeader } from '../../io/pdn';
import { isRoundOpening } from '../rounds/opening';
import { loadState, requireRunning } from '../rounds/state';
import { idLists, isFmjdIdFrom } from '../rating-ids';
import { getTeamSettings } from '../../db/repos/teams';
import { teamPdnGames } from '../teams/pdn';

/** "2026.05.01": PDN's date, from the moment the round was paired (UTC, as stored). */
const pdnDate = (iso: string): string =>
  /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10).replaceAll('-', '.') : '????.??.??';

export function exportPdn(db: Db, tournamentId: number, number: number) {
  if (getTeamSettings(db, tournamentId)) {
    const t = teamPdnGames(db, tournamentId, number, pdnDate);
    return { fileName: `${fileSlug(t.name) || 'tournament'}-r${number}.pdn`, text: writePdn(t.games) };
  }
  const s = requireRunning(loadState(db, tournamentId));
  const settings = s.tournament.settings;
  const round = s.rounds.find((r) => r.number === number);
  // A started tournament has round 1 paired (unpairing round 1 takes the start back).
  if (!round) throw new AppError('files:pdnRoundOutOfRange', { round: number, last: s.rounds.length });
  const rules = RULES[settings.variant];
  const opening = isRoundOpening(round.opening) ? round.opening : null;
  const twoLegs = s.decision.gamesPerRound === 2;
  const lists = idLists(db, tournamentId);
  const fmjdId = (id: number) => {
    const e = s.byId.get(id);
    return isFmjdIdFrom(e?.ratingId ?? null, lists.get(id)) ? (e?.ratingId ?? '') : '';
  };
  const games: PdnHeader[] = [];
  for (const b of [...round.boards].sort((x, y) => x.boardNo - y.boardNo)) {
    if (b.black === null) continue; // a bye is no game
    for (const g of [...b.games].sort((x, y) => x.leg - y.leg)) {
      const white = s.byId.get(g.white);
      const black = s.byId.get(g.black);
      const result = pdnResult(g.result, rules.gameType, rules.first);
      games.push({
        result,
        tags: [
          ['Event', settings.name],
          ['Site', settings.city || '?'],
          ['Date', pdnDate(round.pairedAt)],
          ['Round', twoLegs ? `${round.number}.${g.leg}` : String(round.number)],
          ['White', white?.name ?? '?'],
          ['Black', black?.name ?? '?'],
          ['Result', result],
          ['GameType', String(rules.gameType)],
          ['Board', String(b.boardNo)],
          ['WhiteFmjdId', fmjdId(g.white)],
          ['BlackFmjdId', fmjdId(g.black)],
          ['Opening', opening ? opening.moves.join(' ') : ''],
          ['SetUp', opening ? '1' : ''],
          ['FEN', opening ? opening.fen : ''],
        ],
      });
    }
  }
  return {
    fileName: `${fileSlug(settings.name) || 'tournament'}-r${round.number}.pdn`,
    text: writePdn(games),
  };
}

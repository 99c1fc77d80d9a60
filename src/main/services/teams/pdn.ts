/**
 * One round of a team tournament as PDN games (issue 17, R16.1): one game per board game of every
 * match, matches in order and boards in order inside, Board "table.board" (match 2, board 3 is
 * "2.3"). A team bye has no game. services/files/pdn-export.ts writes their headers.
 */
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/connection';
import type { PdnGame } from '../../io/pdn';
import { loadTeamState, requireStarted } from './state';

export function teamPdnGames(db: Db, tournamentId: number, number: number) {
  const s = loadTeamState(db, tournamentId);
  requireStarted(s);
  const round = s.rounds.find((r) => r.number === number);
  if (!round) throw new AppError('files:pdnRoundOutOfRange', { round: number, last: s.rounds.length });
  const { paired_at } = db.prepare('SELECT paired_at FROM rounds WHERE id = ?').get(round.id) as {
    paired_at: string;
  };
  const name = (id: number) => s.entrants.get(id)?.name ?? '?';
  const games: PdnGame[] = [];
  const matches = s.matches.filter((m) => m.round === number).sort((a, b) => a.matchNo - b.matchNo);
  for (const m of matches)
    for (const g of [...m.games].sort((a, b) => a.board - b.board)) {
      const [white, black] =
        g.homeColour === 'white' ? [g.homePlayer, g.awayPlayer] : [g.awayPlayer, g.homePlayer];
      games.push({
        pairedAt: paired_at,
        round: String(number),
        white: name(white),
        black: name(black),
        result: g.result,
        board: `${m.matchNo}.${g.board}`,
        whiteFmjdId: '',
        blackFmjdId: '',
        opening: null,
      });
    }
  return { settings: s.tournament.settings, round: number, games };
}

/**
 * One round of a team tournament as PDN game headers (issue 17, R16.1): one game per board game of
 * every match, matches in order and boards in order inside, Board "table.board" (match 2, board 3
 * is "2.3"). A team bye has no game. The format's facts are in io/pdn.ts with their sources.
 */
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/connection';
import { RULES } from '../../engine/draughts/variants';
import { pdnResult, type PdnHeader } from '../../io/pdn';
import { loadTeamState, requireStarted } from './state';

export function teamPdnGames(db: Db, tournamentId: number, number: number, date: (iso: string) => string) {
  const s = loadTeamState(db, tournamentId);
  requireStarted(s);
  const settings = s.tournament.settings;
  const round = s.rounds.find((r) => r.number === number);
  if (!round) throw new AppError('files:pdnRoundOutOfRange', { round: number, last: s.rounds.length });
  const { paired_at } = db.prepare('SELECT paired_at FROM rounds WHERE id = ?').get(round.id) as {
    paired_at: string;
  };
  const rules = RULES[settings.variant];
  const name = (id: number) => s.entrants.get(id)?.name ?? '?';
  const games: PdnHeader[] = [];
  const matches = s.matches.filter((m) => m.round === number).sort((a, b) => a.matchNo - b.matchNo);
  for (const m of matches)
    for (const g of [...m.games].sort((a, b) => a.board - b.board)) {
      const [white, black] =
        g.homeColour === 'white' ? [g.homePlayer, g.awayPlayer] : [g.awayPlayer, g.homePlayer];
      const result = pdnResult(g.result, rules.gameType, rules.first);
      games.push({
        result,
        tags: [
          ['Event', settings.name],
          ['Site', settings.city || '?'],
          ['Date', date(paired_at)],
          ['Round', String(number)],
          ['White', name(white)],
          ['Black', name(black)],
          ['Result', result],
          ['GameType', String(rules.gameType)],
          ['Board', `${m.matchNo}.${g.board}`],
        ],
      });
    }
  return { name: settings.name, games };
}

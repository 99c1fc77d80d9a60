/** Team sheets written by hand for the engine tests: two boards a match unless said otherwise. */
import { DRAUGHTS_POINTS, type GameResult } from '../../../src/shared/domain';
import type { TeamMatchRecord, TeamSheet } from '../../../src/main/engine/teams/model';

/**
 * A match from the home team's side, one letter a board (boards alternate White, Black ...):
 * w the home player wins, d draw, l the home player loses, + home forfeit win, - home forfeit loss.
 */
export function match(round: number, home: number, away: number | null, boards = ''): TeamMatchRecord {
  return {
    round,
    home,
    away,
    forfeitedBy: null,
    boards: [...boards].map((c, i) => {
      const homeWhite = i % 2 === 0;
      const pick = (white: GameResult, black: GameResult) => (homeWhite ? white : black);
      const result: GameResult =
        c === 'd'
          ? 'draw'
          : c === 'w'
            ? pick('white-wins', 'black-wins')
            : c === 'l'
              ? pick('black-wins', 'white-wins')
              : c === '+'
                ? pick('white-wins-forfeit', 'black-wins-forfeit')
                : pick('black-wins-forfeit', 'white-wins-forfeit');
      return {
        board: i + 1,
        homeColour: homeWhite ? 'white' : 'black',
        home: home * 100 + i,
        away: (away ?? 0) * 100 + i,
        result,
      };
    }),
  };
}

export function sheet(teams: number, rounds: number, matches: TeamMatchRecord[], boards = 2): TeamSheet {
  return {
    teams: Array.from({ length: teams }, (_, i) => ({ startNo: i + 1, left: null })),
    rounds,
    matches,
    boards,
    game: DRAUGHTS_POINTS,
    match: { win: 3, draw: 1, loss: 0 },
  };
}

/**
 * R8: the one notation of a game result, on screen and in print (RULES.md R8: "every code is shown
 * the same way on screen and in print"). Pure: no node, no React; the letters that depend on the
 * language come from the `common` namespace (`result.noShow`, `result.ruled`).
 *
 * Read from one side, White's unless said otherwise (a crosstable reads from the entrant's side):
 * - played: the points of both sides, the reader's first: 2–0, 1–1, 0–2 (in the point system);
 * - ruled draw (R8.5): 1–1 R;
 * - forfeit (R8.3): +/− won, −/+ lost; double forfeit (R8.4): −/−;
 * - no-show (R8.2): +/− ns, −/+ ns.
 */
import { DRAUGHTS_POINTS, type Colour, type GameResult, type PointSystem } from './domain';
import { points } from './figure-text'; // the one figure module

export const NOTATION_KEYS = ['common:result.noShow', 'common:result.ruled', 'common:result.legend'] as const;
export type NotationKey = (typeof NOTATION_KEYS)[number];
/** Any translator will do (i18next's `t`, the reports' own): it is only asked for these keys. */
export type NotationT = (key: NotationKey) => string;

/** The same result seen from Black's side. */
export const FLIP: Readonly<Record<GameResult, GameResult>> = {
  'white-wins': 'black-wins',
  'black-wins': 'white-wins',
  draw: 'draw',
  'ruled-draw': 'ruled-draw',
  'white-wins-no-show': 'black-wins-no-show',
  'black-wins-no-show': 'white-wins-no-show',
  'white-wins-forfeit': 'black-wins-forfeit',
  'black-wins-forfeit': 'white-wins-forfeit',
  'double-forfeit': 'double-forfeit',
};

const WON = '+/−';
const LOST = '−/+';

/**
 * The text of `result` read from `side` (White by default). `ps` gives the points of a played game
 * (draughts 2/1/0 unless said otherwise).
 */
export function resultNotation(
  result: GameResult,
  t: NotationT,
  side: Colour = 'white',
  ps: PointSystem = DRAUGHTS_POINTS,
): string {
  const r = side === 'white' ? result : FLIP[result];
  const score = (a: number, b: number): string => `${points(a, ps.scale)}–${points(b, ps.scale)}`;
  switch (r) {
    case 'white-wins':
      return score(ps.win, ps.loss);
    case 'draw':
      return score(ps.draw, ps.draw);
    case 'black-wins':
      return score(ps.loss, ps.win);
    case 'ruled-draw':
      return `${score(ps.draw, ps.draw)} ${t('common:result.ruled')}`;
    case 'white-wins-forfeit':
      return WON;
    case 'black-wins-forfeit':
      return LOST;
    case 'double-forfeit':
      return '−/−';
    case 'white-wins-no-show':
      return `${WON} ${t('common:result.noShow')}`;
    case 'black-wins-no-show':
      return `${LOST} ${t('common:result.noShow')}`;
  }
}

/**
 * One game in a round-robin grid cell (R7), from the row's side: its points once it has a result,
 * and whether it was played (a forfeit or no-show is not, R8.2-R8.4). In a double round robin,
 * the cycle it was played in.
 */
export type GridGame = { points: number | null; played: boolean; cycle?: 1 | 2 };

/** The cycle of round `round` in a double round robin of `rounds` rounds: the second half is cycle 2. */
export const cycleOfRound = (round: number, rounds: number): 1 | 2 => (round > rounds / 2 ? 2 : 1);

/**
 * The grid's figure of one game, the same on screen and in print: the points of a played game
 * (2, 1, 0 in draughts), + or − for a game won or lost without play, · while it has no result.
 */
export function gridFigure(game: GridGame, scale: number): string {
  if (game.points === null) return '·';
  if (!game.played) return game.points > 0 ? '+' : '−';
  return points(game.points, scale);
}

/**
 * A grid cell: one figure per game, the two games of a round side by side; a double round robin
 * puts each cycle on its own line, the first cycle above the second ("2 1" over "0 1").
 */
export const gridCell = (games: readonly GridGame[], scale: number): string =>
  [1, 2]
    .map((cycle) => games.filter((g) => (g.cycle ?? 1) === cycle))
    .filter((gs) => gs.length > 0)
    .map((gs) => gs.map((g) => gridFigure(g, scale)).join(' '))
    .join('\n');

/** The legend of the notation, for every place that explains its codes. */
export const resultLegend = (t: NotationT): string => t('common:result.legend');

/**
 * What a team did in each round, as the team crosstable shows it on screen and in print (R16.1b):
 * the opponent, the team's colour on board 1 (colours alternate down the boards, so board 1 says
 * them all), and the board points of both sides, the team's first. A bye is its own cell.
 */
import type { Colour } from './domain';
import { points } from './figure-text';

/** The least a match must say for the crosstable. */
export type CrossMatch = {
  home: number;
  away: number;
  /** The first-listed team's colour on board 1. */
  homeColour: Colour;
  boardPoints: readonly [number, number];
  /** Once complete: the match points of both sides. */
  matchPoints: readonly [number, number] | null;
};
export type CrossRound = {
  number: number;
  matches: readonly CrossMatch[];
  bye: { team: number; matchPoints: number; boardPoints: number } | null;
};

export type TeamCrossCell =
  | {
      kind: 'match';
      round: number;
      opponent: number;
      colour: Colour;
      own: number;
      other: number;
      /** Null while the match has boards without a result. */
      outcome: 'won' | 'drawn' | 'lost' | null;
    }
  | { kind: 'bye'; round: number; boardPoints: number }
  | { kind: 'none'; round: number };

const OTHER: Record<Colour, Colour> = { white: 'black', black: 'white' };

/** Per team, one cell per round 1..rounds.length. */
export function teamCrossCells(rounds: readonly CrossRound[], team: number): TeamCrossCell[] {
  return rounds.map((r): TeamCrossCell => {
    if (r.bye?.team === team) return { kind: 'bye', round: r.number, boardPoints: r.bye.boardPoints };
    const m = r.matches.find((x) => x.home === team || x.away === team);
    if (!m) return { kind: 'none', round: r.number };
    const home = m.home === team;
    const [own, other] = home ? m.boardPoints : [m.boardPoints[1], m.boardPoints[0]];
    const mp = m.matchPoints && (home ? m.matchPoints : [m.matchPoints[1], m.matchPoints[0]]);
    return {
      kind: 'match',
      round: r.number,
      opponent: home ? m.away : m.home,
      colour: home ? m.homeColour : OTHER[m.homeColour],
      own,
      other,
      outcome: !mp ? null : mp[0] > mp[1] ? 'won' : mp[0] < mp[1] ? 'lost' : 'drawn',
    };
  });
}

/** "5w 5–3", "bye 8", or '' for a round the team was not in. */
export function teamCrossText(
  cell: TeamCrossCell,
  colourLetter: (c: Colour) => string,
  byeWord: string,
  scale: number,
): string {
  switch (cell.kind) {
    case 'match':
      return `${cell.opponent}${colourLetter(cell.colour)} ${points(cell.own, scale)}–${points(cell.other, scale)}`;
    case 'bye':
      return `${byeWord} ${points(cell.boardPoints, scale)}`;
    case 'none':
      return '';
  }
}

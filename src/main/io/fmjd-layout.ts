/**
 * The FMJD-report layout (REFERENCES.md "Draughts world"), shared by the writer
 * (services/files/fmjd-report.ts) and the reader (io/results-csv.ts): a first line
 * `fill in FMJD-report;<tournament>`, then `Pl;FMJD-id;Title;Name;Cn;FMJD-rating;R1..Rn;Pt`.
 *
 * The layout has one column per game. A tournament of two games a round (R5.1) writes each game
 * in its own column, in playing order: R1 is round 1 game 1, R2 round 1 game 2, R3 round 2 game 1
 * and so on, and says so in a third cell of the first line. A double round robin says where its
 * second cycle starts. Those cells are part of the layout, like the column names: English, the
 * language of the FMJD's own files, whatever the arbiter's language, so that the reader (and the
 * FMJD's rating officer) finds them in every file.
 */

export const FMJD_MARKER = 'fill in FMJD-report';

/** `2 games per round: ...`: the reader takes the count from the start of the cell. */
const GAMES_NOTE = /^\s*(\d+)\s+games per round\b/i;

/** The cell that says a tournament of two games a round writes one column per game. */
export const gamesNote = (gamesPerRound: number): string =>
  `${gamesPerRound} games per round: one column per game in playing order ` +
  '(R1 round 1 game 1, R2 round 1 game 2, R3 round 2 game 1, ...)';

/** The cell that says where the second cycle of a double round robin starts, in columns. */
export const cyclesNote = (roundsPerCycle: number, gamesPerRound: number): string => {
  const k = roundsPerCycle * gamesPerRound;
  return `double round robin: R1-R${k} first cycle, R${k + 1}-R${2 * k} second cycle with colours reversed`;
};

/** The games per round a first line declares (1 when it says nothing). */
export function declaredGamesPerRound(cells: readonly string[]): number {
  for (const c of cells) {
    const m = GAMES_NOTE.exec(c);
    if (m) return Number(m[1]);
  }
  return 1;
}

/** Whether a cell of the first line is one of the layout's own notes, not the tournament's name. */
export const isLayoutNote = (cell: string): boolean =>
  GAMES_NOTE.test(cell) || /^\s*double round robin:/i.test(cell);

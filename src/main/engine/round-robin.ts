/**
 * The round-robin schedule (RULES.md R7) in the sheet's terms: Berger rounds (C.05 Annex 1) as
 * boards of starting numbers, one or two games per board (R5, R7.3), the bye of an odd count
 * (R7.1) apart. With two legs the second game of a board has the colours reversed (R5.1).
 */
import { bergerTable, doubleBergerTable } from './berger';
import type { Round, StartNo } from './types';

export type ScheduledRound = {
  number: number;
  gamesPerRound: 1 | 2;
  boards: readonly { white: StartNo; black: StartNo }[];
  bye: StartNo | null;
};

export type ScheduleOptions = {
  /** A double round robin: the second cycle with colours reversed. */
  double?: boolean;
  /** R5.1 two legs; R3.2 forces them for exactly 4 entrants (see format.ts). */
  gamesPerRound?: 1 | 2;
};

export function roundRobinSchedule(count: number, options: ScheduleOptions = {}): ScheduledRound[] {
  const table = options.double ? doubleBergerTable(count) : bergerTable(count);
  const gamesPerRound = options.gamesPerRound ?? 1;
  return table.map((pairs, i) => ({
    number: i + 1,
    gamesPerRound,
    boards: pairs.filter(([, b]) => b !== 0).map(([white, black]) => ({ white, black })),
    bye: pairs.find(([, b]) => b === 0)?.[0] ?? null,
  }));
}

/** A scheduled round as an empty round of the scoring sheet: no results yet, the bye recorded (R4.2). */
export function scheduledToRound(s: ScheduledRound): Round {
  return {
    number: s.number,
    gamesPerRound: s.gamesPerRound,
    boards: s.boards.map((b) => ({
      ...b,
      games: Array.from({ length: s.gamesPerRound }, () => ({ result: null })),
    })),
    absences: s.bye === null ? [] : [{ startNo: s.bye, kind: 'bye' }],
  };
}

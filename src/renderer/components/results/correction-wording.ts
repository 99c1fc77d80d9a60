import type { TFunction } from 'i18next';
import type { CorrectionImpact, LATER_PAIRING } from '../../../shared/api/results';
import type { GameResult } from '../../../shared/domain';

/** The game being corrected as the board table shows it: names as the board lists them. */
export type CorrectedGame = { board: number; leg: 1 | 2; legs: boolean; white: string; black: string };

export type CorrectionWording = {
  /** The result now and the one asked for. */
  change: string;
  /** R9.1: which standings change. */
  standings: string;
  /** R6.7: what becomes of each later pairing, consecutive rounds alike said once. */
  pairings: string[];
  /** Round k+1 is re-paired into different boards: old and new are shown, and confirmed. */
  repairs: boolean;
};

type Kind = (typeof LATER_PAIRING)[number];

/** Runs of consecutive later rounds whose pairing fares alike. */
function runs(later: CorrectionImpact['later']): { kind: Kind; from: number; to: number }[] {
  const out: { kind: Kind; from: number; to: number }[] = [];
  for (const r of later) {
    const last = out[out.length - 1];
    if (last && last.kind === r.pairing && last.to === r.round - 1) last.to = r.round;
    else out.push({ kind: r.pairing, from: r.round, to: r.round });
  }
  return out;
}

const KEYS: Record<Kind, [one: string, many: string | null]> = {
  repaired: ['day:correction.intro', null],
  same: ['day:correction.same', null],
  played: ['day:correction.played', 'day:correction.playedMany'],
  table: ['day:correction.table', 'day:correction.tableMany'],
};

/** "rounds 2 and 3", never "rounds 2 to 3"; "rounds 2 to 5" for more. */
function sayRounds(a: number, b: number, t: TFunction): string {
  return t(b === a + 1 ? 'day:correction.roundsPair' : 'day:correction.roundsSpan', { from: a, to: b });
}

/**
 * R6.7: the rounds between a corrected round and the round it re-pairs have results and keep
 * their pairings (the team correction dialog says so); null when the re-paired round is k+1.
 */
export function playedBetween(corrected: number, repaired: number, t: TFunction): string | null {
  const from = corrected + 1;
  const to = repaired - 1;
  if (to < from) return null;
  return from === to
    ? t('day:correction.played', { round: from })
    : t('day:correction.playedMany', { rounds: sayRounds(from, to, t) });
}

/** What the correction dialog says before anything changes (R6.7, R9.1). */
export function correctionWording(
  impact: CorrectionImpact,
  game: CorrectedGame,
  /** A result's code as the board table prints it (R8; game 2 read from the board's White, R5). */
  code: (r: GameResult) => string,
  t: TFunction,
): CorrectionWording {
  const change = t(game.legs ? 'day:correction.changeLeg' : 'day:correction.change', {
    board: game.board,
    leg: game.leg,
    white: game.white,
    black: game.black,
    before: impact.before ? code(impact.before) : t('day:correction.noResult'),
    after: code(impact.after),
  });
  const rounds = (a: number, b: number) => sayRounds(a, b, t);
  const { from, to } = impact.standings;
  const standings =
    from === to
      ? t('day:correction.standingsOne', { round: from })
      : t('day:correction.standings', { rounds: rounds(from, to) });
  const pairings = runs(impact.later).map(({ kind, from: a, to: b }) => {
    const [one, many] = KEYS[kind];
    return a === b || many === null ? t(one, { round: a }) : t(many, { rounds: rounds(a, b) });
  });
  return { change, standings, pairings, repairs: impact.later.some((r) => r.pairing === 'repaired') };
}

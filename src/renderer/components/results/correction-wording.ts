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

const KEYS: Record<Kind, [one: string, two: string | null, many: string | null]> = {
  repaired: ['day:correction.intro', null, null],
  same: ['day:correction.same', null, null],
  played: ['day:correction.played', 'day:correction.playedTwo', 'day:correction.playedMany'],
  table: ['day:correction.table', 'day:correction.tableTwo', 'day:correction.tableMany'],
};

/** Rounds `from` to `to` said alike, each named exactly: "Round 2", "Rounds 2 and 3", "Rounds 2 to 5". */
function sayRounds(kind: Kind, from: number, to: number, t: TFunction): string {
  const [one, two, many] = KEYS[kind];
  if (from === to || many === null || two === null) return t(one, { round: from });
  return t(to === from + 1 ? two : many, { from, to });
}

/**
 * R6.7: the rounds between a corrected round and the round it re-pairs have results and keep
 * their pairings (the team correction dialog says so); null when the re-paired round is k+1.
 */
export function playedBetween(corrected: number, repaired: number, t: TFunction): string | null {
  return repaired - 1 > corrected ? sayRounds('played', corrected + 1, repaired - 1, t) : null;
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
  const { from, to } = impact.standings;
  const standings =
    from === to
      ? t('day:correction.standingsOne', { round: from })
      : t('day:correction.standings', { from, to });
  const pairings = runs(impact.later).map(({ kind, from: a, to: b }) => sayRounds(kind, a, b, t));
  return { change, standings, pairings, repairs: impact.later.some((r) => r.pairing === 'repaired') };
}

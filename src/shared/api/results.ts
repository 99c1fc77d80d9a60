import { z } from 'zod';
import { method } from './define';
import { GAME_RESULTS } from '../domain';
import { RoundViewSchema } from './rounds';
import { StandingsViewSchema } from './standings';

const Id = z.number().int().positive();
const Leg = z.union([z.literal(1), z.literal(2)]);

const GameRef = z.strictObject({
  tournamentId: Id,
  round: Id,
  board: Id,
  /** R5.1: the second game of a two-leg board. */
  leg: Leg.default(1),
});

/** One board of a pairing as shown side by side, old against new (R6.7). */
export const PairLineSchema = z.object({
  boardNo: z.number().int(),
  white: z.object({ id: z.number().int(), startNo: z.number().int(), name: z.string() }),
  black: z.object({ id: z.number().int(), startNo: z.number().int(), name: z.string() }).nullable(),
});
export type PairLine = z.output<typeof PairLineSchema>;

/**
 * R6.7: the latest round is paired without results (round k+1, or a later one when the rounds
 * between have results), so correcting round k re-pairs it.
 */
export const RepairSchema = z.object({
  round: z.number().int(),
  old: z.array(PairLineSchema),
  new: z.array(PairLineSchema),
  /** False when the re-pairing gives the same boards: nothing to confirm but the result. */
  changed: z.boolean(),
  /** R11.2: the moves of the round's drawn opening, kept by the re-pairing unless a new one is asked; null when none was drawn. */
  opening: z.array(z.string()).nullable(),
});
export type Repair = z.output<typeof RepairSchema>;

/** What happens to the pairing of a round after the corrected one (R6.7). */
export const LATER_PAIRING = [
  /** The latest round, paired without results, Swiss: re-paired, and the pairing changes. */
  'repaired',
  /** Paired without results, Swiss: re-paired, the same boards come out. */
  'same',
  /** Has results: its pairing stays, only the standings change. */
  'played',
  /** Round robin without results: the Berger table fixed its pairing (R7.1). */
  'table',
] as const;

/** What correcting a result of round k touches, for the arbiter to confirm first. */
export const CorrectionImpactSchema = z.object({
  round: z.number().int(),
  /** The result stored now (null: none yet) and the one asked for. */
  before: z.enum(GAME_RESULTS).nullable(),
  after: z.enum(GAME_RESULTS),
  /** R9.1: the standings after rounds `from` (k) to `to` (the latest) change. */
  standings: z.object({ from: z.number().int(), to: z.number().int() }),
  /** Every round after k, and what becomes of its pairing. */
  later: z.array(z.object({ round: z.number().int(), pairing: z.enum(LATER_PAIRING) })),
});
export type CorrectionImpact = z.output<typeof CorrectionImpactSchema>;

/**
 * The result screen's one round trip: with `standings: true` the answer also carries the standings
 * after the latest round, computed from the state just stored (the result is committed before the
 * answer leaves).
 */
const WithStandings = { standings: z.boolean().default(false) };
const Standings = StandingsViewSchema.optional();

export const resultMethods = {
  /**
   * Enters (or clears, with null) the result of one game of the latest round (R8). An earlier
   * round is changed through `result.correct`.
   */
  'result.set': method({
    input: GameRef.extend({ result: z.enum(GAME_RESULTS).nullable(), ...WithStandings }),
    output: RoundViewSchema.extend({ standings: Standings }),
    mutates: true,
  }),
  /** R15: every game of the round still without a result becomes a ruled draw (R8.5). */
  'result.rule': method({
    input: z.strictObject({ tournamentId: Id, round: Id, ...WithStandings }),
    output: z.object({ round: RoundViewSchema, ruled: z.number().int(), standings: Standings }),
    mutates: true,
  }),
  /**
   * R6.7: what correcting a result of an earlier round would touch (the standings, the later
   * pairings) and re-pair, changing nothing.
   */
  'result.previewCorrection': method({
    input: GameRef.extend({ result: z.enum(GAME_RESULTS) }),
    output: z.object({ repair: RepairSchema.nullable(), impact: CorrectionImpactSchema }),
    mutates: false,
  }),
  /**
   * Corrects a result of any round. When the latest round comes after it and is paired without
   * results, and its pairing changes, it is re-paired in the same transaction, keeping its drawn
   * opening unless `newOpening` (R11.2); without `confirm: true` that is refused
   * (`play:confirmRepair`, old and new in `details.repair`). A round with a result keeps its
   * pairing; only the standings change (R6.7).
   */
  'result.correct': method({
    input: GameRef.extend({
      result: z.enum(GAME_RESULTS),
      confirm: z.boolean().default(false),
      newOpening: z.boolean().default(false),
      ...WithStandings,
    }),
    output: z.object({ round: RoundViewSchema, repair: RepairSchema.nullable(), standings: Standings }),
    mutates: true,
  }),
};

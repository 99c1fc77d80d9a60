import { z } from 'zod';
import { method } from './define';

const Id = z.number().int().positive();
const Round = z.number().int().min(1).max(999);

const Side = z.object({ id: z.number().int(), name: z.string(), startNo: z.number().int() });

/**
 * "Why this pairing" of a Swiss round (issue 30), from the Dutch engine's own decisions on the
 * history before the round: each board's lines (score groups, floats, colours with their rule),
 * the bye's, and the quality criteria (C5-C21) not met fully, in the caller's language.
 * `asPaired`: the round stored is the engine's pairing (false after manual edits: the lines
 * then explain the engine's pairing, shown beside the stored one).
 */
export const RoundExplanationSchema = z.object({
  round: z.number().int(),
  asPaired: z.boolean(),
  boards: z.array(
    z.object({ board: z.number().int(), white: Side, black: Side, lines: z.array(z.string()) }),
  ),
  bye: z.object({ entrant: Side, lines: z.array(z.string()) }).nullable(),
  criteria: z.array(z.string()),
  shortfalls: z.array(
    z.object({ criterion: z.string(), value: z.array(z.number()), entrants: z.array(z.number().int()) }),
  ),
});
export type RoundExplanationView = z.output<typeof RoundExplanationSchema>;

export const WhyNotSchema = z.object({
  kind: z.enum(['paired', 'absolute', 'impossible', 'worse', 'better', 'equal']),
  criterion: z.string().nullable(),
  text: z.string(),
});
export type WhyNotView = z.output<typeof WhyNotSchema>;

export const explainMethods = {
  /**
   * Why the Dutch system pairs Swiss round `round` as it does. Refused: a round not paired
   * (`roundNotPaired`), a round robin (`explainNotSwiss`). Changes nothing.
   */
  'pairing.explain': method({
    input: z.strictObject({ tournamentId: Id, round: Round }),
    output: RoundExplanationSchema,
    mutates: false,
  }),
  /**
   * Why not entrants `a` against `b` (entrant ids) in round `round`: the round paired again with
   * them together, compared criterion by criterion; the round stays as it is. Refused also: the
   * same entrant twice (`whyNotSame`), an entrant not in the round (`whyNotAbsent`).
   */
  'pairing.whyNot': method({
    input: z.strictObject({ tournamentId: Id, round: Round, a: Id, b: Id }),
    output: WhyNotSchema,
    mutates: false,
  }),
};

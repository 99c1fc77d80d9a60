import { z } from 'zod';
import { method } from './define';

const Id = z.number().int().positive();
const Round = z.number().int().min(1).max(999);

/** One of the two entrants of a forbidden pair, as the screens name them. */
const PairSideSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startNo: z.number().int().nullable(),
});

/**
 * Two entrants who must not meet (issue 30: family, clubmates), in rounds `firstRound` to
 * `lastRound`, or from `firstRound` on when `lastRound` is null. The Swiss keeps them apart like
 * a rematch (C.04.3 C1); TRF writes them as `260` lines.
 */
export const ForbiddenPairSchema = z.object({
  id: z.number().int(),
  tournamentId: z.number().int(),
  a: PairSideSchema,
  b: PairSideSchema,
  firstRound: z.number().int(),
  lastRound: z.number().int().nullable(),
});
export type ForbiddenPair = z.output<typeof ForbiddenPairSchema>;

export const forbiddenMethods = {
  /**
   * Marks two entrants of the tournament who must not meet. Refused: the same entrant twice
   * (`forbiddenSelf`), an entrant of another tournament (`forbiddenOtherTournament`), a last round
   * before the first (`forbiddenRounds`), the same two already kept apart in one of those rounds
   * (`forbiddenDuplicate`), a round robin (`forbiddenNotSwiss`: its table cannot avoid a pair).
   */
  'forbidden.add': method({
    input: z.strictObject({
      tournamentId: Id,
      a: Id,
      b: Id,
      firstRound: Round.default(1),
      lastRound: Round.nullable().default(null),
    }),
    output: ForbiddenPairSchema,
    mutates: true,
  }),
  /** Lets the two meet again from the next pairing on (`forbiddenNotFound` when it is gone). */
  'forbidden.remove': method({ input: z.strictObject({ id: Id }), output: z.null(), mutates: true }),
  'forbidden.list': method({
    input: z.strictObject({ tournamentId: Id }),
    output: z.array(ForbiddenPairSchema),
    mutates: false,
  }),
};

import { z } from 'zod';
import { method } from './define';
import { TITLES } from '../domain';
import { PlainText } from './plain-text';

export const SEXES = ['M', 'F'] as const;

/**
 * The refusal of `entrant.add`, `entrant.update` and `ratings.register` that the arbiter may
 * overrule: an entrant of the same name and birth year is registered. Sent again with
 * `confirm: true` once the arbiter says it is another person.
 */
export const SAME_NAME_CODE = 'sameNameConfirm';

/**
 * The identity of an entrant, as typed by hand or taken from a rating list (R13.1). Its texts
 * hold no control character (shared/plain-text.ts): a typed one is refused.
 */
export const EntrantFieldsSchema = z.strictObject({
  /** "Surname, Given name" as on the rating list. */
  name: PlainText,
  rating: z.number().int().nullable(),
  title: z.enum(TITLES).nullable(),
  /** FMJD three-letter federation code. */
  federation: PlainText.nullable(),
  /** The rating-list ID (FMJD or national), used by R1.5. */
  ratingId: PlainText.nullable(),
  birthYear: z.number().int().nullable(),
  sex: z.enum(SEXES).nullable(),
  club: PlainText.nullable(),
  /** R2.1: only entrants marked present count at the start. */
  present: z.boolean(),
});
export type EntrantFields = z.output<typeof EntrantFieldsSchema>;

/** A patch: no defaults, so a missing field stays as it was. */
export const EntrantPatchSchema = EntrantFieldsSchema.partial();
export type EntrantPatch = z.output<typeof EntrantPatchSchema>;

/** Registration: only the name is required; registering at the desk means present. */
export const NewEntrantSchema = z.strictObject({
  tournamentId: z.number().int().positive(),
  name: PlainText,
  rating: z.number().int().nullable().default(null),
  title: z.enum(TITLES).nullable().default(null),
  federation: PlainText.nullable().default(null),
  ratingId: PlainText.nullable().default(null),
  birthYear: z.number().int().nullable().default(null),
  sex: z.enum(SEXES).nullable().default(null),
  club: PlainText.nullable().default(null),
  present: z.boolean().default(true),
  /** R1.4: a program (computer) is refused; the form asks rather than assumes. */
  isProgram: z.boolean().default(false),
  /** The arbiter's word that an entrant of the same name and birth year is another person. */
  confirm: z.boolean().default(false),
});
export type NewEntrant = z.input<typeof NewEntrantSchema>;

export const EntrantSchema = z.object({
  id: z.number().int(),
  tournamentId: z.number().int(),
  /** Order of registration, 1-based; the starting number is fixed at round 1 (R6.3, R7.2). */
  entryNo: z.number().int(),
  startNo: z.number().int().nullable(),
  name: z.string(),
  rating: z.number().int().nullable(),
  title: z.enum(TITLES).nullable(),
  federation: z.string().nullable(),
  ratingId: z.string().nullable(),
  birthYear: z.number().int().nullable(),
  sex: z.enum(SEXES).nullable(),
  club: z.string().nullable(),
  present: z.boolean(),
  /** R10.2: the last round the entrant was in, when withdrawn after the start. */
  withdrawnAfterRound: z.number().int().nullable(),
});
export type Entrant = z.output<typeof EntrantSchema>;

const Id = z.number().int().positive();

export const entrantMethods = {
  /**
   * Registers an entrant before round 1 (R1.3), within the seats (R1.2); no programs (R1.4); the
   * rating floor of a rated tournament (R12.1). The same rating-list ID twice is refused
   * (`duplicateRatingId`); the same name and birth year without `confirm: true` too
   * (`sameNameConfirm`), which the arbiter may confirm.
   */
  'entrant.add': method({
    input: NewEntrantSchema,
    output: EntrantSchema,
    mutates: true,
  }),
  /** Corrects an entrant's data or marks present/absent before the start; checks as `entrant.add`. */
  'entrant.update': method({
    input: z.strictObject({ id: Id, fields: EntrantPatchSchema, confirm: z.boolean().default(false) }),
    output: EntrantSchema,
    mutates: true,
  }),
  /** Removes an entrant outright; only before round 1 (R1.3), afterwards withdraw (R10.2). */
  'entrant.remove': method({ input: z.strictObject({ id: Id }), output: z.null(), mutates: true }),
  'entrant.list': method({
    input: z.strictObject({ tournamentId: Id }),
    output: z.array(EntrantSchema),
    mutates: false,
  }),
};

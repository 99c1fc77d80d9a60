/**
 * The results portal on paper (RULES.md R16.3): invitation slips, one per player, each with a
 * personal link, and the list of who holds a live link, for the arbiter's panel.
 */
import { z } from 'zod';
import { method } from './define';
import { LANGUAGES } from '../i18n/index';

const Id = z.number().int().positive();

export const INVITATION_STATES = ['none', 'invited', 'revoked'] as const;

/** A player's link state, or in a team event a team captain's (teamId; startNo is the seed). */
export const PortalLinkSchema = z.object({
  entrantId: z.number().int().nullable(),
  teamId: z.number().int().nullable(),
  startNo: z.number().int().nullable(),
  name: z.string(),
  /** none: never invited; invited: a live personal link; revoked: every link revoked. */
  state: z.enum(INVITATION_STATES),
});
export type PortalLink = z.output<typeof PortalLinkSchema>;

export const SlipSchema = z.object({
  name: z.string().max(200),
  startNo: z.number().int().nullable(),
  /** The board of the latest paired round, when the player has one (a captain: his team's match). */
  board: z.object({ round: z.number().int(), board: z.number().int() }).nullable(),
  /** A team captain's slip: the name is the team's, `board` its match. */
  captain: z.boolean().default(false),
  url: z.string().max(500),
  /** The personal code beside the link (R16.3), typed on the portal with the name picked. */
  code: z.string().max(20),
});

export const portalSlipMethods = {
  'portal.links': method({
    input: z.strictObject({ tournamentId: Id }),
    output: z.array(PortalLinkSchema),
    mutates: false,
  }),
  /**
   * Issues the links for invitation slips. Without `renew`, only players holding no live link get
   * one: a link already handed out keeps working. With `renew`, every player gets a new link and
   * the earlier ones stop working.
   */
  'portal.slips': method({
    input: z.strictObject({ tournamentId: Id, renew: z.boolean().default(false) }),
    output: z.object({
      slips: z.array(SlipSchema),
      /** The players left out because they hold a live link. */
      kept: z.array(z.string()),
    }),
    mutates: true,
  }),
  /** The slips just issued as a PDF (rendering is not part of the transaction that issued them). */
  'portal.slipsPdf': method({
    input: z.strictObject({
      tournamentId: Id,
      language: z.enum(LANGUAGES),
      paper: z.enum(['a4', 'letter']).default('a4'),
      slips: z.array(SlipSchema).min(1).max(500),
    }),
    output: z.object({ pdf: z.string(), fileName: z.string(), pages: z.number().int() }),
    mutates: false,
  }),
};

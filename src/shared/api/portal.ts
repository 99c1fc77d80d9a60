/**
 * The arbiter's side of the results portal (RULES.md R16.2-R16.3). The phones' own methods are
 * not here: they live in src/shared/portal and are served by the portal's listener alone, which
 * never reaches this contract.
 */
import { z } from 'zod';
import { method } from './define';
import { GAME_RESULTS } from '../domain';
import { CHANNELS } from '../portal/phone';

const Id = z.number().int().positive();
const Result = z.enum(GAME_RESULTS);

export const PortalSettingsSchema = z.object({
  tournamentId: z.number().int(),
  enabled: z.boolean(),
  access: z.enum(['open', 'private']),
  hasPassword: z.boolean(),
});
export type PortalSettings = z.output<typeof PortalSettingsSchema>;

/** One address the portal can listen on; `scope` says who can reach it. */
export const PortalInterfaceSchema = z.object({
  address: z.string(),
  name: z.string(),
  scope: z.enum(['this-computer', 'network']),
});

export const PortalListenerSchema = z.object({
  running: z.boolean(),
  /** The address players open: what the QR codes carry. */
  url: z.string().nullable(),
  scope: z.enum(['this-computer', 'network']).nullable(),
});
export type PortalListener = z.output<typeof PortalListenerSchema>;

export const PortalReportViewSchema = z.object({
  side: z.union([z.literal(0), z.literal(1)]),
  name: z.string(),
  kind: z.enum(['result', 'contest']),
  results: z.array(Result).nullable(),
  at: z.string(),
  channel: z.enum(CHANNELS),
  /** The phone that sent it (a short label), null when it did not say. */
  phone: z.string().nullable(),
});

export const PORTAL_STATUSES = ['open', 'waiting', 'confirmed', 'disputed', 'arbiter'] as const;

export const PortalBoardSchema = z.object({
  boardNo: z.number().int(),
  white: z.string(),
  black: z.string(),
  status: z.enum(PORTAL_STATUSES),
  /** Waiting: when the single report stands (R16.2), and the whole minutes left. */
  deadline: z.string().nullable(),
  minutesLeft: z.number().int().nullable(),
  how: z.enum(['matching', 'window']).nullable(),
  results: z.array(Result.nullable()),
  reports: z.array(PortalReportViewSchema),
});
export type PortalBoard = z.output<typeof PortalBoardSchema>;

/**
 * Wrong passwords and codes for this tournament reached its limit (R16.3): what came since the
 * listener started or the arbiter let entry in again, and from how many addresses.
 */
export const GuessingAlertSchema = z.object({
  wrong: z.number().int(),
  /** Tries refused unread because the limit was reached. */
  refused: z.number().int(),
  addresses: z.number().int(),
  since: z.string(),
  last: z.string(),
  limitedAt: z.string(),
  /** Seconds until the next try is let through (0: the limit holds no more). */
  secondsLeft: z.number().int(),
});
export type GuessingAlert = z.output<typeof GuessingAlertSchema>;

export const PortalRoundSchema = z.object({
  round: z.number().int(),
  /** Disputed first, then waiting, then the rest by board. */
  boards: z.array(PortalBoardSchema),
  guessing: GuessingAlertSchema.nullable(),
});
export type PortalRound = z.output<typeof PortalRoundSchema>;

export const PORTAL_DECISIONS = ['confirm', 'accept-white', 'accept-black', 'override', 'reject'] as const;
export type PortalDecision = (typeof PORTAL_DECISIONS)[number];

/** A link of a player (entrantId) or of a team's captain (teamId, R16.2 team matches). */
export const InvitationSchema = z.object({
  entrantId: z.number().int().nullable(),
  teamId: z.number().int().nullable(),
  startNo: z.number().int().nullable(),
  name: z.string(),
  url: z.string(),
  /** The personal code printed beside the link (R16.3): typed with the holder's name picked. */
  code: z.string(),
});
export type Invitation = z.output<typeof InvitationSchema>;

export const portalMethods = {
  'portal.settings': method({
    input: z.strictObject({ tournamentId: Id }),
    output: PortalSettingsSchema,
    mutates: false,
  }),
  /** R16.3: on or off, open or private; a password replaces the stored one, null removes it. */
  'portal.configure': method({
    input: z.strictObject({
      tournamentId: Id,
      enabled: z.boolean(),
      access: z.enum(['open', 'private']),
      password: z.string().min(6).max(200).nullable().optional(),
    }),
    output: PortalSettingsSchema,
    mutates: true,
  }),
  'portal.interfaces': method({
    input: z.strictObject({}),
    output: z.array(PortalInterfaceSchema),
    mutates: false,
  }),
  /** Starts (or moves) the portal's own listener on the interface the arbiter chose. */
  'portal.listen': method({
    input: z.strictObject({
      address: z.string().max(64),
      port: z.number().int().min(0).max(65535).default(0),
    }),
    output: PortalListenerSchema,
    mutates: false,
  }),
  'portal.stop': method({ input: z.strictObject({}), output: PortalListenerSchema, mutates: false }),
  'portal.listener': method({ input: z.strictObject({}), output: PortalListenerSchema, mutates: false }),
  /**
   * Invitation links, one per entrant (all when none named), in a team event one per team for its
   * captain: each replaces the holder's earlier one.
   */
  'portal.invite': method({
    input: z.strictObject({
      tournamentId: Id,
      entrantIds: z.array(Id).max(500).optional(),
      teamIds: z.array(Id).max(500).optional(),
    }),
    output: z.array(InvitationSchema),
    mutates: true,
  }),
  /** Revokes a player's links (entrantId) or a team captain's (teamId). */
  'portal.revoke': method({
    input: z
      .strictObject({ tournamentId: Id, entrantId: Id.optional(), teamId: Id.optional() })
      .refine((x) => (x.entrantId === undefined) !== (x.teamId === undefined)),
    output: z.object({ revoked: z.number().int() }),
    mutates: true,
  }),
  /** R16.3: the arbiter lets passwords and codes in again after the tournament's limit was reached. */
  'portal.resume': method({
    input: z.strictObject({ tournamentId: Id }),
    output: z.object({ resumed: z.boolean() }),
    mutates: false,
  }),
  'portal.round': method({
    input: z.strictObject({ tournamentId: Id, round: Id.optional() }),
    output: PortalRoundSchema,
    mutates: false,
  }),
  /**
   * R16.2: the arbiter decides a board's reports (one keystroke on the results screen); in a team
   * event `board` is the match's number, W and B the home and away captains' reports.
   */
  'portal.decide': method({
    input: z.strictObject({
      tournamentId: Id,
      round: Id,
      board: Id,
      decision: z.enum(PORTAL_DECISIONS),
      /** Override: the arbiter's own result for one game. */
      leg: z.union([z.literal(1), z.literal(2)]).default(1),
      result: Result.optional(),
    }),
    output: PortalRoundSchema,
    mutates: true,
  }),
};

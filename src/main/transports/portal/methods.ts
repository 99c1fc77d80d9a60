/**
 * The results portal's whole method map (RULES.md R16.2-R16.3, ARCHITECTURE.md "its own small
 * method map"): the listener looks a request's name up here and nowhere else, so no arbiter
 * method can be reached through it, whatever the request says.
 */
import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import { PlainText } from '../../../shared/api/plain-text';
import type { Language } from '../../../shared/i18n/index';
import type { PhoneMethod } from '../../../shared/portal/phone';
import type { Db } from '../../db/connection';
import { identifyByCode, identifyByPassword, type Holder, type Identity } from '../../services/portal/access';
import {
  holderName,
  openTournaments,
  portalTournaments,
  privateTournaments,
  reportMinutesLeft,
  requireReadable,
  tournamentName,
  unlockedBy,
} from '../../services/portal/directory';
import type { Sender } from '../../services/portal/sender';
import type { HolderKey, Opening } from './guessing';
import { phoneBoard, phoneMatch, phonePairings, phoneStandings } from '../../services/portal/phone';
import { report } from '../../services/portal/reports';
import { declareLeave } from '../../services/portal/team-leave';

export type PhoneContext = {
  db: () => Db;
  /** Runs `work` in one write transaction (the due single reports settled first). */
  write: <T>(tournamentId: number, work: (db: Db) => T) => Promise<T>;
  /** Settles the tournament's due single reports before a read (R16.2 ten minutes). */
  settle: (tournamentId: number) => Promise<void>;
  who: Identity | null;
  lng: Language;
  now: Date;
  /** The phone and the address of this request, as the listener saw them. */
  from: Sender;
  /** The limits on wrong passwords and codes for this client (guessing.ts). */
  guesses: {
    open: (tournamentIds: readonly number[], holder?: HolderKey) => Opening;
    failed: (tournamentIds: readonly number[], holder?: HolderKey) => void;
  };
};

const Id = z.number().int().positive();
const Outcome = z.enum(['win', 'draw', 'loss']);

const INPUT = {
  tournaments: z.strictObject({}),
  unlock: z.strictObject({ password: z.string().min(1).max(200) }),
  /**
   * A player names himself (entrantId); in a team event the captain names his team (teamId); then
   * the personal code of his slip or the tournament's password, one of the two.
   */
  identify: z
    .strictObject({
      tournamentId: Id,
      entrantId: Id.optional(),
      teamId: Id.optional(),
      password: z.string().min(1).max(200).optional(),
      code: z.string().min(1).max(40).optional(),
    })
    .refine((x) => (x.entrantId === undefined) !== (x.teamId === undefined))
    .refine((x) => (x.password === undefined) !== (x.code === undefined)),
  board: z.strictObject({}),
  report: z.strictObject({
    round: Id,
    requestKey: PlainText.min(8).max(64),
    kind: z.enum(['result', 'contest']),
    /** One per game of a board (two legs at most), or one per board of a team match (20 at most). */
    outcomes: z.array(Outcome).min(1).max(20).nullable(),
  }),
  pairings: z.strictObject({ tournamentId: Id }),
  standings: z.strictObject({ tournamentId: Id }),
  /** A captain's forfeit of the match he sees, or his team's abandon (R16.1b): round and match as shown. */
  leave: z.strictObject({
    round: Id,
    match: Id.nullable(),
    kind: z.enum(['abandon', 'forfeit']),
  }),
} satisfies Record<PhoneMethod, z.ZodType>;

const needWho = (c: PhoneContext): Identity => {
  if (!c.who) throw new AppError('portal:badToken');
  return c.who;
};

/**
 * R16.3: a phone names its holder and gives the slip's personal code or the tournament's
 * password. Wrong ones count against the phone's address and the tournament, codes also against
 * the holder named (guessing.ts); a tournament whose portal is off is never counted.
 */
async function identify(input: z.output<typeof INPUT.identify>, c: PhoneContext) {
  const { tournamentId, code, password } = input;
  const wrong = new AppError(code !== undefined ? 'portal:wrongCode' : 'portal:wrongPassword');
  if (!portalTournaments(c.db()).includes(tournamentId)) {
    c.guesses.failed([]);
    throw wrong;
  }
  const holder: Holder =
    input.teamId !== undefined ? { teamId: input.teamId } : { entrantId: input.entrantId ?? 0 };
  const key =
    code === undefined
      ? undefined
      : `${tournamentId}:${'teamId' in holder ? `t${holder.teamId}` : `e${holder.entrantId}`}`;
  const { paused } = c.guesses.open([tournamentId], key);
  if (paused) throw paused;
  const name = holderName(c.db(), tournamentId, input);
  const out = await c.write(tournamentId, (db) => {
    if (name === undefined) return null;
    return code !== undefined
      ? identifyByCode(db, tournamentId, holder, code, c.now)
      : identifyByPassword(db, tournamentId, holder, password ?? '', c.now);
  });
  if (!out) {
    c.guesses.failed([tournamentId], key);
    throw wrong;
  }
  return {
    token: out.token,
    tournamentId,
    tournament: tournamentName(c.db(), tournamentId),
    name: name ?? '',
    channel: code !== undefined ? ('code' as const) : ('password' as const),
  };
}

type Handler = (input: never, c: PhoneContext) => unknown;

const HANDLERS: Record<PhoneMethod, Handler> = {
  // Open tournaments only: a private one is not even named without its password.
  tournaments: (_: z.output<typeof INPUT.tournaments>, c: PhoneContext) => openTournaments(c.db()),
  unlock: ({ password }: z.output<typeof INPUT.unlock>, c: PhoneContext) => {
    const db = c.db();
    const ids = privateTournaments(db);
    // Every private tournament still open to tries is tried, so the time says nothing about which matched.
    const { open, paused } = c.guesses.open(ids);
    const found = unlockedBy(db, open, password);
    if (found.length === 0) {
      c.guesses.failed(open);
      throw paused ?? new AppError('portal:wrongPassword');
    }
    return found;
  },
  identify: (input: z.output<typeof INPUT.identify>, c: PhoneContext) => identify(input, c),
  // A player's board, or a captain's match (R16.2 team matches).
  board: async (_: z.output<typeof INPUT.board>, c: PhoneContext) => {
    const who = needWho(c);
    await c.settle(who.tournamentId);
    return who.teamId !== null ? phoneMatch(c.db(), who, c.now) : phoneBoard(c.db(), who, c.now);
  },
  report: async (input: z.output<typeof INPUT.report>, c: PhoneContext) => {
    const who = needWho(c);
    const out = await c.write(who.tournamentId, (db) => report(db, who, input, c.now, c.from));
    const st = out.status;
    return {
      status: st.status,
      duplicate: out.duplicate,
      minutesLeft: reportMinutesLeft(st, c.now),
    };
  },
  leave: (input: z.output<typeof INPUT.leave>, c: PhoneContext) => {
    const who = needWho(c);
    return c.write(who.tournamentId, (db) => declareLeave(db, who, input, c.now, c.from));
  },
  pairings: async ({ tournamentId }: z.output<typeof INPUT.pairings>, c: PhoneContext) => {
    requireReadable(c.db(), tournamentId, c.who);
    await c.settle(tournamentId);
    return phonePairings(c.db(), tournamentId, c.lng);
  },
  standings: async ({ tournamentId }: z.output<typeof INPUT.standings>, c: PhoneContext) => {
    requireReadable(c.db(), tournamentId, c.who);
    await c.settle(tournamentId);
    return phoneStandings(c.db(), tournamentId);
  },
};

export const isPhoneMethod = (name: string): name is PhoneMethod => Object.hasOwn(HANDLERS, name);

export async function runPhoneMethod(name: PhoneMethod, raw: unknown, c: PhoneContext): Promise<unknown> {
  const parsed = INPUT[name].safeParse(raw ?? {});
  if (!parsed.success) throw new AppError('portal:badRequest');
  return (HANDLERS[name] as (input: unknown, c: PhoneContext) => unknown)(parsed.data, c);
}

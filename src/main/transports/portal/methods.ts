/**
 * The results portal's whole method map (RULES.md R16.2-R16.3, ARCHITECTURE.md "its own small
 * method map"): the listener looks a request's name up here and nowhere else, so no arbiter
 * method can be reached through it, whatever the request says.
 */
import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import { PlainText } from '../../../shared/api/plain-text';
import type { Language } from '../../../shared/i18n/index';
import type { PhoneMethod, PhoneTeam, PhoneTournament } from '../../../shared/portal/phone';
import type { Db } from '../../db/connection';
import { enabledTournaments, getPortalSettings } from '../../db/repos/portal';
import { listEntrants } from '../../db/repos/entrants';
import { listTeamRecords, isTeamTournament } from '../../db/repos/teams';
import { identifyByPassword, passwordMatches, type Identity } from '../../services/portal/access';
import { phoneBoard, phoneMatch, phonePairings, phoneStandings } from '../../services/portal/phone';
import { report } from '../../services/portal/reports';
import { minutesLeft } from '../../engine/portal/rules';
import { loadTournament } from '../../services/tournaments';

export type PhoneContext = {
  db: () => Db;
  /** Runs `work` in one write transaction (the due single reports settled first). */
  write: <T>(tournamentId: number, work: (db: Db) => T) => Promise<T>;
  /** Settles the tournament's due single reports before a read (R16.2 ten minutes). */
  settle: (tournamentId: number) => Promise<void>;
  who: Identity | null;
  lng: Language;
  now: Date;
  /** A wrong password: counted against the client (limits.ts FAILURES). */
  failed: () => void;
};

const Id = z.number().int().positive();
const Outcome = z.enum(['win', 'draw', 'loss']);

const INPUT = {
  tournaments: z.strictObject({}),
  unlock: z.strictObject({ password: z.string().min(1).max(200) }),
  /** A player names himself (entrantId); in a team event the captain names his team (teamId). */
  identify: z
    .strictObject({
      tournamentId: Id,
      entrantId: Id.optional(),
      teamId: Id.optional(),
      password: z.string().min(1).max(200),
    })
    .refine((x) => (x.entrantId === undefined) !== (x.teamId === undefined)),
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
} satisfies Record<PhoneMethod, z.ZodType>;

/** Who can be picked by password: the players of an individual event; nobody in a team event. */
const entrantsOf = (db: Db, id: number) =>
  isTeamTournament(db, id)
    ? []
    : listEntrants(db, id)
        .filter((e) => e.startNo !== null)
        .map((e) => ({ id: e.id, name: e.name, startNo: e.startNo }));

/** A team event's captains pick their team (seeded teams: those that play). */
const teamsOf = (db: Db, id: number): PhoneTeam[] | null =>
  isTeamTournament(db, id)
    ? listTeamRecords(db, id)
        .filter((t) => t.seed !== null)
        .sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0))
        .map((t) => ({ id: t.id, name: t.name }))
    : null;

function tournamentOf(
  db: Db,
  id: number,
  isPrivate: boolean,
): PhoneTournament & { entrants: ReturnType<typeof entrantsOf>; teams: PhoneTeam[] | null } {
  return {
    id,
    name: loadTournament(db, id).settings.name,
    private: isPrivate,
    entrants: entrantsOf(db, id),
    teams: teamsOf(db, id),
  };
}

const needWho = (c: PhoneContext): Identity => {
  if (!c.who) throw new AppError('portal:badToken');
  return c.who;
};

/** R16.3: an open tournament shows its pairings and standings to all; a private one to its own only. */
function readable(c: PhoneContext, tournamentId: number): void {
  const s = getPortalSettings(c.db(), tournamentId);
  if (!s.enabled) throw new AppError('portal:notFound');
  if (s.access === 'private' && c.who?.tournamentId !== tournamentId)
    throw new AppError('portal:privateTournament');
}

type Handler = (input: never, c: PhoneContext) => unknown;

const HANDLERS: Record<PhoneMethod, Handler> = {
  // Open tournaments only: a private one is not even named without its password.
  tournaments: (_: z.output<typeof INPUT.tournaments>, c: PhoneContext) => {
    const db = c.db();
    return enabledTournaments(db)
      .filter((id) => getPortalSettings(db, id).access === 'open')
      .map((id) => tournamentOf(db, id, false));
  },
  unlock: ({ password }: z.output<typeof INPUT.unlock>, c: PhoneContext) => {
    const db = c.db();
    // Every private tournament is tried, so the time says nothing about which one matched.
    const found = enabledTournaments(db)
      .map((id) => ({ id, s: getPortalSettings(db, id) }))
      .filter((x) => x.s.access === 'private')
      .filter((x) => passwordMatches(x.s, password))
      .map((x) => tournamentOf(db, x.id, true));
    if (found.length === 0) {
      c.failed();
      throw new AppError('portal:wrongPassword');
    }
    return found;
  },
  identify: async (
    { tournamentId, entrantId, teamId, password }: z.output<typeof INPUT.identify>,
    c: PhoneContext,
  ) => {
    // The name picked must be one of the tournament's: a player, or in a team event a team.
    const name =
      teamId !== undefined
        ? teamsOf(c.db(), tournamentId)?.find((x) => x.id === teamId)?.name
        : entrantsOf(c.db(), tournamentId).find((e) => e.id === entrantId)?.name;
    const holder = teamId !== undefined ? { teamId } : { entrantId: entrantId ?? 0 };
    const out = await c.write(tournamentId, (db) =>
      name !== undefined ? identifyByPassword(db, tournamentId, holder, password, c.now) : null,
    );
    if (!out) {
      c.failed();
      throw new AppError('portal:wrongPassword');
    }
    return {
      token: out.token,
      tournamentId,
      tournament: loadTournament(c.db(), tournamentId).settings.name,
      name: name ?? '',
    };
  },
  // A player's board, or a captain's match (R16.2 team matches).
  board: async (_: z.output<typeof INPUT.board>, c: PhoneContext) => {
    const who = needWho(c);
    await c.settle(who.tournamentId);
    return who.teamId !== null ? phoneMatch(c.db(), who, c.now) : phoneBoard(c.db(), who, c.now);
  },
  report: async (input: z.output<typeof INPUT.report>, c: PhoneContext) => {
    const who = needWho(c);
    const out = await c.write(who.tournamentId, (db) => report(db, who, input, c.now));
    const st = out.status;
    return {
      status: st.status,
      duplicate: out.duplicate,
      minutesLeft: st.status === 'waiting' ? minutesLeft(st.deadline, c.now.getTime()) : null,
    };
  },
  pairings: async ({ tournamentId }: z.output<typeof INPUT.pairings>, c: PhoneContext) => {
    readable(c, tournamentId);
    await c.settle(tournamentId);
    return phonePairings(c.db(), tournamentId, c.lng);
  },
  standings: async ({ tournamentId }: z.output<typeof INPUT.standings>, c: PhoneContext) => {
    readable(c, tournamentId);
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

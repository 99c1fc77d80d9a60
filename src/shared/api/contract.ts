import type { Contract, InputOf, OutputOf } from './define';
import type { Envelope } from './envelope';
import { eventMethods } from './events';
import { tournamentMethods } from './tournaments';
import { entrantMethods } from './entrants';
import { forbiddenMethods } from './forbidden';
import { playMethods } from './play';
import { explainMethods } from './explain';
import { roundMethods } from './rounds';
import { resultMethods } from './results';
import { standingsMethods } from './standings';
import { activityMethods } from './activity';
import { reportMethods } from './reports';
import { ratingMethods } from './ratings';
import { fileMethods } from './files';
import { exchangeMethods } from './exchange';
import { arenaMethods } from './arena';
import { clockMethods } from './clock';
import { teamMethods } from './teams';
import { teamReportMethods } from './team-reports';
import { teamRatingMethods } from './team-ratings';
import { portalMethods } from './portal';
import { portalSlipMethods } from './portal-slips';

/**
 * Every arbiter action, declared once. A domain adds its methods in its own file and spreads them
 * here; the handler map in src/main/api/handlers must then cover them (the compiler checks it).
 */
export const contract = {
  ...eventMethods,
  ...tournamentMethods,
  ...entrantMethods,
  ...forbiddenMethods,
  ...playMethods,
  ...explainMethods,
  ...roundMethods,
  ...resultMethods,
  ...standingsMethods,
  ...activityMethods,
  ...reportMethods,
  ...ratingMethods,
  ...fileMethods,
  ...exchangeMethods,
  ...arenaMethods,
  ...clockMethods,
  ...teamMethods,
  ...teamReportMethods,
  ...teamRatingMethods,
  ...portalMethods,
  ...portalSlipMethods,
} satisfies Contract;

export type ApiContract = typeof contract;
export type MethodName = keyof ApiContract & string;
export type ApiInput<M extends MethodName> = InputOf<ApiContract, M>;
export type ApiOutput<M extends MethodName> = OutputOf<ApiContract, M>;

/** The typed API object the renderer (and tests) use: one async function per method. */
export type Api = { [M in MethodName]: (input: ApiInput<M>) => Promise<ApiOutput<M>> };

export const isMethodName = (m: string): m is MethodName => Object.hasOwn(contract, m);

/** `ok: false` from any transport, raised by the typed client; `message` is already translated. */
export class ApiCallError extends Error {
  readonly code: string;
  readonly details: unknown;
  constructor(code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiCallError';
    this.code = code;
    this.details = details;
  }
}

export type ApiCall = (method: string, input: unknown) => Promise<Envelope<unknown>>;

/** Builds the typed API over any transport (Electron IPC or HTTP). */
export function createClient(call: ApiCall): Api {
  const api: Record<string, (input: unknown) => Promise<unknown>> = {};
  for (const name of Object.keys(contract)) {
    api[name] = async (input) => {
      const res = await call(name, input ?? {});
      if (!res.ok) throw new ApiCallError(res.error.code, res.error.message, res.error.details);
      return res.value;
    };
  }
  return api as Api;
}

/** Field-level problems of an invalid request, as dispatch puts them in `error.details`. */
export type IssueDetail = { field: string; code: string; params: Record<string, unknown>; message: string };
export type ErrorDetails = { issues?: IssueDetail[] };

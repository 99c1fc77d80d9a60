import type { z } from 'zod';
import { contract, isMethodName, type IssueDetail, type MethodName } from '../../shared/api/contract';
import { datedParams } from '../../shared/dates';
import type { Envelope } from '../../shared/api/envelope';
import { isAppError } from '../../shared/errors';
import { isLanguage, t, type Language } from '../../shared/i18n/index';
import { handlers } from './handlers/index';
import type { ActivityNote, FilePicker, HandlerContext, PortalHost } from './types';
import { logActivity } from '../services/activity-log';
import type { EventSession } from '../session/session';
import { describeZodIssues, onlyControlIssues, translateIssues } from './issues';

export type DispatchContext = {
  session: EventSession;
  now?: () => Date;
  /** The system's open dialog: given by the desktop shell, absent in web mode and on the command line. */
  pickFile?: FilePicker;
  /** The results portal's listener, where the transport can serve one. */
  portal?: PortalHost;
  /** Where unexpected exceptions go; the arbiter sees a translated `errors:internal`. */
  logError?: (e: unknown, method: string) => void;
};

export type Dispatch = (method: string, input: unknown, lng?: unknown) => Promise<Envelope<unknown>>;

/** `errors:<code>` unless the code names its namespace. */
export const messageKey = (code: string): string => (code.includes(':') ? code : `errors:${code}`);

const fail = (code: string, message: string, details?: unknown): Envelope<unknown> => ({
  ok: false,
  error: details === undefined ? { code, message } : { code, message, details },
});

const isThenable = (x: unknown): x is PromiseLike<unknown> =>
  typeof x === 'object' && x !== null && typeof (x as { then?: unknown }).then === 'function';

/**
 * The one transport-free entry: validate, run (a mutation in one transaction with its activity
 * row), answer with an envelope whose error message is already in the caller's language.
 */
export function createDispatcher(ctx: DispatchContext): Dispatch {
  const now = ctx.now ?? (() => new Date());
  const logError = ctx.logError ?? ((e, m) => console.error(`diagonal: ${m} failed`, e));

  return async (method, input, lngIn) => {
    const lng: Language = isLanguage(lngIn) ? lngIn : 'en';
    if (!isMethodName(method)) return fail('unknownMethod', t(lng, 'errors:unknownMethod', { method }));
    const def = contract[method];
    const parsed = def.input.safeParse(input ?? {}, { reportInput: true });
    if (!parsed.success) {
      const issues = describeZodIssues(lng, parsed.error.issues);
      const text = issues.map((i) => i.message).join('; ');
      // A typed text with a line break or another control character: the arbiter's to retype.
      if (onlyControlIssues(issues))
        return fail('textControl', t(lng, 'errors:textControl', { issues: text }), { issues });
      return fail('invalidInput', t(lng, 'errors:invalidInput', { method, issues: text }), { issues });
    }
    try {
      const value = await run(method, def, parsed.data, { ...ctx, now, lng, logError });
      return { ok: true, value };
    } catch (caught) {
      // A full disk, a read-only or damaged file, a busy writer: said by cause, not as internal.
      const e = isAppError(caught) ? caught : (ctx.session.storageError(caught) ?? caught);
      if (isAppError(e)) {
        const issues: IssueDetail[] | undefined = translateIssues(lng, e.code, e.details);
        const params = issues ? { ...e.params, issues: issues.map((i) => i.message).join(' ') } : e.params;
        return fail(
          e.code,
          t(lng, messageKey(e.code), datedParams(lng, params)),
          issues ? { issues } : e.details,
        );
      }
      logError(e, method);
      const detail = ctx.session.redact(e instanceof Error ? e.message : String(e));
      return fail('internal', t(lng, 'errors:internal', { detail }));
    }
  };
}

async function run(
  method: MethodName,
  def: { output: z.ZodType; mutates: boolean },
  input: unknown,
  call: {
    session: EventSession;
    now: () => Date;
    lng: Language;
    pickFile?: FilePicker;
    portal?: PortalHost;
    logError: (e: unknown, method: string) => void;
  },
): Promise<unknown> {
  const { session, now, logError } = call;
  let note: ActivityNote | null = null;
  let unchanged = false;
  let paired: number | null = null;
  const hctx: HandlerContext = {
    session,
    db: () => session.requireDb(),
    now,
    lng: call.lng,
    ...(call.pickFile ? { pickFile: call.pickFile } : {}),
    ...(call.portal ? { portal: call.portal } : {}),
    log: (n) => (note = n),
    unchanged: () => (unchanged = true),
    paired: (round) => (paired = round),
  };
  // The contract ties each method to its handler; the map is checked against it at compile time.
  const handler = handlers[method] as (input: unknown, ctx: HandlerContext) => unknown;
  if (!def.mutates) return def.output.parse(await handler(input, hctx));

  // Waits for an import of this process, refuses a read-only file or a lock taken over elsewhere.
  const db = await session.writable(now());
  // IMMEDIATE: the write lock is taken (or waited for, busy_timeout) before the first read. A
  // deferred transaction that has read cannot wait for it and fails at once with "locked".
  const value = db
    .transaction(() => {
      const out = handler(input, hctx);
      if (isThenable(out)) throw new Error(`${method}: a mutation handler must be synchronous`);
      const parsed = def.output.parse(out); // a wrong answer rolls the change back too
      const n: ActivityNote = note ?? { tournamentId: null, summary: { input } };
      if (!unchanged)
        logActivity(db, now(), {
          action: method,
          tournamentId: n.tournamentId,
          summary: n.summary,
          undo: n.undo,
        });
      return parsed;
    })
    .immediate();
  // Committed: what follows must not turn the action into a failure.
  try {
    session.settle();
  } catch (e) {
    logError(e, `${method} (checkpoint)`);
  }
  if (paired !== null)
    await session.backupAfterPairing(paired, now(), (e) => logError(e, `${method} (backup)`));
  return value;
}

/**
 * `diagonal api METHOD [JSON] [--event FILE] [--lang en|fr|nl|pl] [--now TIME]`: the command-line transport of
 * the API (ARCHITECTURE.md: three thin transports, one dispatch). It opens the event file, runs one
 * method through the same dispatch as the windows, and prints the value as JSON, or the translated
 * error. Paths are taken relative to the working directory. A method that changes the file takes
 * its lock like a window does; one that only reads opens it read-only. `--now` sets the time of
 * the call (an ISO 8601 instant), so that a script can replay a whole arena day with explicit times.
 */
import { isAbsolute, resolve } from 'node:path';
import { contract, isMethodName } from '../../shared/api/contract';
import { isLanguage, type Language } from '../../shared/i18n/index';
import { createDispatcher } from '../api/dispatch';
import { EventSession } from '../session/session';
import { EXIT, type Command } from './command';

const USAGE = `Usage: diagonal api METHOD [JSON] [--event FILE] [--lang en|fr|nl|pl] [--now TIME]
  Runs one API method on an event file and prints its value as JSON.
  --now 2026-06-01T14:05:00Z runs it at that time instead of the clock's.
  diagonal api event.create '{"file":"open.diagonal","name":"Club Open"}'
  diagonal api tournament.list --event open.diagonal`;

type Args = { method: string; json: string; event?: string; lng: Language; now?: Date };

function parse(argv: string[]): Args | null {
  const env = (process.env.LANG ?? '').slice(0, 2);
  const args: Partial<Args> & { lng: Language } = { lng: isLanguage(env) ? env : 'en' };
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--event') args.event = argv[++i];
    else if (a === '--now') {
      // An instant with its zone (Z or +hh:mm): a time without one would depend on the machine.
      const text = argv[++i] ?? '';
      const ms = /(Z|[+-]\d\d:\d\d)$/.test(text) ? Date.parse(text) : NaN;
      if (Number.isNaN(ms)) return null;
      args.now = new Date(ms);
    } else if (a === '--lang') {
      const l = argv[++i];
      if (!isLanguage(l)) return null;
      args.lng = l;
    } else rest.push(a);
  }
  const [method, json = '{}', ...extra] = rest;
  if (!method || extra.length > 0 || (argv.includes('--event') && !args.event)) return null;
  return { ...args, method, json };
}

const absolute = (p: string) => (isAbsolute(p) ? p : resolve(p));

export const apiCommand: Command = {
  name: 'api',
  usage: USAGE,
  async run(argv, io) {
    const args = parse(argv);
    if (!args) {
      io.err(USAGE);
      return EXIT.usage;
    }
    let input: unknown;
    try {
      input = JSON.parse(args.json);
    } catch {
      io.err(`diagonal api: the input is not JSON: ${args.json}`);
      return EXIT.usage;
    }
    // The shell's relative paths mean the working directory, as for every command.
    if (args.method.startsWith('event.') && typeof input === 'object' && input !== null && 'file' in input) {
      const file = (input as { file: unknown }).file;
      if (typeof file === 'string') input = { ...input, file: absolute(file) };
    }
    const session = new EventSession({ access: 'path', dataDir: process.cwd(), recentFile: null });
    const now = args.now;
    const dispatch = createDispatcher({
      session,
      logError: (e) => io.err(String(e)),
      ...(now ? { now: () => now } : {}),
    });
    try {
      if (args.event) {
        // A method that only reads opens the file read-only: it works while a window holds it.
        const readOnly = isMethodName(args.method) && !contract[args.method].mutates;
        const opened = await dispatch('event.open', { file: absolute(args.event), readOnly }, args.lng);
        if (!opened.ok) {
          io.err(`diagonal api: ${opened.error.message}`);
          return EXIT.invalidInput;
        }
      }
      const res = await dispatch(args.method, input, args.lng);
      if (!res.ok) {
        io.err(`diagonal api: ${res.error.message}`);
        return EXIT.invalidInput;
      }
      io.out(JSON.stringify(res.value, null, 2));
      return EXIT.ok;
    } finally {
      session.close();
    }
  },
};

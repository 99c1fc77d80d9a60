/**
 * `diagonal ratings import FILE --db EVENT [--source NAME] [--date YYYY-MM-DD] [--json] [--lang L]` and
 * `diagonal ratings search TEXT --db EVENT [--json] [--lang L]` (issue 7): the rating-list import
 * and search of the Rating lists screen, for scripts and for arbiters who cross-check; the same
 * methods through the same dispatch.
 */
import { basename, resolve } from 'node:path';
import { TIME_CONTROL_KINDS, VARIANTS, type TimeControlKind, type Variant } from '../../shared/domain';
import {
  LIST_ENCODINGS,
  type ListEncodingChoice,
  type RatingHit,
  type RatingImportResult,
  type RatingList,
} from '../../shared/api/ratings';
import { AppError } from '../../shared/errors';
import { isLanguage, t, type Language } from '../../shared/i18n/index';
import { EXIT, type CliIO, type Command } from './command';
import { withEvent } from './event-session';

const USAGE = `Usage: diagonal ratings import FILE --db EVENT [--source NAME] [--date YYYY-MM-DD] [--variant V]
                                 [--time-control K] [--encoding E] [--json] [--lang en|fr|nl|pl]
       diagonal ratings search TEXT --db EVENT [--json] [--lang en|fr|nl|pl]
  import: reads a rating list (CSV, fixed-width text or XLSX) into the event file, which is
          created when it does not exist. Every problem of a row is reported with its line:
          the row skipped, or imported without the value that cannot be read.
          --date: the date printed on the list, kept with it and shown in its name ("FMJD
          2026-07-01"); without it the list is named after the day it is imported.
          --variant and --time-control: what the rating columns hold when their headers do not say
          (${VARIANTS.join(', ')}; ${TIME_CONTROL_KINDS.join(', ')}).
          --encoding: the text file's encoding when the detection guesses wrong
          (${LIST_ENCODINGS.join(', ')}).
  search: an ID or a few letters of the name, in any order, accents ignored.`;

type Args = {
  action: 'import' | 'search';
  arg: string;
  db: string;
  source: string | undefined;
  date: string | undefined;
  variant: Variant | undefined;
  timeControl: TimeControlKind | undefined;
  encoding: ListEncodingChoice | undefined;
  json: boolean;
  lng: Language;
};

function parse(argv: string[]): Args {
  const env = (process.env.LANG ?? '').slice(0, 2);
  let lng: Language = isLanguage(env) ? env : 'en';
  let db: string | undefined;
  let source: string | undefined;
  let date: string | undefined;
  let variant: Variant | undefined;
  let timeControl: TimeControlKind | undefined;
  let encoding: ListEncodingChoice | undefined;
  let json = false;
  const free: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new AppError('ratings:cli.missingValue', { option: a });
      return v;
    };
    if (a === '--db') db = value();
    else if (a === '--source') source = value();
    else if (a === '--date') {
      const v = value();
      if (!isCalendarDate(v)) throw new AppError('ratings:cli.badDate', { option: a, value: v });
      date = v;
    } else if (a === '--variant') {
      const v = value();
      if (!(VARIANTS as readonly string[]).includes(v))
        throw new AppError('ratings:cli.badChoice', { option: a, value: v, choices: VARIANTS.join(', ') });
      variant = v as Variant;
    } else if (a === '--time-control') {
      const v = value();
      if (!(TIME_CONTROL_KINDS as readonly string[]).includes(v))
        throw new AppError('ratings:cli.badChoice', {
          option: a,
          value: v,
          choices: TIME_CONTROL_KINDS.join(', '),
        });
      timeControl = v as TimeControlKind;
    } else if (a === '--encoding') {
      const v = value();
      if (!(LIST_ENCODINGS as readonly string[]).includes(v))
        throw new AppError('ratings:cli.badChoice', {
          option: a,
          value: v,
          choices: LIST_ENCODINGS.join(', '),
        });
      encoding = v as ListEncodingChoice;
    } else if (a === '--json') json = true;
    else if (a === '--lang') {
      const v = value();
      if (!isLanguage(v)) throw new AppError('ratings:cli.badLanguage', { value: v });
      lng = v;
    } else if (a.startsWith('--')) throw new AppError('ratings:cli.unknownOption', { option: a });
    else free.push(a);
  }
  const [action, arg, ...extra] = free;
  if (
    (action !== 'import' && action !== 'search') ||
    arg === undefined ||
    extra.length > 0 ||
    db === undefined
  )
    throw new AppError('ratings:cli.usage');
  return { action, arg, db, json, lng, source, date, variant, timeControl, encoding };
}

/** `YYYY-MM-DD`, a day of the calendar (not 2026-02-30). */
function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** What a refused call prints; exit 3, as for a list the reader cannot read. */
function refused(io: CliIO, message: string): number {
  io.err(`diagonal ratings: ${message}`);
  return EXIT.invalidInput;
}

/**
 * The Rating lists screen's import (`ratings.import`) through dispatch, then the list's name as
 * `ratings.lists` shows it. An import writes: the event file is opened with its lock like a
 * window does, or created empty. Messages of refusals in English (as every CLI error); the
 * summary and the row problems in the language asked for.
 */
async function runImport(a: Args, io: CliIO): Promise<number> {
  const input = {
    file: resolve(a.arg),
    source: a.source,
    listDate: a.date ?? null,
    variant: a.variant ?? null,
    timeControl: a.timeControl ?? null,
    encoding: a.encoding,
  };
  const done = await withEvent(a.db, { create: true, now: new Date() }, async (call) => {
    const r = (await call('ratings.import', input)) as RatingImportResult;
    const lists = (await call('ratings.lists', {})) as RatingList[];
    return { r, list: lists.find((l) => l.id === r.listId) };
  });
  if (!done.ok) return refused(io, done.message);
  const { r, list } = done.value;
  const problems = r.problems.map((p) => ({
    line: p.line,
    column: p.column,
    field: p.field,
    value: p.value,
    outcome: p.outcome,
    message: t(a.lng, p.code, p.params),
  }));
  if (a.json) {
    io.out(
      JSON.stringify({
        imported: r.imported,
        skipped: r.skipped,
        warned: r.warned,
        list: { name: list?.name, date: list?.listDate },
        problems,
      }),
    );
    return EXIT.ok;
  }
  io.out(
    t(a.lng, 'ratings:cli.imported', {
      imported: r.imported,
      skipped: r.skipped,
      warned: r.warned,
      file: basename(a.arg),
      list: list?.name,
    }),
  );
  for (const p of problems)
    io.out(t(a.lng, p.column === null ? 'ratings:cli.problemLine' : 'ratings:cli.problemCell', p));
  return EXIT.ok;
}

/** The screen's search (`ratings.search`), on the event file opened read-only. */
async function runSearch(a: Args, io: CliIO): Promise<number> {
  const found = await withEvent(a.db, { readOnly: true, now: new Date() }, (call) =>
    call('ratings.search', { text: a.arg }),
  );
  if (!found.ok) return refused(io, found.message);
  const hits = (found.value as RatingHit[]).map((h) => ({
    id: h.id,
    name: h.name,
    federation: h.federation,
    title: h.title,
    rating: h.rating,
    list: h.listName,
  }));
  if (a.json) {
    io.out(JSON.stringify(hits.map(({ list: _list, ...rest }) => rest)));
    return EXIT.ok;
  }
  if (hits.length === 0) io.out(t(a.lng, 'ratings:search.none'));
  for (const h of hits)
    io.out(
      [
        h.id.padEnd(10),
        h.name.padEnd(32),
        (h.federation ?? '').padEnd(4),
        (h.title ?? '').padEnd(8),
        String(h.rating ?? '').padStart(4),
        ` ${h.list}`,
      ].join(' '),
    );
  return EXIT.ok;
}

export const ratingsCommand: Command = {
  name: 'ratings',
  usage: USAGE,
  async run(argv, io) {
    let args: Args;
    try {
      args = parse(argv);
    } catch (e) {
      // A command line that does not say what to do is a usage error (exit 2), not bad input.
      if (!(e instanceof AppError)) throw e;
      io.err(
        e.code === 'ratings:cli.usage' ? USAGE : `diagonal ratings: ${t('en', e.code, e.params)}\n${USAGE}`,
      );
      return EXIT.usage;
    }
    return args.action === 'import' ? runImport(args, io) : runSearch(args, io);
  },
};

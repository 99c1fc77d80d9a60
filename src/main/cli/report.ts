/**
 * `diagonal report KIND INPUT -o OUT.pdf [--lang en|fr|nl|pl] [--paper a4|letter] [--round N]
 * [--entrant N] [--format swiss|round-robin] [--tournament ID] [--unplayed recorded|fide-2023|fide-2026]`:
 * any printed report as a PDF,
 * the same document the Reports screen prints, of a TRF file or of one tournament of an event file.
 * Both go through dispatch, as the screens do: `report.render` on the event file opened for the
 * command, `report.renderTrf` on the TRF file's text.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { UNPLAYED_POLICIES, type Format, type UnplayedPolicySetting } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { isLanguage, t, type Language } from '../../shared/i18n/index';
import { REPORT_KIND_NAMES, type ReportKindName } from '../../shared/api/reports';
import type { Entrant } from '../../shared/api/entrants';
import { createDispatcher, type Dispatch } from '../api/dispatch';
import { EventSession } from '../session/session';
import { EXIT, type CliIO, type Command } from './command';
import { absolute } from './event-session';

const REPORT_KINDS = REPORT_KIND_NAMES;
type ReportKind = ReportKindName;
const isReportKind = (x: string): x is ReportKind => (REPORT_KINDS as readonly string[]).includes(x);
const PAPERS = ['a4', 'letter'] as const;
type Paper = (typeof PAPERS)[number];

const USAGE = [
  'Usage: diagonal report KIND INPUT -o OUT.pdf [--lang en|fr|nl|pl] [--paper a4|letter] [--round N]',
  '                       [--entrant N] [--format swiss|round-robin] [--tournament ID]',
  '                       [--unplayed recorded|fide-2023|fide-2026]',
  `KIND: ${REPORT_KINDS.join(', ')}`,
  'INPUT: a TRF file, or an event file with --tournament ID',
].join('\n');

export type ReportArgs = {
  kind: ReportKind;
  input: string;
  out: string;
  language: Language;
  paper: Paper;
  round?: number;
  entrant?: number;
  format?: Format;
  tournament?: number;
  /** R9.4: how unplayed rounds count in the tiebreaks; the file's or the tournament's own by default. */
  unplayed?: UnplayedPolicySetting;
};

const positive = (option: string, v: string | undefined): number => {
  const n = Number(v);
  if (v === undefined || !/^\d+$/.test(v) || n < 1)
    throw new AppError('reports:cli.badNumber', { option, value: v ?? '' });
  return n;
};

export function parseReportArgs(argv: string[]): ReportArgs {
  const free: string[] = [];
  let out: string | undefined;
  let language: Language = 'en';
  let paper: Paper = 'a4';
  const rest: Partial<ReportArgs> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new AppError('reports:cli.missingValue', { option: a });
      return v;
    };
    if (a === '-o' || a === '--output') out = value();
    else if (a === '--lang') {
      const v = value();
      if (!isLanguage(v))
        throw new AppError('reports:cli.badChoice', { option: a, value: v, choices: 'en, fr, nl, pl' });
      language = v;
    } else if (a === '--paper') {
      const v = value().toLowerCase();
      if (!(PAPERS as readonly string[]).includes(v))
        throw new AppError('reports:cli.badChoice', { option: a, value: v, choices: PAPERS.join(', ') });
      paper = v as Paper;
    } else if (a === '--format') {
      const v = value();
      if (v !== 'swiss' && v !== 'round-robin')
        throw new AppError('reports:cli.badChoice', { option: a, value: v, choices: 'swiss, round-robin' });
      rest.format = v;
    } else if (a === '--unplayed') {
      const v = value();
      const policy = UNPLAYED_POLICIES.find((p) => p === v);
      if (!policy)
        throw new AppError('reports:cli.badChoice', {
          option: a,
          value: v,
          choices: UNPLAYED_POLICIES.join(', '),
        });
      rest.unplayed = policy;
    } else if (a === '--round') rest.round = positive(a, value());
    else if (a === '--entrant') rest.entrant = positive(a, value());
    else if (a === '--tournament') rest.tournament = positive(a, value());
    else if (a.startsWith('-')) throw new AppError('reports:cli.unknownOption', { option: a });
    else free.push(a);
  }
  const [kind, input, extra] = free;
  if (kind === undefined || input === undefined || extra !== undefined || out === undefined) {
    throw new AppError('reports:cli.usage', { usage: USAGE });
  }
  if (!isReportKind(kind))
    throw new AppError('reports:error.unknownKind', { kind, kinds: REPORT_KINDS.join(', ') });
  return { kind, input, out, language, paper, ...rest };
}

function readInput(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch {
    throw new AppError('reports:cli.cannotRead', { file });
  }
}

/** An event file is SQLite; its first bytes say so. */
const isSqlite = (b: Buffer): boolean => b.subarray(0, 16).toString('latin1') === 'SQLite format 3\0';

async function run(argv: string[], io: CliIO): Promise<number> {
  let args: ReportArgs;
  try {
    args = parseReportArgs(argv);
  } catch (e) {
    // A command line that does not say what to print is a usage error (exit 2), not bad input.
    if (!(e instanceof AppError)) throw e;
    io.err(e.code === 'reports:cli.usage' ? USAGE : `diagonal report: ${t('en', e.code, e.params)}`);
    return EXIT.usage;
  }
  const bytes = readInput(args.input);
  const common = {
    kind: args.kind,
    language: args.language,
    paper: args.paper,
    ...(args.round !== undefined ? { round: args.round } : {}),
    ...(args.unplayed ? { unplayed: args.unplayed } : {}),
  };
  if (isSqlite(bytes) && args.tournament === undefined)
    throw new AppError('reports:cli.needTournament', { file: args.input });
  const session = new EventSession({ access: 'path', dataDir: process.cwd(), recentFile: null });
  const errors: unknown[] = [];
  const dispatch = createDispatcher({ session, logError: (e) => errors.push(e) });
  let pdf: string;
  try {
    const res = isSqlite(bytes)
      ? await onEventFile(dispatch, args, common)
      : answer(
          await dispatch('report.renderTrf', {
            ...common,
            text: bytes.toString('utf8'),
            ...(args.entrant !== undefined ? { entrant: args.entrant } : {}),
            ...(args.format ? { format: args.format } : {}),
          }),
        );
    if (!res.ok) {
      io.err(`diagonal report: ${res.message}`);
      return EXIT.invalidInput;
    }
    pdf = res.pdf;
  } finally {
    session.close();
  }
  try {
    writeFileSync(args.out, Buffer.from(pdf, 'base64'));
  } catch {
    throw new AppError('reports:cli.cannotWrite', { file: args.out });
  }
  return EXIT.ok;
}

type Answer = { ok: true; pdf: string } | { ok: false; message: string };

/** What dispatch answered: the PDF, or the message of its refusal. */
function answer(res: Awaited<ReturnType<Dispatch>>): Answer {
  return res.ok
    ? { ok: true, pdf: (res.value as { pdf: string }).pdf }
    : { ok: false, message: res.error.message };
}

/** The event file opened for the command; `--entrant` names a starting number, the API an entrant. */
async function onEventFile(
  dispatch: Dispatch,
  args: ReportArgs,
  common: Record<string, unknown>,
): Promise<Answer> {
  // Printing only reads: read-only, so that a file the app holds open prints too. A file of an
  // older version cannot be read so: it is opened for writing, and brought up to date, as before.
  const file = absolute(args.input);
  let opened = await dispatch('event.open', { file, readOnly: true });
  if (!opened.ok && opened.error.code === 'storage:readOnlyOlder')
    opened = await dispatch('event.open', { file });
  if (!opened.ok) return { ok: false, message: opened.error.message };
  const tournamentId = args.tournament;
  let entrantId: number | undefined;
  if (args.entrant !== undefined) {
    const listed = await dispatch('entrant.list', { tournamentId });
    if (!listed.ok) return { ok: false, message: listed.error.message };
    const e = (listed.value as Entrant[]).find((x) => x.startNo === args.entrant);
    // Only the breakdown reads --entrant: another report prints as if it were not given.
    if (!e && args.kind === 'tiebreaks')
      throw new AppError('reports:error.unknownEntrant', { startNo: args.entrant });
    entrantId = e?.id;
  }
  return answer(
    await dispatch('report.render', {
      ...common,
      tournamentId,
      ...(entrantId !== undefined ? { entrantId } : {}),
    }),
  );
}

export const reportCommand: Command = {
  name: 'report',
  usage: USAGE,
  run,
};

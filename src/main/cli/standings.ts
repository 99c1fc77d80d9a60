/**
 * `diagonal standings FILE.trf [--format swiss|round-robin] [--tiebreaks CODES]
 * [--unplayed recorded|fide-2023|fide-2026] [--json]`: the
 * standings of a TRF tournament (RULES.md R9) with the FIDE tiebreak codes, to check them against
 * published tables. Points and point-valued tiebreaks print in the file's units (divided by scale).
 * `--unplayed fide-2023`: unplayed rounds the FIDE C.07 (2023) way instead of as recorded (R9.4).
 * `--teams`: the teams of the file's `013` records (R16.1, cli/teams.ts).
 */
import { readFileSync } from 'node:fs';
import type { Format, TiebreakCode } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { t } from '../../shared/i18n/index';
import { figureText, pointsText } from '../../shared/figure-text';
import { computeStandings } from '../engine/standings';
import { parseTiebreakCodes } from '../engine/tiebreaks/registry';
import type { Standings, TiebreakFigure, UnplayedPolicy } from '../engine/types';
import { readTrf } from '../io/trf';
import { trfToSheet } from '../io/trf-sheet';
import { EXIT, type CliIO, type Command } from './command';
import { teamOptions, teamStandings, type TeamOptions } from './teams';

const USAGE =
  'Usage: diagonal standings FILE.trf [--format swiss|round-robin] [--tiebreaks CODES] [--unplayed recorded|fide-2023|fide-2026] [--json]\n' +
  '       diagonal standings FILE.trf --teams [--match-points W,D,L] [--board-points first|last] [--json]';

type Args = {
  file: string;
  format: Format;
  tiebreaks?: TiebreakCode[];
  unplayed: UnplayedPolicy;
  json: boolean;
};

function readFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new AppError('engine:cli.cannotRead', { file });
  }
}

function parse(argv: string[]): Args {
  let file: string | undefined;
  let format: Format = 'swiss';
  let tiebreaks: TiebreakCode[] | undefined;
  let unplayed: UnplayedPolicy = 'recorded';
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--json') json = true;
    else if (a === '--format') {
      const v = argv[++i];
      if (v !== 'swiss' && v !== 'round-robin')
        throw new AppError('engine:cli.badFormat', { value: v ?? '' });
      format = v;
    } else if (a === '--tiebreaks') {
      const v = argv[++i];
      if (v === undefined) throw new AppError('engine:cli.missingValue', { option: a });
      tiebreaks = parseTiebreakCodes(v);
    } else if (a === '--unplayed') {
      const v = argv[++i];
      if (v !== 'recorded' && v !== 'fide-2023' && v !== 'fide-2026')
        throw new AppError('engine:cli.badUnplayed', { value: v ?? '' });
      unplayed = v;
    } else if (file === undefined && !a.startsWith('--')) file = a;
    else throw new AppError('engine:cli.unknownOption', { option: a });
  }
  if (file === undefined) throw new AppError('engine:cli.missingFile');
  return { file, format, ...(tiebreaks ? { tiebreaks } : {}), unplayed, json };
}

/** A figure in displayed units: points divided by the scale (R4.1 data), the rest as computed. */
const shown = (f: TiebreakFigure, scale: number): number => (f.unit === 'points' ? f.value / scale : f.value);

function table(s: Standings): string {
  const scale = s.points.scale;
  const head = [
    t('en', 'engine:cli.rank'),
    t('en', 'engine:cli.startNo'),
    t('en', 'engine:cli.points'),
    ...s.columns,
  ];
  const body = s.rows.map((r) => [
    String(r.rank),
    String(r.startNo),
    pointsText(r.points, scale, { decimal: true }),
    // The figures read as on screen and in print (shared/figure-text.ts), halves as decimals.
    ...r.tiebreaks.map((f) => figureText(f, scale, { decimal: true }) || '-'),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
  return [head, ...body].map((row) => row.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ')).join('\n');
}

function run(argv: string[], io: CliIO): number {
  let args: Args;
  let teams: TeamOptions | null = null;
  try {
    if (argv.includes('--teams')) {
      // R16: the teams of the file's 013 records instead of its players.
      const { rest, options } = teamOptions(argv.filter((a) => a !== '--teams'));
      teams = options;
      args = parse(rest);
    } else args = parse(argv);
  } catch (e) {
    if (e instanceof AppError) {
      io.err(`diagonal standings: ${t('en', e.code, e.params)}\n${USAGE}`);
      return EXIT.usage;
    }
    throw e;
  }
  if (teams) return teamStandings(readFile(args.file), teams, args.json, io);
  const sheet = trfToSheet(readTrf(readFile(args.file)));
  const s = computeStandings(sheet, {
    format: args.format,
    ...(args.tiebreaks ? { tiebreaks: args.tiebreaks } : {}),
    unplayed: args.unplayed,
  });
  if (!args.json) {
    io.out(table(s));
    return EXIT.ok;
  }
  const scale = s.points.scale;
  const rows = s.rows.map((r) => ({
    rank: r.rank,
    startNo: r.startNo,
    points: r.points / scale,
    tiebreaks: Object.fromEntries(r.tiebreaks.map((f) => [f.code, shown(f, scale)])),
  }));
  io.out(JSON.stringify(rows));
  return EXIT.ok;
}

export const standingsCommand: Command = {
  name: 'standings',
  usage: USAGE,
  run,
};

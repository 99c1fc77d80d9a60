/**
 * `diagonal generate --entrants N --rounds R --seed S [--forbidden K] [--accelerated] [--draws P]
 * [--forfeits P] [--absences P] -o FILE.trf`: a whole random tournament paired by the Dutch engine
 * (io/trf-generate.ts, model in docs/GENERATOR.md), written as TRF-26 for `diagonal check` and the
 * reference engine. The same arguments always write the same file.
 */
import { writeFileSync } from 'node:fs';
import { AppError, isAppError } from '../../shared/errors';
import { t } from '../../shared/i18n/index';
import {
  GENERATE_DEFAULTS,
  GENERATE_LIMITS,
  generateTournament,
  type GenerateOptions,
} from '../io/trf-generate';
import { writeTrf } from '../io/trf-write';
import { EXIT, type CliIO, type Command } from './command';
import { intOption } from './plan';

function probability(option: string, value: string | undefined): number {
  if (value === undefined) throw new AppError('engine:cli.missingValue', { option });
  const p = Number(value);
  if (!/^\d*\.?\d+$/.test(value) || p > 1) throw new AppError('engine:cli.badProbability', { option, value });
  return p;
}

function bounded(option: string, value: string | undefined, limits: { min: number; max: number }): number {
  const n = intOption(option, value);
  if (n < limits.min || n > limits.max) throw new AppError('engine:cli.outOfRange', { option, ...limits });
  return n;
}

export function parseGenerate(argv: string[]): { options: GenerateOptions; out: string } {
  const o: Partial<GenerateOptions> = { ...GENERATE_DEFAULTS };
  let out: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--entrants') o.entrants = bounded(a, argv[++i], GENERATE_LIMITS.entrants);
    else if (a === '--rounds') o.rounds = bounded(a, argv[++i], GENERATE_LIMITS.rounds);
    else if (a === '--seed') o.seed = intOption(a, argv[++i]);
    else if (a === '--forbidden') o.forbidden = bounded(a, argv[++i], { min: 0, max: 10_000 });
    else if (a === '--accelerated') o.accelerated = true;
    else if (a === '--draws') o.draws = probability(a, argv[++i]);
    else if (a === '--forfeits') o.forfeits = probability(a, argv[++i]);
    else if (a === '--absences') o.absences = probability(a, argv[++i]);
    else if (a === '-o' || a === '--output') {
      out = argv[++i];
      if (out === undefined) throw new AppError('engine:cli.missingValue', { option: a });
    } else throw new AppError('engine:cli.unknownOption', { option: a });
  }
  for (const option of ['entrants', 'rounds', 'seed'] as const)
    if (o[option] === undefined) throw new AppError('engine:cli.missingValue', { option: `--${option}` });
  if (out === undefined) throw new AppError('engine:cli.missingValue', { option: '-o' });
  return { options: o as GenerateOptions, out };
}

function run(argv: string[], io: CliIO): number {
  let parsed;
  try {
    parsed = parseGenerate(argv);
  } catch (e) {
    if (!isAppError(e)) throw e;
    io.err(`diagonal generate: ${t('en', e.code, e.params)}\n${t('en', 'pairing:usageGenerate')}`);
    return EXIT.usage;
  }
  const { options, out } = parsed;
  const trf = generateTournament(options);
  writeFileSync(out, writeTrf(trf));
  const rounds = trf.totalRounds ?? 0;
  if (rounds < options.rounds) io.err(t('en', 'pairing:generateStopped', { round: rounds + 1, rounds }));
  io.out(t('en', 'pairing:generateWritten', { file: out, entrants: options.entrants, rounds }));
  return EXIT.ok;
}

export const generateCommand: Command = {
  name: 'generate',
  usage:
    'Usage: diagonal generate --entrants N --rounds R --seed S [--forbidden K] [--accelerated] [--draws P] [--forfeits P] [--absences P] -o FILE.trf',
  run,
};

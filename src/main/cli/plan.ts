/**
 * `diagonal plan --present N [--threshold T] [--minimum M] [--extra-round] [--two-legs] [--json]`:
 * the start decision of RULES.md R2 and R3 for a case, with its reason (R2.3). Also
 * `--force-round-robin`, `--force-swiss` (R2.4), `--rounds R` (R3.5) and `--double` (a double
 * round robin, R7, when the start gives a round robin).
 */
import type { FormatMode } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { t } from '../../shared/i18n/index';
import { decideStart, type Reason, type StartSettings } from '../engine/format';
import { EXIT, type CliIO, type Command } from './command';

const USAGE =
  'Usage: diagonal plan --present N [--threshold T] [--minimum M] [--extra-round] [--two-legs]\n' +
  '                     [--force-round-robin | --force-swiss] [--rounds R] [--double] [--json]';

/** A whole-number option value, or a usage error that names the option. */
export function intOption(option: string, value: string | undefined): number {
  if (value === undefined) throw new AppError('engine:cli.missingValue', { option });
  if (!/^-?\d+$/.test(value)) throw new AppError('engine:cli.badNumber', { option, value });
  return Number(value);
}

function parse(argv: string[]): { settings: StartSettings; json: boolean } {
  let present: number | undefined;
  const settings: Omit<StartSettings, 'present'> = {};
  let mode: FormatMode = 'automatic';
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--present') present = intOption(a, argv[++i]);
    else if (a === '--threshold') settings.threshold = intOption(a, argv[++i]);
    else if (a === '--minimum') settings.minimum = intOption(a, argv[++i]);
    else if (a === '--rounds') settings.swissRounds = intOption(a, argv[++i]);
    else if (a === '--extra-round') settings.extraRound = true;
    else if (a === '--two-legs') settings.twoLegs = true;
    else if (a === '--double') settings.cycles = 2;
    else if (a === '--force-round-robin') mode = 'force-round-robin';
    else if (a === '--force-swiss') mode = 'force-swiss';
    else if (a === '--json') json = true;
    else throw new AppError('engine:cli.unknownOption', { option: a });
  }
  if (present === undefined) throw new AppError('engine:cli.missingValue', { option: '--present' });
  return { settings: { ...settings, present, mode }, json };
}

const text = (r: Reason) => ({ key: r.key, params: r.params, text: t('en', r.key, r.params) });

function run(argv: string[], io: CliIO): number {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (e) {
    if (e instanceof AppError) {
      io.err(`diagonal plan: ${t('en', e.code, e.params)}\n${USAGE}`);
      return EXIT.usage;
    }
    throw e;
  }
  const d = decideStart(parsed.settings);
  if (parsed.json) {
    const { format, rounds, gamesPerRound, cycles } = d;
    const notes = d.notes.map(text);
    io.out(JSON.stringify({ format, rounds, gamesPerRound, cycles, reason: text(d.reason), notes }));
    return EXIT.ok;
  }
  io.out(
    [
      `${t('en', 'engine:cli.format')}: ${t('en', `engine:format.${d.format}`)}`,
      `${t('en', 'engine:cli.rounds')}: ${d.rounds}`,
      `${t('en', 'engine:cli.gamesPerRound')}: ${d.gamesPerRound}`,
      text(d.reason).text,
      ...d.notes.map((n) => `  ${text(n).text}`),
    ].join('\n'),
  );
  return EXIT.ok;
}

export const planCommand: Command = {
  name: 'plan',
  usage: USAGE,
  run,
};

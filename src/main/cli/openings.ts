/**
 * `diagonal openings VARIANT [--ceiling 1|2|3|all] [--json]`: the official opening table of
 * Italian or English draughts (R11.4) up to a ceiling of imbalance, each opening with its
 * number, moves, class and the position after it; an English ballot barred as lost (in the whole
 * table only) is flagged.
 */
import { AppError } from '../../shared/errors';
import { t } from '../../shared/i18n/index';
import {
  classLabel,
  fenAfter,
  isTableVariant,
  openingsUpTo,
  type Ceiling,
} from '../engine/openings/openings';
import { EXIT, type CliIO, type Command } from './command';
import { splitArgs, variantArg } from './variant-args';

const USAGE = 'Usage: diagonal openings VARIANT [--ceiling 1|2|3|all] [--json]';

function ceilingArg(value: string | undefined): Ceiling {
  if (value === '1' || value === '2' || value === '3') return Number(value) as 1 | 2 | 3;
  if (value === 'all') return 'all';
  throw new AppError('engine:draughts.badCeiling', { value: value ?? '' });
}

function run(argv: string[], io: CliIO): number {
  let args;
  try {
    const { rest, values, switches } = splitArgs(argv, ['--ceiling'], ['--json']);
    if (rest.length > 1) throw new AppError('engine:cli.unknownOption', { option: rest[1] });
    const ceiling = values.has('--ceiling') ? ceilingArg(values.get('--ceiling')) : 'all';
    const json = switches.has('--json');
    const variant = variantArg(rest[0]);
    if (!isTableVariant(variant)) throw new AppError('engine:draughts.noTable', { variant });
    args = { variant, ceiling, json };
  } catch (e) {
    if (e instanceof AppError) {
      io.err(`diagonal openings: ${t('en', e.code, e.params)}\n${USAGE}`);
      return EXIT.usage;
    }
    throw e;
  }
  const list = openingsUpTo(args.variant, args.ceiling).map((o) => ({
    number: o.number,
    moves: o.moves.join(' '),
    class: classLabel(o.class),
    degree: o.class.degree,
    favoured: o.class.favoured,
    barred: o.barred,
    name: o.name,
    fen: fenAfter(args.variant, o.moves),
  }));
  if (args.json) io.out(JSON.stringify(list));
  else
    io.out(
      list
        .map((o) =>
          `${String(o.number).padStart(3)}  ${o.moves.padEnd(18)} ${o.class.padEnd(4)} ${[
            o.barred ? t('en', 'engine:draughts.barred') : '',
            o.name ?? '',
          ]
            .filter(Boolean)
            .join(' ')}`.trimEnd(),
        )
        .join('\n'),
    );
  return EXIT.ok;
}

export const openingsCommand: Command = { name: 'openings', usage: USAGE, run };

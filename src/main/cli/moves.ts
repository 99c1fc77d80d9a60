/**
 * `diagonal moves VARIANT [--fen FEN] [--json]`: the legal moves of a position in the variant's
 * notation ("32-28", "19x30"), with the squares each capture takes (R11.5).
 */
import { AppError } from '../../shared/errors';
import { t } from '../../shared/i18n/index';
import { legalMoves } from '../engine/draughts/notation';
import { EXIT, type CliIO, type Command } from './command';
import { positionArg, splitArgs, variantArg } from './variant-args';

const USAGE = 'Usage: diagonal moves VARIANT [--fen FEN] [--json]';

function run(argv: string[], io: CliIO): number {
  let args;
  try {
    const { rest, values, switches } = splitArgs(argv, ['--fen'], ['--json']);
    if (rest.length > 1) throw new AppError('engine:cli.unknownOption', { option: rest[1] });
    const fen = values.get('--fen');
    const json = switches.has('--json');
    args = { pos: positionArg(variantArg(rest[0]), fen), json };
  } catch (e) {
    if (e instanceof AppError) {
      io.err(`diagonal moves: ${t('en', e.code, e.params)}\n${USAGE}`);
      return e.code === 'engine:draughts.badFen' ? EXIT.invalidInput : EXIT.usage;
    }
    throw e;
  }
  const moves = legalMoves(args.pos);
  if (args.json) io.out(JSON.stringify(moves));
  else
    io.out(
      moves.map((m) => (m.captures.length > 0 ? `${m.move} (${m.captures.join(', ')})` : m.move)).join('\n'),
    );
  return EXIT.ok;
}

export const movesCommand: Command = { name: 'moves', usage: USAGE, run };

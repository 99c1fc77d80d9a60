/**
 * `diagonal moves VARIANT [--fen FEN] [--json]`: the legal moves of a position in the variant's
 * notation ("32-28", "19x30"), with the squares each capture takes (R11.5).
 */
import { AppError } from '../../shared/errors';
import { t } from '../../shared/i18n/index';
import { legalMoves } from '../engine/draughts/notation';
import { EXIT, type CliIO, type Command } from './command';
import { positionArg, variantArg } from './variant-args';

const USAGE = 'Usage: diagonal moves VARIANT [--fen FEN] [--json]';

function run(argv: string[], io: CliIO): number {
  let args;
  try {
    const rest: string[] = [];
    let fen: string | undefined;
    let json = false;
    for (let i = 0; i < argv.length; i++) {
      const a = argv[i] ?? '';
      if (a === '--fen') {
        fen = argv[++i];
        if (fen === undefined) throw new AppError('engine:cli.missingValue', { option: a });
      } else if (a === '--json') json = true;
      else if (a.startsWith('--') || rest.length > 0)
        throw new AppError('engine:cli.unknownOption', { option: a });
      else rest.push(a);
    }
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

/**
 * `diagonal perft VARIANT DEPTH [--fen FEN] [--divide] [--duplicates keep|paths] [--json]`: the
 * number of positions DEPTH plies ahead (R11.5), to check the move generator against published
 * figures. `--duplicates keep` counts apart two captures of the same pieces ending on the same
 * square when the pieces are taken in another order; `paths` counts every route apart
 * (movegen.ts `Duplicates`).
 */
import { AppError } from '../../shared/errors';
import { t } from '../../shared/i18n/index';
import type { Duplicates } from '../engine/draughts/movegen';
import { divide, perft } from '../engine/draughts/perft';
import { EXIT, type CliIO, type Command } from './command';
import { intOption } from './plan';
import { positionArg, splitArgs, variantArg } from './variant-args';

const USAGE = 'Usage: diagonal perft VARIANT DEPTH [--fen FEN] [--divide] [--duplicates keep|paths] [--json]';

function run(argv: string[], io: CliIO): number {
  let args;
  try {
    const { rest, values, switches } = splitArgs(argv, ['--fen', '--duplicates'], ['--divide', '--json']);
    const fen = values.get('--fen');
    const split = switches.has('--divide');
    const json = switches.has('--json');
    const v = values.get('--duplicates');
    if (v !== undefined && v !== 'keep' && v !== 'paths')
      throw new AppError('engine:draughts.badDuplicates', { value: v });
    const duplicates: Duplicates = v ?? 'merge';
    const variant = variantArg(rest[0]);
    const depth = intOption('DEPTH', rest[1]);
    if (depth < 1 || depth > 30) throw new AppError('engine:draughts.badDepth', { value: depth });
    if (rest.length > 2) throw new AppError('engine:cli.unknownOption', { option: rest[2] });
    args = { pos: positionArg(variant, fen), depth, split, opts: { duplicates }, json };
  } catch (e) {
    if (e instanceof AppError) {
      io.err(`diagonal perft: ${t('en', e.code, e.params)}\n${USAGE}`);
      return e.code === 'engine:draughts.badFen' ? EXIT.invalidInput : EXIT.usage;
    }
    throw e;
  }
  const { pos, depth, split, opts, json } = args;
  if (split) {
    const moves = divide(pos, depth, opts);
    const nodes = moves.reduce((n, m) => n + m.nodes, 0);
    if (json) io.out(JSON.stringify({ depth, nodes, moves }));
    else
      io.out(
        [...moves.map((m) => `${m.move} ${m.nodes}`), `${t('en', 'engine:draughts.total')} ${nodes}`].join(
          '\n',
        ),
      );
    return EXIT.ok;
  }
  if (json) {
    io.out(JSON.stringify({ depth, nodes: perft(pos, depth, opts) }));
    return EXIT.ok;
  }
  for (let d = 1; d <= depth; d++) {
    const t0 = performance.now();
    const nodes = perft(pos, d, opts);
    const ms = performance.now() - t0;
    io.out(t('en', 'engine:draughts.perftLine', { depth: d, nodes, ms: ms.toFixed(0) }));
  }
  return EXIT.ok;
}

export const perftCommand: Command = { name: 'perft', usage: USAGE, run };

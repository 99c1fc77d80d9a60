/** Arguments shared by the move-rule commands (perft, moves, openings): the variant and a FEN. */
import { VARIANTS, type Variant } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { FenError, initialPosition, parseFen, type Position } from '../engine/draughts/position';
import { RULES } from '../engine/draughts/variants';

export function variantArg(value: string | undefined): Variant {
  const v = (value ?? '').toLowerCase();
  if (!(VARIANTS as readonly string[]).includes(v))
    throw new AppError('engine:draughts.badVariant', { value: value ?? '', list: VARIANTS.join(', ') });
  return v as Variant;
}

export function positionArg(variant: Variant, fen: string | undefined): Position {
  if (fen === undefined) return initialPosition(RULES[variant]);
  try {
    return parseFen(RULES[variant], fen);
  } catch (e) {
    if (e instanceof FenError) throw new AppError('engine:draughts.badFen', { fen, reason: e.reason });
    throw e;
  }
}

export type SplitArgs = { rest: string[]; values: Map<string, string>; switches: Set<string> };

/**
 * The arguments of a move-rule command: `--name value` options, `--flag` switches, and the rest in
 * order. An unknown option, or an option without its value, is a usage error that names it.
 */
export function splitArgs(
  argv: readonly string[],
  valued: readonly string[],
  flags: readonly string[],
): SplitArgs {
  const out: SplitArgs = { rest: [], values: new Map(), switches: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (valued.includes(a)) {
      const v = argv[++i];
      if (v === undefined) throw new AppError('engine:cli.missingValue', { option: a });
      out.values.set(a, v);
    } else if (flags.includes(a)) out.switches.add(a);
    else if (a.startsWith('--')) throw new AppError('engine:cli.unknownOption', { option: a });
    else out.rest.push(a);
  }
  return out;
}

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

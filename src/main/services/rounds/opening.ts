/**
 * The opening of a round (R11.2, R11.3): drawn when the round is paired and stored with it, from
 * a seed drawn here and kept, so that the log shows it and the draw can be replayed; redrawn on
 * the arbiter's word while the round has no result.
 */
import { randomInt } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import type { OpeningView } from '../../../shared/api/rounds';
import type { Db } from '../../db/connection';
import { setRoundOpening, type RoundRow } from '../../db/repos/rounds';
import { boardSvg } from '../../engine/draughts/diagram';
import { parseFen } from '../../engine/draughts/position';
import { RULES } from '../../engine/draughts/variants';
import { drawOpening, type RoundOpening } from '../../engine/openings/draw';
import { classLabel, findOpening, isTableVariant, sameClass } from '../../engine/openings/openings';
import { latestRound, loadState, requireRunning, type Running } from './state';
import { enteredResults } from './unpair';

export const isRoundOpening = (o: unknown): o is RoundOpening =>
  typeof o === 'object' &&
  o !== null &&
  Array.isArray((o as RoundOpening).moves) &&
  typeof (o as RoundOpening).fen === 'string';

/**
 * The opening for round `number` from `seed`: in a Swiss none of the other rounds' (R11.2), and
 * never `replaced`, the one a redraw replaces.
 */
export function drawFor(
  s: Running,
  number: number,
  replaced: RoundOpening[] = [],
  seed = randomInt(0, 2 ** 32),
) {
  const settings = s.tournament.settings;
  const previous = s.rounds
    .filter((r) => r.number !== number)
    .map((r) => r.opening)
    .filter(isRoundOpening);
  return drawOpening({
    variant: settings.variant,
    mode: settings.openingMode,
    themed: settings.themedOpening?.number ?? null,
    previous,
    noRepeat: s.format === 'swiss',
    replaced,
    seed,
    reviews: s.tournament.classReviews, // R11.4
  });
}

/** The undo of a redraw: the replaced opening back, while the round is still without results. */
export function restoreOpening(db: Db, tournamentId: number, round: number, before: unknown, after: unknown) {
  const s = requireRunning(loadState(db, tournamentId));
  const last = latestRound(s);
  if (!last || last.number !== round) throw new AppError('play:undoNextPaired', { round });
  if (JSON.stringify(last.opening) !== JSON.stringify(after)) throw new AppError('play:undoChanged', {});
  if (enteredResults(s, last) > 0)
    throw new AppError('play:redrawHasResults', { round, count: enteredResults(s, last) });
  setRoundOpening(db, last.id, isRoundOpening(before) ? before : null);
}

/**
 * R11.2: a new opening for the latest round, before any of its results, drawn from `seed` (as the
 * lots at the start, one is drawn when none is given); the old one for the log.
 */
export function redrawOpening(db: Db, tournamentId: number, round: number, seed = randomInt(0, 2 ** 32)) {
  const s = requireRunning(loadState(db, tournamentId));
  const last = latestRound(s);
  if (!last || last.number !== round)
    throw new AppError('play:redrawNotLatest', { round, latest: last?.number ?? 0 });
  const before = isRoundOpening(last.opening) ? last.opening : null;
  const mode = s.tournament.settings.openingMode;
  if (mode === 'free' || mode === 'themed') throw new AppError('play:redrawNotDrawn', { mode });
  const entered = enteredResults(s, last);
  if (entered > 0) throw new AppError('play:redrawHasResults', { round, count: entered });
  const after = drawFor(s, round, before ? [before] : [], seed);
  setRoundOpening(db, last.id, after);
  return {
    before,
    after,
    views: {
      before: openingView(s, { ...last, opening: before }),
      after: openingView(s, { ...last, opening: after }),
    },
  };
}

/** The opening as the screens and the round sheet show it: moves, class and the board. */
export function openingView(s: Running, r: RoundRow): OpeningView | null {
  const o = r.opening;
  if (!isRoundOpening(o)) return null;
  const variant = s.tournament.settings.variant;
  const rules = RULES[variant];
  const table = o.number !== null && isTableVariant(variant) ? findOpening(variant, o.number) : undefined;
  return {
    kind: o.kind,
    number: o.number,
    moves: o.moves,
    fen: o.fen,
    classLabel: o.class ? classLabel(o.class) : null,
    // R11.4: a reviewed class is shown beside the table's
    tableClassLabel: table && o.class && !sameClass(table.class, o.class) ? classLabel(table.class) : null,
    class: o.class,
    seed: o.seed,
    diagram: boardSvg(parseFen(rules, o.fen), 28),
  };
}

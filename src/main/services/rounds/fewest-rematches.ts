/**
 * R6.2: the pairing with the fewest rematches, which the arbiter confirms when no pairing respects
 * the absolute criteria. The weights live in engine/pairing/fewest-rematches.ts; here the running
 * tournament is read and a round that no pairing can keep the forbidden pairs apart in is refused
 * (`play:noPairingForbidden`), nothing saved.
 */
import { pairFewestRematches as fewestRematches } from '../../engine/pairing/fewest-rematches';
import { AppError } from '../../../shared/errors';
import { holdsIn } from '../forbidden';
import type { Proposal } from './proposal';
import { toSheet } from './sheet';
import type { Running } from './state';

export function pairFewestRematches(
  s: Running,
  number: number,
  out: Proposal['absences'],
): Proposal & { rematches: number } {
  const left = new Set(out.map((a) => a.entrantId));
  const apart = new Set(
    s.forbidden
      .filter((f) => holdsIn(f, number))
      .flatMap((f) => [`${f.entrant_a}-${f.entrant_b}`, `${f.entrant_b}-${f.entrant_a}`]),
  );
  const pairing = fewestRematches({
    sheet: toSheet(s, number - 1),
    entrants: s.entrants.filter((e) => !left.has(e.id)).map((e) => ({ id: e.id, startNo: e.startNo ?? 0 })),
    apart: (a, b) => apart.has(`${a}-${b}`),
  });
  if (!pairing) throw new AppError('play:noPairingForbidden', { round: number });
  return { boards: pairing.boards, bye: pairing.bye, absences: out, rematches: pairing.rematches };
}

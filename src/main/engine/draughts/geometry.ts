/**
 * Board geometry shared by every variant: which squares are played, how they are numbered, and
 * the rays from each square in each direction. A variant is this geometry plus a few rule flags
 * (variants.ts); the move generator walks the rays and knows nothing of board sizes.
 */

/** Directions: 0-3 diagonal, 4-7 orthogonal. Row 0 is the top of the diagram (Black's side). */
export const NW = 0;
export const NE = 1;
export const SW = 2;
export const SE = 3;
export const N = 4;
export const S = 5;
export const W = 6;
export const E = 7;
export const DIRECTIONS = 8;
/** The direction turned round: a Turkish capture may not reverse (180°) between two jumps. */
export const OPPOSITE = [SE, SW, NE, NW, S, N, E, W] as const;
/** White moves up the diagram and Black down: a Black direction is a White one mirrored. */
export const MIRROR = [SW, SE, NW, NE, S, N, W, E] as const;

export type GeometrySpec = {
  size: number;
  /** Turkish draughts plays on every square; the others on the dark squares only. */
  allSquares: boolean;
  /** On dark-square boards: a square (row, col) plays when (row + col) % 2 equals this. */
  darkParity: 0 | 1;
  /**
   * Length of an orthogonal step: 1 on a board of all squares, 2 between dark squares (Frisian
   * captures along rows and files jump to the next square of the same colour).
   */
  orthogonalStep: 1 | 2;
};

export type Geometry = GeometrySpec & {
  squares: number;
  row: Int8Array;
  col: Int8Array;
  /** Square at (row, col), or -1. */
  at: (row: number, col: number) => number;
  /** rays[dir * squares + sq]: the squares met walking from `sq` in `dir`, nearest first. */
  rays: Int16Array[];
};

const STEP: readonly (readonly [number, number])[] = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

export function makeGeometry(spec: GeometrySpec): Geometry {
  const { size } = spec;
  const index = new Int16Array(size * size).fill(-1);
  const rows: number[] = [];
  const cols: number[] = [];
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++)
      if (spec.allSquares || (r + c) % 2 === spec.darkParity) {
        index[r * size + c] = rows.length;
        rows.push(r);
        cols.push(c);
      }
  const squares = rows.length;
  const at = (r: number, c: number): number =>
    r < 0 || c < 0 || r >= size || c >= size ? -1 : (index[r * size + c] ?? -1);
  const rays: Int16Array[] = [];
  for (let d = 0; d < DIRECTIONS; d++) {
    const [dr0, dc0] = STEP[d] ?? [0, 0];
    const k = d >= N ? spec.orthogonalStep : 1;
    const [dr, dc] = [dr0 * k, dc0 * k];
    for (let s = 0; s < squares; s++) {
      const ray: number[] = [];
      let r = (rows[s] ?? 0) + dr;
      let c = (cols[s] ?? 0) + dc;
      while (at(r, c) >= 0) {
        ray.push(at(r, c));
        r += dr;
        c += dc;
      }
      rays[d * squares + s] = Int16Array.from(ray);
    }
  }
  return { ...spec, squares, row: Int8Array.from(rows), col: Int8Array.from(cols), at, rays };
}

/** The `draughts` package (international draughts, chess.js style) ships no types: what the bench uses. */
declare module 'draughts' {
  export class Draughts {
    moves(): unknown[];
    move(m: unknown): unknown;
    undo(): unknown;
  }
  const def: typeof Draughts;
  export default def;
}

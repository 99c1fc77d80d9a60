/** "Name (3)" when the entrant has a pairing number, the name alone before the start. */
export const entrantLabel = (e: { name: string; startNo: number | null }): string =>
  e.startNo === null ? e.name : `${e.name} (${e.startNo})`;

/**
 * The form's fields as `forbidden.add` takes them: from round 1 when no first round is typed, in
 * every later round when no last one is.
 */
export function forbiddenInput(
  tournamentId: number,
  fields: { a: string; b: string; first: string; last: string },
): { tournamentId: number; a: number; b: number; firstRound: number; lastRound: number | null } {
  return {
    tournamentId,
    a: Number(fields.a),
    b: Number(fields.b),
    firstRound: Number(fields.first) || 1,
    lastRound: fields.last.trim() === '' ? null : Number(fields.last),
  };
}

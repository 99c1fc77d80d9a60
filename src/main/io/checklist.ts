/**
 * The checklist of a paired round in the reference engine's layout (`diagonal pair --checklist`),
 * the table arbiters and FIDE's commission compare engines with. One row per entrant paired in
 * the round, by score for pairing (virtual points included, C.04.5) then pairing number, a blank
 * line between score groups. Columns, each right-aligned to its widest cell and followed by a tab:
 * - `ID` the pairing number; `Pts` the score for pairing, one decimal;
 * - the colours of the played games (`W`, `B`), under a header of one dash per round plus one;
 * - `Pref` the colour preference (C.04.3 A.2/A.3): `W `/`B ` absolute, `(W)`/`(B)` strong,
 *   `w `/`b ` mild, `A ` none;
 * - `C2` may receive the pairing-allocated bye (`Y`/`N`, C.04.3 C2);
 * - `C14`, `C16` the float of the previous round and of the one before (`D` down, `U` up);
 * - `Cur` this round: `(opponent colour)` or `(bye)`, blank when no pairing was found;
 * - an empty column, then `R1`..`Rn` the opponent of each played game (blank when unplayed).
 * The texts are the format's codes, not messages: the reference prints them so in any language.
 */
import { entrantStates, isPresent } from '../engine/pairing/entrant-state';
import type { EntrantState, Float, Pairing, PairingInput } from '../engine/pairing/model';
import { formatPoints } from './trf-points';

const floatCode = (f: Float): string => (f === 'down' ? 'D' : f === 'up' ? 'U' : ' ');

function preferenceCode(s: EntrantState): string {
  const c = s.preference === 'white' ? 'W' : 'B';
  if (s.preference === null) return 'A ';
  if (s.absolute) return `${c} `;
  if (s.strong) return `(${c})`;
  return `${c.toLowerCase()} `;
}

/** This round's cell: `(5W)` for white against 5, `(bye)`; blank without a pairing. */
function currentCells(input: PairingInput, pairing: Pairing | null): Map<number, string> {
  const cells = new Map<number, string>();
  if (!pairing) return cells;
  const num = (i: number): number => input.entrants[i]?.number ?? 0;
  for (const b of pairing.boards) {
    cells.set(b.white, `(${num(b.black)}W)`);
    cells.set(b.black, `(${num(b.white)}B)`);
  }
  if (pairing.bye !== null) cells.set(pairing.bye, '(bye)');
  return cells;
}

function rowOf(input: PairingInput, s: EntrantState, current: string): string[] {
  const history = input.entrants[s.index]?.rounds.slice(0, input.playedRounds) ?? [];
  const num = (i: number | null): string => (i === null ? '' : String(input.entrants[i]?.number ?? ''));
  return [
    String(s.number),
    formatPoints(s.score, input.pointSystem.scale),
    s.colours.map((c) => (c === 'white' ? 'W' : 'B')).join(''),
    preferenceCode(s),
    s.byeEligible ? 'Y' : 'N',
    floatCode(input.playedRounds > 0 ? s.floats[0] : 'none'),
    floatCode(input.playedRounds > 1 ? s.floats[1] : 'none'),
    current,
    '',
    ...history.map((r) => (r.played ? num(r.opponent) : '')),
  ];
}

export function formatChecklist(input: PairingInput, pairing: Pairing | null): string {
  const rounds = Array.from({ length: input.playedRounds }, (_, k) => `R${k + 1}`);
  const header = [
    'ID',
    'Pts',
    '-'.repeat(input.playedRounds + 1),
    'Pref',
    'C2',
    'C14',
    'C16',
    'Cur',
    '',
    ...rounds,
  ];
  const states = entrantStates(input)
    .filter((s) => isPresent(input, s.index))
    .sort((a, b) => b.score - a.score || a.rank - b.rank);
  const current = currentCells(input, pairing);
  const rows = states.map((s) => rowOf(input, s, current.get(s.index) ?? ''));
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]): string => cells.map((x, c) => x.padStart(widths[c] ?? 0) + '\t').join('');
  let out = '\n' + line(header);
  states.forEach((s, i) => {
    out += '\n' + (i === 0 || states[i - 1]?.score !== s.score ? '\n' : '') + line(rows[i] ?? []);
  });
  return out + '\n\n\n';
}

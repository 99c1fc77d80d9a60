/**
 * Writer for TRF-16 with the TRF-2026 records and the extension lines, the inverse of `readTrf`:
 * reading what it writes gives the same tournament. Lines end with LF. One record a line
 * whatever the texts hold: every text is written on one line (shared/plain-text.ts), so that a
 * name with a line break, stored before typed text was checked, cannot forge a record.
 */
import { oneLine, spacedControls } from '../../shared/plain-text';
import { formatPoints } from './trf-points';
import type { TrfGame, TrfPlayer, TrfTournament } from './trf-types';
import { fitColumns, teamLine } from './trf-teams';

const right = (v: string | number | null, width: number): string =>
  (typeof v === 'string' ? oneLine(v) : String(v ?? '')).padStart(width);
const left = (v: string, width: number): string => fitColumns(oneLine(v), width);

function roundEntry(g: TrfGame | null): string {
  if (!g) return ' '.repeat(8);
  const opp = g.opponent === null ? '0000' : right(g.opponent, 4);
  const colour = g.colour === 'white' ? 'w' : g.colour === 'black' ? 'b' : '-';
  return `${opp} ${colour} ${g.result}`;
}

/** A `001` line, fields at the columns of REFERENCES.md "TRF-16". */
export function playerLine(p: TrfPlayer, scale: number): string {
  const head =
    '001 ' +
    right(p.startNumber, 4) +
    ' ' +
    left(p.sex, 1) +
    right(p.title, 3) +
    ' ' +
    left(p.name, 33) +
    ' ' +
    right(p.rating, 4) +
    ' ' +
    left(p.federation, 3) +
    ' ' +
    right(p.id, 11) +
    ' ' +
    left(p.birthDate, 10) +
    ' ' +
    right(formatPoints(p.points, scale), 4) +
    ' ' +
    right(p.rank, 4);
  return (head + p.rounds.map((g) => '  ' + roundEntry(g)).join('')).trimEnd().padEnd(84);
}

const tenths = (points: number, scale: number): string => right(formatPoints(points, scale), 4);

export function writeTrf(t: TrfTournament): string {
  const out: string[] = [];
  const h = t.header;
  const headerLines: [string, string][] = [
    ['012', h.name],
    ['022', h.city],
    ['032', h.federation],
    ['042', h.startDate],
    ['052', h.endDate],
    ['092', h.type],
    ['102', h.chiefArbiter],
    ['122', h.timeControl],
  ];
  for (const [code, value] of headerLines) if (oneLine(value) !== '') out.push(`${code} ${oneLine(value)}`);
  for (const c of t.comments) out.push(`###${spacedControls(c)}`);
  if (t.totalRounds !== null) out.push(`XXR ${t.totalRounds}`);
  const xxc = [t.initialColour ? `${t.initialColour}1` : '', t.useRank ? 'rank' : ''].filter((s) => s);
  if (xxc.length > 0) out.push(`XXC ${xxc.join(' ')}`);
  if (t.pointSystemDeclared) {
    const ps = t.pointSystem;
    const bb: [string, number][] = [
      ['BBW', ps.win],
      ['BBD', ps.draw],
      ['BBL', ps.loss],
      ['BBZ', ps.zeroBye],
      ['BBF', ps.forfeitLoss],
      ['BBU', ps.bye],
    ];
    for (const [code, v] of bb) out.push(`${code} ${tenths(v, ps.scale)}`);
  }
  for (const l of t.otherLines) out.push(spacedControls(l));
  for (const p of t.players) out.push(playerLine(p, t.pointSystem.scale));
  for (const team of t.teams ?? []) out.push(teamLine(team));
  for (const b of t.byes)
    out.push(`240 ${left(b.kind, 1)} ${right(b.round, 3)} ${b.players.map((n) => right(n, 4)).join(' ')}`);
  for (const a of t.accelerations)
    out.push(
      `250 ${right(a.matchPoints, 4)} ${tenths(a.gamePoints, 10)} ${right(a.firstRound, 3)} ${right(a.lastRound, 3)} ` +
        `${right(a.firstPlayer, 4)} ${right(a.lastPlayer, 4)}`,
    );
  for (const a of t.playerAccelerations ?? [])
    out.push(`XXA ${right(a.player, 4)} ${a.points.map((v) => tenths(v, 10)).join(' ')}`);
  for (const f of t.forbidden)
    out.push(
      `260 ${right(f.firstRound, 3)} ${right(f.lastRound, 3)} ${f.players.map((n) => right(n, 4)).join(' ')}`,
    );
  for (const players of t.forbiddenAllRounds ?? []) out.push(`XXP ${players.join(' ')}`);
  return out.join('\n') + '\n';
}

/**
 * `diagonal check FILE.trf`: re-pairs every round of a played tournament with the Dutch system and
 * reports each round whose recorded pairing differs, the recorded and the computed pairing side by
 * side (white-black per board, `n-bye` for the PAB, in board order). Colours count.
 */
import { isAppError } from '../../shared/errors';
import { t } from '../../shared/i18n/index';
import { pairDutch } from '../engine/pairing/dutch';
import { readTrf, type TrfTournament } from '../io/trf';
import { trfPlayedRounds, trfToPairingInput } from '../io/trf-pairing';
import { EXIT, type CliIO, type Command } from './command';
import { readTrfFile } from './pair';

/** The pairing recorded for `round`, as sorted `white-black` and `n-bye` lines. */
export function recordedPairing(trf: TrfTournament, round: number): string[] {
  const lines: string[] = [];
  for (const p of trf.players) {
    const g = p.rounds[round - 1];
    if (!g) continue;
    if (g.result === 'U') lines.push(`${p.startNumber}-bye`);
    else if (g.opponent !== null && g.colour === 'white') lines.push(`${p.startNumber}-${g.opponent}`);
  }
  return lines.sort(byBoard);
}

const byBoard = (a: string, b: string): number => parseInt(a, 10) - parseInt(b, 10) || a.localeCompare(b);

/** The Dutch pairing of `round` from the history before it, or the translated reason it has none. */
export function computedPairing(trf: TrfTournament, round: number): string[] {
  const input = trfToPairingInput(trf, round);
  try {
    const p = pairDutch(input);
    const num = (i: number): number => input.entrants[i]?.number ?? 0;
    const lines = p.boards.map((b) => `${num(b.white)}-${num(b.black)}`);
    if (p.bye !== null) lines.push(`${num(p.bye)}-bye`);
    return lines.sort(byBoard);
  } catch (e) {
    if (isAppError(e) && e.code === 'pairing:noValidPairing') return [t('en', e.code, e.params)];
    throw e;
  }
}

function sideBySide(left: string[], right: string[], io: CliIO): void {
  const width = Math.max(12, ...left.map((l) => l.length));
  io.out(`  ${t('en', 'pairing:checkHeader')}`);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const l = left[i] ?? '';
    const r = right[i] ?? '';
    io.out(`  ${l.padEnd(width)} ${l === r ? '|' : '≠'} ${r}`);
  }
}

function run(argv: string[], io: CliIO): number {
  const [file, ...rest] = argv;
  if (file === undefined || rest.length > 0) {
    io.err(t('en', 'pairing:usageCheck'));
    return EXIT.usage;
  }
  const trf = readTrf(readTrfFile(file));
  const rounds = trfPlayedRounds(trf);
  let differing = 0;
  for (let r = 1; r <= rounds; r++) {
    const recorded = recordedPairing(trf, r);
    const computed = computedPairing(trf, r);
    if (recorded.join() === computed.join()) continue;
    differing++;
    io.out(t('en', 'pairing:checkRoundDiffers', { round: r }));
    sideBySide(recorded, computed, io);
  }
  io.out(
    differing === 0
      ? t('en', 'pairing:checkAllIdentical', { rounds })
      : t('en', 'pairing:checkSummary', { differing, rounds }),
  );
  return EXIT.ok;
}

export const checkCommand: Command = {
  name: 'check',
  usage: 'Usage: diagonal check FILE.trf',
  run,
};
